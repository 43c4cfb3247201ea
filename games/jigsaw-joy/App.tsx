import { useCallback, useEffect, useMemo, useState } from "react";
import { useDailyChoiceApart } from "../engines/daily/dailyChoice.ts";
import { DailyOrOptionsSettings, firstOptions, useDailyOrOptions } from "../engines/daily/dailyOrOptions.tsx";
import { useElementSize } from "../engines/grid/useElementSize.ts";
import { formatTime, GameShell, readStored, useGameKeys, useGameSession, writeStored, type SoundOf } from "../engines/shell/index.ts";
import { createGameClient } from "../sdk/index.ts";
import { packById } from "./catalog.ts";
import { cutPuzzle } from "./cut.ts";
import { bestKey, Gallery } from "./Gallery.tsx";
import { Puzzle } from "./Puzzle.tsx";
import { dailyOptionsOf, DEFAULT_OPTIONS, rules, withRotation, type JigsawMove, type JigsawOptions, type JigsawState } from "./rules.ts";
import { usePicture } from "./usePicture.ts";
import "./jigsaw-joy.css";
import { howToPlayOf } from "./howToPlay.tsx";

const client = createGameClient({ game: rules.code });
const SOUND: SoundOf<JigsawState, JigsawMove> = (_before, move) => (move.t === "turn" ? "flip" : "place");
const SETTINGS_KEY = "playden.jigsaw-joy.options";
/** Whether the player chose the daily puzzle (the gallery's picture stays under SETTINGS_KEY). */
const DAILY_KEY = "playden.jigsaw-joy.daily";
const BEST_KEY = "playden.jigsaw-joy.best";
// The catalog's purple (#7a4fb5), deepened behind the board so the picture is the brightest thing.
const THEME = { background: "#4b2f73", surface: "#7a4fb5", accent: "#ffd166" };
const NARROW = 640;

/** Best times of verified wins finished in this browser, by picture and piece count. */
function rememberedBest(): Map<string, number> {
  const saved = readStored(BEST_KEY);
  if (typeof saved !== "object" || saved === null) return new Map();
  return new Map(Object.entries(saved).filter((entry): entry is [string, number] => typeof entry[1] === "number" && entry[1] > 0));
}

export function App() {
  const [choice, remember] = useDailyChoiceApart(SETTINGS_KEY, DAILY_KEY, rules.parseOptions, DEFAULT_OPTIONS);
  // A daily session asks for the date's own picture, so the server records the picture played.
  const game = useGameSession({ client, rules, options: firstOptions({ choice, dailyOptionsOf }), daily: choice.daily, soundOf: SOUND });
  const daily = useDailyOrOptions(game, { choice, remember, dailyOptionsOf });
  const area = useElementSize<HTMLDivElement>();
  const [gallery, setGallery] = useState(false);
  const [owned, setOwned] = useState<readonly string[]>([DEFAULT_OPTIONS.pack]);
  const [best, setBest] = useState(rememberedBest);
  const state = game.state;
  const options = game.options ?? choice.options;
  const playing = game.phase === "playing" && !game.busy && game.status?.phase === "playing";
  const narrow = area.width > 0 && area.width < NARROW;

  const refreshOwned = useCallback(async () => {
    try {
      setOwned(await client.ownedPacks());
    } catch {
      // The starter pack stays playable; the gallery shows the rest locked until the next try.
    }
  }, []);
  useEffect(() => {
    void refreshOwned();
    return client.onSignedIn(() => void refreshOwned());
  }, [refreshOwned]);

  // Pictures finished in a verified win on the server count as done even without a local time.
  useEffect(() => {
    void client
      .wonOptions()
      .then((won) =>
        setBest((map) => {
          const next = new Map(map);
          for (const raw of won) {
            try {
              const key = bestKey(rules.parseOptions(raw));
              if (!next.has(key)) next.set(key, Number.POSITIVE_INFINITY);
            } catch {
              // Options of an older version of the game: nothing to show.
            }
          }
          return next;
        }),
      )
      .catch(() => undefined);
  }, []);

  // A verified win keeps its time when it beats the best.
  const verdict = game.verdict;
  useEffect(() => {
    if (!verdict?.verified || !verdict.won || !game.options) return;
    const key = bestKey(game.options);
    const time = game.clock.elapsedMs();
    setBest((map) => {
      if ((map.get(key) ?? Number.POSITIVE_INFINITY) <= time) return map;
      const next = new Map(map).set(key, time);
      writeStored(BEST_KEY, Object.fromEntries([...next].filter(([, ms]) => Number.isFinite(ms))));
      return next;
    });
  }, [verdict, game.options, game.clock]);

  const cols = state?.cols ?? 0;
  const rows = state?.rows ?? 0;
  const seed = game.session?.seed ?? null;
  const cut = useMemo(() => (seed !== null && cols > 0 ? cutPuzzle(seed, cols, rows) : null), [seed, cols, rows]);
  const picture = usePicture(state ? state.pack : null, state ? state.picture : 0);

  const place = useCallback(
    async (pieces: readonly number[]) => {
      for (const piece of pieces) await game.play({ t: "place", p: piece, s: piece } satisfies JigsawMove);
    },
    [game],
  );

  const turn = useCallback((pieces: readonly number[]) => void game.play({ t: "turn", p: pieces } satisfies JigsawMove), [game]);

  const hint = useCallback(() => void game.usePowerup("HI", { t: "powerup", id: "HI" }), [game]);
  const edgeSort = useCallback(() => void game.usePowerup("ED", { t: "powerup", id: "ED" }), [game]);
  // The shell gives H to Hint; E sorts the edges, G opens the pictures.
  useGameKeys({ e: edgeSort, g: () => setGallery(true) }, game.phase === "playing");

  const play = (next: JigsawOptions) => {
    setGallery(false);
    daily.playOptions(next);
  };
  const unlock = async (packId: string) => {
    if (await client.openStore(packId)) await refreshOwned();
  };

  const name = packById(options.pack)?.items[options.picture] ?? "";
  const rotate = state?.rotate ?? options.rotate === true;
  const howToPlay = useMemo(() => howToPlayOf(rotate), [rotate]);
  const record = best.get(bestKey(options));

  return (
    <GameShell
      title="Jigsaw Joy"
      howToPlay={howToPlay}
      game={daily.shellGame}
      theme={THEME}
      celebration={{ kind: "pieces", colors: ["#ffd166", "#b58cf0", "#ff8fab", "#7fdbff", "#8ce99a"] }}
      powerups={{ HI: hint, ED: edgeSort }}
      stats={
        <>
          <span className="gs-stat jig-name">{daily.name === null ? `${name} · ${options.pieces}${options.rotate ? " · turned" : ""}` : `${daily.name} · ${name}`}</span>
          {record !== undefined && Number.isFinite(record) ? <span className="gs-stat jig-best">Best {formatTime(record)}</span> : null}
          <button type="button" className="gs-button jig-gallery-button" onClick={() => setGallery(true)}>
            Pictures
          </button>
        </>
      }
      settings={
        <DailyOrOptionsSettings play={daily} name="jig-mode" optionsLabel="Gallery: any picture you own" dailyLabel="Daily: the same picture for everyone">
          <label className="jig-setting">
            <input type="checkbox" checked={daily.options.rotate === true} onChange={(event) => daily.playOptions(withRotation(daily.options, event.target.checked))} />
            Turned pieces: turn each one upright
          </label>
        </DailyOrOptionsSettings>
      }
      winActions={
        <button type="button" className="gs-button" onClick={() => setGallery(true)}>
          Choose another picture
        </button>
      }
    >
      <div className="jig-play" ref={area.ref}>
        {state && cut && area.width > 0 ? (
          <Puzzle
            key={game.session?.id}
            state={state}
            cut={cut}
            picture={picture}
            width={area.width}
            height={area.height}
            narrow={narrow}
            disabled={!playing}
            onPlace={place}
            onTurn={turn}
            onMiss={game.refuse}
          />
        ) : null}
      </div>
      {gallery ? <Gallery current={options} owned={owned} best={best} narrow={narrow} onPlay={play} onUnlock={(packId) => void unlock(packId)} onClose={() => setGallery(false)} /> : null}
    </GameShell>
  );
}
