/**
 * @generated SignedSource<<09d054c9c7370b535e4c26795721d95c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PinErrorCode = "BOARD_NOT_OWNED" | "NONE_LEFT" | "NOT_OWNED" | "NOT_PLACED" | "OUT_OF_BOUNDS" | "OVERLAP" | "SIGN_IN" | "UNKNOWN_BOARD" | "UNKNOWN_PIN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type usePinMutations_result$data = {
  readonly __typename: "PinPlacementError";
  readonly code: PinErrorCode;
  readonly message: string;
  readonly " $fragmentType": "usePinMutations_result";
} | {
  readonly __typename: "PinsChanged";
  readonly pins: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"PinBoardView_pins" | "PinCollection_pins" | "PinsTray_pins">;
  };
  readonly " $fragmentType": "usePinMutations_result";
} | {
  // This will never be '%other', but we need some
  // value in case none of the concrete values match.
  readonly __typename: "%other";
  readonly " $fragmentType": "usePinMutations_result";
};
export type usePinMutations_result$key = {
  readonly " $data"?: usePinMutations_result$data;
  readonly " $fragmentSpreads": FragmentRefs<"usePinMutations_result">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "usePinMutations_result",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "__typename",
      "storageKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "PinsState",
          "kind": "LinkedField",
          "name": "pins",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "PinsTray_pins"
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "PinBoardView_pins"
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "PinCollection_pins"
            }
          ],
          "storageKey": null
        }
      ],
      "type": "PinsChanged",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
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
          "name": "message",
          "storageKey": null
        }
      ],
      "type": "PinPlacementError",
      "abstractKey": null
    }
  ],
  "type": "PinChangeResult",
  "abstractKey": "__isPinChangeResult"
};

(node as any).hash = "6381ba9562d445e74f4486431724fdb4";

export default node;
