/**
 * @generated SignedSource<<a628646bad8b06d141b79fb34ce2ff62>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AdminExportPlayerInput = {
  userId: string;
};
export type useAdminActionsExportMutation$variables = {
  input: AdminExportPlayerInput;
};
export type useAdminActionsExportMutation$data = {
  readonly adminExportPlayer: {
    readonly __typename: "AdminError";
    readonly message: string;
  } | {
    readonly __typename: "AdminPlayerExport";
    readonly data: any;
    readonly fileName: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useAdminActionsExportMutation = {
  response: useAdminActionsExportMutation$data;
  variables: useAdminActionsExportMutation$variables;
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
    "name": "adminExportPlayer",
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
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "fileName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "data",
            "storageKey": null
          }
        ],
        "type": "AdminPlayerExport",
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
    "name": "useAdminActionsExportMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAdminActionsExportMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ca73d10b2d2c4bd24c4a9594491af199",
    "id": null,
    "metadata": {},
    "name": "useAdminActionsExportMutation",
    "operationKind": "mutation",
    "text": "mutation useAdminActionsExportMutation(\n  $input: AdminExportPlayerInput!\n) {\n  adminExportPlayer(input: $input) {\n    __typename\n    ... on AdminError {\n      message\n    }\n    ... on AdminPlayerExport {\n      fileName\n      data\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5125ef99d15eb56856a93f2ed8e6d1f1";

export default node;
