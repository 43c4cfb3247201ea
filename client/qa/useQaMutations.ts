import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import type { GraphQLTaggedNode, MutationParameters } from "relay-runtime";
import type { useQaMutationsAnswerMutation } from "../__generated__/useQaMutationsAnswerMutation.graphql.ts";
import type { useQaMutationsAskMutation } from "../__generated__/useQaMutationsAskMutation.graphql.ts";
import type { useQaMutationsReportMutation } from "../__generated__/useQaMutationsReportMutation.graphql.ts";
import type { useQaMutationsRespondMutation } from "../__generated__/useQaMutationsRespondMutation.graphql.ts";
import type { useQaMutationsVoteMutation } from "../__generated__/useQaMutationsVoteMutation.graphql.ts";

/** What a Q&A mutation leaves the page: done (the store already shows it), or the server's reason. */
export type QaOutcome = { ok: true } | { ok: false; message: string };

const askMutation = graphql`
  mutation useQaMutationsAskMutation($input: AskQuestionInput!, $connections: [ID!]!) {
    askQuestion(input: $input) {
      __typename
      ... on QuestionAsked {
        question @prependNode(connections: $connections, edgeTypeName: "GameQuestionsConnectionEdge") {
          id
          ...QaQuestionItem_question
        }
      }
      ... on QaError {
        message
      }
    }
  }
`;
const answerMutation = graphql`
  mutation useQaMutationsAnswerMutation($input: AnswerQuestionInput!) {
    answerQuestion(input: $input) {
      __typename
      ... on QuestionAnswered {
        question {
          ...QaQuestionItem_question
        }
      }
      ... on QaError {
        message
      }
    }
  }
`;
const respondMutation = graphql`
  mutation useQaMutationsRespondMutation($input: RespondToAnswerInput!) {
    respondToAnswer(input: $input) {
      __typename
      ... on AnswerResponded {
        answer {
          ...QaAnswerItem_answer
        }
      }
      ... on QaError {
        message
      }
    }
  }
`;
const voteMutation = graphql`
  mutation useQaMutationsVoteMutation($input: VoteInput!) {
    vote(input: $input) {
      __typename
      ... on Voted {
        question {
          id
          score
          myVote
        }
        answer {
          id
          score
          myVote
        }
      }
      ... on QaError {
        message
      }
    }
  }
`;

const reportMutation = graphql`
  mutation useQaMutationsReportMutation($input: ReportQaPostInput!) {
    reportQaPost(input: $input) {
      __typename
      ... on QaPostReported {
        message
      }
      ... on QaError {
        message
      }
    }
  }
`;

type Payload = { readonly __typename: string; readonly message?: string };

/** Commits a Q&A mutation and reads its union result (success, or QaError with a message). */
function useQaMutation<M extends MutationParameters>(node: GraphQLTaggedNode, pick: (response: M["response"]) => Payload) {
  const [commit, busy] = useMutation<M>(node);
  const run = useCallback(
    (variables: M["variables"]) =>
      new Promise<QaOutcome>((resolve) => {
        commit({
          variables,
          onCompleted: (response) => {
            const payload = pick(response);
            resolve(payload.__typename === "QaError" ? { ok: false, message: payload.message ?? "That did not work. Please try again." } : { ok: true });
          },
          onError: () => resolve({ ok: false, message: "We couldn't reach the server. Please try again." }),
        });
      }),
    [commit, pick],
  );
  return [run, busy] as const;
}

const pickAsk = (r: useQaMutationsAskMutation["response"]) => r.askQuestion;
const pickAnswer = (r: useQaMutationsAnswerMutation["response"]) => r.answerQuestion;
const pickRespond = (r: useQaMutationsRespondMutation["response"]) => r.respondToAnswer;
const pickVote = (r: useQaMutationsVoteMutation["response"]) => r.vote;

export const useAskQuestion = () => useQaMutation<useQaMutationsAskMutation>(askMutation, pickAsk);
export const useAnswerQuestion = () => useQaMutation<useQaMutationsAnswerMutation>(answerMutation, pickAnswer);
export const useRespondToAnswer = () => useQaMutation<useQaMutationsRespondMutation>(respondMutation, pickRespond);
/** Reports a question or answer; the outcome's message is the server's words either way (thanks, or why not). */
export function useReportQaPost() {
  const [commit, busy] = useMutation<useQaMutationsReportMutation>(reportMutation);
  const run = useCallback(
    (variables: useQaMutationsReportMutation["variables"]) =>
      new Promise<{ ok: boolean; message: string }>((resolve) => {
        commit({
          variables,
          onCompleted: ({ reportQaPost: payload }) => {
            const message = payload.__typename === "QaPostReported" || payload.__typename === "QaError" ? payload.message : "That did not work. Please try again.";
            resolve({ ok: payload.__typename === "QaPostReported", message });
          },
          onError: () => resolve({ ok: false, message: "We couldn't reach the server. Please try again." }),
        });
      }),
    [commit],
  );
  return [run, busy] as const;
}

export const useVote = () => useQaMutation<useQaMutationsVoteMutation>(voteMutation, pickVote);
