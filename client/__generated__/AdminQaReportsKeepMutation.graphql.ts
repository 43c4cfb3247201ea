/**
 * @generated SignedSource<<b8a24d856a679ffd02ed6d43040fbf4b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AdminQaPostInput = {
  post: string;
};
export type AdminQaReportsKeepMutation$variables = {
  input: AdminQaPostInput;
};
export type AdminQaReportsKeepMutation$data = {
  readonly adminKeepQaPost: {
    readonly __typename: "AdminError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type AdminQaReportsKeepMutation = {
  response: AdminQaReportsKeepMutation$data;
  variables: AdminQaReportsKeepMutation$variables;
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
    "name": "adminKeepQaPost",
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
    "name": "AdminQaReportsKeepMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminQaReportsKeepMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "051b1a87bf590f2833dda32e21472852",
    "id": null,
    "metadata": {},
    "name": "AdminQaReportsKeepMutation",
    "operationKind": "mutation",
    "text": "mutation AdminQaReportsKeepMutation(\n  $input: AdminQaPostInput!\n) {\n  adminKeepQaPost(input: $input) {\n    __typename\n    ... on AdminError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9d87d2c92043cbeb63287cd77c0b75db";

export default node;
