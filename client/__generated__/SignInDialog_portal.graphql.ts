/**
 * @generated SignedSource<<f75fd643262959061b8e90f4df7c9f16>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SignInDialog_portal$data = {
  readonly name: string;
  readonly signInProviders: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "SignInDialog_portal";
};
export type SignInDialog_portal$key = {
  readonly " $data"?: SignInDialog_portal$data;
  readonly " $fragmentSpreads": FragmentRefs<"SignInDialog_portal">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SignInDialog_portal",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "SignInProvider",
      "kind": "LinkedField",
      "name": "signInProviders",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Portal",
  "abstractKey": null
};
})();

(node as any).hash = "c6a09edfcae1580b62a299f9e02cc8b2";

export default node;
