/**
 * @generated SignedSource<<6d5fc08ee8b8ff5c23ece3a7723e4b1e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdatePreferencesInput = {
  noGameConfirm?: boolean | null | undefined;
  sound?: SoundPreferenceInput | null | undefined;
};
export type SoundPreferenceInput = {
  music?: boolean | null | undefined;
  on: boolean;
  volume: number;
};
export type useUpdatePreferencesMutation$variables = {
  input: UpdatePreferencesInput;
};
export type useUpdatePreferencesMutation$data = {
  readonly updatePreferences: {
    readonly __typename: "NoPlayerError";
    readonly message: string;
  } | {
    readonly __typename: "UpdatePreferencesSuccess";
    readonly player: {
      readonly id: string;
      readonly noGameConfirm: boolean;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useUpdatePreferencesMutation = {
  response: useUpdatePreferencesMutation$data;
  variables: useUpdatePreferencesMutation$variables;
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
    "name": "updatePreferences",
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
            "concreteType": "Player",
            "kind": "LinkedField",
            "name": "player",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "noGameConfirm",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UpdatePreferencesSuccess",
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
        "type": "NoPlayerError",
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
    "name": "useUpdatePreferencesMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdatePreferencesMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "87253d863ced11f1a220df0a39f9368f",
    "id": null,
    "metadata": {},
    "name": "useUpdatePreferencesMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdatePreferencesMutation(\n  $input: UpdatePreferencesInput!\n) {\n  updatePreferences(input: $input) {\n    __typename\n    ... on UpdatePreferencesSuccess {\n      player {\n        id\n        noGameConfirm\n      }\n    }\n    ... on NoPlayerError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c37fa4ee02b905eb9eb5e9f6395cfff8";

export default node;
