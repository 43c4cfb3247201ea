/**
 * @generated SignedSource<<afdbb228b69206203b3c8fd7186cf7de>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AdminQaPostInput = {
  post: string;
};
export type AdminQaReportsHideMutation$variables = {
  input: AdminQaPostInput;
};
export type AdminQaReportsHideMutation$data = {
  readonly adminHideQaPost: {
    readonly __typename: "AdminError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type AdminQaReportsHideMutation = {
  response: AdminQaReportsHideMutation$data;
  variables: AdminQaReportsHideMutation$variables;
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
    "name": "adminHideQaPost",
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
    "name": "AdminQaReportsHideMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminQaReportsHideMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "bea8538ef6cb3b92a31c8ca245757007",
    "id": null,
    "metadata": {},
    "name": "AdminQaReportsHideMutation",
    "operationKind": "mutation",
    "text": "mutation AdminQaReportsHideMutation(\n  $input: AdminQaPostInput!\n) {\n  adminHideQaPost(input: $input) {\n    __typename\n    ... on AdminError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "174a322b8a5fbfe2421e58e8618762b5";

export default node;
