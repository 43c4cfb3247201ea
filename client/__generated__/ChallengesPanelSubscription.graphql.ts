/**
 * @generated SignedSource<<919cd579af01c950a049f9074fa2ddbf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChallengesPanelSubscription$variables = {
  seed: number;
};
export type ChallengesPanelSubscription$data = {
  readonly challengesChanged: {
    readonly " $fragmentSpreads": FragmentRefs<"ChallengesPanel_challenges">;
  };
};
export type ChallengesPanelSubscription = {
  response: ChallengesPanelSubscription$data;
  variables: ChallengesPanelSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "seed"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "seed",
    "variableName": "seed"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tokens",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ChallengesPanelSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Challenges",
        "kind": "LinkedField",
        "name": "challengesChanged",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ChallengesPanel_challenges"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ChallengesPanelSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Challenges",
        "kind": "LinkedField",
        "name": "challengesChanged",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ActiveChallenge",
            "kind": "LinkedField",
            "name": "active",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
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
              (v3/*:: as any*/),
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
                  (v4/*:: as any*/),
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
                      (v4/*:: as any*/),
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
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
            "name": "weekResets",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "WeeklyBonus",
            "kind": "LinkedField",
            "name": "weeklyBonus",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "count",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "needed",
                "storageKey": null
              },
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "paid",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "89d58f905492c562e93456e308b6545f",
    "id": null,
    "metadata": {},
    "name": "ChallengesPanelSubscription",
    "operationKind": "subscription",
    "text": "subscription ChallengesPanelSubscription(\n  $seed: Int!\n) {\n  challengesChanged(seed: $seed) {\n    ...ChallengesPanel_challenges\n  }\n}\n\nfragment ChallengeRow_challenge on ActiveChallenge {\n  id\n  kind\n  status\n  tokens\n  remainingMinutes\n  pin {\n    name\n    imageUrl\n  }\n  goals {\n    gameCode\n    description\n    target\n    done\n    game {\n      slug\n      name\n      id\n    }\n  }\n}\n\nfragment ChallengesPanel_challenges on Challenges {\n  active {\n    id\n    ...ChallengeRow_challenge\n  }\n  ...WeeklyMeter_challenges\n}\n\nfragment WeeklyMeter_challenges on Challenges {\n  remainingWeek\n  weekResets\n  weeklyBonus {\n    count\n    needed\n    tokens\n    paid\n  }\n}\n"
  }
};
})();

(node as any).hash = "8724b831825ee1752c3db85d31d39195";

export default node;
