/**
 * @generated SignedSource<<bf29e54c096dcea8cc58424398dc3867>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AdminChatMessageInput = {
  message: string;
};
export type AdminChatReportsKeepMutation$variables = {
  input: AdminChatMessageInput;
};
export type AdminChatReportsKeepMutation$data = {
  readonly adminKeepChatMessage: {
    readonly __typename: "AdminError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type AdminChatReportsKeepMutation = {
  response: AdminChatReportsKeepMutation$data;
  variables: AdminChatReportsKeepMutation$variables;
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
    "name": "adminKeepChatMessage",
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
    "name": "AdminChatReportsKeepMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminChatReportsKeepMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "cd972b8b0f7099135245c9620fd6f9fd",
    "id": null,
    "metadata": {},
    "name": "AdminChatReportsKeepMutation",
    "operationKind": "mutation",
    "text": "mutation AdminChatReportsKeepMutation(\n  $input: AdminChatMessageInput!\n) {\n  adminKeepChatMessage(input: $input) {\n    __typename\n    ... on AdminError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2bad4f4e3f9a4a453e8777ff5c8b95ba";

export default node;
