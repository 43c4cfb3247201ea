/**
 * @generated SignedSource<<50fc3e7e7e1baf25799db97fbaf0dedd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type HideChatMessageInput = {
  messageId: string;
};
export type useChatMutationsHideMutation$variables = {
  input: HideChatMessageInput;
};
export type useChatMutationsHideMutation$data = {
  readonly hideChatMessage: {
    readonly __typename: "ChatError";
    readonly message: string;
  } | {
    readonly __typename: "HideChatMessageSuccess";
    readonly hiddenMessageId: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useChatMutationsHideMutation = {
  response: useChatMutationsHideMutation$data;
  variables: useChatMutationsHideMutation$variables;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hiddenMessageId",
  "storageKey": null
},
v4 = {
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
  "type": "ChatError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useChatMutationsHideMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "hideChatMessage",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/)
            ],
            "type": "HideChatMessageSuccess",
            "abstractKey": null
          },
          (v4/*:: as any*/)
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
    "name": "useChatMutationsHideMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "hideChatMessage",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "deleteRecord",
                "key": "",
                "kind": "ScalarHandle",
                "name": "hiddenMessageId"
              }
            ],
            "type": "HideChatMessageSuccess",
            "abstractKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "71abae6a99ea264691b48520dfd55a3f",
    "id": null,
    "metadata": {},
    "name": "useChatMutationsHideMutation",
    "operationKind": "mutation",
    "text": "mutation useChatMutationsHideMutation(\n  $input: HideChatMessageInput!\n) {\n  hideChatMessage(input: $input) {\n    __typename\n    ... on HideChatMessageSuccess {\n      hiddenMessageId\n    }\n    ... on ChatError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f78f53f2c04c625aac058d9ec3ad7bbe";

export default node;
