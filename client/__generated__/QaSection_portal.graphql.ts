/**
 * @generated SignedSource<<fafd6b597bbbb47fff8b0e52402aba5c>>
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
    readonly reportReasonMax: number;
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reportReasonMax",
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

(node as any).hash = "640eebe08ab9b7a61e674e35f0740154";

export default node;
