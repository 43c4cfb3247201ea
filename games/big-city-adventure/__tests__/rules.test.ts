import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IllegalMoveError } from "../../engines/gameRules.ts";
import { CITIES, FREE_CITY } from "../cities.ts";
import { CLUTTER_KINDS, clutterBox, MIN_VISIBLE, objectDepth, sceneClutter, type ClutterItem } from "../clutter.ts";
import { LAYOUTS, type Layout } from "../layouts.ts";
import { OBJECTS } from "../objects.ts";
import { DRAWN_CLUTTER } from "../scenes/Clutter.tsx";
import { DRAWN_OBJECTS } from "../scenes/Objects.tsx";
import {
  contains, DECOYS, FIRST_SCENE, hintTarget, MAX_LISTED, MIN_LISTED, objectAt, objectById, POINTS_PER_FIND, rules, sceneOpen, SCENES_PER_CITY, starsFrom,
  TIME_BONUS_PER_SECOND, WILD_PENALTY, type BcaMove, type BcaState, type PlacedObject,
} from "../rules.ts";

const scenes = fc.record({ city: fc.constantFrom(...CITIES.map((city) => city.id)), scene: fc.integer({ min: 0, max: SCENES_PER_CITY - 1 }) });

/** Moves arrive as JSON: every move goes through JSON and parseMove, as on the server. */
const applyJson = (state: BcaState, move: BcaMove) => rules.apply(state, rules.parseMove(JSON.parse(JSON.stringify(move))));

/** Clicks the middle of every listed object still to find, a second apart. */
function findAll(state: BcaState): { end: BcaState; moves: BcaMove[] } {
  let end = state;
  const moves: BcaMove[] = [];
  while (rules.status(end).phase === "playing") {
    const target = hintTarget(end)!;
    const placed = end.placed[target]!;
    const move: BcaMove = { t: "click", x: placed.x, y: placed.y, at: end.lastAt + 1_000 };
    end = applyJson(end, move);
    moves.push(move);
  }
  return { end, moves };
}

describe("Big City Adventure's cities and scenes", () => {
  it("are the 27 city packs of the store with their three scenes, Paris free", () => {
    const store = JSON.parse(readFileSync("data/store_images.json", "utf8")) as { BCA: { id: string; title: string; items: string[] }[] };
    expect(CITIES.map((city) => [city.id, city.name, city.scenes.map((scene) => scene.title)])).toEqual(store.BCA.map((pack) => [pack.id, pack.title, pack.items]));
    expect(rules.freePacks).toEqual([FREE_CITY]);
    expect(rules.packOf(FIRST_SCENE)).toBe("BCA_PAR");
  });

  it("every object has a drawing and a hit box that fits its 100-unit drawing", () => {
    expect(OBJECTS.length).toBeGreaterThanOrEqual(20);
    expect([...DRAWN_OBJECTS].sort()).toEqual(OBJECTS.map((object) => object.id).sort());
    for (const object of OBJECTS) expect(Math.max(object.w, object.h)).toBeLessThanOrEqual(100);
  });

  it("every scene of every city places its 8-12 listed objects and the decoys, no two hit areas overlapping, all inside the picture", () => {
    fc.assert(
      fc.property(scenes, fc.string(), (options, seed) => {
        const state = rules.newGame(seed, rules.parseOptions(options));
        expect(state.listCount).toBeGreaterThanOrEqual(MIN_LISTED);
        expect(state.listCount).toBeLessThanOrEqual(MAX_LISTED);
        expect(state.placed.length).toBeGreaterThanOrEqual(state.listCount + DECOYS - 2);
        expect(state.placed.length).toBeLessThanOrEqual(state.listCount + DECOYS);
        expect(new Set(state.placed.map((placed) => placed.object)).size).toBe(state.placed.length);
        state.placed.forEach((placed, index) => {
          expect(placed.x).toBeGreaterThan(20);
          expect(placed.x).toBeLessThan(980);
          expect(placed.y).toBeGreaterThan(20);
          expect(placed.y).toBeLessThan(630);
          // The object's own middle finds it, and nothing else is found there.
          expect(objectAt(state, placed.x, placed.y)).toBe(index);
          expect(state.placed.filter((other) => contains(other, placed.x, placed.y))).toHaveLength(1);
        });
        expect(rules.newGame(seed, rules.parseOptions(options))).toEqual(state);
      }),
      { numRuns: 150 },
    );
  });

  it("the seed chooses among several spots for an object in a scene", () => {
    const spots = new Set<string>();
    for (let seed = 0; spots.size < 4 && seed < 200; seed++) {
      const state = rules.newGame(`spots-${seed}`, FIRST_SCENE);
      const umbrella = state.placed.find((placed) => placed.object === "umbrella");
      if (umbrella) spots.add(`${Math.round(umbrella.x / 20)},${Math.round(umbrella.y / 20)}`);
    }
    expect(spots.size).toBeGreaterThanOrEqual(4);
  });
});

/**
 * The share of the placed object's hit area left clear of the clutter drawn in front of it,
 * measured on a 3-unit grid over the square that holds the object however it is turned.
 */
function shownShare(placed: PlacedObject, layout: Layout, clutter: readonly ClutterItem[]): number {
  const object = objectById(placed.object);
  const reach = (placed.size * Math.hypot(object.w, object.h)) / 2;
  const inFront = clutter.filter((item) => item.depth > objectDepth(placed, layout)).map(clutterBox);
  let inside = 0;
  let shown = 0;
  for (let x = placed.x - reach; x <= placed.x + reach; x += 3) {
    for (let y = placed.y - reach; y <= placed.y + reach; y += 3) {
      if (!contains(placed, x, y)) continue;
      inside++;
      if (!inFront.some((box) => x >= box.left && x <= box.right && y >= box.top && y <= box.bottom)) shown++;
    }
  }
  return shown / inside;
}

describe("Big City Adventure's clutter", () => {
  it("every kind of clutter has a drawing", () => {
    expect([...DRAWN_CLUTTER].sort()).toEqual(Object.keys(CLUTTER_KINDS).sort());
  });

  it("every scene of every city draws 60-120 things, and every placed object keeps a fair share of its hit area in view", () => {
    for (const city of CITIES) {
      for (let scene = 0; scene < SCENES_PER_CITY; scene++) {
        const layout = LAYOUTS[city.scenes[scene]!.kind];
        for (const seed of ["dense-1", "dense-2"]) {
          const state = rules.newGame(seed, { city: city.id, scene });
          const clutter = sceneClutter({ city, scene, placed: state.placed });
          const drawn = layout.props.length + state.placed.length + clutter.length;
          expect(drawn, `${city.name} ${scene} ${seed}`).toBeGreaterThanOrEqual(60);
          expect(drawn, `${city.name} ${scene} ${seed}`).toBeLessThanOrEqual(120);
          for (const placed of state.placed) {
            // The grid here is finer than the one placing the clutter: a little slack for where their samples fall.
            expect(shownShare(placed, layout, clutter), `${placed.object} in ${city.name} ${scene} ${seed}`).toBeGreaterThanOrEqual(MIN_VISIBLE - 0.15);
          }
          for (const item of clutter) {
            const box = clutterBox(item);
            expect(box.left >= 0 && box.right <= 1000 && box.top >= 0 && box.bottom <= 640, `${item.kind} in ${city.name}`).toBe(true);
          }
        }
      }
    }
  });

  it("a round always gets the same clutter, and another round of the scene gets other clutter", () => {
    const city = CITIES[0]!;
    const state = rules.newGame("same", FIRST_SCENE);
    expect(sceneClutter({ city, scene: 0, placed: state.placed })).toEqual(sceneClutter({ city, scene: 0, placed: state.placed }));
    const other = rules.newGame("other", FIRST_SCENE);
    expect(sceneClutter({ city, scene: 0, placed: other.placed })).not.toEqual(sceneClutter({ city, scene: 0, placed: state.placed }));
  });
});

describe("Big City Adventure's rules", () => {
  it("finding every listed object wins: 100 points each, plus 10 a second left, and any legal sequence replays identically through JSON", () => {
    fc.assert(
      fc.property(scenes, fc.string(), fc.array(fc.record({ x: fc.integer({ min: 0, max: 1000 }), y: fc.integer({ min: 0, max: 640 }), gap: fc.integer({ min: 0, max: 5_000 }) }), { maxLength: 20 }), (options, seed, wild) => {
        let state = rules.newGame(seed, rules.parseOptions(options));
        const moves: BcaMove[] = [];
        for (const click of wild) {
          const move: BcaMove = { t: "click", x: click.x, y: click.y, at: state.lastAt + click.gap };
          state = applyJson(state, move);
          moves.push(move);
          if (rules.status(state).phase !== "playing") break;
        }
        if (rules.status(state).phase === "playing") {
          const rest = findAll(state);
          state = rest.end;
          moves.push(...rest.moves);
        }
        const replayed = moves.reduce((current, move) => rules.apply(current, move), rules.newGame(seed, rules.parseOptions(options)));
        expect(replayed).toEqual(state);
        const status = rules.status(state);
        expect(status.phase).toBe("won");
        expect(status.score).toBe(Math.max(0, state.listCount * POINTS_PER_FIND - state.penalties * WILD_PENALTY));
        expect(rules.finalScore(state, { playedMs: state.timeLimitMs - 42_500 })).toBe(status.score + 42 * TIME_BONUS_PER_SECOND);
        expect(rules.finalScore(state, { playedMs: state.timeLimitMs + 1 })).toBe(status.score);
      }),
      { numRuns: 60 },
    );
  });

  it("three misses within three seconds cost points; misses further apart do not", () => {
    const start = rules.newGame("wild", FIRST_SCENE);
    const empty = { x: 500, y: 30 };
    expect(objectAt(start, empty.x, empty.y)).toBeNull();
    const [first] = findAll(start).moves;
    const found = rules.apply(start, first!);
    const miss = (state: BcaState, at: number) => rules.apply(state, { t: "click", ...empty, at });
    const calm = miss(miss(miss(found, 2_000), 4_000), 6_000);
    expect(calm).toMatchObject({ misses: 3, penalties: 0 });
    const wild = miss(miss(miss(found, 2_000), 3_000), 4_999);
    expect(wild).toMatchObject({ misses: 3, penalties: 1 });
    expect(rules.status(wild).score).toBe(0);
    // After a penalty the count starts again.
    expect(miss(miss(wild, 5_000), 5_100)).toMatchObject({ penalties: 1 });
  });

  it("Hint points at the first object not found, once until it is found; Freeze Frame stops the clock 30 seconds", () => {
    const start = rules.newGame("hint", { city: FREE_CITY, scene: 1 });
    const hinted = applyJson(start, { t: "hint" });
    expect(hinted.hinted).toBe(0);
    expect(rules.powerupOf({ t: "hint" })).toBe("HI");
    expect(() => rules.apply(hinted, { t: "hint" })).toThrow(new IllegalMoveError("The hint is still showing."));
    const target = hinted.placed[0]!;
    const afterFind = rules.apply(hinted, { t: "click", x: target.x, y: target.y, at: 500 });
    expect(afterFind.hinted).toBeNull();
    expect(rules.apply(afterFind, { t: "hint" }).hinted).toBe(1);
    expect(rules.frozenMsOf("FF")).toBe(30_000);
    expect(rules.frozenMsOf("HI")).toBe(0);
    expect(rules.legalMoves(hinted)).not.toContainEqual({ t: "hint" });
  });

  it("time running out loses; clicks out of order, after the limit or of a wrong shape are refused", () => {
    const start = rules.newGame("late", FIRST_SCENE);
    const over = rules.apply(start, { t: "timeout" });
    expect(rules.status(over)).toMatchObject({ phase: "lost", reason: "Time is up." });
    expect(() => rules.apply(over, { t: "hint" })).toThrow(IllegalMoveError);
    const later = rules.apply(start, { t: "click", x: 500, y: 30, at: 5_000 });
    expect(() => rules.apply(later, { t: "click", x: 500, y: 30, at: 4_999 })).toThrow(/order/);
    expect(() => rules.apply(start, { t: "click", x: 500, y: 30, at: start.timeLimitMs + 1 })).toThrow(/Time is up/);
    for (const bad of [{ t: "click", x: 1001, y: 0, at: 0 }, { t: "click", x: 1.5, y: 0, at: 0 }, { t: "click", x: 0, y: 0 }, { t: "freeze" }, null, "hint", { t: "hint", x: 1 }]) {
      expect(() => rules.parseMove(bad)).toThrow(IllegalMoveError);
    }
    for (const bad of [{ city: "BCA_XYZ", scene: 0 }, { city: FREE_CITY, scene: 3 }, { city: FREE_CITY }, { level: 1 }]) {
      expect(() => rules.parseOptions(bad)).toThrow(RangeError);
    }
  });

  it("stars count each city's scenes won once; a scene opens when the one before is won", () => {
    const stars = starsFrom([{ city: "BCA_PAR", scene: 0 }, { city: "BCA_PAR", scene: 0 }, { city: "BCA_ROM", scene: 2 }, { city: "nowhere", scene: 1 }, 7]);
    expect(stars.get("BCA_PAR")).toEqual(new Set([0]));
    expect(stars.get("BCA_ROM")).toEqual(new Set([2]));
    expect(stars.get("BCA_NYC")!.size).toBe(0);
    expect(sceneOpen(stars.get("BCA_PAR")!, 1)).toBe(true);
    expect(sceneOpen(stars.get("BCA_PAR")!, 2)).toBe(false);
    expect(sceneOpen(new Set(), 0)).toBe(true);
  });
});
