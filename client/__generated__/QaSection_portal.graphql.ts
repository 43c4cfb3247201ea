/**
 * @generated SignedSource<<60fe1cc5d5b131e64aaba6d7a7b6f0fc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QaSection_portal$data = {
  readonly qaLimits: {
    readonly answer: {
      readonly max: number;
      readonly min: number;
    };
    readonly question: {
      readonly max: number;
      readonly min: number;
    };
    readonly response: {
      readonly max: number;
      readonly min: number;
    };
    readonly searchMax: number;
  };
  readonly " $fragmentType": "QaSection_portal";
};
export type QaSection_portal$key = {
  readonly " $data"?: QaSection_portal$data;
  readonly " $fragmentSpreads": FragmentRefs<"QaSection_portal">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "min",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "max",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QaSection_portal",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "QaLimits",
      "kind": "LinkedField",
      "name": "qaLimits",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "QaTextLimit",
          "kind": "LinkedField",
          "name": "question",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "QaTextLimit",
          "kind": "LinkedField",
          "name": "answer",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "QaTextLimit",
          "kind": "LinkedField",
          "name": "response",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "searchMax",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Portal",
  "abstractKey": null
};
})();

(node as any).hash = "84987ecd021271095ff5c8cbbc3cf1c9";

export default node;
