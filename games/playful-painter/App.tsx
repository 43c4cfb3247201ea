import { useCallback, useEffect, useMemo, useState, type KeyboardEvent as ReactKeyboardEvent } from "react";
import { useDailyChoiceApart } from "../engines/daily/dailyChoice.ts";
import { DailyOrOptionsSettings, firstOptions, useDailyOrOptions } from "../engines/daily/dailyOrOptions.tsx";
import { monthDay } from "../engines/daily/days.ts";
import { isArrowKey } from "../engines/grid/grid.ts";
import { useElementSize } from "../engines/grid/useElementSize.ts";
import { usePuzzleKeys } from "../engines/grid/usePuzzleInput.ts";
import { GameShell, useFleeting, useGameKeys, useGameSession } from "../engines/shell/index.ts";
import { createGameClient } from "../sdk/index.ts";
import { Gallery } from "./Gallery.tsx";
import { fetchPacks, type PackInfo } from "./packs.ts";
import { FIT, lookAt, MAX_SCALE, PaintBoard, zoomAround, type View } from "./PaintBoard.tsx";
import { Palette } from "./Palette.tsx";
import { pictureOf, PICTURES_PER_PACK } from "./pictures/index.ts";
import { SIZE } from "./pictures/kit.ts";
import { labelSpots, type LabelSpot } from "./pictures/labels.ts";
import { gridSound } from "../engines/grid/gridSound.ts";
import { cellsLeft, dailyOptionsOf, DEFAULT_OPTIONS, FREE_PACK, rules, type PainterMove, type PainterState } from "./rules.ts";
import "./playful-painter.css";
import { howToPlay } from "./howToPlay.tsx";

const client = createGameClient({ game: rules.code });
const SOUND = gridSound<PainterState, PainterMove>((state) => state.paintedCount);
const SETTINGS_KEY = "playden.playful-painter.picture";
/** Whether the player chose the daily picture (the gallery's picture stays under SETTINGS_KEY). */
const DAILY_KEY = "playden.playful-painter.daily";
// The catalog's pink (#e0598b) for the bars; a deeper rose behind the white canvas.
const THEME = { background: "#9e3d63", surface: "#e0598b", accent: "#ffe08a" };
const PAD = 10;
const NOPE_MS = 600;

/** The colour to offer: this one while it has cells left, else the next that has. */
function nextColour(left: readonly number[], from: number): number {
  for (let step = 0; step < left.length; step++) {
    const colour = (from + step) % left.length;
    if (left[colour]! > 0) return colour;
  }
  return from;
}

/** The unpainted cell nearest to `from` in the arrow's direction (by where their numbers sit). */
function cellToward(labels: readonly (LabelSpot | null)[], state: PainterState, from: number, key: string): number | null {
  const origin = labels[from];
  if (!origin) return null;
  const [dx, dy] = key === "ArrowLeft" ? [-1, 0] : key === "ArrowRight" ? [1, 0] : key === "ArrowUp" ? [0, -1] : [0, 1];
  let best: number | null = null;
  let bestCost = Infinity;
  labels.forEach((spot, cell) => {
    if (!spot || cell === from || state.painted[cell]) return;
    const along = (spot.x - origin.x) * dx + (spot.y - origin.y) * dy;
    if (along <= 0.5) return;
    const across = Math.abs((spot.x - origin.x) * dy - (spot.y - origin.y) * dx);
    const cost = along + across * 2;
    if (cost < bestCost) (bestCost = cost), (best = cell);
  });
  return best;
}

function finishedKeys(wonOptions: readonly unknown[]): Set<string> {
  const keys = new Set<string>();
  for (const raw of wonOptions) {
    try {
      const options = rules.parseOptions(raw);
      keys.add(`${options.pack}:${options.picture}`);
    } catch {
      // A win from a pack or picture that is gone.
    }
  }
  return keys;
}

export function App() {
  const [choice, remember] = useDailyChoiceApart(SETTINGS_KEY, DAILY_KEY, rules.parseOptions, DEFAULT_OPTIONS);
  // A daily session asks for the date's own picture, so its win ticks that picture in the gallery.
  const game = useGameSession({ client, rules, options: firstOptions({ choice, dailyOptionsOf }), daily: choice.daily, soundOf: SOUND });
  const daily = useDailyOrOptions(game, { choice, remember, dailyOptionsOf });
  const state = game.state;
  const picture = state ? pictureOf(state.pack, state.picture) : null;
  const labels = useMemo(() => (picture ? labelSpots(picture) : []), [picture]);
  const left = useMemo(() => (state && picture ? picture.palette.map((_, colour) => cellsLeft(state, colour).length) : []), [state, picture]);
  const [chosen, setChosen] = useState(0);
  const selected = left.length > 0 ? nextColour(left, chosen) : chosen;
  const [view, setView] = useState<View>(FIT);
  const [focus, setFocus] = useState<number | null>(null);
  // The wobble of a wrong tap settles by itself.
  const [nope, setNope] = useFleeting<number>(NOPE_MS);
  const [galleryOpen, setGalleryOpen] = useState(false);
  const [packs, setPacks] = useState<PackInfo[] | null>(null);
  const [packsError, setPacksError] = useState<string | null>(null);
  const [owned, setOwned] = useState<ReadonlySet<string>>(new Set([FREE_PACK]));
  const [finished, setFinished] = useState<ReadonlySet<string>>(new Set());
  const area = useElementSize<HTMLDivElement>();
  const playing = game.phase === "playing" && !game.busy && game.status?.phase === "playing";
  const won = game.status?.phase === "won";

  const sessionId = game.session?.id;
  useEffect(() => {
    setView(FIT);
    setFocus(null);
    setNope(null);
    setChosen(0);
  }, [sessionId]);

  // A Hint zooms to the cell it found.
  const hint = state?.hint ?? null;
  useEffect(() => {
    if (hint === null) return;
    const spot = labels[hint];
    if (spot) setView((current) => lookAt(current, spot.x, spot.y, 3));
    setFocus(hint);
  }, [hint, labels]);

  const refreshCollection = useCallback(async () => {
    const [ownedNow, won] = await Promise.all([client.ownedPacks(), client.wonOptions()]);
    setOwned(new Set([FREE_PACK, ...ownedNow]));
    // Added to, not replaced: a picture just finished here may not be on record yet while its win is checked.
    setFinished((done) => new Set([...done, ...finishedKeys(won)]));
  }, []);

  const openGallery = useCallback(() => {
    setGalleryOpen(true);
    setPacksError(null);
    if (packs === null) {
      fetchPacks()
        .then(setPacks)
        .catch((error: unknown) => setPacksError(error instanceof Error ? error.message : "The picture packs could not be loaded."));
    }
    refreshCollection().catch(() => game.notify("Your packs could not be checked; showing the free one.", "error"));
  }, [packs, refreshCollection, game]);

  const { playOptions } = daily;
  const pick = useCallback(
    (pack: string, index: number) => {
      setGalleryOpen(false);
      playOptions({ pack, picture: index });
    },
    [playOptions],
  );

  const buy = useCallback(
    (pack: PackInfo) => {
      void client.openStore(pack.id).then(async (bought) => {
        if (!bought) return;
        await refreshCollection().catch(() => null);
        pick(pack.id, 0);
      });
    },
    [refreshCollection, pick],
  );

  const paint = useCallback(
    (cell: number) => {
      if (!playing) return;
      void game.play({ t: "paint", cell, colour: selected });
    },
    [playing, game, selected],
  );

  /** A tap the selected colour cannot paint: a gentle word, nothing painted. */
  const tap = useCallback(
    (cell: number) => {
      if (!state || !picture || !playing || state.painted[cell]) return;
      const own = state.colours[cell]!;
      setNope(cell);
      game.refuse(`That cell is number ${own + 1}, ${picture.palette[own]!.name}. Pick it in the palette to paint it.`);
    },
    [state, picture, playing, game],
  );

  const fill = useCallback(() => void game.usePowerup("FL", { t: "fill", colour: selected }), [game, selected]);
  const showHint = useCallback(() => void game.usePowerup("HI", { t: "hint", colour: selected }), [game, selected]);
  useGameKeys({ h: showHint, f: fill }, game.phase === "playing" && !galleryOpen);

  const select = (colour: number) => {
    if (!picture || colour < 0 || colour >= picture.palette.length) return;
    setChosen(colour);
  };

  const zoomBy = (factor: number) => setView((current) => zoomAround(current, current.scale * factor, current.x + SIZE / current.scale / 2, current.y + SIZE / current.scale / 2));

  const moveFocus = (cell: number | null) => {
    if (cell === null) return;
    setFocus(cell);
    const spot = labels[cell];
    if (!spot) return;
    const span = SIZE / view.scale;
    const inside = spot.x >= view.x && spot.x <= view.x + span && spot.y >= view.y && spot.y <= view.y + span;
    if (!inside) setView((current) => lookAt(current, spot.x, spot.y, current.scale));
  };

  const firstOpenCell = (after: number, step: 1 | -1): number | null => {
    if (!state) return null;
    const n = state.colours.length;
    for (let k = 1; k <= n; k++) {
      const cell = (((after + step * k) % n) + n) % n;
      if (!state.painted[cell] && state.colours[cell] === selected) return cell;
    }
    for (let k = 1; k <= n; k++) {
      const cell = (((after + step * k) % n) + n) % n;
      if (!state.painted[cell]) return cell;
    }
    return null;
  };

  // Number keys pick colours (0 is the tenth; [ and ] step through all); arrows move between cells, Enter or Space paints.
  usePuzzleKeys((event) => {
    if (!state || !picture || galleryOpen) return;
    if (/^[0-9]$/.test(event.key)) {
      // The focus goes to the colour's first open cell, so Enter paints at once.
      const colour = event.key === "0" ? 9 : Number(event.key) - 1;
      select(colour);
      const first = cellsLeft(state, colour)[0];
      if (first !== undefined) moveFocus(first);
    } else if (event.key === "[" || event.key === "]") {
      const n = picture.palette.length;
      select((selected + (event.key === "]" ? 1 : n - 1)) % n);
    } else if (event.key === "+" || event.key === "=") {
      zoomBy(1.5);
    } else if (event.key === "-") {
      zoomBy(1 / 1.5);
    } else if (isArrowKey(event.key)) {
      event.preventDefault();
      moveFocus(focus === null ? firstOpenCell(-1, 1) : cellToward(labels, state, focus, event.key));
    } else if ((event.key === "Enter" || event.key === " ") && !(event.target instanceof HTMLElement && event.target.closest("button"))) {
      if (focus === null) return;
      event.preventDefault();
      if (state.colours[focus] === selected && !state.painted[focus]) paint(focus);
      else tap(focus);
    }
  });

  /** Tab moves between the cells of the selected colour while the picture has the focus. */
  const boardKeys = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Tab" || !state) return;
    const next = firstOpenCell(focus ?? (event.shiftKey ? state.colours.length : -1), event.shiftKey ? -1 : 1);
    const wrapped = next !== null && focus !== null && (event.shiftKey ? next > focus : next < focus);
    // At the last cell Tab goes on to the palette as usual.
    if (next === null || wrapped) return;
    event.preventDefault();
    moveFocus(next);
  };

  const current = state ? { pack: state.pack, picture: state.picture } : null;
  const paintingKey = current ? `${current.pack}:${current.picture}` : null;
  // A finished picture is shown whole, and ticked in the gallery at once.
  useEffect(() => {
    if (!won || paintingKey === null) return;
    setFinished((done) => new Set([...done, paintingKey]));
    setFocus(null);
    setView(FIT);
  }, [won, paintingKey]);

  const nextPicture = current && current.picture + 1 < PICTURES_PER_PACK ? { pack: current.pack, picture: current.picture + 1 } : null;
  const boardSize = Math.max(0, Math.floor(Math.min(area.width, area.height) - 2 * PAD));

  return (
    <GameShell
      title="Playful Painter"
      howToPlay={howToPlay}
      game={daily.shellGame}
      theme={THEME}
      celebration={{ kind: "splashes", colors: picture ? picture.palette.map((colour) => colour.hex) : undefined }}
      shortcuts={false}
      powerups={{ FL: fill, HI: showHint }}
      stats={
        <>
          {daily.day !== null ? (
            <span className="gs-stat pp-day">
              <span className="pp-day-long">{daily.name}</span>
              {/* A phone's top bar has room for the date alone. */}
              <span className="pp-day-short">
                {daily.day === daily.today ? "Today" : monthDay(daily.day)}
              </span>
            </span>
          ) : null}
          <button type="button" className="gs-stat pp-gallery-button" onClick={openGallery} aria-haspopup="dialog">
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path d="M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
            </svg>
            <span className="pp-gallery-label">Pictures</span>
          </button>
        </>
      }
      settings={<DailyOrOptionsSettings play={daily} name="pp-mode" optionsLabel="Gallery: any picture you own" dailyLabel="Daily: the same picture for everyone" />}
      winActions={
        <>
          {nextPicture ? (
            <button type="button" className="gs-button" onClick={() => pick(nextPicture.pack, nextPicture.picture)}>
              Next picture
            </button>
          ) : null}
          <button type="button" className="gs-button" onClick={openGallery}>
            Choose a picture
          </button>
        </>
      }
    >
      <div className="pp-play">
        <div className="pp-stage" ref={area.ref}>
          {state && picture && boardSize > 0 ? (
            <div className="pp-board-wrap" tabIndex={0} onKeyDown={boardKeys} aria-label={`${picture.name}. Arrows or Tab move between cells, Enter paints, number keys pick colours.`} onFocus={() => focus === null && moveFocus(firstOpenCell(-1, 1))}>
              <PaintBoard
                picture={picture}
                labels={labels}
                colours={state.colours}
                painted={state.painted}
                selected={selected}
                focus={focus}
                hint={state.hint}
                nope={nope}
                finished={won}
                disabled={!playing}
                size={boardSize}
                view={view}
                onView={setView}
                onPaint={paint}
                onTap={tap}
              />
            </div>
          ) : null}
        </div>
        <div className="pp-tools">
          <p className="pp-message" aria-live="polite">
            {picture && !won ? `${picture.name}: ${left.reduce((sum, count) => sum + count, 0)} cells to paint` : ""}
          </p>
          <div className="pp-zoom" role="group" aria-label="Zoom">
            <button type="button" className="pp-zoom-button" aria-label="Zoom in" disabled={view.scale >= MAX_SCALE} onClick={() => zoomBy(1.5)}>
              +
            </button>
            <button type="button" className="pp-zoom-button" aria-label="Zoom out" disabled={view.scale <= 1} onClick={() => zoomBy(1 / 1.5)}>
              −
            </button>
            <button type="button" className="pp-zoom-button" aria-label="Whole picture" disabled={view.scale <= 1} onClick={() => setView(FIT)}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
              </svg>
            </button>
          </div>
        </div>
        {picture ? <Palette palette={picture.palette} left={left} selected={selected} onSelect={select} /> : null}
      </div>
      {galleryOpen ? (
        <Gallery packs={packs} error={packsError} owned={owned} finished={finished} current={current} onPick={pick} onBuy={buy} onClose={() => setGalleryOpen(false)} />
      ) : null}
    </GameShell>
  );
}
