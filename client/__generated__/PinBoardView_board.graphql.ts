/**
 * @generated SignedSource<<7886860b0dc0c3850371d2c4c6fc5c4f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PinBoardView_board$data = {
  readonly boardId: string;
  readonly columns: number;
  readonly imageUrl: string;
  readonly name: string;
  readonly rows: number;
  readonly " $fragmentType": "PinBoardView_board";
};
export type PinBoardView_board$key = {
  readonly " $data"?: PinBoardView_board$data;
  readonly " $fragmentSpreads": FragmentRefs<"PinBoardView_board">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PinBoardView_board",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "boardId",
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
      "name": "imageUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "columns",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rows",
      "storageKey": null
    }
  ],
  "type": "PinBoard",
  "abstractKey": null
};

(node as any).hash = "6dd047a2ece55223eb27deb66254b35f";

export default node;
