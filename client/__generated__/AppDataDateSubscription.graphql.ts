/**
 * @generated SignedSource<<d4aa9c834f915e18f3bfbfaa8e2b1aa8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AppDataDateSubscription$variables = Record<PropertyKey, never>;
export type AppDataDateSubscription$data = {
  readonly dataDate: string;
};
export type AppDataDateSubscription = {
  response: AppDataDateSubscription$data;
  variables: AppDataDateSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "dataDate",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AppDataDateSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AppDataDateSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "9f5219195b924fcd1bdf88417ac7c7b0",
    "id": null,
    "metadata": {},
    "name": "AppDataDateSubscription",
    "operationKind": "subscription",
    "text": "subscription AppDataDateSubscription {\n  dataDate\n}\n"
  }
};
})();

(node as any).hash = "ed6a227006d56604acdc2ecb94d4c464";

export default node;
