import { useCallback, useEffect, useMemo, useState } from "react";
import { isArrowKey, stepFocus } from "../engines/grid/grid.ts";
import { useElementSize } from "../engines/grid/useElementSize.ts";
import { useExplainedPlay, usePuzzleKeys } from "../engines/grid/usePuzzleInput.ts";
import { GameShell, useGameKeys, useGameSession, useLatest } from "../engines/shell/index.ts";
import { createGameClient } from "../sdk/index.ts";
import { Board } from "./Board.tsx";
import { singleCell } from "./grade.ts";
import { Keypad } from "./Keypad.tsx";
import { Relic, relicOf } from "./Relic.tsx";
import { gridSound } from "../engines/grid/gridSound.ts";
import { DAILY_DIFFICULTY, DEFAULT_OPTIONS, DIFFICULTIES, isOpen, rules, wrongCells, type Difficulty, type SudokuMove, type SudokuOptions, type SudokuState } from "./rules.ts";
import { useDailyChoice } from "../engines/daily/dailyChoice.ts";
import { DailyOrOptionsSettings, firstOptions, useDailyOrOptions } from "../engines/daily/dailyOrOptions.tsx";
import { gridText, SIZE } from "./sudoku.ts";
import "./sudoku-relics.css";
import { howToPlay } from "./howToPlay.tsx";

const client = createGameClient({ game: rules.code });
const SETTINGS_KEY = "playden.sudoku-relics.settings";
/** The daily puzzle's options: the rules deal the day's puzzle whatever the options, and the server records these. */
const DAILY_OPTIONS: SudokuOptions = { difficulty: DAILY_DIFFICULTY };
const dailyOptionsOf = () => DAILY_OPTIONS;
const SOUND = gridSound<SudokuState, SudokuMove>((state) => state.digits.filter((digit) => digit !== 0).length);

// The catalog's bronze (#a0773f), darkened behind the tablet so the stone is the brightest thing.
const THEME = { background: "#4a321a", surface: "#6e4c24", accent: "#f2c14e", text: "#fff8e8" };
const LABEL: Readonly<Record<Difficulty, string>> = { easy: "Easy", medium: "Medium", hard: "Hard", expert: "Expert" };
/** Space around the board and between it and the keypad. */
const GAP = 12;
const KEYPAD_ROWS_HEIGHT = 2 * 54 + 8;
const KEYPAD_SIDE_WIDTH = 3 * 64 + 16;

/** The cell a Hint fills: the selected one when it is open and not right, else one a single opens next. */
function hintCell(state: SudokuState, selected: number): number | null {
  const right = (cell: number) => state.digits[cell] === state.solution[cell];
  if (isOpen(state, selected) && !right(selected)) return selected;
  // Singles are read from the digits known to be right, so a wrong digit never leads the hint astray.
  const single = singleCell(state.digits.map((digit, cell) => (right(cell) ? digit : 0)));
  if (single) return single.cell;
  const any = state.digits.findIndex((_, cell) => isOpen(state, cell) && !right(cell));
  return any >= 0 ? any : null;
}

export function App() {
  const [choice, remember] = useDailyChoice(SETTINGS_KEY, rules.parseOptions, DEFAULT_OPTIONS);
  const game = useGameSession({ client, rules, options: firstOptions({ choice, dailyOptionsOf }), daily: choice.daily, soundOf: SOUND });
  const play = useDailyOrOptions(game, { choice, remember, dailyOptionsOf });
  const { day, playOptions } = play;
  const { difficulty } = choice.options;
  const [selected, setSelected] = useState(0);
  const [notes, setNotes] = useState(false);
  const area = useElementSize<HTMLDivElement>();
  const state = game.state;
  const playing = game.phase === "playing" && !game.busy && game.status?.phase === "playing";
  const solved = game.status?.phase === "won";

  // A new puzzle starts with the first open cell selected.
  const puzzle = state ? gridText(state.givens) : "";
  const firstOpen = useLatest(state ? Math.max(0, state.givens.findIndex((given) => given === 0)) : 0);
  useEffect(() => setSelected(firstOpen.current), [puzzle]);

  const attempt = useExplainedPlay(game, rules, playing);

  const enter = useCallback(
    (digit: number, asNote: boolean) => {
      if (!state) return;
      if (asNote) return attempt({ t: "note", c: selected, d: digit });
      // Writing the digit a cell already holds rubs it out.
      attempt(state.digits[selected] === digit && isOpen(state, selected) ? { t: "clear", c: selected } : { t: "set", c: selected, d: digit });
    },
    [state, selected, attempt],
  );
  const erase = useCallback(() => attempt({ t: "clear", c: selected }), [attempt, selected]);

  const undo = useCallback(() => void game.usePowerup("UN", { t: "powerup", id: "UN" }), [game]);
  const check = useCallback(async () => {
    if (!state) return;
    const wrong = wrongCells(state).length;
    if (await game.usePowerup("CK", { t: "powerup", id: "CK" })) {
      game.notify(wrong === 0 ? "Every digit you wrote is right." : `${wrong} wrong ${wrong === 1 ? "digit is" : "digits are"} marked.`);
    }
  }, [state, game]);
  const hint = useCallback(async () => {
    if (!state) return;
    const cell = hintCell(state, selected);
    if (cell === null) return;
    if (await game.usePowerup("HI", { t: "powerup", id: "HI", c: cell })) setSelected(cell);
  }, [state, selected, game]);

  // Keys: arrows move, 1-9 write (with Shift, pencil), N notes, Backspace/Delete/0 erase, Z undo, H hint, C check.
  usePuzzleKeys((event) => {
    if (isArrowKey(event.key)) {
      event.preventDefault();
      setSelected((cell) => stepFocus(SIZE, cell, event.key));
      return;
    }
    if (!playing) return;
    const digit = /^Digit([1-9])$/.exec(event.code)?.[1] ?? /^[1-9]$/.exec(event.key)?.[0];
    if (digit) {
      event.preventDefault();
      enter(Number(digit), event.shiftKey !== notes);
    } else if (event.key === "Backspace" || event.key === "Delete" || event.key === "0") {
      event.preventDefault();
      erase();
    }
  });
  useGameKeys({ n: () => setNotes((on) => !on), z: undo, h: () => void hint(), c: () => void check() }, game.phase === "playing");

  const placed = useMemo(() => {
    const counts = Array<number>(10).fill(0);
    for (const digit of state?.digits ?? []) counts[digit]!++;
    return counts;
  }, [state]);

  const side = area.width > area.height * 1.2;
  const boardSize = Math.max(
    0,
    Math.floor(side ? Math.min(area.height - 2 * GAP, area.width - KEYPAD_SIDE_WIDTH - 3 * GAP) : Math.min(area.width - 2 * GAP, area.height - KEYPAD_ROWS_HEIGHT - 3 * GAP)),
  );
  const mode = day === null ? `${LABEL[difficulty]} · free play` : `${play.name} · ${LABEL[DAILY_DIFFICULTY]}`;

  return (
    <GameShell
      title="Sudoku Relics"
      howToPlay={howToPlay}
      game={play.shellGame}
      theme={THEME}
      celebration={{ kind: "fireworks", colors: ["#f2c14e", "#ffe8a3", "#2bb3a3", "#fff8e8"] }}
      shortcuts={false}
      powerups={{ HI: () => void hint(), UN: undo, CK: () => void check() }}
      stats={<span className="gs-stat sud-mode">{mode}</span>}
      settings={
        <DailyOrOptionsSettings
          play={play}
          name="sud-daily"
          className="sud-setting"
          optionsLabel="Free play: a new puzzle each game"
          dailyLabel={`Daily: the same ${LABEL[DAILY_DIFFICULTY]} puzzle for everyone`}
        >
          <fieldset className="sud-setting">
            <legend>Difficulty</legend>
            {DIFFICULTIES.map((level) => (
              <label key={level}>
                <input type="radio" name="sud-difficulty" checked={difficulty === level} onChange={() => playOptions({ difficulty: level })} />
                {LABEL[level]}
              </label>
            ))}
          </fieldset>
        </DailyOrOptionsSettings>
      }
      winActions={state ? <Relic name={relicOf(puzzle)} /> : null}
    >
      <div className={`sud-play${side ? " sud-play-side" : ""}`} ref={area.ref}>
        {state && boardSize > 0 ? (
          <>
            <Board state={state} selected={selected} onSelect={setSelected} size={boardSize} solved={solved} />
            <Keypad notes={notes} placed={placed} onDigit={(digit) => enter(digit, notes)} onErase={erase} onToggleNotes={() => setNotes(!notes)} disabled={!playing} side={side} />
          </>
        ) : null}
      </div>
    </GameShell>
  );
}
