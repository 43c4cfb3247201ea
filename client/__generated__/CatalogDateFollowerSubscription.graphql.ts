/**
 * @generated SignedSource<<0eafc46f12f0fc357f63968fd814c863>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CatalogDateFollowerSubscription$variables = Record<PropertyKey, never>;
export type CatalogDateFollowerSubscription$data = {
  readonly dataDate: string;
};
export type CatalogDateFollowerSubscription = {
  response: CatalogDateFollowerSubscription$data;
  variables: CatalogDateFollowerSubscription$variables;
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
    "name": "CatalogDateFollowerSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CatalogDateFollowerSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "0a65ed2a412de6d0038dbc673f698586",
    "id": null,
    "metadata": {},
    "name": "CatalogDateFollowerSubscription",
    "operationKind": "subscription",
    "text": "subscription CatalogDateFollowerSubscription {\n  dataDate\n}\n"
  }
};
})();

(node as any).hash = "a720b10a79dc3dfebc0078c4520e9565";

export default node;
