/** Letters for the word games' how-tos: a grid of letters with a traced or circled word, and marked guesses. */

/** A grid of letters (one string per row), with the cells of `path` joined by a band, in order. */
export function LetterGrid({ x, y, rows, cell = 22, path = [], colour = "#f59f00", round = false }: { x: number; y: number; rows: readonly string[]; cell?: number; path?: readonly (readonly [number, number])[]; colour?: string; round?: boolean }) {
  const centre = ([row, column]: readonly [number, number]) => `${column * cell + cell / 2},${row * cell + cell / 2}`;
  return (
    <g transform={`translate(${x} ${y})`}>
      {rows.map((letters, row) =>
        [...letters].map((_letter, column) => (
          <g key={`${row}.${column}`}>
            {round ? (
              <circle cx={column * cell + cell / 2} cy={row * cell + cell / 2} r={cell / 2 - 1.5} fill="#fff4e6" stroke="#e8b27a" />
            ) : (
              <rect x={column * cell} y={row * cell} width={cell} height={cell} fill="#fff" stroke="#dde3ea" />
            )}
          </g>
        )),
      )}
      {path.length > 1 ? <polyline points={path.map(centre).join(" ")} fill="none" stroke={colour} strokeOpacity={0.55} strokeWidth={cell * 0.7} strokeLinecap="round" strokeLinejoin="round" /> : null}
      {rows.map((letters, row) =>
        [...letters].map((letter, column) => (
          <text key={`${row}.${column}`} x={column * cell + cell / 2} y={row * cell + cell / 2 + cell * 0.2} fontSize={cell * 0.58} fontWeight={800} textAnchor="middle" fill="#1f2a37">
            {letter}
          </text>
        )),
      )}
    </g>
  );
}

export type LetterMark = "right" | "present" | "absent";

const MARK_FILL: Record<LetterMark, string> = { right: "#2f9e44", present: "#e6a700", absent: "#868e96" };

/** A guessed word's tiles, each marked as Word Hunch marks it (the shapes repeat the colour: dot, ring, none). */
export function MarkedWord({ x, y, word, marks, size = 24 }: { x: number; y: number; word: string; marks: readonly LetterMark[]; size?: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      {[...word].map((letter, index) => {
        const mark = marks[index] ?? "absent";
        const left = index * (size + 3);
        return (
          <g key={index}>
            <rect x={left} width={size} height={size} rx={3} fill={MARK_FILL[mark]} />
            {mark === "present" ? <rect x={left + 2} y={2} width={size - 4} height={size - 4} rx={2} fill="none" stroke="#fff" strokeWidth={1.5} /> : null}
            {mark === "right" ? <circle cx={left + size - 5} cy={5} r={2.2} fill="#fff" /> : null}
            <text x={left + size / 2} y={size * 0.72} fontSize={size * 0.6} fontWeight={800} textAnchor="middle" fill="#fff">
              {letter}
            </text>
          </g>
        );
      })}
    </g>
  );
}
