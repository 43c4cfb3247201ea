/**
 * @generated SignedSource<<eda984d01e00b5b1366cb53255f57453>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AdminChatMessageInput = {
  message: string;
};
export type AdminChatReportsHideMutation$variables = {
  input: AdminChatMessageInput;
};
export type AdminChatReportsHideMutation$data = {
  readonly adminHideChatMessage: {
    readonly __typename: "AdminError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type AdminChatReportsHideMutation = {
  response: AdminChatReportsHideMutation$data;
  variables: AdminChatReportsHideMutation$variables;
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
    "name": "adminHideChatMessage",
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
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "AdminError",
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
    "name": "AdminChatReportsHideMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminChatReportsHideMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "bcdc1466dd9b4d9b2ae1f6b50bbfe303",
    "id": null,
    "metadata": {},
    "name": "AdminChatReportsHideMutation",
    "operationKind": "mutation",
    "text": "mutation AdminChatReportsHideMutation(\n  $input: AdminChatMessageInput!\n) {\n  adminHideChatMessage(input: $input) {\n    __typename\n    ... on AdminError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4d4b72506c80634c913c381d3b9d7be5";

export default node;
