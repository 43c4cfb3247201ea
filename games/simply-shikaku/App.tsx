import { useCallback, useEffect, useState } from "react";
import { useDailyChoice } from "../engines/daily/dailyChoice.ts";
import { DailyOrOptionsSettings, firstOptions, useDailyOrOptions } from "../engines/daily/dailyOrOptions.tsx";
import { isArrowKey, rectBetween, stepFocus } from "../engines/grid/grid.ts";
import { useElementSize } from "../engines/grid/useElementSize.ts";
import { useExplainedPlay, usePuzzleKeys } from "../engines/grid/usePuzzleInput.ts";
import { GameShell, useGameKeys, useGameSession } from "../engines/shell/index.ts";
import { createGameClient } from "../sdk/index.ts";
import { Board, boardSizeFor } from "./Board.tsx";
import { gridSound } from "../engines/grid/gridSound.ts";
import { DAILY_DIFFICULTY, DAILY_SIZE, DEFAULT_OPTIONS, DIFFICULTIES, rules, SIZES, type Difficulty, type ShikakuMove, type ShikakuOptions, type ShikakuState } from "./rules.ts";
import { contains } from "./shikaku.ts";
import "./simply-shikaku.css";
import { howToPlay } from "./howToPlay.tsx";

const client = createGameClient({ game: rules.code });
const SOUND = gridSound<ShikakuState, ShikakuMove>((state) => state.placed.length);
const SETTINGS_KEY = "playden.simply-shikaku.settings";
/** The daily puzzle's options: the rules deal the day's grid whatever the options, and the server records these. */
const DAILY_OPTIONS: ShikakuOptions = { size: DAILY_SIZE, difficulty: DAILY_DIFFICULTY };
const dailyOptionsOf = () => DAILY_OPTIONS;
const LABEL: Readonly<Record<Difficulty, string>> = { easy: "Easy", medium: "Medium", hard: "Hard" };
// The catalog's green (#3a9d6e), softened: a calm page behind pale paper.
const THEME = { background: "#2f7d5a", surface: "#3a9d6e", accent: "#ffe08a" };
const PAD = 12;
/** Cells a finger can hit; a grid whose cells would be smaller offers Zoom in. */
const TOUCH_CELL_PX = 44;

export function App() {
  const [choice, remember] = useDailyChoice(SETTINGS_KEY, rules.parseOptions, DEFAULT_OPTIONS);
  const game = useGameSession({ client, rules, options: firstOptions({ choice, dailyOptionsOf }), daily: choice.daily, soundOf: SOUND });
  const play = useDailyOrOptions(game, { choice, remember, dailyOptionsOf });
  const { day, playOptions: playFree } = play;
  const [focus, setFocus] = useState(0);
  const [anchor, setAnchor] = useState<number | null>(null);
  const area = useElementSize<HTMLDivElement>();
  const state = game.state;
  const playing = game.phase === "playing" && !game.busy && game.status?.phase === "playing";
  const side = state?.size ?? choice.options.size;
  const { difficulty } = choice.options;

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

  /** A tap on a zoomed grid: the first marks a corner (or rubs out the rectangle it hits), the next draws to it. */
  const tapped = useCallback(
    (cell: number) => {
      if (!state) return;
      setFocus(cell);
      if (anchor !== null) {
        dragged(anchor, cell);
        setAnchor(null);
      } else if (state.placed.some((rect) => contains(state.size, rect, cell))) attempt({ t: "erase", cell });
      else setAnchor(cell);
    },
    [state, anchor, dragged, attempt],
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

  const nextSize = day === null ? SIZES.find((size) => size > side) : undefined;
  const mode = day === null ? `${side}×${side} · ${LABEL[difficulty]}` : `${play.name} · ${side}×${side} · ${LABEL[DAILY_DIFFICULTY]}`;
  const fittedSize = Math.max(0, Math.floor(Math.min(area.width, area.height) - 2 * PAD));
  const zoomable = fittedSize > 0 && fittedSize < boardSizeFor(side, TOUCH_CELL_PX);
  const [zoomChosen, setZoomChosen] = useState(false);
  const zoomed = zoomable && zoomChosen;
  const boardSize = zoomed ? boardSizeFor(side, TOUCH_CELL_PX) : fittedSize;

  return (
    <GameShell
      title="Simply Shikaku"
      howToPlay={howToPlay}
      game={play.shellGame}
      theme={THEME}
      celebration={{ kind: "confetti", colors: ["#ffe08a", "#a5d8ff", "#ffc9c9", "#b2f2bb", "#d0bfff"] }}
      shortcuts={false}
      powerups={{ HI: hint, UN: undo }}
      stats={<span className="gs-stat shi-level">{mode}</span>}
      settings={
        <DailyOrOptionsSettings
          play={play}
          name="shi-mode"
          className="shi-setting"
          optionsLabel="Any size: 5×5 to 15×15"
          dailyLabel={`Daily: the same ${DAILY_SIZE}×${DAILY_SIZE} grid for everyone`}
        >
          <fieldset className="shi-setting">
            <legend>Grid size</legend>
            <div className="shi-sizes">
              {SIZES.map((size) => (
                <label key={size}>
                  <input type="radio" name="shi-size" checked={side === size} onChange={() => playFree({ size, difficulty })} />
                  {size}×{size}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className="shi-setting">
            <legend>Difficulty</legend>
            <div className="shi-sizes">
              {DIFFICULTIES.map((level) => (
                <label key={level}>
                  <input type="radio" name="shi-difficulty" checked={difficulty === level} onChange={() => playFree({ size: side, difficulty: level })} />
                  {LABEL[level]}
                </label>
              ))}
            </div>
          </fieldset>
        </DailyOrOptionsSettings>
      }
      winActions={
        nextSize !== undefined ? (
          <button type="button" className="gs-button" onClick={() => playFree({ size: nextSize, difficulty })}>
            Next level: {nextSize}×{nextSize} · {LABEL[difficulty]}
          </button>
        ) : day !== null ? (
          <button type="button" className="gs-button" onClick={() => playFree(choice.options)}>
            Play {choice.options.size}×{choice.options.size} · {LABEL[difficulty]}
          </button>
        ) : null
      }
    >
      <div className="shi-area" ref={area.ref}>
        <div className={zoomed ? "shi-play shi-play-zoomed" : "shi-play"}>
          {state && boardSize > 0 ? (
            <Board state={state} focus={focus} anchor={anchor} size={boardSize} onFocus={setFocus} onDrag={dragged} onTap={zoomed ? tapped : undefined} disabled={!playing} />
          ) : null}
        </div>
        {zoomable ? (
          <button type="button" className="gs-button shi-zoom" aria-pressed={zoomed} onClick={() => setZoomChosen(!zoomed)}>
            {zoomed ? "Zoom out" : "Zoom in"}
          </button>
        ) : null}
      </div>
    </GameShell>
  );
}
