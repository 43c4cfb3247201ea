/**
 * @generated SignedSource<<58000f03650f57909cfa9908e0a9a83b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ViewerStatus = "ANONYMOUS" | "LOGGED_IN" | "TEMPORARY" | "%future added value";
export type VerifyEmailPageQuery$variables = Record<PropertyKey, never>;
export type VerifyEmailPageQuery$data = {
  readonly viewer: {
    readonly email: string | null | undefined;
    readonly emailVerified: boolean;
    readonly status: ViewerStatus;
  };
};
export type VerifyEmailPageQuery = {
  response: VerifyEmailPageQuery$data;
  variables: VerifyEmailPageQuery$variables;
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "emailVerified",
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
    "name": "VerifyEmailPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "VerifyEmailPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "cc53fd0e56f1223070f5153059acc538",
    "id": null,
    "metadata": {},
    "name": "VerifyEmailPageQuery",
    "operationKind": "query",
    "text": "query VerifyEmailPageQuery {\n  viewer {\n    status\n    email\n    emailVerified\n  }\n}\n"
  }
};
})();

(node as any).hash = "07ff5183287d4e69340c1429fd699a44";

export default node;
