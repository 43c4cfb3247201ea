/**
 * A picture as a standalone SVG document: finished (every cell in its colour, as the win shows
 * it) or as a map with one flat colour per region (region i is rgb(i >> 8, i & 255, 77)), which
 * tests render to check what really shows where.
 */
import { linePathOf, pathOf, SIZE, type Picture } from "./kit.ts";

export type SvgMode = "finished" | "regionMap";

export function regionMapColour(index: number): [number, number, number] {
  return [index >> 8, index & 255, 77];
}

export function pictureSvg(picture: Picture, mode: SvgMode, pixels = 500): string {
  const map = mode === "regionMap";
  const regions = picture.regions
    .map((region, index) => {
      const fill = map ? `rgb(${regionMapColour(index).join(",")})` : picture.palette[region.colour]!.hex;
      const edge = map ? "" : ` stroke="${fill}" stroke-width="0.15"`;
      return `<path d="${pathOf(region.shape)}" fill="${fill}"${edge}/>`;
    })
    .join("");
  const lines = map ? "" : picture.lines.map((line) => `<path d="${linePathOf(line)}" fill="none" stroke="#3b2f3a" stroke-width="${line.width}" stroke-linecap="round"/>`).join("");
  // A region map must not blend neighbours at their edges.
  const crisp = map ? ' shape-rendering="crispEdges"' : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 ${SIZE} ${SIZE}"${crisp}><rect width="${SIZE}" height="${SIZE}" fill="${map ? "rgb(255,255,255)" : "#ffffff"}"/>${regions}${lines}</svg>`;
}
