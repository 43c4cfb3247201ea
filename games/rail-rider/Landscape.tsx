import { memo } from "react";
import { seededRandom } from "../engines/random.ts";

/**
 * The countryside around the yard: a meadow with trees, bushes, a pond, a cottage and fences,
 * laid out once per board from its seed and repeated as a pattern to fill whatever room the
 * frame has. It lies behind the yard, takes no taps and says nothing to a screen reader.
 * Its colours are darker and softer than the yard's, so the pieces stay the brightest thing.
 */
const TILE_W = 1400;
const TILE_H = 560;

interface Item {
  kind: "tree" | "pine" | "bush" | "pond" | "cottage" | "fence" | "flowers" | "tuft";
  x: number;
  y: number;
  size: number;
  tone: number;
}

/** Places the scenery of one pattern tile, big things first, nothing overlapping and nothing cut by the tile's edge. */
function layOut(seed: string): Item[] {
  const random = seededRandom(seed).next;
  const items: Item[] = [];
  const room: { x: number; y: number; r: number }[] = [];
  const place = (kind: Item["kind"], size: number, count: number, radius: number) => {
    for (let made = 0, tries = 0; made < count && tries < 200; tries++) {
      const x = radius + random() * (TILE_W - 2 * radius);
      const y = radius + random() * (TILE_H - 2 * radius);
      if (room.some((other) => Math.hypot(other.x - x, other.y - y) < other.r + radius)) continue;
      room.push({ x, y, r: radius });
      items.push({ kind, x, y, size: size * (0.85 + random() * 0.3), tone: random() });
      made++;
    }
  };
  place("pond", 70, 2, 90);
  place("cottage", 46, 2, 62);
  place("fence", 110, 4, 68);
  place("tree", 30, 14, 38);
  place("pine", 30, 10, 32);
  place("bush", 16, 14, 22);
  place("flowers", 10, 26, 12);
  place("tuft", 8, 70, 8);
  // Drawn from the back (top) to the front, so nearer things overlap farther ones.
  return items.sort((a, b) => a.y - b.y);
}

const LEAVES = ["#3f6a30", "#466f2c", "#3a6336"];
const PETALS = ["#e9e2cf", "#e6c552", "#e49ab3"];

function ItemArt({ item }: { item: Item }) {
  const { x, y, size: s, tone } = item;
  switch (item.kind) {
    case "pond":
      return (
        <g>
          <ellipse cx={x} cy={y} rx={s * 1.05} ry={s * 0.6} fill="#5c7d3e" />
          <ellipse cx={x} cy={y} rx={s} ry={s * 0.55} fill="#4f88a3" stroke="#3d6a55" strokeWidth={3} />
          <ellipse cx={x - s * 0.15} cy={y - s * 0.12} rx={s * 0.6} ry={s * 0.28} fill="#6aa3bb" />
          <path d={`M${x - s * 0.5} ${y + s * 0.05}h${s * 0.3}M${x + s * 0.1} ${y + s * 0.22}h${s * 0.35}`} stroke="#a9d2e0" strokeWidth={2.5} strokeLinecap="round" />
          <ellipse cx={x + s * 0.55} cy={y + s * 0.2} rx={9} ry={5} fill="#5f9a48" />
          <path d={`M${x - s * 0.95} ${y + s * 0.1}l-4 -22M${x - s * 0.88} ${y + s * 0.18}l2 -26M${x - s * 0.8} ${y + s * 0.26}l6 -20`} stroke="#33552a" strokeWidth={2.5} strokeLinecap="round" />
          <ellipse cx={x - s * 0.89} cy={y + s * 0.18 - 26} rx={2.5} ry={6} fill="#6b4a2a" />
        </g>
      );
    case "cottage": {
      const w = s * 1.3;
      const h = s * 0.75;
      return (
        <g>
          <ellipse cx={x + 6} cy={y + h * 0.55} rx={w * 0.75} ry={h * 0.28} fill="#2d4220" opacity={0.5} />
          <rect x={x - w / 2} y={y - h * 0.1} width={w} height={h * 0.6} fill="#d9ccaa" stroke="#3b2f22" strokeWidth={2} />
          <path d={`M${x - w * 0.6} ${y - h * 0.05}L${x - w * 0.35} ${y - h * 0.75}H${x + w * 0.35}L${x + w * 0.6} ${y - h * 0.05}Z`} fill="#8e4a3a" stroke="#3b2f22" strokeWidth={2} strokeLinejoin="round" />
          <rect x={x + w * 0.18} y={y - h * 0.95} width={w * 0.1} height={h * 0.3} fill="#7a5a48" stroke="#3b2f22" strokeWidth={1.5} />
          <rect x={x - w * 0.08} y={y + h * 0.12} width={w * 0.16} height={h * 0.38} fill="#5b3a24" />
          <rect x={x - w * 0.38} y={y + h * 0.06} width={w * 0.16} height={h * 0.16} fill="#c9dde0" stroke="#3b2f22" strokeWidth={1.5} />
          <rect x={x + w * 0.22} y={y + h * 0.06} width={w * 0.16} height={h * 0.16} fill="#c9dde0" stroke="#3b2f22" strokeWidth={1.5} />
          <circle cx={x + w * 0.23} cy={y - h * 1.05} r={5} fill="#cfd2cc" opacity={0.6} />
          <circle cx={x + w * 0.3} cy={y - h * 1.25} r={7} fill="#cfd2cc" opacity={0.4} />
        </g>
      );
    }
    case "fence": {
      const posts = 5;
      const step = s / (posts - 1);
      const left = x - s / 2;
      return (
        <g stroke="#6b5234" strokeLinecap="round">
          <path d={`M${left} ${y - 8}h${s}M${left} ${y}h${s}`} strokeWidth={3} />
          {Array.from({ length: posts }, (_, index) => (
            <path key={index} d={`M${left + index * step} ${y - 14}v${20}`} strokeWidth={4} />
          ))}
        </g>
      );
    }
    case "tree":
      return (
        <g>
          <ellipse cx={x + 6} cy={y + s * 0.95} rx={s * 0.9} ry={s * 0.3} fill="#2d4220" opacity={0.45} />
          <rect x={x - s * 0.12} y={y + s * 0.2} width={s * 0.24} height={s * 0.75} rx={2} fill="#5e4129" />
          <circle cx={x - s * 0.4} cy={y} r={s * 0.55} fill={LEAVES[Math.floor(tone * 3)]} />
          <circle cx={x + s * 0.4} cy={y - s * 0.05} r={s * 0.55} fill={LEAVES[Math.floor(tone * 3)]} />
          <circle cx={x} cy={y - s * 0.4} r={s * 0.65} fill="#4d7a35" />
          <circle cx={x - s * 0.2} cy={y - s * 0.6} r={s * 0.25} fill="#5f8c40" />
        </g>
      );
    case "pine":
      return (
        <g>
          <ellipse cx={x + 5} cy={y + s * 0.95} rx={s * 0.6} ry={s * 0.22} fill="#2d4220" opacity={0.45} />
          <rect x={x - s * 0.08} y={y + s * 0.6} width={s * 0.16} height={s * 0.35} fill="#5e4129" />
          <path d={`M${x} ${y - s * 1.2}L${x + s * 0.55} ${y + s * 0.7}H${x - s * 0.55}Z`} fill="#2f5a32" />
          <path d={`M${x} ${y - s * 1.1}L${x - s * 0.48} ${y + s * 0.62}H${x - s * 0.1}Z`} fill="#3b6b3a" />
        </g>
      );
    case "bush":
      return (
        <g>
          <ellipse cx={x + 3} cy={y + s * 0.55} rx={s * 1.1} ry={s * 0.35} fill="#2d4220" opacity={0.4} />
          <circle cx={x - s * 0.5} cy={y + s * 0.1} r={s * 0.6} fill="#3f6a30" />
          <circle cx={x + s * 0.5} cy={y + s * 0.1} r={s * 0.6} fill="#3f6a30" />
          <circle cx={x} cy={y - s * 0.2} r={s * 0.7} fill="#4b7a36" />
          {tone > 0.5 ? <circle cx={x + s * 0.2} cy={y - s * 0.3} r={2.5} fill="#c95a4a" /> : null}
        </g>
      );
    case "flowers":
      return (
        <g fill={PETALS[Math.floor(tone * 3)]}>
          <circle cx={x - 6} cy={y} r={2.5} />
          <circle cx={x} cy={y - 5} r={2.5} />
          <circle cx={x + 6} cy={y + 1} r={2.5} />
        </g>
      );
    case "tuft":
      return <path d={`M${x - 6} ${y - 5}L${x - 2} ${y + 2}L${x} ${y - 8}L${x + 2} ${y + 2}L${x + 6} ${y - 5}`} stroke="#3f5f2e" strokeWidth={1.6} fill="none" strokeLinecap="round" strokeLinejoin="round" />;
  }
}

/** The landscape behind the yard. */
export const Landscape = memo(function Landscape({ seed }: { seed: string }) {
  const items = layOut(seed);
  return (
    <svg className="rr-land" aria-hidden="true" focusable="false">
      <defs>
        <pattern id="rr-land" width={TILE_W} height={TILE_H} patternUnits="userSpaceOnUse">
          <rect width={TILE_W} height={TILE_H} fill="#557640" />
          {items.map((item, index) => (
            <ItemArt key={index} item={item} />
          ))}
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill="url(#rr-land)" />
    </svg>
  );
});
