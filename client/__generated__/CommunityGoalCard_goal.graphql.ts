/**
 * @generated SignedSource<<3c66c82098f72380884411381cea49cf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CommunityGoalCard_goal$data = {
  readonly description: string;
  readonly mine: number;
  readonly tier: number;
  readonly tiers: ReadonlyArray<{
    readonly tokens: number;
    readonly total: number;
  }>;
  readonly total: number;
  readonly " $fragmentType": "CommunityGoalCard_goal";
};
export type CommunityGoalCard_goal$key = {
  readonly " $data"?: CommunityGoalCard_goal$data;
  readonly " $fragmentSpreads": FragmentRefs<"CommunityGoalCard_goal">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CommunityGoalCard_goal",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mine",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tier",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CommunityTier",
      "kind": "LinkedField",
      "name": "tiers",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
  ],
  "type": "CommunityGoal",
  "abstractKey": null
};
})();

(node as any).hash = "e75f742f9e76e8f06a1e1fae79de52be";

export default node;
