/**
 * @generated SignedSource<<27fe8e22c86be2f21d7be36984a1f95a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type VoteDirection = "DOWN" | "NONE" | "UP" | "%future added value";
export type VoteInput = {
  direction: VoteDirection;
  post: string;
};
export type useQaMutationsVoteMutation$variables = {
  input: VoteInput;
};
export type useQaMutationsVoteMutation$data = {
  readonly vote: {
    readonly __typename: "QaError";
    readonly message: string;
  } | {
    readonly __typename: "Voted";
    readonly answer: {
      readonly id: string;
      readonly myVote: VoteDirection;
      readonly score: number;
    } | null | undefined;
    readonly question: {
      readonly id: string;
      readonly myVote: VoteDirection;
      readonly score: number;
    } | null | undefined;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useQaMutationsVoteMutation = {
  response: useQaMutationsVoteMutation$data;
  variables: useQaMutationsVoteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "id",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "score",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "myVote",
    "storageKey": null
  }
],
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "vote",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QaQuestion",
            "kind": "LinkedField",
            "name": "question",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "QaAnswer",
            "kind": "LinkedField",
            "name": "answer",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          }
        ],
        "type": "Voted",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "QaError",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useQaMutationsVoteMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useQaMutationsVoteMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "c7bf13f0d3d25fb0a4c7a17dc5baedfe",
    "id": null,
    "metadata": {},
    "name": "useQaMutationsVoteMutation",
    "operationKind": "mutation",
    "text": "mutation useQaMutationsVoteMutation(\n  $input: VoteInput!\n) {\n  vote(input: $input) {\n    __typename\n    ... on Voted {\n      question {\n        id\n        score\n        myVote\n      }\n      answer {\n        id\n        score\n        myVote\n      }\n    }\n    ... on QaError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a213952aac42c4a78617f8888953e899";

export default node;
