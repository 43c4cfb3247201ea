/**
 * @generated SignedSource<<9841da3d0b370e8bfa8acc1ca23fb5b8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type GrantGameCapabilityInput = {
  game: string;
  session?: string | null | undefined;
};
export type useGrantGameCapabilityMutation$variables = {
  input: GrantGameCapabilityInput;
};
export type useGrantGameCapabilityMutation$data = {
  readonly grantGameCapability: {
    readonly __typename: "GameCapability";
    readonly expiresAt: string;
    readonly token: string;
  } | {
    readonly __typename: "GameError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useGrantGameCapabilityMutation = {
  response: useGrantGameCapabilityMutation$data;
  variables: useGrantGameCapabilityMutation$variables;
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
    "name": "grantGameCapability",
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
            "name": "token",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "expiresAt",
            "storageKey": null
          }
        ],
        "type": "GameCapability",
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
        "type": "GameError",
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
    "name": "useGrantGameCapabilityMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useGrantGameCapabilityMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4d3b09753c3622256cffa23a3d043e97",
    "id": null,
    "metadata": {},
    "name": "useGrantGameCapabilityMutation",
    "operationKind": "mutation",
    "text": "mutation useGrantGameCapabilityMutation(\n  $input: GrantGameCapabilityInput!\n) {\n  grantGameCapability(input: $input) {\n    __typename\n    ... on GameCapability {\n      token\n      expiresAt\n    }\n    ... on GameError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "fc9b198de6988f0106898a95ef94942a";

export default node;
