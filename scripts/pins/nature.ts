import { FIRST_PINS, pin, series } from "./catalog.ts";
import { band, C, circle, ellipse, eyes, line, path, poly, rays, rect, smile, starPoints, face } from "./style.ts";

/** Petals around a centre, for daisies and sunflowers. */
const petals = (cx: number, cy: number, count: number, dist: number, rx: number, ry: number, fill: string) =>
  Array.from({ length: count }, (_, k) => {
    const a = (360 / count) * k;
    const rad = (a * Math.PI) / 180;
    return ellipse(cx + dist * Math.cos(rad), cy + dist * Math.sin(rad), rx, ry, fill, a);
  }).join("");

/** A rainbow band from its outer edge down to the rainbow's inner hole. */
const arch = (rx: number, ry: number, fill: string) => path(`M${100 - rx} 84A${rx} ${ry} 0 0 1 ${100 + rx} 84H136A36 26 0 0 0 64 84Z`, fill);
const rainbowClouds = circle(30, 78, 15, C.white) + circle(50, 82, 11, C.white) + circle(170, 78, 15, C.white) + circle(150, 82, 11, C.white);

export const NATURE = series(4, [
  pin("SUN-A", "Sunshine", "1x1", "NAT", "sun sunshine sunny summer bright", {
    shape: poly(rays(50, 50, 44, 30, 12), C.orange) + circle(50, 50, 27, C.yellow),
    detail: face(50, 46, 3.4),
  }, FIRST_PINS),
  pin("RAINBOW-A", "Rainbow", "2x1", "NAT", "rainbow colors sky rain arc", {
    shape: arch(86, 70, C.red) + rainbowClouds,
    inner: arch(76, 61, C.orange) + arch(66, 52, C.yellow) + arch(56, 43, C.green) + arch(46, 34, C.blue) + rainbowClouds,
  }, FIRST_PINS),
  pin("TREE-A", "Oak Tree", "1x2", "NAT", "tree oak forest green leaves", {
    shape: path("M42 190L44 120H56L58 190Z", C.brown) + circle(50, 56, 34, C.green) + circle(26, 92, 22, C.green) + circle(74, 92, 22, C.green) + circle(50, 106, 22, C.green),
    merged: true,
    inner: circle(40, 46, 10, C.lime) + circle(64, 72, 7, C.lime) + circle(28, 88, 6, C.lime),
    detail: circle(66, 46, 4, C.red) + circle(36, 76, 4, C.red) + circle(60, 100, 4, C.red) + line("M50 150l-10-10M50 160l10-10", C.brown, 3),
  }, FIRST_PINS),
  pin("MOON-A", "Crescent Moon", "1x1", "NAT", "moon night crescent sleep sky", {
    shape: path("M58 10A40 40 0 1 0 90 70A32 32 0 1 1 58 10Z", C.yellow),
    detail: line("M36 52q4 4 8 0", C.black, 2.4) + circle(36, 62, 3, C.pink) + poly(starPoints(74, 26, 8, 3.5), C.white),
  }),
  pin("CLOUD-A", "Fluffy Cloud", "1x1", "NAT", "cloud sky fluffy weather white", {
    shape: circle(34, 56, 20, C.white) + circle(56, 44, 24, C.white) + circle(74, 60, 16, C.white) + rect(16, 56, 72, 24, 12, C.white),
    merged: true,
    detail: face(50, 58),
  }),
  pin("DAISY-A", "Daisy", "1x1", "NAT", "daisy flower white spring petals", {
    shape: petals(50, 50, 10, 26, 14, 8, C.white) + circle(50, 50, 16, C.yellow),
    detail: face(50, 47, 2.6),
  }),
  pin("TULIP-A", "Tulip", "1x1", "NAT SEA", "tulip flower spring red garden", {
    shape: rect(47, 50, 6, 44, 3, C.green) + ellipse(34, 76, 14, 6, C.green, -40) + ellipse(66, 72, 14, 6, C.green, 40) + path("M26 20L38 30L50 14L62 30L74 20Q80 52 50 58Q20 52 26 20Z", C.red),
    inner: path("M50 14L62 30L56 56Q50 58 44 56L38 30Z", "#ff6b5e"),
  }),
  pin("ROSE-B", "Red Rose", "1x1", "NAT SYM", "rose flower love red romance", {
    shape: rect(47, 56, 6, 38, 3, C.green) + ellipse(34, 78, 13, 6, C.green, -30) + ellipse(66, 72, 13, 6, C.green, 30) + path("M22 30Q20 62 50 64Q80 62 78 30Q66 38 50 36Q34 38 22 30Z", C.red) + circle(50, 30, 20, C.red),
    inner: path("M38 28Q50 10 62 28Q56 40 44 38Z", "#ff6b5e") + path("M44 26Q50 18 56 26Q52 32 46 30Z", C.darkRed),
  }),
  pin("SUNFLOWER-A", "Sunflower", "1x2", "NAT", "sunflower flower yellow summer tall", {
    shape: rect(46, 80, 8, 112, 4, C.green) + ellipse(30, 140, 18, 8, C.green, -30) + ellipse(70, 120, 18, 8, C.green, 30) + petals(50, 52, 14, 30, 14, 7, C.yellow) + circle(50, 52, 20, C.brown),
    inner: circle(50, 52, 13, "#7a4a22"),
    detail: face(50, 48, 2.8),
  }),
  pin("CACTUS-A", "Cactus", "1x1", "NAT", "cactus desert plant prickly", {
    shape: path("M28 72H72L66 92H34Z", C.orange) + rect(38, 14, 24, 60, 12, C.green) + path("M38 52H26Q18 52 18 44V34Q18 28 24 28Q30 28 30 34V42H38Z", C.green) + path("M62 44H70V30Q70 24 76 24Q82 24 82 30V40Q82 50 72 50H62Z", C.green),
    inner: rect(26, 68, 48, 8, 3, C.lightBrown),
    detail: eyes(44, 56, 36, 2.8) + smile(50, 43, 5) + circle(50, 12, 5, C.pink) + line("M46 56v4M54 62v4M24 38h-4M76 34h4", C.darkGreen, 1.6),
  }),
  pin("MUSHROOM-A", "Mushroom", "1x1", "NAT", "mushroom toadstool forest fairy", {
    shape: rect(36, 50, 28, 40, 12, C.cream) + path("M10 56Q10 14 50 12Q90 14 90 56Q70 62 50 60Q30 62 10 56Z", C.red),
    inner: circle(34, 32, 7, C.white) + circle(62, 26, 5, C.white) + circle(72, 46, 6, C.white) + circle(24, 48, 4, C.white) + circle(50, 46, 4, C.white),
    detail: eyes(44, 56, 72, 2.8) + smile(50, 79, 5),
  }),
  pin("MAPLE-LEAF-A", "Maple Leaf", "1x1", "NAT SEA", "maple leaf autumn fall red canada", {
    shape: path("M50 8L58 26L68 20L66 40L84 32L78 46L92 50L72 64L76 72L54 68L52 92H48L46 68L24 72L28 64L8 50L22 46L16 32L34 40L32 20L42 26Z", C.red),
    detail: line("M50 90V32M50 62L30 48M50 62L70 48", C.darkRed, 1.8),
  }),
  pin("PINE-TREE-A", "Pine Tree", "1x2", "NAT", "pine fir tree forest evergreen", {
    shape: rect(42, 160, 16, 30, 3, C.brown) + poly("50,8 76,56 62,56 84,104 66,104 92,160 8,160 34,104 16,104 38,56 24,56", C.darkGreen),
    inner: poly("50,8 60,28 40,28", C.snow),
    detail: line("M40 64l6 10M60 96l-6 10M36 124l8 12M66 130l-6 10", C.green, 2.4),
  }),
  pin("MOUNTAINS-A", "Snowy Mountains", "2x1", "NAT TRA", "mountain peak snow hiking alps", {
    shape: circle(168, 24, 10, C.yellow) + poly("8,88 70,16 110,62 136,34 192,88", C.blue),
    inner: poly("70,16 110,62 84,88 70,88", C.navy) + poly("136,34 192,88 150,88", C.navy) + poly("70,16 84,32 76,38 68,30 58,36 56,32", C.snow) + poly("136,34 150,50 142,54 134,48 126,54 124,46", C.snow),
  }),
  pin("VOLCANO-A", "Volcano", "2x2", "NAT", "volcano lava mountain eruption fire", {
    shape: path("M64 36Q80 10 100 26Q116 6 134 30Q150 26 148 46H56Q50 34 64 36Z", C.lightGrey) + poly("80,70 120,70 184,180 16,180", C.brown) + path("M78 62H122L126 74H74Z", C.brown),
    inner: path("M80 70H120L132 92Q122 104 114 94Q108 120 100 100Q92 116 86 94Q78 104 68 92Z", C.orange) + poly("40,140 160,140 184,180 16,180", C.lightBrown),
    detail: circle(88, 58, 5, C.orange) + circle(112, 52, 4, C.red) + circle(100, 44, 3, C.yellow),
  }),
  pin("WAVE-A", "Ocean Wave", "1x1", "NAT TRA", "wave ocean sea surf water", {
    shape: path("M8 88V62Q16 30 44 20Q72 12 86 30Q92 40 84 46Q74 34 60 40Q50 46 56 58Q62 66 76 62Q86 74 92 88Z", C.blue),
    inner: path("M8 88V74Q24 64 40 70Q58 78 76 72Q86 80 92 88Z", C.sky) + path("M60 40Q74 34 84 46Q76 42 68 46Q60 50 62 56Q52 52 60 40Z", C.white),
  }),
  pin("RAINDROP-A", "Raindrop", "1x1", "NAT", "rain raindrop water drop weather", {
    shape: path("M50 8Q62 30 76 50Q86 70 74 84Q62 94 50 94Q38 94 26 84Q14 70 24 50Q38 30 50 8Z", C.sky),
    inner: path("M34 56Q40 40 48 28Q42 46 40 60Z", C.white),
    detail: face(52, 64),
  }),
  pin("SNOWFLAKE-A", "Snowflake", "1x1", "NAT SEA", "snowflake snow winter cold ice", {
    shape: [0, 60, 120].map((a) => rect(45, 8, 10, 84, 5, C.sky, a)).join("") + circle(50, 50, 12, C.sky),
    inner: circle(50, 50, 6, C.white),
    detail: [0, 60, 120, 180, 240, 300].map((a) => `<g transform="rotate(${a} 50 50)">${line("M50 22l-8-7M50 22l8-7M50 34l-6-6M50 34l6-6", C.white, 2.4)}</g>`).join(""),
  }),
  pin("LIGHTNING-A", "Lightning Bolt", "1x1", "NAT SYM", "lightning bolt storm thunder energy", {
    shape: poly("58,6 18,56 46,56 36,94 84,38 54,38 68,6", C.yellow),
    inner: poly("58,6 68,6 54,38 46,38", "#fff2a0"),
  }),
  pin("CLOVER-A", "Lucky Clover", "1x1", "NAT SYM", "clover shamrock luck irish green", {
    shape: rect(46, 52, 7, 42, 3.5, C.darkGreen, -12) + [0, 90, 180, 270].map((a) => `<g transform="rotate(${a} 50 46)">${path("M50 46Q30 40 30 26Q30 14 42 16Q50 18 50 28Q50 18 58 16Q70 14 70 26Q70 40 50 46Z", C.green)}</g>`).join(""),
    inner: circle(50, 46, 5, C.lime),
  }),
  pin("ACORN-A", "Acorn", "1x1", "NAT SEA", "acorn oak nut autumn squirrel", {
    shape: rect(47, 8, 6, 16, 3, C.brown) + path("M22 48Q28 80 50 92Q72 80 78 48Z", C.lightBrown) + path("M16 44Q16 20 50 20Q84 20 84 44Q84 52 76 52H24Q16 52 16 44Z", C.brown),
    detail: line("M28 30h44M20 40h60", "#7a4a22", 2) + eyes(42, 58, 66, 3) + smile(50, 74, 6),
  }),
  pin("PALM-TREE-A", "Palm Tree", "1x2", "NAT TRA", "palm tree beach tropical island", {
    shape: path("M46 60Q40 130 30 186H50Q58 130 56 60Z", C.lightBrown) + path("M50 56Q30 30 8 44Q26 28 50 48Z", C.green) + path("M50 56Q70 30 92 44Q74 28 50 48Z", C.green) + path("M50 52Q40 14 20 14Q44 6 54 48Z", C.green) + path("M50 52Q64 14 84 16Q58 8 46 48Z", C.green) + path("M52 56Q24 58 12 82Q30 54 50 50Z", C.green) + path("M48 56Q76 58 88 82Q70 54 50 50Z", C.green) + ellipse(50, 188, 40, 6, C.tan),
    inner: circle(44, 62, 7, C.brown) + circle(56, 62, 7, C.brown),
    detail: line("M46 90h10M44 110h10M42 130h10M40 150h10M38 170h10", C.brown, 2),
  }),
  pin("SEASHELL-A", "Seashell", "1x1", "NAT TRA", "seashell shell beach ocean scallop", {
    shape: rect(36, 74, 28, 16, 4, C.pink) + path("M50 80L14 50Q10 30 26 22Q38 10 50 12Q62 10 74 22Q90 30 86 50Z", C.lightPink),
    detail: line("M50 80L50 14M50 80L32 18M50 80L68 18M50 80L18 34M50 80L82 34", C.pink, 2.4),
  }),
  pin("CRYSTAL-B", "Crystal", "1x1", "NAT OBJ", "crystal gem quartz magic purple", {
    shape: poly("30,40 42,12 56,40 56,92 30,92", C.purple) + poly("54,50 66,28 78,50 78,92 54,92", C.lilac) + poly("14,62 22,46 32,62 32,92 14,92", C.lilac),
    inner: poly("42,12 56,40 44,40", C.lilac) + poly("66,28 78,50 68,50", C.white),
  }),
  pin("PLANET-A", "Ringed Planet", "2x2", "NAT", "planet saturn space ring stars", {
    shape: ellipse(100, 108, 92, 28, C.orange, -16) + circle(100, 100, 54, C.purple) + poly(starPoints(34, 36, 16, 7), C.yellow) + poly(starPoints(168, 170, 13, 6), C.yellow),
    inner: band(100, 100, 54, 58, 72, C.lilac) + band(100, 100, 54, 120, 134, C.lilac) + `<g transform="rotate(-16 100 108)">${path("M8 108A92 28 0 0 0 192 108H160A60 14 0 0 1 40 108Z", C.orange)}</g>`,
    detail: face(100, 90, 5),
  }),
  pin("SHOOTING-STAR-A", "Shooting Star", "2x1", "NAT SYM", "shooting star wish night sky comet", {
    shape: path("M20 40Q80 30 130 44L128 64Q80 58 24 60Q12 52 20 40Z", C.sky) + poly(starPoints(150, 52, 40, 18), C.yellow),
    inner: path("M40 46Q90 40 128 50L128 58Q90 54 44 54Z", C.white),
    detail: face(150, 50, 3),
  }),
]);
