/**
 * @generated SignedSource<<8903249a653f90ecbf4286674e7d20a5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type StoreItemKind = "CHALLENGE_SLOT" | "CITY_PACK" | "IMAGE_PACK" | "PIN" | "PIN_BOARD" | "POWERUP" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type Inventory_viewer$data = {
  readonly ownedItems: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly count: number;
        readonly gameCode: string;
        readonly gameName: string | null | undefined;
        readonly itemId: string;
        readonly kind: StoreItemKind;
        readonly name: string;
      };
    }>;
  };
  readonly " $fragmentType": "Inventory_viewer";
};
export type Inventory_viewer$key = {
  readonly " $data"?: Inventory_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"Inventory_viewer">;
};

import InventoryPaginationQuery_graphql from './InventoryPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "ownedItems"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 60,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [
        "viewer"
      ],
      "operation": InventoryPaginationQuery_graphql
    }
  },
  "name": "Inventory_viewer",
  "selections": [
    {
      "alias": "ownedItems",
      "args": null,
      "concreteType": "ViewerOwnedItemsConnection",
      "kind": "LinkedField",
      "name": "__Inventory_ownedItems_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ViewerOwnedItemsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "InventoryItem",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
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
                  "name": "gameCode",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "itemId",
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
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "gameName",
                  "storageKey": null
                },
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
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "41de6486722a234dc53ab16bb2924577";

export default node;
