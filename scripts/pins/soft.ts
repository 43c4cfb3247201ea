/**
 * Soft edges and grain for the pinboards' art (boards.ts), drawn the way librsvg rasterises fast.
 *
 * The server renders a board at 2400x1600 (api/pins/pinImages.ts). There a feGaussianBlur costs about
 * a second per blurred group (the group's whole box, in linear RGB) and feTurbulence over the whole
 * board four seconds. So the art draws what those filters drew, with plain fills:
 * - a blurred circle or ellipse is one radial gradient with the blurred profile; another blurred
 *   shape a stack of nested copies whose opacities rise in even steps along the Gaussian's profile
 *   across its edge, opaque in the middle (in 8-bit compositing, a stack of faint copies drifts, so
 *   a translucent shape's stack goes in a group with the shape's opacity);
 * - librsvg clips a blur's input to the canvas, so a blurred group fades towards the board's edges:
 *   bands of the backdrop's own paint over those edges redo that fade;
 * - grain is feTurbulence in one small tile that a <pattern> repeats.
 */

const r1 = (n: number) => Math.round(n * 10) / 10;
const r3 = (n: number) => Math.round(n * 1000) / 1000;

/** Abramowitz-Stegun 7.1.26; plenty for opacities. */
function erf(x: number): number {
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return x >= 0 ? y : -y;
}
const phi = (x: number) => 0.5 * (1 + erf(x / Math.SQRT2));

/** What a blur of `sd` leaves of a body `thickness` across at `e` outside its edge (inside: negative). */
const slab = (e: number, thickness: number, sd: number) => phi(-e / sd) - phi(-(e + thickness) / sd);

/** One copy of a soft shape: its edge moved `offset` outwards, drawn at `opacity`. */
export interface Level {
  offset: number;
  opacity: number;
}

/**
 * `count` nested copies of a shape `thickness` across (its narrow side) at `alpha`, blurred by `sd`:
 * the outermost first. Where k copies overlap the stack's opacity is k/count of the blurred peak,
 * and each copy's edge sits where the blur crosses the middle of its step.
 */
export function levels(alpha: number, thickness: number, sd: number, count: number): Level[] {
  const middle = Math.max(-thickness / 2, -8 * sd);
  const peak = slab(middle, thickness, sd);
  const out: Level[] = [];
  let below = 0;
  for (let k = 1; k <= count; k++) {
    const target = (peak * (k - 0.5)) / count;
    let [lo, hi] = [middle, 8 * sd];
    for (let i = 0; i < 40; i++) {
      const mid = (lo + hi) / 2;
      if (slab(mid, thickness, sd) > target) lo = mid;
      else hi = mid;
    }
    const reached = (alpha * peak * k) / count;
    out.push({ offset: (lo + hi) / 2, opacity: (reached - below) / (1 - below) });
    below = reached;
  }
  return out;
}

/** Content at `alpha`, in one group: a stack of soft copies composited once. */
export const translucent = (alpha: number, content: string) => (alpha === 1 ? content : `<g opacity="${r3(alpha)}">${content}</g>`);

/** A blurred opaque rectangle as nested rectangles, rounded as they grow. */
export function softRect(x: number, y: number, width: number, height: number, fill: string, sd: number, count: number): string {
  return levels(1, Math.min(width, height), sd, count)
    .map(({ offset: e, opacity }) => `<rect x="${r1(x - e)}" y="${r1(y - e)}" width="${r1(width + 2 * e)}" height="${r1(height + 2 * e)}"${e > 0 ? ` rx="${r1(e)}"` : ""} fill="${fill}" fill-opacity="${r3(opacity)}"/>`)
    .join("");
}

/** A convex polygon's edges each moved `e` outwards. */
function offsetPolygon(points: [number, number][], e: number): [number, number][] {
  const area = points.reduce((sum, [x, y], k) => {
    const [nx, ny] = points[(k + 1) % points.length]!;
    return sum + x * ny - nx * y;
  }, 0);
  const side = area > 0 ? 1 : -1;
  // Each edge as a line n.p = c with n its outward unit normal, pushed out by e.
  const lines = points.map(([x, y], k) => {
    const [nx, ny] = points[(k + 1) % points.length]!;
    const len = Math.hypot(nx - x, ny - y);
    const n: [number, number] = [(side * (ny - y)) / len, (side * -(nx - x)) / len];
    return { n, c: n[0] * x + n[1] * y + e };
  });
  return lines.map((line, k) => {
    const prev = lines[(k + lines.length - 1) % lines.length]!;
    const det = prev.n[0] * line.n[1] - prev.n[1] * line.n[0];
    return [(prev.c * line.n[1] - prev.n[1] * line.c) / det, (prev.n[0] * line.c - prev.c * line.n[0]) / det];
  });
}

/** A blurred opaque convex polygon as nested polygons. */
export function softPolygon(points: [number, number][], thickness: number, fill: string, sd: number, count: number): string {
  return levels(1, thickness, sd, count)
    .map(({ offset, opacity }) => `<polygon points="${offsetPolygon(points, offset).map(([x, y]) => `${r1(x)},${r1(y)}`).join(" ")}" fill="${fill}" fill-opacity="${r3(opacity)}"/>`)
    .join("");
}

/** A curve as points, and the unit normal on its left (up for a curve drawn left to right) at each. */
export type Curve = { at: [number, number]; normal: [number, number] }[];

/** Quadratic Bézier segments from `start`, each [control, end], sampled `steps` times each. */
export function quadCurve(start: [number, number], segments: [[number, number], [number, number]][], steps: number): Curve {
  const out: Curve = [];
  let from = start;
  for (const [[cx, cy], [ex, ey]] of segments) {
    for (let k = out.length === 0 ? 0 : 1; k <= steps; k++) {
      const t = k / steps;
      const at: [number, number] = [(1 - t) ** 2 * from[0] + 2 * t * (1 - t) * cx + t * t * ex, (1 - t) ** 2 * from[1] + 2 * t * (1 - t) * cy + t * t * ey];
      const [dx, dy] = [2 * (1 - t) * (cx - from[0]) + 2 * t * (ex - cx), 2 * (1 - t) * (cy - from[1]) + 2 * t * (ey - cy)];
      const len = Math.hypot(dx, dy);
      out.push({ at, normal: [dy / len, -dx / len] });
    }
    from = [ex, ey];
  }
  return out;
}

/**
 * A blurred opaque band under a curve (a hill): everything below `curve` down past `bottom`, from `left` to
 * `right`, as nested copies with the curve moved along its normals.
 */
export function softBelow(curve: Curve, left: number, right: number, bottom: number, fill: string, sd: number, count: number): string {
  return levels(1, Infinity, sd, count)
    .map(({ offset, opacity }) => {
      const points = curve.map(({ at: [x, y], normal: [nx, ny] }) => `${r1(x + nx * offset)} ${r1(y + ny * offset)}`);
      return `<path d="M${left} ${points[0]!.split(" ")[1]}L${points.join("L")}L${right} ${points.at(-1)!.split(" ")[1]}V${bottom}H${left}Z" fill="${fill}" fill-opacity="${r3(opacity)}"/>`;
    })
    .join("");
}

/** Of a disc of radius r blurred by sd, what is left at distance rho from its centre. */
function blurredDisc(r: number, sd: number, rho: number): number {
  const steps = 300;
  const reach = 7 * sd;
  let sum = 0;
  for (let k = 0; k < steps; k++) {
    const s = ((k + 0.5) * reach) / steps;
    const weight = ((s / (sd * sd)) * Math.exp((-s * s) / (2 * sd * sd)) * reach) / steps;
    // The share of the circle of radius s around the point that lies in the disc.
    const cos = rho === 0 ? (s <= r ? -1 : 1) : (rho * rho + s * s - r * r) / (2 * rho * s);
    sum += (weight * Math.acos(Math.max(-1, Math.min(1, cos)))) / Math.PI;
  }
  return sum;
}

/**
 * Blurred circles and ellipses, each one radial gradient with a blurred disc's profile: a single
 * fill, where nested copies of a faint colour would drift in 8-bit compositing. A gradient's rings
 * are all one shape, so an ellipse is a blurred disc stretched: the one of the same area and the
 * same spread along each axis (variance: a²/4 for an ellipse's semi-axis a, plus sd² for the blur)
 * as the blurred ellipse. Gradients are shared by shapes of one profile and colour; `defs()` gives
 * those used.
 */
export function softRound(prefix: string, sd: number) {
  const gradients = new Map<string, string>();
  const STOPS = 16;
  const gradient = (radius: number, blur: number, fill: string): [string, number] => {
    const reach = radius + 3 * blur;
    const key = `${r1(radius)} ${r3(blur)} ${fill}`;
    let def = gradients.get(key);
    if (!def) {
      const stops = Array.from({ length: STOPS + 1 }, (_, k) => {
        const opacity = k === STOPS ? 0 : blurredDisc(radius, blur, (reach * k) / STOPS);
        return `<stop offset="${r3(k / STOPS)}" stop-color="${fill}" stop-opacity="${r3(opacity)}"/>`;
      });
      def = `<radialGradient id="${prefix}${gradients.size}">${stops.join("")}</radialGradient>`;
      gradients.set(key, def);
    }
    return [def.match(/id="([^"]+)"/)![1]!, reach / radius];
  };
  const paint = (id: string, alpha: number) => `fill="url(#${id})"${alpha === 1 ? "" : ` fill-opacity="${r3(alpha)}"`}`;
  return {
    circle(cx: number, cy: number, r: number, fill: string, alpha: number): string {
      const [id, grow] = gradient(r, sd, fill);
      return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r * grow)}" ${paint(id, alpha)}/>`;
    },
    /** `extra` is added to the ellipse (a transform). */
    ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, alpha: number, extra = ""): string {
      const [vx, vy] = [(rx * rx) / 4 + sd * sd, (ry * ry) / 4 + sd * sd];
      const stretch = Math.sqrt(vx / vy);
      const [a, b] = [Math.sqrt(rx * ry * stretch), Math.sqrt((rx * ry) / stretch)];
      const radius = Math.sqrt(rx * ry);
      // Along x the disc's blur, stretched by a / radius, gives the rest of the spread.
      const [id, grow] = gradient(radius, (Math.sqrt(vx - (a * a) / 4) * radius) / a, fill);
      return `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(a * grow)}" ry="${r1(b * grow)}" ${paint(id, alpha)}${extra}/>`;
    },
    defs: () => [...gradients.values()].join(""),
  };
}

/**
 * How far librsvg's blur, clipped to the canvas, still reaches at a distance from the canvas's edge
 * (in standard deviations, every quarter): measured on its box-blur at 2400x1600.
 */
const CANVAS_EDGE = [0.32, 0.44, 0.565, 0.695, 0.815, 0.885, 0.935, 0.97, 0.985, 0.996, 1];

/**
 * Bands of `paint` (the backdrop under a blurred group, in user space) along the four edges of a
 * `width` x `height` canvas, drawn right after the group: they fade it towards the edges as far as
 * librsvg's blur of `sd` did. Where two bands cross (the corners) the fades multiply, as the blur's.
 */
export function canvasEdgeFade(width: number, height: number, paint: string, sd: number, bands: number): string {
  const depth = (CANVAS_EDGE.length - 1) * 0.25 * sd;
  const step = depth / bands;
  const out: string[] = [];
  for (let k = 0; k < bands; k++) {
    const at = ((k + 0.5) * step) / sd / 0.25;
    const i = Math.floor(at);
    const left = 1 - (CANVAS_EDGE[i]! + (CANVAS_EDGE[i + 1]! - CANVAS_EDGE[i]!) * (at - i));
    const o = r3(left);
    if (o <= 0) continue;
    const [a, b] = [r1(k * step), r1(step)];
    const attrs = `fill="${paint}" fill-opacity="${o}"`;
    out.push(
      `<rect x="${a}" width="${b}" height="${height}" ${attrs}/><rect x="${r1(width - (k + 1) * step)}" width="${b}" height="${height}" ${attrs}/>` +
        `<rect y="${a}" width="${width}" height="${b}" ${attrs}/><rect y="${r1(height - (k + 1) * step)}" width="${width}" height="${b}" ${attrs}/>`,
    );
  }
  return out.join("");
}

/**
 * A noise filter drawn once in a `width` x `height` tile that a pattern `id` repeats (librsvg draws
 * a pattern's tile once per fill); `filter` is the filter's content. Paint with fill="url(#id)".
 * The tiles' edges do not quite meet (librsvg 2.63 leaves stitchTiles out), so a tile is for grain
 * too faint or too fine for that to show, or its edges go under a line of the art.
 */
export function noiseTile(id: string, width: number, height: number, filter: string): string {
  return (
    `<filter id="${id}-n" x="0" y="0" width="100%" height="100%">${filter}</filter>` +
    `<pattern id="${id}" width="${width}" height="${height}" patternUnits="userSpaceOnUse"><rect width="${width}" height="${height}" filter="url(#${id}-n)"/></pattern>`
  );
}
