import { FIRST_PINS, pin, series } from "./catalog.ts";
import { C, cheeks, circle, ellipse, eye, eyes, line, path, poly, rays, rect, starPoints } from "./style.ts";

const HEART = "M50 88C20 68 8 52 8 34C8 20 18 10 30 10C40 10 46 16 50 24C54 16 60 10 70 10C82 10 92 20 92 34C92 52 80 68 50 88Z";
/** The round yellow face every emoji pin starts from. */
const head = circle(50, 50, 42, C.yellow);
const shine = ellipse(30, 26, 9, 5, "#fff2a0", -35);
/** An open hand of four fingers and a thumb, palm towards us. */
const hand = (fill: string) =>
  rect(26, 20, 11, 40, 5.5, fill) + rect(38, 12, 11, 44, 5.5, fill) + rect(50, 14, 11, 42, 5.5, fill) + rect(62, 24, 11, 36, 5.5, fill) + rect(10, 50, 12, 32, 6, fill, -40) + rect(24, 44, 50, 46, 16, fill);

export const SYMBOLS = series(6, [
  pin("WELCOME-A", "Welcome", "1x1", "SYM", "welcome hello wave hi friend", {
    shape: circle(50, 50, 43, C.sky),
    inner: `<g transform="translate(9 6) scale(.84) rotate(-14 50 56)">${hand(C.yellow)}</g>`,
    detail: line("M78 22q7 6 7 15M84 14q10 8 10 22", C.white, 3.4) + poly(starPoints(20, 24, 8, 3, 4), C.white) + circle(46, 68, 3.4, C.pink),
  }, FIRST_PINS),
  pin("HEART-A", "Big Heart", "1x1", "SYM", "heart love like red valentine", {
    shape: path(HEART, C.red),
    detail: ellipse(28, 30, 8, 5, "#ff8a80", -40),
  }, FIRST_PINS),
  pin("STAR-A", "Gold Star", "1x1", "SYM", "star gold best winner shine", {
    shape: poly(starPoints(50, 54, 44, 19), C.yellow),
    inner: poly(`50,10 ${starPoints(50, 54, 44, 19).split(" ")[1]} 50,54`, "#fff2a0"),
    detail: eyes(42, 58, 52, 3) + line("M45 62q5 4 10 0", C.black, 2.2) + cheeks(36, 64, 60, 2.6),
  }),
  pin("SMILEY-A", "Smiley", "1x1", "SYM", "smile happy face emoji joy", {
    shape: head,
    inner: path("M28 56Q50 80 72 56Z", C.dark),
    detail: shine + ellipse(36, 38, 4.5, 7, C.black) + ellipse(64, 38, 4.5, 7, C.black) + path("M34 58Q50 64 66 58Q64 62 62 63Q50 66 38 63Q36 62 34 58Z", C.white) + cheeks(24, 76, 54, 5),
  }),
  pin("WINK-A", "Wink", "1x1", "SYM", "wink face emoji playful tease", {
    shape: head,
    inner: path("M32 60Q50 76 68 60Q50 66 32 60Z", C.dark),
    detail: shine + ellipse(36, 40, 4.5, 7, C.black) + line("M56 40q8-6 16 0", C.black, 3.4) + cheeks(24, 76, 54, 5) + ellipse(62, 68, 5, 6, C.red),
  }),
  pin("HEART-EYES-A", "Heart Eyes", "1x1", "SYM", "love heart eyes crush emoji", {
    shape: head,
    inner: path("M28 56Q50 80 72 56Z", C.dark),
    detail: shine + [34, 66].map((x) => `<g transform="translate(${x - 11} 26) scale(.22)">${path(HEART, C.red)}</g>`).join("") + cheeks(22, 78, 58, 4),
  }),
  pin("LAUGHING-A", "Tears of Joy", "1x1", "SYM", "laugh lol funny tears emoji", {
    shape: head,
    inner: path("M24 54Q50 86 76 54Z", C.dark),
    detail: shine + line("M28 38l10 5-10 5M72 38l-10 5 10 5", C.black, 3.4) + path("M34 70Q50 80 66 70Q60 76 50 77Q40 76 34 70Z", C.pink) + path("M16 48q-8 14 0 18q8-4 0-18z", C.sky) + path("M84 48q-8 14 0 18q8-4 0-18z", C.sky),
  }),
  pin("COOL-A", "Cool Shades", "1x1", "SYM", "cool sunglasses face emoji chill", {
    shape: head,
    inner: path("M14 34H86V40Q84 54 70 54Q60 54 56 44H44Q40 54 30 54Q16 54 14 40Z", C.dark),
    detail: shine + line("M36 66q14 10 28-2", C.black, 3) + line("M24 40l8-4M62 40l8-4", C.grey, 2.4),
  }),
  pin("SURPRISED-A", "Wow", "1x1", "SYM", "wow surprised shock omg emoji", {
    shape: head,
    inner: ellipse(50, 68, 9, 12, C.dark),
    detail: shine + eye(36, 40, 6) + eye(64, 40, 6) + line("M28 24q6-6 14-4M72 24q-6-6-14-4", C.brown, 3) + cheeks(24, 76, 56, 4),
  }),
  pin("THUMBS-UP-A", "Thumbs Up", "1x1", "SYM", "thumbs up like good yes ok", {
    shape: rect(10, 46, 18, 44, 5, C.blue) + path("M28 48L46 14Q54 8 58 16Q60 24 56 40H82Q92 42 90 52L84 84Q82 90 74 90H28Z", C.yellow),
    inner: rect(56, 40, 30, 14, 7, C.yellow) + rect(56, 54, 28, 14, 7, C.yellow) + rect(56, 68, 26, 14, 7, C.yellow),
    detail: circle(19, 80, 3, C.white),
  }),
  pin("PEACE-A", "Peace", "1x1", "SYM", "peace sign love calm hippie", {
    shape: circle(50, 50, 42, C.purple),
    inner: circle(50, 50, 31, C.lilac),
    detail: line("M50 19V81M50 52L28 72M50 52L72 72", C.purple, 7),
  }),
  pin("MUSIC-NOTE-A", "Music Note", "1x1", "SYM ACT", "music note song melody sing", {
    shape: ellipse(28, 76, 15, 11, C.blue, -20) + ellipse(72, 68, 15, 11, C.blue, -20) + rect(36, 18, 7, 60, 2, C.blue) + rect(80, 10, 7, 60, 2, C.blue) + poly("36,18 87,8 87,24 36,34", C.blue),
    detail: ellipse(24, 73, 4, 2.5, C.sky, -20) + ellipse(68, 65, 4, 2.5, C.sky, -20),
  }),
  pin("CHECK-MARK-A", "Check Mark", "1x1", "SYM", "check done yes correct tick", {
    shape: circle(50, 50, 42, C.green),
    detail: line("M28 52L44 68L74 34", C.white, 11),
  }),
  pin("EXCLAMATION-A", "Exclamation", "1x1", "SYM", "exclamation alert wow important", {
    shape: path("M38 14Q38 6 50 6Q62 6 62 14L56 64H44Z", C.red) + circle(50, 82, 10, C.red),
    detail: ellipse(46, 18, 3, 6, "#ff8a80"),
  }),
  pin("QUESTION-A", "Question", "1x1", "SYM", "question ask why help mystery", {
    shape: path("M24 34Q24 8 50 8Q76 8 76 32Q76 46 62 54Q56 58 56 66H44Q44 50 56 44Q64 40 64 32Q64 20 50 20Q38 20 36 34Z", C.blue) + circle(50, 82, 9, C.blue),
  }),
  pin("FIRE-A", "On Fire", "1x1", "SYM", "fire flame hot lit streak", {
    shape: path("M50 6Q58 26 70 32Q68 20 74 16Q90 40 88 62Q84 92 50 94Q16 92 12 62Q12 42 28 30Q28 42 36 46Q34 24 50 6Z", C.orange),
    inner: path("M50 40Q56 56 64 58Q70 70 66 80Q60 92 50 92Q40 92 34 80Q30 66 40 56Q44 64 48 64Q44 52 50 40Z", C.yellow),
  }),
  pin("SPARKLES-A", "Sparkles", "1x1", "SYM", "sparkle shine magic glitter new", {
    shape: poly(rays(40, 56, 36, 9, 4), C.yellow) + poly(rays(76, 24, 16, 5, 4), C.yellow) + poly(rays(78, 76, 12, 4, 4), C.yellow),
  }),
  pin("TWO-HEARTS-A", "Two Hearts", "2x1", "SYM SEA", "hearts love couple valentine pair", {
    shape: `<g transform="translate(14 8) scale(.86) rotate(-10 50 50)">${path(HEART, C.red)}</g><g transform="translate(100 12) scale(.8) rotate(12 50 50)">${path(HEART, C.pink)}</g>`,
    detail: ellipse(38, 32, 7, 4, "#ff8a80", -40) + ellipse(122, 34, 6, 4, C.lightPink, -30),
  }),
  pin("INFINITY-B", "Infinity", "2x1", "SYM", "infinity forever endless loop", {
    shape: `<path d="M100 50C80 16 24 14 20 50C24 86 80 84 100 50C120 16 176 14 180 50C176 86 120 84 100 50ZM86 50C72 38 40 34 38 50C40 66 72 62 86 50ZM114 50C128 38 160 34 162 50C160 66 128 62 114 50Z" fill="${C.teal}" fill-rule="evenodd"/>`,
  }),
  pin("YIN-YANG-B", "Yin Yang", "1x1", "SYM", "yin yang balance calm harmony", {
    shape: circle(50, 50, 42, C.white),
    inner: path("M50 8A42 42 0 0 1 50 92A21 21 0 0 1 50 50A21 21 0 0 0 50 8Z", C.black),
    detail: circle(50, 29, 6, C.black) + circle(50, 71, 6, C.white),
  }),
  pin("KISS-A", "Kiss", "1x1", "SYM SEA", "kiss lips love smooch valentine", {
    shape: path("M8 50Q24 24 40 30Q46 32 50 38Q54 32 60 30Q76 24 92 50Q70 82 50 82Q30 82 8 50Z", C.red),
    inner: path("M8 50Q30 54 50 52Q70 54 92 50Q70 82 50 82Q30 82 8 50Z", "#ff5b66"),
    detail: ellipse(62, 66, 8, 3, "#ff8a80", -10),
  }),
  pin("PAW-PRINT-A", "Paw Print", "1x1", "SYM ANI", "paw print pet dog cat", {
    shape: ellipse(50, 66, 24, 20, C.brown) + ellipse(20, 44, 9, 12, C.brown, -20) + ellipse(38, 24, 9, 12, C.brown, -8) + ellipse(62, 24, 9, 12, C.brown, 8) + ellipse(80, 44, 9, 12, C.brown, 20),
    inner: ellipse(50, 68, 14, 11, C.lightBrown),
  }),
  pin("SPEECH-BUBBLE-A", "Chat Bubble", "1x1", "SYM", "chat speech bubble talk message", {
    shape: path("M18 12H82Q92 12 92 22V60Q92 70 82 70H44L24 88L28 70H18Q8 70 8 60V22Q8 12 18 12Z", C.white),
    detail: circle(30, 41, 6, C.blue) + circle(50, 41, 6, C.blue) + circle(70, 41, 6, C.blue),
  }),
  pin("BROKEN-HEART-A", "Broken Heart", "1x1", "SYM", "broken heart sad heartbreak", {
    shape: `<g transform="rotate(-8 30 50)">${path("M46 86C18 66 8 52 8 34C8 20 18 10 30 10C40 10 46 16 50 24L42 40L54 52L44 68Z", C.red)}</g><g transform="rotate(8 70 50)">${path("M54 86C82 66 92 52 92 34C92 20 82 10 70 10C60 10 54 16 52 24L46 40L58 52L48 68Z", C.red)}</g>`,
  }),
  pin("UNICORN-A", "Unicorn", "2x2", "SYM ANI", "unicorn magic rainbow horse fantasy", {
    shape:
      path("M52 184Q40 120 70 84Q74 50 110 40L132 18L130 46Q164 56 176 96Q184 118 168 124Q150 128 140 112Q120 110 116 126Q122 160 150 184Z", C.white) +
      poly("118,46 150,4 136,50", C.yellow),
    inner: path("M70 84Q60 40 96 34Q110 36 112 44Q84 54 84 92Q74 128 52 184Q40 120 70 84Z", C.pink) + path("M84 92Q74 128 70 160Q62 130 70 100Z", C.purple) + path("M96 34Q86 20 100 16Q108 26 110 40Z", C.sky),
    detail: eye(140, 76, 6) + ellipse(162, 104, 4, 3, C.pink) + circle(128, 92, 7, C.lightPink) + line("M128 26l10 6M132 16l10 6", C.orange, 2.4) + poly(starPoints(36, 40, 14, 5, 4), C.yellow) + poly(starPoints(170, 160, 10, 4, 4), C.yellow),
  }),
]);
