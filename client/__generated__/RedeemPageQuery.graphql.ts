/**
 * @generated SignedSource<<c44bfe6705f99ccb3cb9a4f93f3fd096>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ViewerStatus = "ANONYMOUS" | "LOGGED_IN" | "TEMPORARY" | "%future added value";
export type RedeemPageQuery$variables = Record<PropertyKey, never>;
export type RedeemPageQuery$data = {
  readonly portal: {
    readonly couponCodeLength: number;
  };
  readonly viewer: {
    readonly status: ViewerStatus;
  };
};
export type RedeemPageQuery = {
  response: RedeemPageQuery$data;
  variables: RedeemPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Portal",
    "kind": "LinkedField",
    "name": "portal",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "couponCodeLength",
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
    "name": "RedeemPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RedeemPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "a2b9c091684547bf2f4d36e51e640612",
    "id": null,
    "metadata": {},
    "name": "RedeemPageQuery",
    "operationKind": "query",
    "text": "query RedeemPageQuery {\n  viewer {\n    status\n  }\n  portal {\n    couponCodeLength\n  }\n}\n"
  }
};
})();

(node as any).hash = "6bdc0e6681c00b7bc3874628e271d345";

export default node;
