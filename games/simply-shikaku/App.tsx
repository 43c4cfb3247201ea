import { useCallback, useEffect, useState } from "react";
import { isArrowKey, rectBetween, stepFocus } from "../engines/grid/grid.ts";
import { useElementSize } from "../engines/grid/useElementSize.ts";
import { useExplainedPlay, usePuzzleKeys } from "../engines/grid/usePuzzleInput.ts";
import { GameShell, useGameKeys, useGameSession, useStoredOptions } from "../engines/shell/index.ts";
import { createGameClient } from "../sdk/index.ts";
import { Board } from "./Board.tsx";
import { gridSound } from "../engines/grid/gridSound.ts";
import { DEFAULT_OPTIONS, rules, SIZES, type GridSide, type ShikakuMove, type ShikakuState } from "./rules.ts";
import { contains } from "./shikaku.ts";
import "./simply-shikaku.css";
import { howToPlay } from "./howToPlay.tsx";

const client = createGameClient({ game: rules.code });
const SOUND = gridSound<ShikakuState, ShikakuMove>((state) => state.placed.length);
const SETTINGS_KEY = "playden.simply-shikaku.options";
// The catalog's green (#3a9d6e), softened: a calm page behind pale paper.
const THEME = { background: "#2f7d5a", surface: "#3a9d6e", accent: "#ffe08a" };
const PAD = 12;

export function App() {
  const [preferred, remember] = useStoredOptions(SETTINGS_KEY, rules.parseOptions, DEFAULT_OPTIONS);
  const game = useGameSession({ client, rules, options: preferred, soundOf: SOUND });
  const [focus, setFocus] = useState(0);
  const [anchor, setAnchor] = useState<number | null>(null);
  const area = useElementSize<HTMLDivElement>();
  const state = game.state;
  const playing = game.phase === "playing" && !game.busy && game.status?.phase === "playing";
  const side = game.options?.size ?? preferred.size;

  const attempt = useExplainedPlay(game, rules, playing);

  /** A drag draws its rectangle; a tap on a drawn rectangle rubs it out. */
  const dragged = useCallback(
    (from: number, to: number) => {
      if (!state) return;
      const grid = { rows: state.size, cols: state.size };
      if (from === to && state.placed.some((rect) => contains(state.size, rect, from))) return attempt({ t: "erase", cell: from });
      attempt({ t: "draw", ...rectBetween(grid, from, to) });
    },
    [state, attempt],
  );

  const sessionId = game.session?.id;
  useEffect(() => {
    setFocus(0);
    setAnchor(null);
  }, [sessionId]);

  // Keys: arrows move, Space or Enter starts a rectangle and draws it, Escape lets go, Backspace rubs out.
  usePuzzleKeys((event) => {
    // Space and Enter on a focused button press that button.
    if (!state || (event.target instanceof HTMLElement && event.target.closest("button"))) return;
    if (isArrowKey(event.key)) {
      event.preventDefault();
      setFocus((cell) => stepFocus({ rows: state.size, cols: state.size }, cell, event.key));
    } else if (event.key === " " || event.key === "Enter") {
      event.preventDefault();
      if (anchor === null) setAnchor(focus);
      else {
        dragged(anchor, focus);
        setAnchor(null);
      }
    } else if (event.key === "Escape") {
      setAnchor(null);
    } else if (event.key === "Backspace" || event.key === "Delete") {
      event.preventDefault();
      attempt({ t: "erase", cell: focus });
    }
  });

  const undo = useCallback(() => void game.usePowerup("UN", { t: "powerup", id: "UN" }), [game]);
  const hint = useCallback(() => void game.usePowerup("HI", { t: "powerup", id: "HI" }), [game]);
  useGameKeys({ z: undo, h: hint }, game.phase === "playing");

  const change = (size: GridSide) => {
    const next = { size };
    remember(next);
    void game.newGame(next);
  };
  const nextSize = SIZES.find((size) => size > side);
  const boardSize = Math.max(0, Math.floor(Math.min(area.width, area.height) - 2 * PAD));

  return (
    <GameShell
      title="Simply Shikaku"
      howToPlay={howToPlay}
      game={game}
      theme={THEME}
      celebration={{ kind: "confetti", colors: ["#ffe08a", "#a5d8ff", "#ffc9c9", "#b2f2bb", "#d0bfff"] }}
      shortcuts={false}
      powerups={{ HI: hint, UN: undo }}
      stats={<span className="gs-stat shi-level">{`${side}×${side}`}</span>}
      settings={
        <fieldset className="shi-setting">
          <legend>Grid size</legend>
          <div className="shi-sizes">
            {SIZES.map((size) => (
              <label key={size}>
                <input type="radio" name="shi-size" checked={side === size} onChange={() => change(size)} />
                {size}×{size}
              </label>
            ))}
          </div>
        </fieldset>
      }
      winActions={
        nextSize !== undefined ? (
          <button type="button" className="gs-button" onClick={() => change(nextSize)}>
            Next level: {nextSize}×{nextSize}
          </button>
        ) : null
      }
    >
      <div className="shi-play" ref={area.ref}>
        {state && boardSize > 0 ? <Board state={state} focus={focus} anchor={anchor} size={boardSize} onFocus={setFocus} onDrag={dragged} disabled={!playing} /> : null}
      </div>
    </GameShell>
  );
}
