import { FIRST_PINS, pin, series } from "./catalog.ts";
import { C, circle, circleD, ellipse, holed, line, path, poly, rays, rect, starPoints } from "./style.ts";

const pentagon = (cx: number, cy: number, r: number, rotate = -90) => poly(rays(cx, cy, r, r * Math.cos(Math.PI / 5), 5, rotate).split(" ").filter((_, k) => k % 2 === 0).join(" "), C.dark);
/** A playing card with a suit in the middle and in two corners. */
function card(x: number, y: number, rotate: number, suit: string, color: string): string {
  const body = rect(x, y, 60, 84, 7, C.white);
  const pip = (cx: number, cy: number, s: number) => `<g transform="translate(${cx} ${cy}) scale(${s})">${path(suit, color)}</g>`;
  return `<g transform="rotate(${rotate} ${x + 30} ${y + 84})">${body}${pip(x + 30, y + 42, 1)}${pip(x + 10, y + 12, 0.4)}${pip(x + 50, y + 72, 0.4)}</g>`;
}
const HEART = "M0 14C-12 6-16 0-16-6C-16-12-10-16-6-16C-3-16-1-14 0-11C1-14 3-16 6-16C10-16 16-12 16-6C16 0 12 6 0 14Z";
const SPADE = "M0-16C-8-6-16 0-16 6C-16 12-10 14-4 10L-6 16H6L4 10C10 14 16 12 16 6C16 0 8-6 0-16Z";
const DIAMOND = "M0-16L12 0L0 16L-12 0Z";

export const ACTIVITIES = series(8, [
  pin("BIKE-A", "Bicycle", "2x1", "ACT TRA", "bike bicycle ride cycle pedal", {
    shape:
      holed(circleD(46, 62, 30), [[46, 62, 22]], C.dark) + holed(circleD(154, 62, 30), [[154, 62, 22]], C.dark) +
      path("M44 60L76 26H130L154 60L146 64L124 34H84L66 56L102 56L124 30L130 34L106 64H52Z", C.red) + rect(66, 16, 24, 8, 4, C.dark) + path("M122 30L126 14H142V20H130L128 32Z", C.dark),
    detail: circle(46, 62, 4, C.grey) + circle(154, 62, 4, C.grey) + circle(102, 60, 7, C.grey),
  }, FIRST_PINS),
  pin("TROPHY-A", "Trophy", "1x1", "ACT OBJ", "trophy cup winner champion prize", {
    shape:
      path("M20 18H34V26H22Q22 44 36 48L34 54Q14 48 14 22Q14 18 20 18Z", C.yellow) + path("M80 18H66V26H78Q78 44 64 48L66 54Q86 48 86 22Q86 18 80 18Z", C.yellow) +
      path("M26 12H74V36Q74 60 54 66V76H46V66Q26 60 26 36Z", C.yellow) + rect(30, 76, 40, 14, 3, C.brown),
    inner: rect(38, 80, 24, 6, 2, C.yellow),
    detail: poly(starPoints(50, 34, 12, 5), C.orange) + ellipse(36, 26, 3, 8, "#fff2a0"),
  }, FIRST_PINS),
  pin("SOCCER-BALL-A", "Soccer Ball", "1x1", "ACT", "soccer football ball goal sport", {
    shape: circle(50, 50, 40, C.white),
    // The outer patches are cut by the ball's edge, as on a real ball.
    inner: `<clipPath id="soccer-ball-edge"><circle cx="50" cy="50" r="40"/></clipPath>` + pentagon(50, 50, 13) + `<g clip-path="url(#soccer-ball-edge)">${[-90, -18, 54, 126, 198].map((a) => { const r = (a * Math.PI) / 180; return pentagon(50 + 40 * Math.cos(r), 50 + 40 * Math.sin(r), 13, a + 90); }).join("")}</g>`,
    detail: line("M50 37V27M62 46L72 42M58 61L64 69M42 61L36 69M38 46L28 42", C.dark, 2.2) + ellipse(34, 30, 6, 3, C.white, -40),
  }),
  pin("BASKETBALL-A", "Basketball", "1x1", "ACT", "basketball ball hoop dunk sport", {
    shape: circle(50, 50, 40, C.orange),
    detail: line("M10 50H90M50 10V90M22 22Q38 50 22 78M78 22Q62 50 78 78", C.dark, 2.6) + ellipse(34, 28, 6, 3, "#ffc27a", -40),
  }),
  pin("TENNIS-BALL-A", "Tennis Ball", "1x1", "ACT", "tennis ball racket court sport", {
    shape: circle(50, 50, 40, "#d7ef3a"),
    detail: line("M18 26Q40 50 18 74M82 26Q60 50 82 74", C.white, 4) + ellipse(34, 30, 6, 3, "#f2ffa0", -40),
  }),
  pin("BASEBALL-B", "Baseball", "1x1", "ACT", "baseball ball bat home run", {
    shape: circle(50, 50, 40, C.white),
    detail: line("M24 20Q40 50 24 80M76 20Q60 50 76 80", C.red, 2.4) + line("M28 30l6-3M31 40l6-2M32 50h6M31 60l6 2M28 70l6 3M72 30l-6-3M69 40l-6-2M68 50h-6M69 60l-6 2M72 70l-6 3", C.red, 2),
  }),
  pin("BOWLING-A", "Bowling", "1x2", "ACT", "bowling pins strike ball alley", {
    shape: path("M50 10Q62 10 62 28Q62 40 56 48Q74 70 72 110Q70 140 60 150H40Q30 140 28 110Q26 70 44 48Q38 40 38 28Q38 10 50 10Z", C.white) + circle(50, 160, 28, C.blue),
    inner: path("M42 50H58L60 56H40Z", C.red) + path("M38 62H62L64 68H36Z", C.red),
    detail: circle(42, 152, 3.6, C.navy) + circle(54, 150, 3.6, C.navy) + circle(48, 162, 3.6, C.navy) + ellipse(40, 144, 5, 3, C.sky, -30),
  }),
  pin("GUITAR-A", "Guitar", "1x2", "ACT", "guitar music rock strum song", {
    shape: rect(42, 4, 16, 24, 4, C.brown) + rect(45, 24, 10, 90, 3, C.brown) + path("M50 100Q76 96 76 118Q76 132 68 136Q88 150 84 170Q78 192 50 192Q22 192 16 170Q12 150 32 136Q24 132 24 118Q24 96 50 100Z", C.orange),
    inner: circle(50, 140, 11, C.dark) + rect(36, 168, 28, 7, 2, C.brown) + rect(45, 24, 10, 90, 3, C.brown),
    detail: line("M48 28V170M52 28V170", C.lightGrey, 1) + circle(38, 10, 3, C.lightGrey) + circle(62, 10, 3, C.lightGrey) + circle(38, 20, 3, C.lightGrey) + circle(62, 20, 3, C.lightGrey),
  }),
  pin("DRUM-A", "Drum", "1x1", "ACT", "drum beat music band rhythm", {
    shape: rect(14, 36, 72, 48, 6, C.red) + ellipse(50, 36, 36, 12, C.snow),
    inner: poly("14,44 30,80 46,44 62,80 78,44 86,52 86,60 80,48 64,84 62,84 46,50 30,84 28,84 14,54", C.yellow) + ellipse(50, 36, 36, 12, C.snow),
    detail: line("M22 8L46 32M82 10L56 32", C.lightBrown, 4.4) + circle(22, 8, 4, C.lightBrown) + circle(82, 10, 4, C.lightBrown),
  }),
  pin("PALETTE-A", "Paint Palette", "1x1", "ACT OBJ", "palette paint art colors painting", {
    shape: holed("M50 10Q90 10 92 46Q92 64 74 62Q62 60 62 72Q64 88 48 90Q10 90 8 52Q8 10 50 10Z", [[72, 46, 7]], C.tan),
    inner: circle(30, 34, 8, C.red) + circle(50, 24, 8, C.yellow) + circle(28, 58, 8, C.blue) + circle(44, 74, 7, C.green) + circle(72, 26, 7, C.purple),
  }),
  pin("GAMEPAD-A", "Game Controller", "2x1", "ACT OBJ", "gamepad controller video game play", {
    shape: path("M60 18H140Q176 18 184 56Q190 86 170 90Q156 92 144 74H56Q44 92 30 90Q10 86 16 56Q24 18 60 18Z", C.purple),
    inner: rect(48, 34, 10, 30, 2, C.dark) + rect(38, 44, 30, 10, 2, C.dark),
    detail: circle(140, 40, 6, C.red) + circle(154, 52, 6, C.yellow) + circle(126, 52, 6, C.green) + circle(140, 64, 6, C.sky) + rect(86, 44, 10, 5, 2.5, C.lilac) + rect(104, 44, 10, 5, 2.5, C.lilac),
  }),
  pin("DICE-A", "Dice", "1x1", "ACT", "dice roll game luck board", {
    shape: rect(12, 12, 76, 76, 16, C.white),
    detail: circle(30, 30, 6, C.red) + circle(70, 30, 6, C.red) + circle(50, 50, 6, C.red) + circle(30, 70, 6, C.red) + circle(70, 70, 6, C.red),
  }),
  pin("PLAYING-CARDS-A", "Playing Cards", "2x2", "ACT", "cards solitaire deck poker play", {
    shape: card(40, 50, -24, SPADE, C.dark) + card(70, 40, 0, HEART, C.red) + card(100, 50, 24, DIAMOND, C.red),
  }),
  pin("PUZZLE-PIECE-A", "Puzzle Piece", "1x1", "ACT", "puzzle jigsaw piece game solve", {
    shape: path("M14 28H38Q34 20 38 14Q44 8 50 14Q54 20 50 28H74V50Q82 46 86 50Q92 56 86 62Q82 66 74 62V86H50Q54 78 50 74Q44 68 38 74Q34 78 38 86H14Z", C.green),
    detail: ellipse(26, 40, 5, 3, C.lime, -30),
  }),
  pin("CHESS-KNIGHT-A", "Chess Knight", "1x2", "ACT", "chess knight horse strategy board", {
    shape: rect(16, 164, 68, 20, 6, C.dark) + rect(24, 148, 52, 18, 4, C.dark) + path("M30 148Q26 110 44 90Q28 96 22 86Q16 78 24 66L46 40L48 26L58 34Q82 44 82 90Q80 124 72 148Z", C.dark),
    detail: circle(48, 54, 4, C.white) + line("M60 40Q74 60 70 90", C.grey, 2) + line("M30 174h40", C.grey, 2),
  }),
  pin("KITE-A", "Kite", "1x2", "ACT NAT", "kite wind fly park sky", {
    shape: poly("50,8 86,56 50,116 14,56", C.red),
    inner: poly("50,8 86,56 50,56", C.yellow) + poly("14,56 50,56 50,116", C.yellow),
    detail: line("M50 116Q40 140 54 160Q66 180 50 192", C.dark, 1.6) + path("M44 136l12 4-12 4z", C.blue) + path("M52 162l12 4-12 4z", C.green),
  }),
  pin("SKATEBOARD-A", "Skateboard", "2x1", "ACT TRA", "skateboard skate board trick ride", {
    shape: rect(10, 34, 180, 22, 11, C.teal) + circle(46, 70, 11, C.orange) + circle(154, 70, 11, C.orange) + rect(36, 54, 20, 6, 2, C.grey) + rect(144, 54, 20, 6, 2, C.grey),
    inner: poly(starPoints(100, 45, 10, 4.5), C.yellow),
    detail: circle(46, 70, 4, C.cream) + circle(154, 70, 4, C.cream) + line("M26 40h20M154 40h20", C.white, 2),
  }),
  pin("MEDAL-A", "Gold Medal", "1x2", "ACT SYM", "medal gold winner first place", {
    shape: poly("22,8 44,8 62,92 46,92", C.blue) + poly("78,8 56,8 38,92 54,92", C.red) + circle(50, 126, 42, C.yellow),
    inner: circle(50, 126, 30, "#ffc21a"),
    detail: poly(starPoints(50, 128, 20, 9), C.yellow) + ellipse(30, 106, 4, 8, "#fff2a0", 40),
  }),
  pin("MAHJONG-TILE-A", "Mahjong Tile", "1x1", "ACT", "mahjong tile game dragon match", {
    shape: rect(20, 16, 60, 78, 10, C.teal) + rect(20, 8, 60, 78, 10, C.cream),
    inner: rect(28, 16, 44, 62, 5, C.white),
    detail: holed(circleD(50, 32, 10), [[50, 32, 4]], C.red) + holed(circleD(38, 60, 9), [[38, 60, 3.5]], C.blue) + holed(circleD(62, 60, 9), [[62, 60, 3.5]], C.green),
  }),
  pin("SURFBOARD-A", "Surfboard", "1x2", "ACT SEA", "surf surfboard wave beach summer", {
    shape: path("M50 6Q84 60 76 150Q70 190 50 192Q30 190 24 150Q16 60 50 6Z", C.sky),
    inner: path("M50 6Q60 60 56 192H44Q40 60 50 6Z", C.white) + path("M26 120Q50 112 74 120L74 132Q50 124 26 132Z", C.orange),
    detail: path("M50 160Q60 176 50 184Q40 176 50 160Z", C.blue),
  }),
  pin("HEADPHONES-A", "Headphones", "1x1", "ACT OBJ", "headphones music listen audio beats", {
    shape: path("M14 60V50Q14 12 50 12Q86 12 86 50V60H76V50Q76 22 50 22Q24 22 24 50V60Z", C.dark) + rect(10, 50, 24, 38, 10, C.red) + rect(66, 50, 24, 38, 10, C.red),
    inner: rect(24, 56, 8, 26, 4, C.darkRed) + rect(68, 56, 8, 26, 4, C.darkRed),
    detail: line("M40 50l4 8 4-16 4 20 4-12 4 4", C.pink, 2.2),
  }),
  pin("ROLLER-SKATE-B", "Roller Skate", "1x1", "ACT", "roller skate disco roll fun", {
    shape: path("M22 10H50V46Q80 48 86 62V76H14V18Q14 10 22 10Z", C.pink) + circle(26, 84, 8, C.yellow) + circle(50, 84, 8, C.yellow) + circle(74, 84, 8, C.yellow),
    inner: rect(14, 66, 72, 10, 0, C.white),
    detail: line("M30 22h14M30 30h14M30 38h14", C.white, 2.4) + circle(26, 84, 3, C.orange) + circle(50, 84, 3, C.orange) + circle(74, 84, 3, C.orange),
  }),
  pin("DARTBOARD-A", "Darts", "1x1", "ACT", "darts dartboard bullseye aim target", {
    shape: circle(50, 54, 40, C.dark),
    inner: circle(50, 54, 32, C.white) + circle(50, 54, 24, C.red) + circle(50, 54, 16, C.white) + circle(50, 54, 8, C.red),
    detail: line("M50 54L86 14", C.grey, 3) + poly("80,12 92,6 88,20", C.yellow),
  }),
]);
