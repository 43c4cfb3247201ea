/**
 * The scene kit's props, each drawn standing on its base at 0,0 (up is negative y) in the city's
 * palette: facades with windows, market stalls, cafe tables, planters, lamp posts, benches,
 * crates, trees, boats, fountains and passers-by. Lit windows and lamps glow at dusk and night.
 */
import type { Palette, SceneLight } from "../cities.ts";
import type { PropType } from "../layouts.ts";

export interface PropArtProps {
  type: PropType;
  palette: Palette;
  light: SceneLight;
  /** Which of the palette's colours to start from, so neighbours differ. */
  variant: number;
}

const INK = "#3a3330";
const pick = (list: readonly string[], index: number) => list[index % list.length]!;

function Facade({ palette, light, variant }: Omit<PropArtProps, "type">) {
  const wall = pick(palette.walls, variant);
  const glass = light === "day" ? "#9cc4dc" : "#ffd77a";
  const windows = [];
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 2; col++) {
      const x = -58 + col * 72;
      const y = -250 + row * 76;
      windows.push(
        <g key={`${row}-${col}`}>
          <rect x={x} y={y} width="44" height="52" rx="3" fill={glass} stroke={INK} strokeWidth="3" />
          <path d={`M${x + 22} ${y}v52M${x} ${y + 24}h44`} stroke={INK} strokeWidth="2" />
          <rect x={x - 5} y={y + 52} width="54" height="7" fill="#fffaf0" stroke={INK} strokeWidth="2" />
        </g>,
      );
    }
  }
  return (
    <g>
      <rect x="-80" y="-280" width="160" height="280" fill={wall} stroke={INK} strokeWidth="3" />
      <rect x="-86" y="-292" width="172" height="14" fill="#fffaf0" stroke={INK} strokeWidth="3" />
      {windows}
      <path d="M-22 0v-56a22 22 0 0 1 44 0v56z" fill={pick(palette.accents, variant + 1)} stroke={INK} strokeWidth="3" />
    </g>
  );
}

function Stall({ palette, variant }: Omit<PropArtProps, "type" | "light">) {
  const stripe = pick(palette.accents, variant);
  const stripes = Array.from({ length: 6 }, (_, index) => (
    <path key={index} d={`M${-110 + index * 37} -170h37v30q-18 14-37 0z`} fill={index % 2 ? "#fffaf0" : stripe} stroke={INK} strokeWidth="2.5" />
  ));
  return (
    <g>
      <path d="M-100 0v-170M100 0v-170" stroke="#7a5c3e" strokeWidth="9" />
      <path d="M-112-170l20-26h184l20 26z" fill={stripe} stroke={INK} strokeWidth="3" />
      {stripes}
      <rect x="-108" y="-82" width="216" height="82" fill="#b07d4f" stroke={INK} strokeWidth="3" />
      <path d="M-108-56h216M-108-28h216" stroke="#8a5f39" strokeWidth="3" />
      <rect x="-116" y="-90" width="232" height="12" fill="#d9a86c" stroke={INK} strokeWidth="3" />
      {[-40, -10, 20].map((x, index) => (
        <circle key={x} cx={x} cy="-96" r="8" fill={pick(palette.accents, variant + index + 1)} stroke={INK} strokeWidth="2" />
      ))}
    </g>
  );
}

function Table({ palette, variant }: Omit<PropArtProps, "type" | "light">) {
  return (
    <g>
      <path d="M-80 0v-40h28v40M-80-40v-40" fill="none" stroke="#5b4636" strokeWidth="6" />
      <path d="M80 0v-40h-28v40M80-40v-40" fill="none" stroke="#5b4636" strokeWidth="6" />
      <path d="M0-60v60M-20 0h40" stroke="#5b4636" strokeWidth="7" />
      <ellipse cx="0" cy="-62" rx="56" ry="10" fill={pick(palette.accents, variant)} stroke={INK} strokeWidth="3" />
    </g>
  );
}

function Planter({ palette, variant }: Omit<PropArtProps, "type" | "light">) {
  return (
    <g>
      <circle cx="-36" cy="-62" r="30" fill="#4f8a3c" stroke={INK} strokeWidth="3" />
      <circle cx="4" cy="-76" r="34" fill="#5c9e45" stroke={INK} strokeWidth="3" />
      <circle cx="40" cy="-60" r="28" fill="#4f8a3c" stroke={INK} strokeWidth="3" />
      {[-40, -6, 30, 8].map((x, index) => (
        <circle key={index} cx={x} cy={-70 - (index % 2) * 16} r="6" fill={pick(palette.accents, variant + index)} />
      ))}
      <path d="M-64-46h128l-10 46h-108z" fill="#b5651d" stroke={INK} strokeWidth="3" />
    </g>
  );
}

function Lamp({ light }: { light: SceneLight }) {
  const glow = light === "day" ? "#fff3c4" : "#ffd24a";
  return (
    <g>
      {light === "day" ? null : <circle cx="0" cy="-262" r="40" fill="#ffd24a" opacity="0.35" />}
      <path d="M-6 0v-250h12v250z" fill="#2f3b45" stroke={INK} strokeWidth="2" />
      <path d="M-16 0h32l-4-20h-24z" fill="#2f3b45" />
      <path d="M0-230q30 0 36 16" fill="none" stroke="#2f3b45" strokeWidth="5" />
      <path d="M-14-250h28l6-22h-40z" fill={glow} stroke={INK} strokeWidth="3" />
      <path d="M-16-272h32l-16-12z" fill="#2f3b45" />
    </g>
  );
}

function Bench() {
  return (
    <g>
      <path d="M-76 0v-40M76 0v-40M-70-40v-42M70-40v-42" stroke="#3d3d3d" strokeWidth="6" />
      <rect x="-86" y="-48" width="172" height="10" rx="3" fill="#a0704a" stroke={INK} strokeWidth="2.5" />
      <rect x="-86" y="-88" width="172" height="10" rx="3" fill="#a0704a" stroke={INK} strokeWidth="2.5" />
      <rect x="-86" y="-72" width="172" height="10" rx="3" fill="#a0704a" stroke={INK} strokeWidth="2.5" />
    </g>
  );
}

function Crates({ palette, variant }: Omit<PropArtProps, "type" | "light">) {
  const crate = (x: number, y: number, key: string) => (
    <g key={key}>
      <rect x={x} y={y} width="70" height="52" fill="#c79a5b" stroke={INK} strokeWidth="3" />
      <path d={`M${x} ${y + 17}h70M${x} ${y + 34}h70`} stroke="#9b7340" strokeWidth="3" />
    </g>
  );
  return (
    <g>
      {crate(-74, -52, "a")}
      {crate(4, -52, "b")}
      {crate(-35, -104, "c")}
      {[-20, 0, 20].map((x, index) => (
        <circle key={x} cx={x} cy="-108" r="9" fill={pick(palette.accents, variant + index)} stroke={INK} strokeWidth="2" />
      ))}
    </g>
  );
}

function Tree({ palette, variant }: Omit<PropArtProps, "type" | "light">) {
  return (
    <g>
      <path d="M-14 0q6-80 0-160h28q-6 80 0 160z" fill="#7a5230" stroke={INK} strokeWidth="3" />
      <circle cx="-50" cy="-190" r="56" fill="#3f7d3a" stroke={INK} strokeWidth="3" />
      <circle cx="46" cy="-196" r="58" fill="#4a8c41" stroke={INK} strokeWidth="3" />
      <circle cx="0" cy="-240" r="62" fill="#56a04a" stroke={INK} strokeWidth="3" />
      {[[-60, -210], [30, -250], [60, -180]].map(([x, y], index) => (
        <circle key={index} cx={x} cy={y} r="7" fill={pick(palette.accents, variant + index)} opacity="0.9" />
      ))}
    </g>
  );
}

function Boat({ palette, variant }: Omit<PropArtProps, "type" | "light">) {
  return (
    <g>
      <path d="M-20-40v-120l70 110z" fill="#fffaf0" stroke={INK} strokeWidth="3" />
      <path d="M-24-40v-130" stroke="#5b4636" strokeWidth="5" />
      <path d="M-120-44h240l-34 44h-172z" fill={pick(palette.accents, variant)} stroke={INK} strokeWidth="3" />
      <path d="M-112-32h224" stroke="#fffaf0" strokeWidth="5" />
      <path d="M-130 6q20-8 40 0t40 0 40 0 40 0 40 0 40 0" fill="none" stroke="#e8f4fa" strokeWidth="3" opacity="0.8" />
    </g>
  );
}

function Fountain({ palette }: Omit<PropArtProps, "type" | "light" | "variant">) {
  return (
    <g>
      <path d="M-10-60v-70h20v70z" fill="#d8d2c4" stroke={INK} strokeWidth="3" />
      <path d="M-46-130h92q-12 20-46 20t-46-20z" fill="#d8d2c4" stroke={INK} strokeWidth="3" />
      <path d="M0-130q-30-40-50 0M0-130q30-40 50 0" fill="none" stroke="#bfe6f5" strokeWidth="5" />
      <ellipse cx="0" cy="-60" rx="118" ry="12" fill={palette.water} stroke={INK} strokeWidth="3" />
      <path d="M-120-60h240v60h-240z" fill="#d8d2c4" stroke={INK} strokeWidth="3" />
      <path d="M-120-40h240" stroke="#b9b2a2" strokeWidth="3" />
    </g>
  );
}

function Person({ palette, variant }: Omit<PropArtProps, "type" | "light">) {
  return (
    <g>
      <path d="M-14 0v-70M14 0v-70" stroke="#36404a" strokeWidth="12" strokeLinecap="round" />
      <path d="M-26-66l6-74h40l6 74z" fill={pick(palette.accents, variant + 2)} stroke={INK} strokeWidth="3" />
      <path d="M-22-130l-20 60M22-130l16 56" stroke={pick(palette.accents, variant + 2)} strokeWidth="12" strokeLinecap="round" />
      <circle cx="0" cy="-160" r="20" fill="#e0ac69" stroke={INK} strokeWidth="3" />
      <path d="M-20-164q0-22 20-22t20 22q-10-8-20-8t-20 8z" fill="#4a3426" />
    </g>
  );
}

export function PropArt({ type, palette, light, variant }: PropArtProps) {
  switch (type) {
    case "facade":
      return <Facade palette={palette} light={light} variant={variant} />;
    case "stall":
      return <Stall palette={palette} variant={variant} />;
    case "table":
      return <Table palette={palette} variant={variant} />;
    case "planter":
      return <Planter palette={palette} variant={variant} />;
    case "lamp":
      return <Lamp light={light} />;
    case "bench":
      return <Bench />;
    case "crates":
      return <Crates palette={palette} variant={variant} />;
    case "tree":
      return <Tree palette={palette} variant={variant} />;
    case "boat":
      return <Boat palette={palette} variant={variant} />;
    case "fountain":
      return <Fountain palette={palette} />;
    case "person":
      return <Person palette={palette} variant={variant} />;
  }
}
