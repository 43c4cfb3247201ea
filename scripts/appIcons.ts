/**
 * Playden's app icons, drawn here in SVG and rendered to PNG at every size an installed web app
 * asks for (the manifest's icons, the Apple touch icon). The client's service-worker build calls
 * `renderAppIcons` (client/offline/vite.config.ts); `npx tsx scripts/appIcons.ts <dir>` writes
 * them to a folder to look at.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

/** The portal's colours (client/styles.css: --brand, --accent). */
export const BRAND = "#23395b";
export const ACCENT = "#ffc94a";

/** The sizes of the "any" icons: Android's launcher densities, Windows' tiles, Lighthouse's 192 and 512. */
export const ICON_SIZES = [48, 72, 96, 128, 144, 152, 192, 256, 384, 512] as const;
/** Maskable icons (the launcher crops them to its own shape): their art keeps to the inner 80%. */
export const MASKABLE_SIZES = [192, 512] as const;

export interface AppIcon {
  /** Where it lands in the client's build, e.g. "icons/icon-192.png". */
  fileName: string;
  size: number;
  purpose: "any" | "maskable";
  png: Buffer;
}

/** A five-pointed star around (cx, cy): outer radius r, inner radius r * 0.45, one point up. */
function starPath(cx: number, cy: number, r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return `M${points.join("L")}Z`;
}

/**
 * The art on a 512 grid: a navy tile, a fanned pair of playing cards (a heart and a spade) and the
 * portal's gold star in front. A maskable icon fills the whole square with the tile's colour and
 * draws the art smaller, inside the safe zone a launcher's mask never cuts.
 */
export function appIconSvg(purpose: "any" | "maskable"): string {
  const maskable = purpose === "maskable";
  // The safe zone of a maskable icon is a circle of 40% radius: the art is scaled into it.
  const art = maskable ? "translate(76.8 76.8) scale(0.7)" : "";
  const tile = maskable
    ? `<rect width="512" height="512" fill="url(#bg)"/>`
    : `<rect x="16" y="16" width="480" height="480" rx="112" fill="url(#bg)"/>
       <rect x="16" y="16" width="480" height="480" rx="112" fill="none" stroke="#ffffff" stroke-opacity="0.12" stroke-width="6"/>`;
  const card = (rotate: number, x: number, suit: string, colour: string) => `
    <g transform="rotate(${rotate} 256 300)">
      <rect x="${x}" y="118" width="168" height="236" rx="20" fill="#fdfaf2" stroke="#c9c2b0" stroke-width="3"/>
      <text x="${x + 22}" y="170" font-family="Georgia, 'DejaVu Serif', serif" font-size="46" font-weight="700" fill="${colour}">A</text>
      <path d="${suit}" transform="translate(${x + 22} 184) scale(1.3)" fill="${colour}"/>
    </g>`;
  const heart = "M16 28C6 20 0 14 0 8a8 8 0 0 1 16-3 8 8 0 0 1 16 3c0 6-6 12-16 20z";
  const spade = "M16 0C8 10 0 15 0 21a7 7 0 0 0 13 3l-3 8h12l-3-8a7 7 0 0 0 13-3C32 15 24 10 16 0z";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#3f6ea8"/>
      <stop offset="0.6" stop-color="${BRAND}"/>
      <stop offset="1" stop-color="#2a2560"/>
    </linearGradient>
    <radialGradient id="gold" cx="0.4" cy="0.35" r="0.7">
      <stop offset="0" stop-color="#fff1b8"/>
      <stop offset="0.45" stop-color="${ACCENT}"/>
      <stop offset="1" stop-color="#e09a1a"/>
    </radialGradient>
  </defs>
  ${tile}
  <g transform="${art}">
    ${card(-14, 120, spade, "#1d2433")}
    ${card(12, 224, heart, "#c8323c")}
    <path d="${starPath(256, 318, 132)}" fill="#1b2a44" fill-opacity="0.35" transform="translate(6 10)"/>
    <path d="${starPath(256, 318, 132)}" fill="url(#gold)" stroke="#b8740e" stroke-width="6" stroke-linejoin="round"/>
    <path d="${starPath(236, 300, 34)}" fill="#ffffff" fill-opacity="0.55"/>
  </g>
</svg>`;
}

/** Every icon, rendered from the one drawing at its own size (not scaled from another PNG). */
export async function renderAppIcons(): Promise<AppIcon[]> {
  const wanted: Array<{ size: number; purpose: "any" | "maskable"; fileName: string }> = [
    ...ICON_SIZES.map((size) => ({ size, purpose: "any" as const, fileName: `icons/icon-${size}.png` })),
    ...MASKABLE_SIZES.map((size) => ({ size, purpose: "maskable" as const, fileName: `icons/maskable-${size}.png` })),
    // iOS ignores the manifest's icons: it takes <link rel="apple-touch-icon">, opaque, 180 pixels.
    { size: 180, purpose: "maskable" as const, fileName: "icons/apple-touch-icon.png" },
  ];
  return Promise.all(
    wanted.map(async ({ size, purpose, fileName }) => {
      // Rendered at the target density, so small sizes are drawn sharp rather than shrunk.
      const png = await sharp(Buffer.from(appIconSvg(purpose)), { density: Math.max(1, (72 * size) / 512) })
        .resize(size, size)
        .png({ compressionLevel: 9 })
        .toBuffer();
      return { fileName, size, purpose, png };
    }),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(process.argv[2] ?? "dist/icons-preview");
  for (const icon of await renderAppIcons()) {
    const file = path.join(dir, icon.fileName);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, icon.png);
  }
  console.log(`App icons written to ${dir}.`);
}
