import { FIRST_PINS, pin, series } from "./catalog.ts";
import { band, C, cheeks, circle, ellipse, eyes, holed, line, path, poly, polyD, rays, rect, smile, starPoints } from "./style.ts";

/** Round string lights and ornaments hang from a small cap. */
const cap = (cx: number, top: number) => rect(cx - 8, top, 16, 10, 2, C.yellow);

export const SEASONAL = series(9, [
  pin("PUMPKIN-A", "Pumpkin", "1x1", "SEA FOO", "pumpkin halloween autumn orange harvest", {
    shape: rect(45, 8, 10, 20, 3, C.darkGreen) + ellipse(32, 58, 22, 32, C.orange) + ellipse(68, 58, 22, 32, C.orange) + ellipse(50, 58, 20, 34, C.orange),
    inner: ellipse(50, 58, 12, 33, "#ffa33f"),
    detail: ellipse(64, 18, 9, 4, C.green, -20) + poly("30,48 40,48 35,40", C.dark) + poly("60,48 70,48 65,40", C.dark) + path("M30 66Q50 80 70 66L64 72L58 68L50 74L42 68L36 72Z", C.dark),
  }, FIRST_PINS),
  pin("SNOWMAN-A", "Snowman", "1x2", "SEA", "snowman snow winter christmas cold", {
    shape: circle(50, 146, 40, C.snow) + circle(50, 84, 30, C.snow) + rect(28, 10, 44, 34, 4, C.dark) + rect(18, 40, 64, 10, 5, C.dark),
    inner: rect(28, 32, 44, 8, 0, C.red) + path("M24 104Q50 116 76 104L78 112Q50 124 22 112Z", C.red) + rect(62, 108, 10, 26, 4, C.red),
    detail: eyes(40, 60, 76) + poly("48,86 70,92 48,92", C.orange) + circle(50, 134, 3.6, C.dark) + circle(50, 150, 3.6, C.dark) + circle(50, 166, 3.6, C.dark) + cheeks(34, 66, 90, 3.5),
  }, FIRST_PINS),
  pin("CHRISTMAS-TREE-A", "Christmas Tree", "1x2", "SEA NAT", "christmas tree xmas holiday lights", {
    shape: rect(40, 164, 20, 24, 3, C.brown) + poly("50,20 72,62 62,62 82,108 68,108 92,164 8,164 32,108 18,108 38,62 28,62", C.darkGreen) + poly(starPoints(50, 22, 18, 8), C.yellow),
    detail: line("M34 80Q50 92 66 76M26 126Q50 140 76 120", C.yellow, 2.4) + circle(44, 72, 4, C.red) + circle(60, 100, 4, C.sky) + circle(36, 118, 4, C.pink) + circle(66, 136, 4, C.red) + circle(48, 148, 4, C.yellow) + circle(30, 150, 4, C.sky),
  }),
  pin("CANDY-CANE-A", "Candy Cane", "1x2", "SEA FOO", "candy cane christmas sweet peppermint", {
    shape: path("M30 188V56Q30 12 58 12Q86 12 86 52H68Q68 30 58 30Q48 30 48 56V188Z", C.white),
    inner: [70, 100, 130, 160].map((y) => poly(`30,${y} 48,${y - 12} 48,${y + 2} 30,${y + 14}`, C.red)).join("") + poly("48,40 32,36 36,24 52,30", C.red) + poly("60,12 72,16 66,30 58,30", C.red) + poly("82,30 86,48 70,46 70,38", C.red),
  }),
  pin("GHOST-A", "Friendly Ghost", "1x1", "SEA", "ghost boo halloween spooky", {
    shape: path("M18 88V46Q18 12 50 12Q82 12 82 46V88L72 80L62 90L50 80L38 90L28 80Z", C.snow),
    detail: eyes(40, 60, 44, 4.4) + ellipse(50, 60, 5, 7, C.dark) + cheeks(30, 70, 54, 4) + path("M82 50Q94 52 92 40Q86 46 82 42Z", C.snow),
  }),
  pin("BAT-A", "Little Bat", "2x1", "SEA ANI", "bat halloween night wings spooky", {
    shape: path("M100 34L88 48Q60 10 8 20Q28 34 26 50Q40 44 52 58Q62 48 76 64L100 70L124 64Q138 48 148 58Q160 44 174 50Q172 34 192 20Q140 10 112 48Z", C.purple) + circle(100, 54, 20, C.purple) + poly("84,40 86,22 96,36", C.purple) + poly("116,40 114,22 104,36", C.purple),
    detail: eyes(92, 108, 52, 3.4) + poly("94,62 98,62 96,66", C.white) + poly("102,62 106,62 104,66", C.white) + cheeks(86, 114, 58, 2.6),
  }),
  pin("WITCH-HAT-A", "Witch Hat", "1x1", "SEA", "witch hat halloween magic spooky", {
    shape: ellipse(50, 78, 44, 12, C.purple) + path("M22 76Q34 44 44 24Q52 6 74 14Q60 20 62 40L70 76Z", C.purple),
    inner: path("M26 66H68L70 76H24Z", C.orange) + rect(42, 64, 12, 14, 2, C.yellow),
    detail: poly(starPoints(52, 40, 6, 2.5), C.yellow),
  }),
  pin("EASTER-EGG-A", "Easter Egg", "1x1", "SEA", "easter egg spring decorated paint", {
    shape: path("M50 8Q78 8 82 58Q82 92 50 92Q18 92 18 58Q22 8 50 8Z", C.lilac),
    inner: path("M20 44Q35 36 50 44Q65 52 80 44L81 54Q65 62 50 54Q35 46 19 54Z", C.pink) + path("M18 68Q34 62 50 70Q66 78 82 70L80 80Q66 88 50 80Q34 72 22 80Z", C.sky),
    detail: circle(34, 28, 3.5, C.yellow) + circle(50, 22, 3.5, C.yellow) + circle(66, 28, 3.5, C.yellow) + circle(50, 62, 3, C.white) + circle(34, 60, 3, C.white) + circle(66, 62, 3, C.white),
  }),
  pin("FIREWORKS-A", "Fireworks", "1x1", "SEA", "fireworks new year celebrate sparkle night", {
    shape: poly(rays(50, 50, 44, 16, 10), C.red),
    inner: poly(rays(50, 50, 26, 10, 10, -72), C.yellow) + circle(50, 50, 7, C.white),
    detail: circle(14, 16, 3, C.sky) + circle(86, 84, 3, C.pink) + circle(84, 14, 2.4, C.yellow),
  }),
  pin("PARTY-HAT-A", "Party Hat", "1x1", "SEA", "party hat birthday celebrate fun", {
    shape: poly("50,14 80,86 20,86", C.blue) + circle(50, 12, 8, C.yellow) + rect(14, 80, 72, 12, 6, C.pink),
    inner: poly("42,34 58,34 62,44 38,44", C.yellow) + poly("34,58 66,58 70,68 30,68", C.yellow),
    detail: circle(44, 50, 2.4, C.white) + circle(58, 76, 2.4, C.white) + circle(40, 76, 2.4, C.white),
  }),
  pin("BALLOONS-A", "Party Balloons", "1x2", "SEA", "balloons party birthday float celebrate", {
    shape: ellipse(34, 52, 24, 30, C.red) + ellipse(70, 66, 22, 28, C.sky) + ellipse(44, 100, 20, 26, C.yellow),
    detail:
      line("M34 82Q40 130 50 186M70 94Q64 140 50 186M44 126Q46 160 50 186", C.grey, 1.8) + ellipse(26, 40, 5, 9, "#ff8a80", 20) + ellipse(62, 56, 4, 8, C.white, 20) + ellipse(38, 92, 4, 7, C.white, 20) + poly("30,82 38,82 34,88", C.red) + poly("66,94 74,94 70,100", C.sky) + poly("40,126 48,126 44,132", C.yellow),
  }),
  pin("STOCKING-A", "Stocking", "1x1", "SEA", "stocking christmas sock gifts santa", {
    shape: path("M30 22H66V58L82 70Q92 80 82 90Q74 96 62 88L32 66Q28 62 30 56Z", C.red) + rect(24, 8, 48, 18, 6, C.snow),
    inner: path("M72 62L82 70Q92 80 82 90Q74 96 64 88Z", C.snow) + rect(30, 38, 36, 8, 0, C.green),
  }),
  pin("ORNAMENT-A", "Ornament", "1x1", "SEA", "ornament bauble christmas decoration", {
    shape: cap(50, 10) + circle(50, 56, 36, C.red),
    inner: band(50, 56, 36, 46, 62, C.yellow),
    detail: [30, 43, 57, 70].map((x) => circle(x, 54, 3, C.red)).join("") + ellipse(36, 36, 7, 4, "#ff8a80", -35) + line("M50 10q-6-8 0-10q6 2 0 10", C.grey, 2),
  }),
  pin("MITTEN-A", "Mitten", "1x1", "SEA", "mitten glove winter warm knit", {
    shape: path("M26 24Q26 8 46 8Q66 8 68 24L70 46L80 40Q92 38 88 52L76 72Q72 78 66 78H28Z", C.blue) + rect(22, 72, 52, 20, 6, C.snow),
    inner: rect(27, 36, 42, 10, 0, C.sky),
    detail: line("M32 82h32", C.lightGrey, 2) + poly(starPoints(46, 56, 7, 3), C.white),
  }),
  pin("GINGERBREAD-A", "Gingerbread Man", "1x1", "SEA FOO", "gingerbread cookie christmas bake", {
    shape: circle(50, 24, 16, C.lightBrown) + rect(32, 36, 36, 36, 10, C.lightBrown) + rect(12, 40, 30, 14, 7, C.lightBrown, 15) + rect(58, 40, 30, 14, 7, C.lightBrown, -15) + rect(30, 64, 16, 30, 8, C.lightBrown, 15) + rect(54, 64, 16, 30, 8, C.lightBrown, -15),
    merged: true,
    detail: eyes(44, 56, 21, 2.4) + smile(50, 27, 7, C.white) + circle(50, 46, 3, C.red) + circle(50, 58, 3, C.green) + line("M18 42l2 8M82 42l-2 8", C.white, 2.2),
  }),
  pin("LANTERN-A", "Paper Lantern", "1x2", "SEA OBJ", "lantern lunar new year festival light", {
    shape: rect(30, 24, 40, 12, 3, C.yellow) + ellipse(50, 96, 40, 58, C.red) + rect(30, 152, 40, 12, 3, C.yellow),
    inner: ellipse(50, 96, 22, 58, C.red) + ellipse(50, 96, 6, 58, C.red),
    detail: line("M50 24V8M50 164v24M44 168v16M56 168v16", C.yellow, 2.4),
  }),
  pin("SANDCASTLE-A", "Sandcastle", "2x1", "SEA TRA", "sandcastle beach summer sand bucket", {
    shape: rect(40, 50, 100, 40, 3, C.tan) + rect(34, 30, 28, 60, 3, C.tan) + rect(118, 30, 28, 60, 3, C.tan) + rect(76, 22, 28, 68, 3, C.tan) + path("M156 50H188L182 90H162Z", C.red) + rect(10, 84, 180, 8, 4, C.yellow),
    inner: rect(82, 62, 16, 28, 8, C.lightBrown) + path("M156 50H188L186 60H158Z", C.white),
    detail: line("M90 22V6", C.dark, 2) + poly("90,6 104,10 90,14", C.red) + line("M160 52Q172 30 184 52", C.dark, 2) + line("M34 30v-5M46 30v-5M58 30v-5M122 30v-5M134 30v-5M146 30v-5", C.tan, 4),
  }),
  pin("BEACH-BALL-A", "Beach Ball", "1x1", "SEA ACT", "beach ball summer play pool", {
    shape: circle(50, 50, 40, C.white),
    inner: path("M50 10Q30 30 30 50Q30 70 50 90Q40 70 40 50Q40 30 50 10Z", C.red) + path("M50 10Q70 30 70 50Q70 70 50 90Q60 70 60 50Q60 30 50 10Z", C.blue) + path("M50 10Q16 24 12 46Q24 30 50 10Z", C.yellow) + path("M50 10Q84 24 88 46Q76 30 50 10Z", C.green) + circle(50, 50, 6, C.white),
    detail: ellipse(32, 28, 7, 4, C.white, -40),
  }),
  pin("HOLLY-A", "Holly", "1x1", "SEA NAT", "holly christmas berries leaves winter", {
    shape: path("M50 56L40 40L30 42L26 32L16 30L20 22L10 16Q30 10 44 22Q52 34 50 56Z", C.darkGreen) + path("M50 56L60 40L70 42L74 32L84 30L80 22L90 16Q70 10 56 22Q48 34 50 56Z", C.darkGreen) + circle(40, 66, 12, C.red) + circle(60, 66, 12, C.red) + circle(50, 82, 12, C.red),
    detail: line("M22 22Q36 30 48 50M78 22Q64 30 52 50", C.green, 2) + circle(36, 62, 3, "#ff8a80") + circle(56, 62, 3, "#ff8a80") + circle(46, 78, 3, "#ff8a80"),
  }),
  pin("WREATH-B", "Holiday Wreath", "2x2", "SEA NAT", "wreath christmas door holiday ring", {
    shape: holed(polyD(rays(100, 100, 86, 74, 24)), [[100, 100, 42]], C.darkGreen),
    inner: holed(polyD(rays(100, 100, 74, 62, 20, -80)), [[100, 100, 42]], C.green),
    detail:
      [0, 60, 120, 180, 240, 300].map((a) => { const r = (a * Math.PI) / 180; return circle(100 + 66 * Math.cos(r), 100 + 66 * Math.sin(r), 7, C.red); }).join("") +
      path("M100 152L74 178L84 150Z", C.red) + path("M100 152L126 178L116 150Z", C.red) + ellipse(84, 150, 16, 10, C.red) + ellipse(116, 150, 16, 10, C.red) + circle(100, 152, 8, C.darkRed),
  }),
  pin("REINDEER-B", "Reindeer", "1x1", "SEA ANI", "reindeer rudolph christmas antlers", {
    shape: path("M30 30L22 8L28 6L32 18L38 8L42 12L36 30Z", C.lightBrown) + path("M70 30L78 8L72 6L68 18L62 8L58 12L64 30Z", C.lightBrown) + ellipse(50, 58, 28, 32, C.brown) + ellipse(22, 42, 10, 6, C.brown, -30) + ellipse(78, 42, 10, 6, C.brown, 30),
    inner: ellipse(50, 76, 16, 14, C.tan),
    detail: eyes(40, 60, 52, 3.4) + circle(50, 72, 7, C.red) + circle(48, 70, 2, C.white) + smile(50, 82, 6),
  }),
  pin("WRAPPED-CANDY-A", "Wrapped Candy", "2x1", "SEA FOO", "candy sweet wrapped treat halloween", {
    shape: poly("56,50 16,20 26,50 16,80", C.pink) + poly("144,50 184,20 174,50 184,80", C.pink) + ellipse(100, 50, 50, 32, C.purple),
    inner: path("M66 40Q100 22 134 40L136 48Q100 30 64 48Z", C.lilac),
    detail: ellipse(80, 36, 10, 4, C.white, -20),
  }),
]);
