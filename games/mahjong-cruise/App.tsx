import { useState } from "react";
import { GameShell, readText, useGameSession, writeText } from "../engines/shell/index.ts";
import { LAYOUTS, isLayoutId } from "../engines/tiles/layouts.ts";
import { MahjongBoard, TilesLeft, useMahjongControls } from "../engines/tiles/MahjongBoard.tsx";
import { TileLookSettings } from "../engines/tiles/tileLook.tsx";
import { tileSound } from "../engines/tiles/tileSound.ts";
import { createGameClient } from "../sdk/index.ts";
import { DEFAULT_OPTIONS, MINUTES, rules, type CruiseMove, type CruiseOptions, type CruiseState } from "./rules.ts";
import { Sea } from "./Sea.tsx";
import { howToPlay } from "./howToPlay.tsx";

const client = createGameClient({ game: rules.code });
const SOUND = tileSound<CruiseState, CruiseMove>((state) => state.pairs);

// The catalog's teal (#138a8a) for the sea; sunny gold for what matters.
const THEME = { background: "#0f6c6c", surface: "#0b5656", accent: "#ffd166" };
const LAYOUT_KEY = "playden.mjc.layout";

/** The layout chosen last time; on a first visit from a phone, the narrower Pyramid (bigger tiles). */
function rememberedOptions(): CruiseOptions {
  const first: CruiseOptions = window.innerWidth < 600 ? { layout: "pyramid" } : DEFAULT_OPTIONS;
  const saved = readText(LAYOUT_KEY);
  return isLayoutId(saved) ? { layout: saved } : first;
}

export function App() {
  const [initial] = useState(rememberedOptions);
  const game = useGameSession({ client, rules, options: initial, soundOf: SOUND });
  const controls = useMahjongControls(game);
  const state = game.state;
  const timedOut = state?.timedOut ?? false;

  const chooseLayout = (layout: CruiseOptions["layout"]) => {
    // Kept as the bare id (not JSON), as it always was.
    writeText(LAYOUT_KEY, layout);
    void game.newGame({ layout });
  };

  return (
    <GameShell
      title="Mahjong Cruise"
      howToPlay={howToPlay}
      game={game}
      theme={THEME}
      celebration={{ kind: "tiles", colors: ["#0f6c6c", "#d9480f", "#1c7ed6", "#2b8a3e", "#ffd166"] }}
      timeLimitMs={state?.timeLimitMs}
      powerups={{ HI: controls.powerups.HI, SH: controls.powerups.SH, AP: controls.powerups.AP, FR: controls.powerups.FR }}
      stats={<TilesLeft state={state} />}
      settings={
        <>
          <strong className="mj-menu-title">Layout</strong>
          {LAYOUTS.map((layout) => (
            <button key={layout.id} type="button" aria-pressed={game.options?.layout === layout.id} onClick={() => chooseLayout(layout.id as CruiseOptions["layout"])}>
              {game.options?.layout === layout.id ? "✓ " : ""}
              {layout.name} · {layout.positions.length} tiles · {MINUTES[layout.id as CruiseOptions["layout"]]} min
            </button>
          ))}
          <TileLookSettings />
        </>
      }
      lossActions={
        timedOut ? null : (
          <button type="button" className="gs-button" onClick={controls.powerups.SH}>
            Shuffle
          </button>
        )
      }
    >
      <Sea />
      <MahjongBoard game={game} hint={controls.hint} />
    </GameShell>
  );
}
