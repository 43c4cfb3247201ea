/**
 * @generated SignedSource<<2809e078d934f931e83b880ae09b00c6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GamesMenu_query$data = {
  readonly gamesMenu: ReadonlyArray<{
    readonly category: {
      readonly id: string;
      readonly name: string;
    };
    readonly games: ReadonlyArray<{
      readonly code: string;
      readonly id: string;
      readonly name: string;
      readonly slug: string;
    }>;
  }>;
  readonly " $fragmentType": "GamesMenu_query";
};
export type GamesMenu_query$key = {
  readonly " $data"?: GamesMenu_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"GamesMenu_query">;
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
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GamesMenu_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "GamesMenuSection",
      "kind": "LinkedField",
      "name": "gamesMenu",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Category",
          "kind": "LinkedField",
          "name": "category",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Game",
          "kind": "LinkedField",
          "name": "games",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
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
              "name": "slug",
              "storageKey": null
            },
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "ed3a6398f020725e39d67347c22f50ea";

export default node;
