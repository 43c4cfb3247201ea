/**
 * The shared game chrome: every Playden game looks and behaves like one family with it.
 *
 * ```tsx
 * import { createGameClient } from "../sdk/index.ts";
 * import { GameShell, useGameSession } from "../engines/shell/index.ts";
 * import { rules, type Move } from "./rules.ts";
 *
 * const client = createGameClient({ game: "KLO" });
 *
 * export function App() {
 *   // Starts or resumes a session, replays saved moves, saves after each move, and asks the
 *   // server for the verdict when the rules say "won" (a loss waits for the player).
 *   const game = useGameSession({ client, rules, options: { draw: 1 } });
 *   return (
 *     <GameShell
 *       title="Rivers of Gold Solitaire"
 *       game={game}
 *       theme={{ background: "#14532d", accent: "#f5c542" }}
 *       howToPlay={howToPlay} // from ./howToPlay.tsx
 *       // Buttons appear for the game's catalog powerups that have an action here, with counts;
 *       // with none left, using one opens the portal's store dialog and continues if bought.
 *       powerups={{ UN: () => void game.usePowerup("UN", { type: "undo" }), FR: () => void game.usePowerup("FR") }}
 *       settings={<DrawSetting />}
 *     >
 *       {game.state ? <Board state={game.state} onMove={(move: Move) => game.play(move)} /> : null}
 *     </GameShell>
 *   );
 * }
 * ```
 * Keys: N new game, Z = powerups.UN, H = powerups.HI, ? how to play (`shortcuts={false}` for a game
 * that types letters). `game.play(move)` resolves false for an illegal move (slide the piece back)
 * and the rules' reason shows in the refused-move line by the board (a live region that shakes and
 * fades); a refusal the game decides itself before playing (a mismatched pair) goes through
 * `game.refuse(reason)`, so every refusal reads the same.
 *
 * How to play: pass `howToPlay` (games/<slug>/howToPlay.tsx, drawings from help/pictures/) and the
 * shell shows it as a modal dialog on the game's first play in this browser, from the top bar's ?
 * button, the ? key and the host page's How to play (`showHelp`); the clock is held while it is open.
 *
 * Sound: the shell sounds what the session sees (a new deal, a refused move, a powerup, a win, a
 * loss, a timed game's last ten seconds) and has sound on/off and volume in every settings menu.
 * An ordinary move says "move" unless the game picks its cue with `useGameSession({ soundOf })`:
 * a function of (before, move, after) returning a cue ("flip", "place", "match", ...) or null for
 * silence. Each family's engine has one to pass (cards/cardSound.ts, tiles/tileSound.ts,
 * words/wordSound.ts, grid/gridSound.ts); `playSound(cue)` is for what a board shows by itself
 * (a tile picked up: "select"). Sound code stays out of rules.ts, which runs on the server.
 */
export { GameShell, type GameShellProps, type GameTheme } from "./GameShell.tsx";
export { TopBar, type TopBarProps } from "./TopBar.tsx";
export { Timer } from "./Timer.tsx";
export { PowerupButton, type PowerupButtonProps } from "./PowerupButton.tsx";
export { LossPanel, WinPanel, type LossPanelProps, type WinPanelProps } from "./ResultPanel.tsx";
export { Toasts } from "./Toasts.tsx";
export * from "./icons.tsx";
export { useGameSession, type GameSession, type GameSessionConfig, type PlayedMove, type SessionPhase } from "./useGameSession.ts";
export { formatTime } from "../../../shared/numbers.ts";
export { createGameClock, useGameClock, type GameClock } from "./useGameClock.ts";
export { useGameKeys, type GameKeys } from "./useGameKeys.ts";
export { useTimeUp } from "./useTimeUp.ts";
export { useWinFinish } from "./useWinFinish.ts";
export { useClockWarning } from "./sound/useClockWarning.ts";
export { useFleeting } from "./useFleeting.ts";
export { useLatest, useLatestCallback, type Latest } from "./useLatest.ts";
export { readStored, readText, removeStored, storedOptions, useStoredOptions, writeStored, writeText } from "./storage.ts";
export { useToasts, type Toast } from "./useToasts.ts";
export { SOUND_CUES, type SoundCue } from "./sound/cues.ts";
export type { SoundOf } from "./sound/cueOf.ts";
export { playSound } from "./sound/soundService.ts";
export { howToSeenKey, type HowToPlay, type HowToRule } from "./help/howToPlay.ts";
export { REFUSAL_MS, type Refusal } from "./help/useRefusal.ts";
