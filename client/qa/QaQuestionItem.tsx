import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { QaQuestionItem_question$key } from "../__generated__/QaQuestionItem_question.graphql.ts";
import { Byline } from "./Byline.tsx";
import { ReportPost } from "./ReportPost.tsx";
import { PostForm } from "./PostForm.tsx";
import type { QaLimitsProps } from "./qaLimits.ts";
import { QaAnswerItem } from "./QaAnswerItem.tsx";
import { useAnswerQuestion } from "./useQaMutations.ts";
import { VoteButtons } from "./VoteButtons.tsx";

export function QaQuestionItem({ question: questionKey, limits, canPost, onSignIn }: { question: QaQuestionItem_question$key } & QaLimitsProps) {
  const question = useFragment(
    graphql`
      fragment QaQuestionItem_question on QaQuestion {
        id
        text
        score
        author
        authorIconUrl
        createdAt
        myVote
        mine
        answers {
          id
          ...QaAnswerItem_answer
        }
      }
    `,
    questionKey,
  );
  const [answering, setAnswering] = useState(false);
  const [answer] = useAnswerQuestion();
  const count = question.answers.length;
  return (
    <li className="qa-question">
      <VoteButtons postId={question.id} score={question.score} myVote={question.myVote} what="question" canVote={canPost} onSignIn={onSignIn} />
      <div className="qa-question__body">
        <h3 className="qa-question__text">{question.text}</h3>
        <Byline author={question.author} iconUrl={question.authorIconUrl} at={question.createdAt} />
        <p className="qa-question__count">{count === 1 ? "1 answer" : `${count} answers`}</p>
        {count > 0 && (
          <ul className="qa-answers" aria-label={`Answers to: ${question.text}`}>
            {question.answers.map((item) => (
              <QaAnswerItem key={item.id} answer={item} limits={limits} canPost={canPost} onSignIn={onSignIn} />
            ))}
          </ul>
        )}
        {answering ? (
          <PostForm
            label="Your answer"
            submitLabel="Post answer"
            limits={limits.answer}
            autoFocus
            onCancel={() => setAnswering(false)}
            onSubmit={async (text) => {
              const outcome = await answer({ input: { question: question.id, text } });
              if (outcome.ok) setAnswering(false);
              return outcome;
            }}
          />
        ) : (
          <div className="qa-question__actions">
            <button type="button" className="button button--secondary" onClick={() => (canPost ? setAnswering(true) : onSignIn())}>
              Answer
            </button>
            {!question.mine && <ReportPost postId={question.id} what="question" reasonMax={limits.reportReasonMax} canReport={canPost} onSignIn={onSignIn} />}
          </div>
        )}
      </div>
    </li>
  );
}
