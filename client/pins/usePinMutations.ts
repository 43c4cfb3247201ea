import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import type { usePinMutationsMoveMutation } from "../__generated__/usePinMutationsMoveMutation.graphql.ts";
import type { usePinMutationsPlaceMutation, usePinMutationsPlaceMutation$data } from "../__generated__/usePinMutationsPlaceMutation.graphql.ts";
import type { usePinMutationsRemoveMutation } from "../__generated__/usePinMutationsRemoveMutation.graphql.ts";

/** What a change came to: done, or refused with the server's words (nothing changed). */
export type PinChangeOutcome = { ok: true } | { ok: false; message: string };

// The viewer's whole pins state comes back with every change, so the board, the tray and the
// collection update from the Relay store without another request.
graphql`
  fragment usePinMutations_result on PinChangeResult {
    __typename
    ... on PinsChanged {
      pins {
        id
        ...PinsTray_pins
        ...PinBoardView_pins
        ...PinCollection_pins
      }
    }
    ... on PinPlacementError {
      code
      message
    }
  }
`;

/** The three changes answer the same result (usePinMutations_result, unmasked). */
type ChangeResult = usePinMutationsPlaceMutation$data["placePin"];

function outcomeOf(result: ChangeResult): PinChangeOutcome {
  if (result.__typename === "PinsChanged") return { ok: true };
  if (result.__typename === "PinPlacementError") return { ok: false, message: result.message };
  return { ok: false, message: "Something went wrong. Please try again." };
}

const FAILED: PinChangeOutcome = { ok: false, message: "Could not reach the server. Please try again." };

export function usePinMutations() {
  const [place, placing] = useMutation<usePinMutationsPlaceMutation>(graphql`
    mutation usePinMutationsPlaceMutation($input: PlacePinInput!) {
      placePin(input: $input) {
        ...usePinMutations_result @relay(mask: false)
      }
    }
  `);
  const [move, moving] = useMutation<usePinMutationsMoveMutation>(graphql`
    mutation usePinMutationsMoveMutation($input: MovePinInput!) {
      movePin(input: $input) {
        ...usePinMutations_result @relay(mask: false)
      }
    }
  `);
  const [remove, removing] = useMutation<usePinMutationsRemoveMutation>(graphql`
    mutation usePinMutationsRemoveMutation($input: RemovePinInput!) {
      removePin(input: $input) {
        ...usePinMutations_result @relay(mask: false)
      }
    }
  `);

  const placePin = useCallback(
    (input: { pinId: string; boardId: string; x: number; y: number }) =>
      new Promise<PinChangeOutcome>((resolve) => {
        place({ variables: { input }, onCompleted: (data) => resolve(outcomeOf(data.placePin)), onError: () => resolve(FAILED) });
      }),
    [place],
  );
  const movePin = useCallback(
    (input: { boardId: string; x: number; y: number; toX: number; toY: number }) =>
      new Promise<PinChangeOutcome>((resolve) => {
        move({ variables: { input }, onCompleted: (data) => resolve(outcomeOf(data.movePin)), onError: () => resolve(FAILED) });
      }),
    [move],
  );
  const removePin = useCallback(
    (input: { boardId: string; x: number; y: number }) =>
      new Promise<PinChangeOutcome>((resolve) => {
        remove({ variables: { input }, onCompleted: (data) => resolve(outcomeOf(data.removePin)), onError: () => resolve(FAILED) });
      }),
    [remove],
  );
  return { placePin, movePin, removePin, busy: placing || moving || removing };
}
