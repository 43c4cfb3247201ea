import { FIRST_PINS, pin, series } from "./catalog.ts";
import { C, cheeks, circle, circleD, holed, ellipse, eyes, line, path, poly, rect, smile, starPoints, face } from "./style.ts";


export const OBJECTS = series(5, [
  pin("CROWN-A", "Golden Crown", "1x1", "OBJ", "crown king queen royal gold", {
    shape: path("M12 30L30 52L50 20L70 52L88 30L82 78H18Z", C.yellow) + rect(16, 74, 68, 14, 4, C.orange) + circle(12, 28, 6, C.yellow) + circle(50, 18, 6, C.yellow) + circle(88, 28, 6, C.yellow),
    inner: circle(50, 81, 4.5, C.red) + circle(30, 81, 3.5, C.blue) + circle(70, 81, 3.5, C.blue) + path("M44 58L50 50L56 58L50 66Z", C.red),
  }, FIRST_PINS),
  pin("KEY-A", "Old Key", "1x1", "OBJ", "key lock door open secret", {
    shape: rect(40, 44, 48, 10, 4, C.yellow, 45) + rect(66, 66, 10, 16, 2, C.yellow, 45) + rect(76, 56, 10, 12, 2, C.yellow, 45) + holed(circleD(30, 32, 20), [[30, 32, 8]], C.yellow),
  }),
  pin("LIGHTBULB-A", "Bright Idea", "1x1", "OBJ SYM", "lightbulb idea light bright smart", {
    shape: rect(38, 70, 24, 20, 5, C.grey) + circle(50, 42, 28, C.yellow),
    inner: rect(38, 76, 24, 4, 2, C.lightGrey),
    detail: line("M42 64l4-14l4 8l4-8l4 14", C.orange, 2.4) + line("M12 18l6 6M88 18l-6 6M50 4v6M6 42h6M94 42h-6", C.orange, 3),
  }),
  pin("BOOK-A", "Storybook", "1x1", "OBJ ACT", "book read story library learn", {
    shape: path("M10 26Q30 16 50 26Q70 16 90 26V84Q70 74 50 84Q30 74 10 84Z", C.red),
    inner: path("M16 28Q32 20 48 30V78Q32 70 16 76Z", C.white) + path("M84 28Q68 20 52 30V78Q68 70 84 76Z", C.white),
    detail: line("M22 38q10-4 20 2M22 48q10-4 20 2M22 58q10-4 20 2M58 40q10-6 20-2M58 50q10-6 20-2M58 60q10-6 20-2", C.lightGrey, 2),
  }),
  pin("PENCIL-A", "Pencil", "1x2", "OBJ ACT", "pencil write draw school", {
    shape: rect(32, 10, 36, 20, 8, C.pink) + rect(32, 28, 36, 12, 0, C.lightGrey) + rect(32, 40, 36, 110, 0, C.yellow) + poly("32,150 68,150 50,190", C.tan),
    inner: rect(44, 40, 12, 110, 0, C.orange) + poly("44,178 56,178 50,190", C.dark),
  }),
  pin("SCISSORS-B", "Scissors", "1x1", "OBJ", "scissors cut craft school", {
    shape: rect(46, 8, 8, 56, 4, C.lightGrey, 24) + rect(46, 8, 8, 56, 4, C.lightGrey, -24) + holed(circleD(30, 74, 15), [[30, 74, 8]], C.red) + holed(circleD(70, 74, 15), [[70, 74, 8]], C.red),
    inner: circle(50, 44, 3.5, C.grey),
  }),
  pin("CAMERA-A", "Camera", "1x1", "OBJ ACT", "camera photo picture snap", {
    shape: rect(30, 18, 24, 14, 4, C.dark) + rect(8, 28, 84, 58, 10, C.dark),
    inner: rect(8, 40, 84, 36, 0, C.grey) + circle(50, 57, 22, C.dark) + circle(50, 57, 14, C.blue) + rect(70, 32, 14, 6, 2, C.yellow),
    detail: circle(45, 52, 4, C.white),
  }),
  pin("UMBRELLA-A", "Umbrella", "1x2", "OBJ NAT", "umbrella rain weather shelter", {
    shape: path("M8 90Q8 30 50 24Q92 30 92 90Q82 80 71 90Q60 80 50 90Q40 80 29 90Q18 80 8 90Z", C.red) + path("M46 88V168Q46 186 32 186Q20 186 20 172H28Q28 178 32 178Q38 178 38 168V88Z", C.dark),
    inner: path("M50 24Q36 40 29 90Q40 80 50 90Q60 80 71 90Q64 40 50 24Z", C.white),
    detail: circle(50, 22, 4, C.dark) + line("M62 130l8 8M72 118l8 8M70 150l6 6", C.sky, 3),
  }),
  pin("ALARM-CLOCK-A", "Alarm Clock", "1x1", "OBJ", "clock alarm time morning wake", {
    shape: circle(24, 22, 12, C.yellow) + circle(76, 22, 12, C.yellow) + rect(20, 74, 8, 16, 4, C.dark, 30) + rect(72, 74, 8, 16, 4, C.dark, -30) + circle(50, 54, 34, C.red),
    inner: circle(50, 54, 26, C.white),
    detail: line("M50 54V36M50 54L62 62", C.dark, 3.4) + circle(50, 54, 3, C.dark) + circle(50, 32, 2, C.grey) + circle(50, 76, 2, C.grey) + circle(28, 54, 2, C.grey) + circle(72, 54, 2, C.grey),
  }),
  pin("HOURGLASS-A", "Hourglass", "1x2", "OBJ", "hourglass time sand wait timer", {
    shape: rect(14, 10, 72, 16, 6, C.brown) + rect(14, 174, 72, 16, 6, C.brown) + path("M24 26H76Q76 70 56 100Q76 130 76 174H24Q24 130 44 100Q24 70 24 26Z", "#d8f1ff"),
    inner: path("M34 62H66Q62 80 52 96H48Q38 80 34 62Z", C.yellow) + path("M30 174Q34 140 50 134Q66 140 70 174Z", C.yellow),
    detail: line("M50 100V132", C.yellow, 2.4),
  }),
  pin("GIFT-A", "Gift Box", "1x1", "OBJ SEA", "gift present box birthday surprise", {
    shape: path("M50 26Q36 6 26 14Q18 24 50 28Q82 24 74 14Q64 6 50 26Z", C.yellow) + rect(14, 40, 72, 50, 6, C.red) + rect(8, 26, 84, 18, 6, C.red),
    inner: rect(43, 26, 14, 64, 0, C.yellow),
    detail: line("M20 60l8-8M70 76l8-8M22 80l6-6", "#ff8a80", 3),
  }),
  pin("ANCHOR-A", "Anchor", "1x1", "OBJ TRA", "anchor ship sailor sea boat", {
    shape: holed(circleD(50, 18, 10), [[50, 18, 4.5]], C.navy) + rect(45, 26, 10, 64, 4, C.navy) + rect(28, 34, 44, 9, 4, C.navy) + path("M10 56L22 50Q24 78 50 84Q76 78 78 50L90 56Q86 92 50 94Q14 92 10 56Z", C.navy),
  }),
  pin("DIAMOND-A", "Diamond", "1x1", "OBJ SYM", "diamond gem jewel sparkle rich", {
    shape: poly("28,18 72,18 92,40 50,90 8,40", C.sky),
    inner: poly("28,18 50,40 8,40", "#aee4fa") + poly("72,18 92,40 50,40", "#aee4fa") + poly("8,40 92,40 50,90", C.blue) + poly("30,40 70,40 50,90", C.sky),
    detail: poly(starPoints(80, 14, 8, 3, 4), C.white),
  }),
  pin("PADLOCK-A", "Padlock", "1x1", "OBJ", "lock padlock safe secure", {
    shape: path("M28 46V32Q28 10 50 10Q72 10 72 32V46H62V32Q62 20 50 20Q38 20 38 32V46Z", C.grey) + rect(18, 42, 64, 48, 10, C.yellow),
    inner: circle(50, 62, 7, C.dark) + rect(47, 64, 6, 14, 3, C.dark),
  }),
  pin("BELL-A", "Golden Bell", "1x1", "OBJ SEA", "bell ring jingle christmas", {
    shape: circle(50, 86, 8, C.orange) + path("M50 14Q76 14 76 48Q76 66 88 78H12Q24 66 24 48Q24 14 50 14Z", C.yellow) + circle(50, 12, 6, C.yellow),
    inner: rect(16, 70, 68, 8, 4, C.orange),
    detail: ellipse(38, 36, 4, 10, "#fff2a0", 15),
  }),
  pin("HAMMER-A", "Hammer", "1x1", "OBJ", "hammer tool build fix", {
    shape: `<g transform="rotate(-35 50 50)">${rect(44, 32, 12, 62, 5, C.lightBrown) + rect(18, 12, 64, 24, 5, C.grey)}</g>`,
    inner: `<g transform="rotate(-35 50 50)">${rect(62, 12, 20, 24, 5, C.lightGrey) + rect(44, 76, 12, 18, 5, C.red)}</g>`,
  }),
  pin("PAINTBRUSH-A", "Paintbrush", "1x2", "OBJ ACT", "paintbrush paint art brush draw", {
    shape: rect(40, 8, 20, 100, 10, C.red) + rect(38, 104, 24, 24, 3, C.lightGrey) + path("M38 128H62Q66 160 50 190Q34 160 38 128Z", C.tan),
    inner: path("M40 156Q50 168 60 156Q58 176 50 190Q42 176 40 156Z", C.blue),
    detail: line("M42 112h16M42 120h16", C.grey, 2),
  }),
  pin("GLASSES-A", "Glasses", "2x1", "OBJ", "glasses spectacles read eyes nerd", {
    shape: rect(18, 30, 70, 50, 22, C.dark) + rect(112, 30, 70, 50, 22, C.dark) + rect(84, 36, 32, 10, 5, C.dark) + rect(6, 34, 20, 8, 4, C.dark) + rect(174, 34, 20, 8, 4, C.dark),
    inner: rect(26, 38, 54, 34, 16, C.sky) + rect(120, 38, 54, 34, 16, C.sky),
    detail: line("M34 48l10-6M128 48l10-6", C.white, 3),
  }),
  pin("TOP-HAT-A", "Top Hat", "1x1", "OBJ", "hat top magic gentleman fancy", {
    shape: ellipse(50, 80, 42, 10, C.dark) + path("M26 14H74L70 80H30Z", C.dark),
    inner: rect(28, 56, 44, 12, 0, C.red),
    detail: line("M36 22l-2 26", C.grey, 3),
  }),
  pin("SNEAKER-A", "Sneaker", "2x1", "OBJ ACT", "sneaker shoe run sport trainer", {
    shape: path("M20 24Q40 20 60 28Q90 52 130 50Q176 52 182 70V84H18Z", C.red) + rect(14, 74, 172, 16, 8, C.white),
    inner: path("M84 46Q102 40 116 52Q100 52 84 46Z", C.white) + path("M140 54Q168 58 176 72H150Z", C.white),
    detail: line("M54 36l14 10M64 30l14 10M74 24l10 8", C.white, 3.4) + line("M24 82h160", C.lightGrey, 2),
  }),
  pin("BACKPACK-A", "Backpack", "1x1", "OBJ TRA", "backpack bag school travel hike", {
    shape: rect(16, 18, 68, 74, 18, C.orange),
    inner: rect(26, 54, 48, 30, 8, "#ffb04a") + rect(16, 36, 68, 8, 0, C.red),
    detail: line("M38 20Q38 8 50 8Q62 8 62 20", C.dark, 4) + circle(50, 40, 3, C.yellow) + line("M34 64h32", C.orange, 2.4),
  }),
  pin("MAGNIFIER-A", "Magnifying Glass", "1x1", "OBJ ACT", "magnifier search find detective zoom", {
    shape: rect(58, 54, 14, 40, 6, C.brown, -45) + circle(40, 40, 30, C.dark),
    inner: circle(40, 40, 22, C.sky),
    detail: path("M26 32Q30 20 42 20Q32 26 30 36Z", C.white),
  }),
  pin("CANDLE-A", "Candle", "1x2", "OBJ SEA", "candle light flame cozy wax", {
    shape: ellipse(50, 180, 40, 12, C.yellow) + rect(30, 70, 40, 108, 6, C.cream) + path("M50 16Q66 40 60 54Q56 64 50 64Q44 64 40 54Q34 40 50 16Z", C.orange),
    inner: path("M50 32Q58 46 55 54Q53 60 50 60Q47 60 45 54Q42 46 50 32Z", C.yellow) + path("M30 76Q40 84 44 76V100Q48 108 52 100V76Q62 84 70 76V70H30Z", C.white),
    detail: line("M50 64v8", C.dark, 2.4) + face(50, 120, 3.4),
  }),
  pin("PHONE-B", "Phone", "1x1", "OBJ", "phone mobile call text screen", {
    shape: rect(26, 6, 48, 88, 10, C.dark),
    inner: rect(31, 15, 38, 62, 4, C.sky),
    detail: circle(50, 85, 4, C.grey) + path("M40 36q10-14 20 0q-10 16-20 0z", C.pink) + circle(50, 56, 5, C.yellow) + rect(38, 64, 24, 4, 2, C.white),
  }),
  pin("POTION-A", "Magic Potion", "1x1", "OBJ SYM", "potion magic bottle spell fantasy", {
    shape: rect(40, 8, 20, 12, 3, C.lightBrown) + rect(42, 18, 16, 20, 2, "#d8f1ff") + circle(50, 62, 30, "#d8f1ff"),
    inner: path("M22 66Q34 58 50 66Q66 74 78 66Q78 92 50 92Q22 92 22 66Z", C.purple),
    detail: circle(38, 76, 4, C.lilac) + circle(58, 70, 3, C.lilac) + circle(52, 84, 2.5, C.lilac) + poly(starPoints(80, 24, 8, 3, 4), C.yellow),
  }),
  pin("ENVELOPE-A", "Love Letter", "1x1", "OBJ SYM", "envelope letter mail love post", {
    shape: rect(8, 24, 84, 56, 6, C.white),
    inner: poly("8,28 50,58 92,28 92,24 8,24", C.lightGrey) + path("M50 46Q42 36 36 42Q32 48 50 60Q68 48 64 42Q58 36 50 46Z", C.red),
  }),
  pin("ROBOT-A", "Friendly Robot", "2x2", "OBJ ACT", "robot bot machine toy future", {
    shape:
      rect(96, 10, 8, 24, 4, C.grey) + circle(100, 12, 9, C.red) + rect(50, 30, 100, 70, 16, C.lightGrey) + rect(34, 52, 18, 30, 6, C.grey) + rect(148, 52, 18, 30, 6, C.grey) +
      rect(60, 104, 80, 60, 12, C.lightGrey) + rect(28, 108, 30, 14, 7, C.grey) + rect(142, 108, 30, 14, 7, C.grey) + rect(70, 160, 20, 26, 5, C.grey) + rect(110, 160, 20, 26, 5, C.grey),
    inner: rect(64, 44, 72, 42, 12, C.navy) + rect(78, 114, 44, 30, 6, C.sky) + circle(90, 129, 5, C.red) + circle(110, 129, 5, C.yellow),
    detail: circle(84, 62, 8, C.sky) + circle(116, 62, 8, C.sky) + circle(81, 59, 3, C.white) + circle(113, 59, 3, C.white) + smile(100, 74, 14, C.sky) + cheeks(74, 126, 76, 4),
  }),
  pin("TREASURE-CHEST-A", "Treasure Chest", "2x2", "OBJ TRA", "treasure chest gold pirate coins", {
    shape: path("M24 80Q24 30 100 30Q176 30 176 80Z", C.brown) + rect(24, 80, 152, 96, 8, C.brown),
    inner: rect(24, 96, 152, 12, 0, C.yellow) + rect(40, 80, 14, 96, 0, C.yellow) + rect(146, 80, 14, 96, 0, C.yellow) + rect(88, 100, 24, 32, 4, C.yellow) + circle(100, 112, 4, C.dark) + rect(24, 80, 152, 8, 0, "#7a4a22"),
    detail: poly(starPoints(70, 50, 9, 3.5, 4), C.white) + poly(starPoints(132, 54, 7, 3, 4), C.white) + eyes(82, 118, 148, 5) + smile(100, 158, 12),
  }),
]);
