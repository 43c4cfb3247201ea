import type { ReactNode } from "react";
import type { HowToPlay } from "../engines/shell/index.ts";
import { Arrow, NotAllowed, Picture, Tap } from "../engines/shell/help/pictures/Picture.tsx";
import { Ground, StationArt, TilePiece, TrackDefs, Train } from "./Track.tsx";

/** Pixels to a square in a picture (the dialog scales the picture to fit its place). */
const CELL = 40;

/** One square of a pictured yard, at its column and row: grass, a rock, a track tile or a station. */
interface Square {
  x: number;
  y: number;
  rock?: boolean;
  /** A track tile joining these sides (0 north, 1 east, 2 south, 3 west). */
  tile?: readonly number[];
  station?: { name: string; openings: readonly number[]; order: number };
  lit?: boolean;
}

/**
 * A few squares of the yard drawn with the board's own art (Track.tsx), each station with its
 * name board in its square. `art` is drawn on top in squares (the train), `marks` in pixels (taps and arrows).
 */
function Yard({ columns, rows, label, squares, art, marks }: { columns: number; rows: number; label: string; squares: readonly Square[]; art?: ReactNode; marks?: ReactNode }) {
  return (
    <Picture width={columns * CELL} height={rows * CELL} label={label}>
      <g transform={`scale(${CELL})`}>
        <TrackDefs />
        {squares.map(({ x, y, rock, tile, station, lit = false }) => (
          <g key={`${x}:${y}`} transform={`translate(${x} ${y})`}>
            <Ground seed={`help:${x}:${y}`} cover={rock ? "rock" : station ? "platform" : "meadow"} />
            {station ? <StationArt openings={station.openings} order={station.order} lit={lit} name={station.name} /> : null}
            {tile ? <TilePiece openings={tile} lit={lit} /> : null}
          </g>
        ))}
        {art}
      </g>
      {marks}
    </Picture>
  );
}

export const howToPlay: HowToPlay = {
  goal: "Lay one line from the depot through every station to the last one before the train leaves.",
  // The stations' name boards must read.
  largePicture: true,
  picture: (
    <Yard
      columns={4}
      rows={2}
      label="A lit line from the depot through a station to the terminus, the train on it"
      squares={[
        { x: 0, y: 0, station: { name: "Teaport", openings: [1], order: 0 }, lit: true },
        { x: 1, y: 0, tile: [1, 3], lit: true },
        { x: 2, y: 0, tile: [3, 2], lit: true },
        { x: 3, y: 0, rock: true },
        { x: 2, y: 1, tile: [0, 3], lit: true },
        { x: 1, y: 1, station: { name: "Elmfield", openings: [1, 3], order: 1 }, lit: true },
        { x: 0, y: 1, station: { name: "Harbour", openings: [1], order: 2 }, lit: true },
        { x: 3, y: 1 },
      ]}
      art={
        <g transform="translate(1.5 0.5)">
          <Train />
        </g>
      }
    />
  ),
  rules: [
    {
      text: "Turn a tile a quarter turn by tapping it, until it joins its neighbours. The line glows gold as far as it runs from the depot.",
      picture: (
        <Yard
          columns={3}
          rows={1}
          label="A tapped curve turns a quarter turn"
          squares={[
            { x: 0, y: 0, tile: [0, 1] },
            { x: 2, y: 0, tile: [1, 2] },
          ]}
          marks={
            <>
              <Tap x={CELL * 0.5} y={CELL * 0.5} />
              <Arrow from={[CELL * 1.15, CELL * 0.5]} to={[CELL * 1.85, CELL * 0.5]} />
            </>
          }
        />
      ),
    },
    {
      text: "Drag a tile onto any grass square; onto another tile, the two swap. Stations and rocks stay put.",
      picture: (
        <Yard
          columns={3}
          rows={1}
          label="A tile dragged onto grass; a rock cannot move"
          squares={[{ x: 0, y: 0, tile: [1, 3] }, { x: 1, y: 0 }, { x: 2, y: 0, rock: true }]}
          marks={
            <>
              <Arrow from={[CELL * 0.5, CELL * 0.45]} to={[CELL * 1.5, CELL * 0.45]} />
              <NotAllowed x={CELL * 2.5} y={CELL * 0.5} size={14} />
            </>
          }
        />
      ),
    },
    { text: "The clock in the top bar counts down to departure. Any line through every station wins; each second left adds points." },
    { text: "Each level opens the next. In Settings, the daily line is the same for everyone that day; the six days before are there too." },
  ],
  controls: {
    mouse: "Click a tile to turn it; drag it to move it.",
    touch: "Tap a tile to turn it; drag it to move it.",
    keyboard: (
      <>
        Arrows move, <kbd>R</kbd> or <kbd>Space</kbd> turns, <kbd>Enter</kbd> picks a tile up and <kbd>Enter</kbd> sets it down.
      </>
    ),
  },
  powerups: {
    UN: "Takes back your last move or turn.",
    HI: "Sets one tile of the line in its square, facing the right way.",
    AT: "Holds the train 30 more seconds, even after it has left.",
  },
};
