/**
 * @generated SignedSource<<2cc8972426417bb5168f277be8fab9f6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AnswerQuestionInput = {
  question: string;
  text: string;
};
export type useQaMutationsAnswerMutation$variables = {
  input: AnswerQuestionInput;
};
export type useQaMutationsAnswerMutation$data = {
  readonly answerQuestion: {
    readonly __typename: "QaError";
    readonly message: string;
  } | {
    readonly __typename: "QuestionAnswered";
    readonly question: {
      readonly " $fragmentSpreads": FragmentRefs<"QaQuestionItem_question">;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useQaMutationsAnswerMutation = {
  response: useQaMutationsAnswerMutation$data;
  variables: useQaMutationsAnswerMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
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
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "score",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "author",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "authorIconUrl",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "myVote",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mine",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useQaMutationsAnswerMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "answerQuestion",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "QaQuestionItem_question"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "QuestionAnswered",
            "abstractKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useQaMutationsAnswerMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "answerQuestion",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "QaAnswer",
                    "kind": "LinkedField",
                    "name": "answers",
                    "plural": true,
                    "selections": [
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "QaResponse",
                        "kind": "LinkedField",
                        "name": "responses",
                        "plural": true,
                        "selections": [
                          (v4/*:: as any*/),
                          (v5/*:: as any*/),
                          (v7/*:: as any*/),
                          (v8/*:: as any*/),
                          (v9/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "QuestionAnswered",
            "abstractKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f5f724a7020afec7169bbe65e727e03e",
    "id": null,
    "metadata": {},
    "name": "useQaMutationsAnswerMutation",
    "operationKind": "mutation",
    "text": "mutation useQaMutationsAnswerMutation(\n  $input: AnswerQuestionInput!\n) {\n  answerQuestion(input: $input) {\n    __typename\n    ... on QuestionAnswered {\n      question {\n        ...QaQuestionItem_question\n        id\n      }\n    }\n    ... on QaError {\n      message\n    }\n  }\n}\n\nfragment QaAnswerItem_answer on QaAnswer {\n  id\n  text\n  score\n  author\n  authorIconUrl\n  createdAt\n  myVote\n  mine\n  responses {\n    id\n    text\n    author\n    authorIconUrl\n    createdAt\n  }\n}\n\nfragment QaQuestionItem_question on QaQuestion {\n  id\n  text\n  score\n  author\n  authorIconUrl\n  createdAt\n  myVote\n  mine\n  answers {\n    id\n    ...QaAnswerItem_answer\n  }\n}\n"
  }
};
})();

(node as any).hash = "9e93f57109404c818182d2cbae4c3db3";

export default node;
