import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { QaAnswerItem_answer$key } from "../__generated__/QaAnswerItem_answer.graphql.ts";
import { PostForm } from "./PostForm.tsx";
import { Byline } from "./Byline.tsx";
import { ReportPost } from "./ReportPost.tsx";
import type { QaLimitsProps } from "./qaLimits.ts";
import { useRespondToAnswer } from "./useQaMutations.ts";
import { VoteButtons } from "./VoteButtons.tsx";

export function QaAnswerItem({ answer: answerKey, limits, canPost, onSignIn }: { answer: QaAnswerItem_answer$key } & QaLimitsProps) {
  const answer = useFragment(
    graphql`
      fragment QaAnswerItem_answer on QaAnswer {
        id
        text
        score
        author
        authorIconUrl
        createdAt
        myVote
        mine
        responses {
          id
          text
          author
          authorIconUrl
          createdAt
        }
      }
    `,
    answerKey,
  );
  const [responding, setResponding] = useState(false);
  const [respond] = useRespondToAnswer();
  return (
    <li className="qa-answer">
      <VoteButtons postId={answer.id} score={answer.score} myVote={answer.myVote} what="answer" canVote={canPost} onSignIn={onSignIn} />
      <div className="qa-answer__body">
        <p className="qa-text">{answer.text}</p>
        <Byline author={answer.author} iconUrl={answer.authorIconUrl} at={answer.createdAt} />
        {answer.responses.length > 0 && (
          <ul className="qa-responses" aria-label="Responses">
            {answer.responses.map((response) => (
              <li key={response.id} className="qa-response">
                <p className="qa-text">{response.text}</p>
                <Byline author={response.author} iconUrl={response.authorIconUrl} at={response.createdAt} />
              </li>
            ))}
          </ul>
        )}
        {responding ? (
          <PostForm
            label="Your response"
            submitLabel="Respond"
            limits={limits.response}
            autoFocus
            onCancel={() => setResponding(false)}
            onSubmit={async (text) => {
              const outcome = await respond({ input: { answer: answer.id, text } });
              if (outcome.ok) setResponding(false);
              return outcome;
            }}
          />
        ) : (
          <div className="qa-answer__actions">
            <button type="button" className="link-button" onClick={() => (canPost ? setResponding(true) : onSignIn())}>
              Respond
            </button>
            {!answer.mine && <ReportPost postId={answer.id} what="answer" reasonMax={limits.reportReasonMax} canReport={canPost} onSignIn={onSignIn} />}
          </div>
        )}
      </div>
    </li>
  );
}
