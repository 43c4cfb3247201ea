/**
 * @generated SignedSource<<d6939b41c809de04242e27bc5d2c1cd8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useWalletChangedSubscription$variables = Record<PropertyKey, never>;
export type useWalletChangedSubscription$data = {
  readonly walletChanged: {
    readonly gems: number;
    readonly id: string;
    readonly tokens: number;
  } | null | undefined;
};
export type useWalletChangedSubscription = {
  response: useWalletChangedSubscription$data;
  variables: useWalletChangedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Player",
    "kind": "LinkedField",
    "name": "walletChanged",
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
        "name": "gems",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "tokens",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useWalletChangedSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useWalletChangedSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "93c42eb7ab121e1b8af6110bace2687a",
    "id": null,
    "metadata": {},
    "name": "useWalletChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription useWalletChangedSubscription {\n  walletChanged {\n    id\n    gems\n    tokens\n  }\n}\n"
  }
};
})();

(node as any).hash = "fc3193f62f2c48520fb20d457a7ade26";

export default node;
