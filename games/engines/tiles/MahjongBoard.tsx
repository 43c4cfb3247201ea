/**
 * What the mahjong games share on screen: the board wired to a game session, the powerups'
 * actions (Hint lights up a pair, Shuffle, Auto Play, Add Time, Freeze), and the clock running
 * out as a move, so the rules decide the loss.
 */
import { useCallback, useEffect, useState } from "react";
import type { GameSession } from "../shell/index.ts";
import type { Pair } from "./board.ts";
import { hintPair, tilesLeft, type MahjongMove, type MahjongState } from "./mahjong.ts";
import { TileBoard } from "./TileBoard.tsx";
import type { TileColours } from "./TileArt.tsx";
import { useTimeUp } from "../shell/useTimeUp.ts";

export type MahjongGame<Options> = GameSession<MahjongState, MahjongMove, Options, never>;

export interface MahjongControls {
  hint: Pair | null;
  /** Actions by powerup id, for the shell's powerup bar. */
  powerups: Record<"HI" | "SH" | "AP" | "AT" | "FR", () => void>;
}

export function useMahjongControls<Options>(game: MahjongGame<Options>): MahjongControls {
  const [hint, setHint] = useState<Pair | null>(null);
  const state = game.state;
  const faces = state?.faces;
  // A hint belongs to the board it was asked on.
  useEffect(() => setHint(null), [faces]);
  const playing = game.phase === "playing" && game.status?.phase === "playing";
  useTimeUp(game.clock, state?.timeLimitMs ?? null, playing, () => void game.play({ t: "timeout" }));

  const askHint = useCallback(async () => {
    const pair = state ? hintPair(state) : null;
    if (pair === null) {
      game.notify("No pair can be taken now. Shuffle mixes the tiles.");
      return;
    }
    if (await game.usePowerup("HI")) setHint(pair);
  }, [game, state]);

  return {
    hint,
    powerups: {
      HI: () => void askHint(),
      SH: () => void game.usePowerup("SH", { t: "shuffle" }),
      AP: () => void game.usePowerup("AP", { t: "auto" }),
      AT: () => void game.usePowerup("AT", { t: "addTime" }),
      FR: () => void game.usePowerup("FR"),
    },
  };
}

export interface MahjongBoardProps<Options> {
  game: MahjongGame<Options>;
  hint: Pair | null;
  colours?: TileColours;
}

export function MahjongBoard<Options>({ game, hint, colours }: MahjongBoardProps<Options>) {
  const state = game.state;
  if (!state) return null;
  const playing = game.phase === "playing" && !game.busy && game.status?.phase === "playing";
  return (
    <TileBoard
      layout={state.layout}
      faces={state.faces}
      onMatch={(a, b) => void game.play({ t: "match", a, b })}
      onRefuse={game.refuse}
      disabled={!playing}
      hint={hint}
      colours={colours}
      dealKey={`${state.deal}/${state.shuffles}`}
    />
  );
}

/** "72 tiles" for the top bar. */
export function TilesLeft({ state }: { state: MahjongState | null }) {
  if (!state) return null;
  const left = tilesLeft(state);
  return (
    <span className="gs-stat" title="Tiles left" aria-label={`${left} tiles left`}>
      <svg viewBox="0 0 20 24" width="14" height="17" aria-hidden="true">
        <rect x="3" y="3" width="15" height="19" rx="3" fill="currentColor" opacity=".45" />
        <rect x="1" y="1" width="15" height="19" rx="3" fill="currentColor" />
      </svg>
      <span className="gs-stat-value">{left}</span>
    </span>
  );
}
