/**
 * @generated SignedSource<<18185b1620eac817d00c461fa9fcc8ce>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ChallengeKind = "blitz" | "pin" | "seasonal" | "super" | "weekly" | "%future added value";
export type ChallengeStatus = "ACTIVE" | "COMPLETED" | "FAILED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ChallengeRow_challenge$data = {
  readonly goals: ReadonlyArray<{
    readonly description: string;
    readonly done: number;
    readonly game: {
      readonly name: string;
      readonly slug: string;
    } | null | undefined;
    readonly gameCode: string;
    readonly target: number;
  }>;
  readonly id: string;
  readonly kind: ChallengeKind;
  readonly pin: {
    readonly imageUrl: string;
    readonly name: string;
  } | null | undefined;
  readonly remainingMinutes: number;
  readonly status: ChallengeStatus;
  readonly tokens: number;
  readonly " $fragmentType": "ChallengeRow_challenge";
};
export type ChallengeRow_challenge$key = {
  readonly " $data"?: ChallengeRow_challenge$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChallengeRow_challenge">;
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
  "name": "ChallengeRow_challenge",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
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
      "name": "tokens",
      "storageKey": null
    },
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
        (v0/*:: as any*/),
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "description",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "target",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "done",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Game",
          "kind": "LinkedField",
          "name": "game",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "slug",
              "storageKey": null
            },
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ActiveChallenge",
  "abstractKey": null
};
})();

(node as any).hash = "e644a97892c28c0a0183bcdadc7d906c";

export default node;
