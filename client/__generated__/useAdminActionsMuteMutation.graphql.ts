/**
 * @generated SignedSource<<ef8f34d573b0c343603040e302389688>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AdminMutePlayerInput = {
  minutes: number;
  reason: string;
  userId: string;
};
export type useAdminActionsMuteMutation$variables = {
  input: AdminMutePlayerInput;
};
export type useAdminActionsMuteMutation$data = {
  readonly adminMutePlayer: {
    readonly __typename: "AdminError";
    readonly message: string;
  } | {
    readonly __typename: "AdminPlayerChanged";
    readonly player: {
      readonly chatMutedUntil: string | null | undefined;
      readonly id: string;
    } | null | undefined;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useAdminActionsMuteMutation = {
  response: useAdminActionsMuteMutation$data;
  variables: useAdminActionsMuteMutation$variables;
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
    "name": "adminMutePlayer",
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
            "concreteType": "AdminPlayer",
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
                "name": "chatMutedUntil",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "AdminPlayerChanged",
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
    "name": "useAdminActionsMuteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAdminActionsMuteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4557a9ebb59d3534afe38ae017f9fa53",
    "id": null,
    "metadata": {},
    "name": "useAdminActionsMuteMutation",
    "operationKind": "mutation",
    "text": "mutation useAdminActionsMuteMutation(\n  $input: AdminMutePlayerInput!\n) {\n  adminMutePlayer(input: $input) {\n    __typename\n    ... on AdminError {\n      message\n    }\n    ... on AdminPlayerChanged {\n      player {\n        id\n        chatMutedUntil\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "213cc10003cd7e9a4aed070018c38080";

export default node;
