import { memo, useEffect, useRef, useState, type RefObject } from "react";
import { watchSizes } from "../engines/grid/useElementSize.ts";
import { seededRandom } from "../engines/random.ts";
import { layoutProps, TABLE_PROPS, type Rect } from "./propLayout.ts";

/**
 * The tea table the chest stands on: walnut planks drawn in code as one tile that repeats (the
 * grain's waves repeat across the tile, the planks' seams lie on its edges), and a few things
 * of a tea table at its edges (a teapot, a cup on its saucer, a spoon, loose leaves) behind
 * everything a player uses, shown only where a wide frame leaves room for them whole, clear of
 * the board and of each other (propLayout.ts).
 */
const TILE = { width: 720, plank: 120, planks: 4 } as const;

function tableTile(): string {
  const random = seededRandom("tea-table").next;
  const height = TILE.plank * TILE.planks;
  const tones = ["#6b4429", "#724a2c", "#654027", "#6f4630"];
  const parts: string[] = [];
  for (let plank = 0; plank < TILE.planks; plank++) {
    const top = plank * TILE.plank;
    parts.push(`<rect y="${top}" width="${TILE.width}" height="${TILE.plank}" fill="${tones[plank]}"/>`);
    // Grain: waves whose period divides the tile's width, so the tile repeats without a seam.
    for (let line = 0; line < 14; line++) {
      const y = top + 6 + random() * (TILE.plank - 12);
      const amplitude = 1 + random() * 4;
      const waves = 1 + Math.floor(random() * 3);
      const phase = random() * Math.PI * 2;
      const points: string[] = [];
      for (let x = 0; x <= TILE.width; x += 24) points.push(`${x},${(y + amplitude * Math.sin((x / TILE.width) * waves * Math.PI * 2 + phase)).toFixed(1)}`);
      const dark = random() < 0.7;
      parts.push(`<polyline points="${points.join(" ")}" fill="none" stroke="${dark ? "#3a2212" : "#a87a50"}" stroke-opacity="${(dark ? 0.18 + random() * 0.2 : 0.12 + random() * 0.1).toFixed(2)}" stroke-width="${(0.8 + random() * 1.6).toFixed(1)}"/>`);
    }
    // A knot now and then, well inside the tile.
    if (random() < 0.6) {
      const cx = 80 + random() * (TILE.width - 160);
      const cy = top + 30 + random() * (TILE.plank - 60);
      parts.push(`<ellipse cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" rx="16" ry="6" fill="#3a2212" fill-opacity="0.25"/><ellipse cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" rx="28" ry="11" fill="none" stroke="#3a2212" stroke-opacity="0.18" stroke-width="1.5"/>`);
    }
    // The plank's end joint, staggered from plank to plank.
    const joint = ((plank * 0.37 + 0.15) % 1) * TILE.width;
    parts.push(`<path d="M${joint.toFixed(0)} ${top}v${TILE.plank}" stroke="#2a180b" stroke-opacity="0.55" stroke-width="2"/>`);
    parts.push(`<path d="M0 ${top + 1}H${TILE.width}" stroke="#e0b080" stroke-opacity="0.12" stroke-width="2"/><path d="M0 ${top + TILE.plank - 1}H${TILE.width}" stroke="#1e1008" stroke-opacity="0.6" stroke-width="2"/>`);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE.width}" height="${height}" viewBox="0 0 ${TILE.width} ${height}">${parts.join("")}</svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

/** The table's tile, as a CSS image (the board sets it as --tea-table). */
export const TABLE_IMAGE = tableTile();

const INK = "#2b1d10";

/** A glazed teapot from above: body, lid and knob, spout and handle, with a painted band. */
function Teapot() {
  return (
    <svg className="tea-prop tea-prop-teapot" viewBox="0 0 220 170">
      <ellipse cx={112} cy={96} rx={86} ry={62} fill="rgba(20, 10, 4, 0.35)" />
      <path d="M168 70C190 62 210 52 216 40C220 48 214 64 196 80C188 88 176 92 168 92Z" fill="#2f6f73" stroke={INK} strokeWidth={3} strokeLinejoin="round" />
      <path d="M36 60C8 56 2 110 34 112" fill="none" stroke={INK} strokeWidth={16} strokeLinecap="round" />
      <path d="M36 60C8 56 2 110 34 112" fill="none" stroke="#3b878b" strokeWidth={10} strokeLinecap="round" />
      <circle cx={102} cy={86} r={66} fill="#3b878b" stroke={INK} strokeWidth={3} />
      <circle cx={102} cy={86} r={52} fill="none" stroke="#f3ead2" strokeWidth={7} strokeDasharray="10 7" />
      <circle cx={102} cy={86} r={36} fill="#2f6f73" stroke={INK} strokeWidth={3} />
      <circle cx={102} cy={86} r={12} fill="#f3ead2" stroke={INK} strokeWidth={3} />
      <path d="M58 46A58 58 0 0 1 112 28" fill="none" stroke="#fff" strokeOpacity={0.45} strokeWidth={8} strokeLinecap="round" />
      <circle cx={98} cy={82} r={4} fill="#fff" fillOpacity={0.7} />
    </svg>
  );
}

/** A cup of tea on its saucer, from above, with the spoon beside it. */
function Cup() {
  return (
    <svg className="tea-prop tea-prop-cup" viewBox="0 0 200 170">
      <circle cx={96} cy={92} r={70} fill="rgba(20, 10, 4, 0.35)" />
      <circle cx={90} cy={84} r={70} fill="#f7f1e3" stroke={INK} strokeWidth={3} />
      <circle cx={90} cy={84} r={58} fill="none" stroke="#3b878b" strokeWidth={4} />
      <circle cx={90} cy={84} r={44} fill="#e9e0cb" />
      <path d="M128 70C150 62 160 88 138 100" fill="none" stroke={INK} strokeWidth={14} strokeLinecap="round" />
      <path d="M128 70C150 62 160 88 138 100" fill="none" stroke="#f7f1e3" strokeWidth={8} strokeLinecap="round" />
      <circle cx={86} cy={80} r={42} fill="#f7f1e3" stroke={INK} strokeWidth={3} />
      <circle cx={86} cy={80} r={33} fill="#8a4f1c" />
      <circle cx={86} cy={80} r={33} fill="none" stroke="#5c300f" strokeWidth={4} />
      <ellipse cx={76} cy={70} rx={12} ry={6} fill="#fff" fillOpacity={0.3} transform="rotate(-30 76 70)" />
      <g transform="translate(158 112) rotate(58)">
        <ellipse cx={0} cy={0} rx={11} ry={15} fill="#cfd3d6" stroke={INK} strokeWidth={2.5} />
        <path d="M-3 14L-2 62Q0 66 2 62L3 14" fill="#cfd3d6" stroke={INK} strokeWidth={2.5} strokeLinejoin="round" />
        <ellipse cx={-3} cy={-4} rx={4} ry={6} fill="#fff" fillOpacity={0.7} />
      </g>
    </svg>
  );
}

/** Loose tea leaves fallen from a tin. */
function Leaves({ seed, count }: { seed: string; count: number }) {
  const random = seededRandom(seed).next;
  const leaves = Array.from({ length: count }, () => ({ x: 10 + random() * 100, y: 10 + random() * 60, turn: random() * 360, size: 0.7 + random() * 0.6, dark: random() < 0.5 }));
  return (
    <svg className={`tea-prop tea-prop-leaves tea-prop-${seed}`} viewBox="0 0 120 80">
      {leaves.map((leaf, index) => (
        <g key={index} transform={`translate(${leaf.x.toFixed(1)} ${leaf.y.toFixed(1)}) rotate(${leaf.turn.toFixed(0)}) scale(${leaf.size.toFixed(2)})`}>
          <path d="M0 -10C7 -5 7 5 0 10C-7 5 -7 -5 0 -10Z" fill={leaf.dark ? "#3d5a22" : "#5f7f33"} stroke="#22300f" strokeWidth={1.2} />
          <path d="M0 -8V9" stroke="#a9c46c" strokeOpacity={0.7} strokeWidth={1} />
        </g>
      ))}
    </svg>
  );
}

type PropName = keyof typeof TABLE_PROPS;
const NAMES = Object.keys(TABLE_PROPS) as PropName[];

/**
 * The board's parts as the play area lays them out: the note, the chest, the towel and the Turn
 * button (the area holding chest and towel is as wide as the frame, so its children count).
 */
const PARTS = ":scope > .tea-note, :scope > .tea-turn, :scope > .tea-area > *";

/** The props' rectangles, laid out again whenever the frame or a part of the board resizes or comes and goes. */
function usePropLayout(layer: RefObject<HTMLDivElement | null>) {
  const [rects, setRects] = useState<readonly (Rect | null)[]>([]);
  useEffect(() => {
    const play = layer.current?.parentElement;
    if (!play) return;
    const measure = () => {
      const frame = play.getBoundingClientRect();
      const parts = [...play.querySelectorAll(PARTS)]
        .map((part) => part.getBoundingClientRect())
        .filter((box) => box.width > 0)
        .map((box) => ({ left: box.left - frame.left, top: box.top - frame.top, width: box.width, height: box.height }));
      const next = layoutProps(frame, parts, NAMES.map((name) => TABLE_PROPS[name]));
      setRects((was) => (JSON.stringify(was) === JSON.stringify(next) ? was : next));
    };
    // Sizes are watched part by part; a part that comes or goes (the Turn button, a level's new tray) starts the watch again.
    let stop = watchSizes([play, ...play.querySelectorAll(PARTS)], measure);
    const parts = new MutationObserver(() => {
      stop();
      stop = watchSizes([play, ...play.querySelectorAll(PARTS)], measure);
    });
    parts.observe(play, { childList: true });
    const area = play.querySelector(".tea-area");
    if (area) parts.observe(area, { childList: true });
    return () => {
      parts.disconnect();
      stop();
    };
  }, [layer]);
  return rects;
}

/** A prop's place, or none where it would not fit whole. */
const placed = (rect: Rect | null | undefined) => (rect ? { left: rect.left, top: rect.top, width: rect.width } : { display: "none" });

/** The props on the table: never pressed (pointer-events: none), hidden from readers, shown only whole and clear of the board and of each other. */
export const TableProps = memo(function TableProps() {
  const layer = useRef<HTMLDivElement>(null);
  const rects = usePropLayout(layer);
  const at = (name: PropName) => placed(rects[NAMES.indexOf(name)]);
  return (
    <div ref={layer} className="tea-props" aria-hidden="true">
      <span style={at("teapot")} className="tea-prop-slot tea-prop-slot-teapot">
        <Teapot />
      </span>
      <span style={at("cup")} className="tea-prop-slot tea-prop-slot-cup">
        <Cup />
      </span>
      <span style={at("leavesA")} className="tea-prop-slot tea-prop-slot-leaves-a">
        <Leaves seed="leaves-a" count={7} />
      </span>
      <span style={at("leavesB")} className="tea-prop-slot tea-prop-slot-leaves-b">
        <Leaves seed="leaves-b" count={5} />
      </span>
    </div>
  );
});
