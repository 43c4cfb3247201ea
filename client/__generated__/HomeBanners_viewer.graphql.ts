/**
 * @generated SignedSource<<8a7dfad72b938d38bbf5d49ce35f7301>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BannerKind = "BONUS_WAITING" | "NEW_GAME" | "SEASON_START" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type HomeBanners_viewer$data = {
  readonly banners: ReadonlyArray<{
    readonly actionLabel: string;
    readonly bannerId: string;
    readonly href: string;
    readonly imageUrl: string | null | undefined;
    readonly kind: BannerKind;
    readonly text: string;
    readonly title: string;
  }>;
  readonly " $fragmentType": "HomeBanners_viewer";
};
export type HomeBanners_viewer$key = {
  readonly " $data"?: HomeBanners_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeBanners_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeBanners_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "HomeBanner",
      "kind": "LinkedField",
      "name": "banners",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bannerId",
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
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "text",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "actionLabel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "href",
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
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "98b8245f9bc095cc8f50e965e53d2c2e";

export default node;
