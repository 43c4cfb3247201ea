/** WCAG 2 relative luminance of an sRGB colour given as 0-255 channels. */
function luminance([r, g, b]: [number, number, number]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Contrast ratio of white text on the colour. */
export function contrastWithWhite(rgb: [number, number, number]): number {
  return 1.05 / (luminance(rgb) + 0.05);
}

function parseHex(color: string): [number, number, number] | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!match) return null;
  const hex = match[1]!.length === 3 ? [...match[1]!].map((digit) => digit + digit).join("") : match[1]!;
  return [0, 2, 4].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)) as [number, number, number];
}

const toHex = (rgb: [number, number, number]) => `#${rgb.map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;

/**
 * The catalog's colour for a background behind white text, darkened just enough (same hue) for the
 * text to be readable: WCAG AA asks 4.5:1 for small text. Colours that are not hex pass unchanged.
 */
export function readableBehindWhite(color: string, minimumRatio = 4.5): string {
  const rgb = parseHex(color);
  if (!rgb) return color;
  for (let factor = 1; factor > 0; factor -= 0.02) {
    const darker = rgb.map((channel) => Math.round(channel * factor)) as [number, number, number];
    if (contrastWithWhite(darker) >= minimumRatio) return toHex(darker);
  }
  return "#000000";
}
