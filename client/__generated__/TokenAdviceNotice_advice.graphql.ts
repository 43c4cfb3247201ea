/**
 * @generated SignedSource<<a105f0f0b61c911a397e8f18a5fa5bcd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TokenAdviceNotice_advice$data = {
  readonly buy: string;
  readonly earn: string;
  readonly notice: string;
  readonly " $fragmentType": "TokenAdviceNotice_advice";
};
export type TokenAdviceNotice_advice$key = {
  readonly " $data"?: TokenAdviceNotice_advice$data;
  readonly " $fragmentSpreads": FragmentRefs<"TokenAdviceNotice_advice">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TokenAdviceNotice_advice",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "earn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "buy",
      "storageKey": null
    }
  ],
  "type": "TokenAdvice",
  "abstractKey": null
};

(node as any).hash = "589c0ef788e882511e059afbb14d2399";

export default node;
