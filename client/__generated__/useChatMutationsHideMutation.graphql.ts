/**
 * @generated SignedSource<<90e47d51b00d48de59563c87da568a46>>
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
    "name": "hideChatMessage",
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
            "kind": "ScalarField",
            "name": "hiddenMessageId",
            "storageKey": null
          }
        ],
        "type": "HideChatMessageSuccess",
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
        "type": "ChatError",
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
    "name": "useChatMutationsHideMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useChatMutationsHideMutation",
    "selections": (v1/*:: as any*/)
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

(node as any).hash = "f86def46c6868713b5931bb42c17a049";

export default node;
