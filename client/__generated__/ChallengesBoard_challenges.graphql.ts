/**
 * @generated SignedSource<<f17c94589bef067362ceb4224eb4eb3e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ChallengeKind = "blitz" | "pin" | "seasonal" | "super" | "weekly" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ChallengesBoard_challenges$data = {
  readonly active: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ChallengeRow_challenge">;
  }>;
  readonly community: {
    readonly " $fragmentSpreads": FragmentRefs<"CommunityGoalCard_goal">;
  };
  readonly maxSlots: number;
  readonly quarter: number;
  readonly remainingWeek: number;
  readonly slotProduct: {
    readonly unitPriceGems: number | null | undefined;
    readonly unitPriceTokens: number | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"ConfirmPurchaseDialog_product">;
  };
  readonly suggestions: ReadonlyArray<{
    readonly goals: ReadonlyArray<{
      readonly description: string;
      readonly gameCode: string;
    }>;
    readonly id: string;
    readonly kind: ChallengeKind;
    readonly pin: {
      readonly imageUrl: string;
      readonly name: string;
    } | null | undefined;
    readonly remainingMinutes: number;
    readonly tokens: number;
  }>;
  readonly week: number;
  readonly won: ReadonlyArray<{
    readonly completedAt: string;
    readonly goals: ReadonlyArray<{
      readonly description: string;
    }>;
    readonly id: string;
    readonly kind: ChallengeKind;
    readonly removable: boolean;
    readonly tokens: number;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"BonusMeters_challenges">;
  readonly " $fragmentType": "ChallengesBoard_challenges";
};
export type ChallengesBoard_challenges$key = {
  readonly " $data"?: ChallengesBoard_challenges$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChallengesBoard_challenges">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tokens",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChallengesBoard_challenges",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxSlots",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "remainingWeek",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "quarter",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "week",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ActiveChallenge",
      "kind": "LinkedField",
      "name": "active",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ChallengeRow_challenge"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ChallengeSuggestion",
      "kind": "LinkedField",
      "name": "suggestions",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "remainingMinutes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ChallengePin",
          "kind": "LinkedField",
          "name": "pin",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "imageUrl",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ChallengeGoal",
          "kind": "LinkedField",
          "name": "goals",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "gameCode",
              "storageKey": null
            },
            (v3/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "WonChallenge",
      "kind": "LinkedField",
      "name": "won",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "completedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "removable",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ChallengeGoal",
          "kind": "LinkedField",
          "name": "goals",
          "plural": true,
          "selections": [
            (v3/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StoreProduct",
      "kind": "LinkedField",
      "name": "slotProduct",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unitPriceGems",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unitPriceTokens",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ConfirmPurchaseDialog_product"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BonusMeters_challenges"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CommunityGoal",
      "kind": "LinkedField",
      "name": "community",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "CommunityGoalCard_goal"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Challenges",
  "abstractKey": null
};
})();

(node as any).hash = "b7fa604fc0c8aaa1f05d6111d6504000";

export default node;
