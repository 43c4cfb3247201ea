/**
 * @generated SignedSource<<f1256375e27d13d9c5f19fd527788ce0>>
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
export type useSaveSoundMutation$variables = {
  input: UpdatePreferencesInput;
};
export type useSaveSoundMutation$data = {
  readonly updatePreferences: {
    readonly __typename: "UpdatePreferencesSuccess";
    readonly player: {
      readonly id: string;
      readonly sound: {
        readonly music: boolean;
        readonly on: boolean;
        readonly volume: number;
      } | null | undefined;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useSaveSoundMutation = {
  response: useSaveSoundMutation$data;
  variables: useSaveSoundMutation$variables;
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
                "concreteType": "SoundPreference",
                "kind": "LinkedField",
                "name": "sound",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "on",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "volume",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "music",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UpdatePreferencesSuccess",
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
    "name": "useSaveSoundMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSaveSoundMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "0695d946e58c691025e5a332aeb6b061",
    "id": null,
    "metadata": {},
    "name": "useSaveSoundMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveSoundMutation(\n  $input: UpdatePreferencesInput!\n) {\n  updatePreferences(input: $input) {\n    __typename\n    ... on UpdatePreferencesSuccess {\n      player {\n        id\n        sound {\n          on\n          volume\n          music\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f5e9288b631f16c4caa3820a6c9ea149";

export default node;
