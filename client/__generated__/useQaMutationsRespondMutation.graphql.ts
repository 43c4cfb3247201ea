/**
 * @generated SignedSource<<8c3d89aa8fb4444351d6dbbc8000a4f3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RespondToAnswerInput = {
  answer: string;
  text: string;
};
export type useQaMutationsRespondMutation$variables = {
  input: RespondToAnswerInput;
};
export type useQaMutationsRespondMutation$data = {
  readonly respondToAnswer: {
    readonly __typename: "AnswerResponded";
    readonly answer: {
      readonly " $fragmentSpreads": FragmentRefs<"QaAnswerItem_answer">;
    };
  } | {
    readonly __typename: "QaError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useQaMutationsRespondMutation = {
  response: useQaMutationsRespondMutation$data;
  variables: useQaMutationsRespondMutation$variables;
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
  "name": "author",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "authorIconUrl",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useQaMutationsRespondMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "respondToAnswer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "QaAnswer",
                "kind": "LinkedField",
                "name": "answer",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "QaAnswerItem_answer"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "AnswerResponded",
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
    "name": "useQaMutationsRespondMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "respondToAnswer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "QaAnswer",
                "kind": "LinkedField",
                "name": "answer",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "score",
                    "storageKey": null
                  },
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "myVote",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "mine",
                    "storageKey": null
                  },
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
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      (v8/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "AnswerResponded",
            "abstractKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c6a92fbda6f8c794d25527d436d8d22d",
    "id": null,
    "metadata": {},
    "name": "useQaMutationsRespondMutation",
    "operationKind": "mutation",
    "text": "mutation useQaMutationsRespondMutation(\n  $input: RespondToAnswerInput!\n) {\n  respondToAnswer(input: $input) {\n    __typename\n    ... on AnswerResponded {\n      answer {\n        ...QaAnswerItem_answer\n        id\n      }\n    }\n    ... on QaError {\n      message\n    }\n  }\n}\n\nfragment QaAnswerItem_answer on QaAnswer {\n  id\n  text\n  score\n  author\n  authorIconUrl\n  createdAt\n  myVote\n  mine\n  responses {\n    id\n    text\n    author\n    authorIconUrl\n    createdAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "65a50ed0edbb05b072454ec9c82d405a";

export default node;
