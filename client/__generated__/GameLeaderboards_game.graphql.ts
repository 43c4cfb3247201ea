/**
 * @generated SignedSource<<70e0fd3d890630301ba843e76bd71a38>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GameLeaderboards_game$data = {
  readonly code: string;
  readonly name: string;
  readonly today: {
    readonly " $fragmentSpreads": FragmentRefs<"LeaderboardTop_board">;
  } | null | undefined;
  readonly week: {
    readonly " $fragmentSpreads": FragmentRefs<"LeaderboardTop_board">;
  } | null | undefined;
  readonly " $fragmentType": "GameLeaderboards_game";
};
export type GameLeaderboards_game$key = {
  readonly " $data"?: GameLeaderboards_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"GameLeaderboards_game">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "LeaderboardTop_board"
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GameLeaderboards_game",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": "today",
      "args": [
        {
          "kind": "Literal",
          "name": "period",
          "value": "DAILY"
        }
      ],
      "concreteType": "Leaderboard",
      "kind": "LinkedField",
      "name": "leaderboard",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": "leaderboard(period:\"DAILY\")"
    },
    {
      "alias": "week",
      "args": [
        {
          "kind": "Literal",
          "name": "period",
          "value": "WEEKLY"
        }
      ],
      "concreteType": "Leaderboard",
      "kind": "LinkedField",
      "name": "leaderboard",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": "leaderboard(period:\"WEEKLY\")"
    }
  ],
  "type": "Game",
  "abstractKey": null
};
})();

(node as any).hash = "0dd51d27cf8ec5c11e003e86fe7b6420";

export default node;
