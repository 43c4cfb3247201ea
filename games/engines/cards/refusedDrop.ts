/**
 * A drop the card table found no move for, played anyway, so the rules refuse it and their reason
 * shows in the shell's refused-move line ("Only a King can go to an empty column."). A drop that is
 * not even a move's shape (onto the waste, the stock) says nothing: the card just slides back.
 */
export function playRefusedDrop<Move>(parseMove: (raw: unknown) => Move, raw: unknown, play: (move: Move) => unknown): void {
  let move: Move;
  try {
    move = parseMove(raw);
  } catch {
    return;
  }
  play(move);
}
