import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { QaQuestionItem_question$key } from "../__generated__/QaQuestionItem_question.graphql.ts";
import { LocalDate } from "../layout/LocalDate.tsx";
import { PostForm } from "./PostForm.tsx";
import { QaAnswerItem } from "./QaAnswerItem.tsx";
import { useAnswerQuestion } from "./useQaMutations.ts";
import { VoteButtons } from "./VoteButtons.tsx";

type Limit = { readonly min: number; readonly max: number };
export interface QaLimitsProps {
  limits: { readonly question: Limit; readonly answer: Limit; readonly response: Limit };
  /** Signed in: may post and vote (the server decides; this only chooses between the form and the sign-in prompt). */
  canPost: boolean;
  onSignIn: () => void;
}

const DAY: Intl.DateTimeFormatOptions = { year: "numeric", month: "short", day: "numeric" };

export function Byline({ author, iconUrl, at }: { author: string; iconUrl: string | null | undefined; at: string }) {
  return (
    <p className="qa-byline">
      {iconUrl && <img src={iconUrl} alt="" width={20} height={20} />}
      <span>{author}</span>
      <LocalDate at={at} format={DAY} />
    </p>
  );
}

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
          <button type="button" className="button button--secondary" onClick={() => (canPost ? setAnswering(true) : onSignIn())}>
            Answer
          </button>
        )}
      </div>
    </li>
  );
}
