import { FIRST_PINS, pin, series } from "./catalog.ts";
import { band, C, cheeks, circle, closedEye, ellipse, eye, eyes, line, path, poly, rays, rect, smile } from "./style.ts";

const nose = (x: number, y: number, fill: string = C.black) => ellipse(x, y, 4.5, 3.2, fill);
const whiskers = (y: number) => line(`M14 ${y}l14 2M14 ${y + 7}l14 -1M86 ${y}l-14 2M86 ${y + 7}l-14 -1`, C.dark, 1.6);

export const ANIMALS = series(2, [
  pin("CAT-A", "Sleepy Cat", "1x1", "ANI", "cat kitten pet sleepy nap", {
    shape: path("M18 88C12 62 16 42 22 34L20 10L40 25Q50 22 60 25L80 10L78 34C84 42 88 62 82 88Z", C.orange),
    inner: path("M26 30L25 18L35 26Z", C.pink) + path("M74 30L75 18L65 26Z", C.pink) + path("M32 88Q50 62 68 88Z", C.cream),
    detail: closedEye(38, 50) + closedEye(62, 50) + nose(50, 58, C.pink) + smile(50, 63, 7) + whiskers(56) + line("M78 12l6 0l-6 7l6 0", C.navy, 2),
  }, FIRST_PINS),
  pin("DOG-A", "Puppy", "1x1", "ANI", "dog puppy pet woof", {
    shape: ellipse(22, 46, 11, 22, C.brown, 20) + ellipse(78, 46, 11, 22, C.brown, -20) + circle(50, 52, 32, C.tan),
    inner: ellipse(62, 42, 10, 9, C.lightBrown) + ellipse(50, 68, 16, 12, C.cream),
    detail: eyes(39, 61, 46) + nose(50, 62) + line("M50 65v5", C.black, 2) + path("M45 72q5 9 10 0z", C.pink),
  }),
  pin("FOX-A", "Clever Fox", "1x1", "ANI", "fox forest wild orange", {
    shape: path("M12 16L36 34Q50 28 64 34L88 16L82 54Q68 86 50 90Q32 86 18 54Z", C.orange),
    inner: poly("19,25 33,36 24,46", C.dark) + poly("81,25 67,36 76,46", C.dark) + path("M18 54Q34 58 50 72Q66 58 82 54Q68 86 50 90Q32 86 18 54Z", C.cream),
    detail: eyes(37, 63, 54) + nose(50, 80) + cheeks(28, 72, 63),
  }),
  pin("PANDA-A", "Panda", "1x1", "ANI", "panda bear bamboo china", {
    shape: circle(25, 26, 12, C.black) + circle(75, 26, 12, C.black) + ellipse(50, 56, 38, 33, C.white),
    inner: ellipse(36, 53, 8.5, 12, C.black, 35) + ellipse(64, 53, 8.5, 12, C.black, -35),
    detail: circle(37, 52, 3.4, C.white) + circle(63, 52, 3.4, C.white) + circle(37.5, 52.5, 1.8, C.black) + circle(63.5, 52.5, 1.8, C.black) + nose(50, 66) + smile(50, 71, 8) + cheeks(26, 74, 68),
  }),
  pin("BUNNY-A", "Bunny", "1x1", "ANI SEA", "bunny rabbit easter spring hop", {
    shape: ellipse(37, 28, 9, 23, C.snow, -10) + ellipse(63, 28, 9, 23, C.snow, 10) + circle(50, 64, 28, C.snow),
    inner: ellipse(37, 29, 4, 15, C.lightPink, -10) + ellipse(63, 29, 4, 15, C.lightPink, 10),
    detail: eyes(40, 60, 61) + ellipse(50, 69, 3.5, 2.5, C.pink) + line("M50 71v4M50 75q-4 3-7 0M50 75q4 3 7 0", C.dark, 1.8) + cheeks(32, 68, 70),
  }),
  pin("OWL-A", "Wise Owl", "1x1", "ANI", "owl bird night wise", {
    shape: path("M18 32L20 10L38 24Q50 20 62 24L80 10L82 32Q88 50 84 70Q76 92 50 92Q24 92 16 70Q12 50 18 32Z", C.brown),
    inner: ellipse(50, 72, 20, 17, C.tan) + circle(36, 42, 12, C.cream) + circle(64, 42, 12, C.cream) + poly("45,50 55,50 50,59", C.orange),
    detail: eye(36, 42, 6) + eye(64, 42, 6) + line("M42 70l3 3 3-3M52 70l3 3 3-3M47 79l3 3 3-3", C.lightBrown, 1.8),
  }),
  pin("PENGUIN-A", "Penguin", "1x1", "ANI SEA", "penguin bird ice cold winter", {
    shape: ellipse(30, 92, 9, 4, C.orange) + ellipse(70, 92, 9, 4, C.orange) + ellipse(18, 62, 7, 18, C.navy, 25) + ellipse(82, 62, 7, 18, C.navy, -25) + ellipse(50, 54, 30, 38, C.navy),
    inner: path("M50 30Q68 28 70 46Q74 64 68 78Q60 90 50 90Q40 90 32 78Q26 64 30 46Q32 28 50 30Z", C.white) + poly("44,46 56,46 50,54", C.orange),
    detail: eyes(42, 58, 39, 3.2) + cheeks(36, 64, 48, 2.8),
  }),
  pin("FROG-A", "Happy Frog", "1x1", "ANI", "frog pond green jump", {
    shape: circle(30, 34, 15, C.green) + circle(70, 34, 15, C.green) + ellipse(50, 62, 40, 28, C.green),
    inner: circle(30, 33, 9.5, C.white) + circle(70, 33, 9.5, C.white) + ellipse(50, 76, 24, 12, C.lime),
    detail: eye(31, 34, 5) + eye(69, 34, 5) + line("M28 58q22 16 44 0", C.darkGreen, 2.6) + cheeks(22, 78, 56),
  }),
  pin("BEE-A", "Busy Bee", "1x1", "ANI NAT", "bee honey buzz insect garden", {
    shape: ellipse(36, 30, 12, 17, "#d8f1ff", -25) + ellipse(64, 30, 12, 17, "#d8f1ff", 25) + circle(50, 60, 29, C.yellow),
    inner: band(50, 60, 29, 58, 66, C.black) + band(50, 60, 29, 73, 80, C.black),
    detail: eyes(41, 59, 46, 3.2) + smile(50, 50, 6) + line("M44 32q-4-10-10-14M56 32q4-10 10-14", C.black, 2) + circle(34, 18, 3, C.black) + circle(66, 18, 3, C.black),
  }),
  pin("LADYBUG-A", "Ladybug", "1x1", "ANI NAT", "ladybug bug insect luck garden", {
    shape: circle(50, 24, 15, C.black) + circle(50, 58, 33, C.red),
    inner: circle(36, 48, 6, C.black) + circle(64, 48, 6, C.black) + circle(34, 70, 5, C.black) + circle(66, 70, 5, C.black) + circle(50, 82, 4, C.black),
    detail: line("M50 26V90", C.black, 2.4) + circle(44, 21, 2.8, C.white) + circle(56, 21, 2.8, C.white) + line("M44 11q-4-6-9-6M56 11q4-6 9-6", C.black, 2),
  }),
  pin("BUTTERFLY-A", "Butterfly", "1x1", "ANI NAT", "butterfly wings insect spring garden", {
    shape: ellipse(30, 36, 22, 17, C.purple, -30) + ellipse(70, 36, 22, 17, C.purple, 30) + ellipse(33, 68, 15, 14, C.pink, 20) + ellipse(67, 68, 15, 14, C.pink, -20) + rect(45, 26, 10, 56, 5, C.dark),
    inner: circle(27, 36, 7, C.lilac) + circle(73, 36, 7, C.lilac) + circle(32, 70, 5, C.yellow) + circle(68, 70, 5, C.yellow),
    detail: line("M47 27q-6-12-12-14M53 27q6-12 12-14", C.dark, 2),
  }),
  pin("TURTLE-A", "Turtle", "1x1", "ANI", "turtle tortoise shell slow", {
    shape: ellipse(26, 74, 8, 10, C.green) + ellipse(66, 74, 8, 10, C.green) + circle(82, 54, 10, C.green) + path("M12 68C12 38 30 26 48 26C66 26 80 38 80 68Z", C.darkGreen),
    inner: path("M34 50L46 40L58 50L54 64H38Z", C.lime) + path("M18 60L28 50L34 50L38 64H16Z", C.lime) + path("M74 60L64 50L58 50L54 64H76Z", C.lime),
    detail: eye(84, 51, 2.6) + smile(86, 58, 5),
  }),
  pin("FISH-A", "Clownfish", "1x1", "ANI", "fish clownfish reef ocean swim", {
    shape: poly("66,50 92,28 88,50 92,72", C.orange) + path("M30 32Q44 14 58 32Z", C.orange) + path("M40 70Q48 84 58 70Z", C.orange) + ellipse(42, 50, 32, 22, C.orange),
    inner: ellipse(30, 50, 5.5, 20, C.white) + ellipse(54, 50, 5.5, 20, C.white) + path("M76 40L88 36L86 50L88 64L76 60Q72 50 76 40Z", C.white),
    detail: eye(22, 46, 3.8) + smile(17, 56, 5) + circle(8, 24, 3, C.sky) + circle(16, 14, 2, C.sky),
  }),
  pin("OCTOPUS-A", "Octopus", "1x1", "ANI", "octopus sea ocean tentacles", {
    shape: ellipse(20, 72, 7, 17, C.purple, 30) + ellipse(38, 78, 7, 16, C.purple, 10) + ellipse(62, 78, 7, 16, C.purple, -10) + ellipse(80, 72, 7, 17, C.purple, -30) + ellipse(50, 42, 31, 29, C.purple),
    inner: circle(34, 26, 5, C.lilac) + circle(62, 22, 3.5, C.lilac) + circle(70, 34, 2.5, C.lilac),
    detail: eyes(40, 60, 46, 4) + smile(50, 56, 8) + cheeks(30, 70, 54),
  }),
  pin("BEAR-A", "Teddy Bear", "1x1", "ANI", "bear teddy brown cuddle", {
    shape: circle(24, 28, 13, C.brown) + circle(76, 28, 13, C.brown) + circle(50, 56, 34, C.brown),
    inner: circle(24, 28, 6.5, C.tan) + circle(76, 28, 6.5, C.tan) + ellipse(50, 67, 15, 12, C.tan),
    detail: eyes(38, 62, 50) + nose(50, 62) + line("M50 65v4M44 70q6 4 12 0", C.black, 2),
  }),
  pin("PIG-A", "Piglet", "1x1", "ANI", "pig piglet farm pink oink", {
    shape: poly("16,16 40,28 22,42", C.pink) + poly("84,16 60,28 78,42", C.pink) + ellipse(50, 56, 37, 33, C.lightPink),
    inner: ellipse(50, 64, 14, 10, C.pink),
    detail: eyes(36, 64, 46) + ellipse(45, 64, 2.6, 3.6, C.darkRed) + ellipse(55, 64, 2.6, 3.6, C.darkRed) + smile(50, 78, 8),
  }),
  pin("CHICK-A", "Little Chick", "1x1", "ANI SEA", "chick bird easter spring baby", {
    shape: path("M44 26Q46 14 52 22Q56 12 60 24Z", C.yellow) + circle(50, 56, 32, C.yellow) + ellipse(38, 90, 7, 3, C.orange) + ellipse(62, 90, 7, 3, C.orange),
    inner: ellipse(76, 62, 8, 13, "#ffc21a", -15) + ellipse(24, 62, 8, 13, "#ffc21a", 15) + poly("44,54 56,54 50,62", C.orange),
    detail: eyes(40, 60, 46) + cheeks(32, 68, 56, 3),
  }),
  pin("LION-B", "Lion King", "2x2", "ANI", "lion king mane wild savanna", {
    shape: poly(rays(100, 104, 88, 70, 18), C.orange) + circle(100, 106, 58, "#f7c35f"),
    inner: circle(62, 62, 14, "#f7c35f") + circle(138, 62, 14, "#f7c35f") + circle(62, 62, 7, C.lightBrown) + circle(138, 62, 7, C.lightBrown) + ellipse(100, 132, 26, 19, C.cream),
    detail: eyes(78, 122, 96, 7) + poly("90,118 110,118 100,130", C.brown) + line("M100 130v8M88 142q12 8 24 0", C.brown, 3) + cheeks(68, 132, 118, 7),
  }),
  pin("ELEPHANT-A", "Elephant", "2x2", "ANI", "elephant trunk big grey safari", {
    shape:
      rect(70, 130, 24, 50, 9, "#a9b8c9") + rect(146, 130, 24, 50, 9, "#a9b8c9") + ellipse(128, 112, 62, 50, "#a9b8c9") + path("M36 96C20 130 24 156 44 164L56 152C40 144 42 124 52 104Z", "#a9b8c9") + circle(66, 86, 42, "#a9b8c9"),
    inner: ellipse(96, 86, 26, 34, "#c3cfdc") + ellipse(98, 88, 14, 22, C.lightPink),
    detail: eye(54, 78, 6) + circle(44, 96, 6, C.pink) + line("M188 104q8 4 6 16", "#7d8c9e", 4),
  }),
  pin("GIRAFFE-A", "Giraffe", "1x2", "ANI", "giraffe tall neck safari spots", {
    shape:
      rect(28, 150, 9, 42, 4, C.yellow) + rect(66, 150, 9, 42, 4, C.yellow) + ellipse(52, 148, 32, 22, C.yellow) + rect(40, 40, 20, 112, 10, C.yellow) + rect(44, 8, 4, 18, 2, C.brown) + rect(60, 8, 4, 18, 2, C.brown) + ellipse(60, 36, 24, 15, C.yellow),
    inner: ellipse(76, 40, 9, 7, C.tan) + ellipse(46, 70, 5, 7, C.lightBrown) + ellipse(53, 98, 5, 6, C.lightBrown) + ellipse(46, 124, 5, 6, C.lightBrown) + ellipse(40, 146, 7, 6, C.lightBrown) + ellipse(62, 152, 7, 6, C.lightBrown),
    detail: eye(56, 32, 3.6) + circle(46, 8, 4, C.brown) + circle(62, 8, 4, C.brown) + circle(78, 38, 1.5, C.black),
  }),
  pin("SNAIL-A", "Snail", "1x1", "ANI NAT", "snail slow shell garden", {
    shape: path("M8 84V54Q8 40 20 40Q32 40 32 54V72H86Q94 84 84 84Z", C.lime) + circle(60, 50, 27, C.orange),
    inner: circle(60, 50, 17, "#ffb04a") + circle(60, 50, 8, C.orange),
    detail: eye(16, 52, 3) + smile(20, 62, 6) + line("M14 42L10 28M24 42L28 28", C.darkGreen, 2) + circle(10, 28, 2.5, C.darkGreen) + circle(28, 28, 2.5, C.darkGreen),
  }),
  pin("MOUSE-A", "Mouse", "1x1", "ANI", "mouse cheese tiny squeak", {
    shape: circle(26, 32, 17, C.grey) + circle(74, 32, 17, C.grey) + ellipse(50, 62, 30, 27, C.grey),
    inner: circle(26, 32, 10, C.lightPink) + circle(74, 32, 10, C.lightPink),
    detail: eyes(40, 60, 58) + circle(50, 70, 4, C.pink) + whiskers(68) + cheeks(32, 68, 70, 3),
  }),
  pin("HEDGEHOG-B", "Hedgehog", "1x1", "ANI NAT", "hedgehog spikes forest cute", {
    shape: circle(34, 80, 6, C.brown) + circle(58, 80, 6, C.brown) + poly(`${rays(46, 76, 40, 30, 9, 180, 345)} 82,76`, C.brown) + ellipse(70, 70, 22, 15, C.tan, 10),
    detail: eye(74, 66, 3.4) + circle(91, 74, 4, C.black) + circle(70, 77, 3, C.pink),
  }),
  pin("DUCK-A", "Rubber Duck", "1x1", "ANI OBJ", "duck rubber bath toy yellow", {
    shape: path("M14 62Q14 52 26 54Q40 56 50 54Q82 44 88 62Q90 88 56 88Q20 88 14 62Z", C.yellow) + circle(36, 38, 19, C.yellow) + ellipse(14, 42, 11, 6, C.orange),
    inner: ellipse(62, 66, 16, 9, "#ffc21a", -12),
    detail: eye(38, 34, 3.6) + circle(44, 44, 3, C.pink),
  }),
  pin("KOALA-B", "Koala", "1x1", "ANI", "koala australia tree cuddly", {
    shape: circle(20, 38, 17, C.grey) + circle(80, 38, 17, C.grey) + ellipse(50, 58, 32, 30, C.grey),
    inner: circle(20, 38, 9, C.lightGrey) + circle(80, 38, 9, C.lightGrey) + ellipse(50, 64, 8, 11, C.dark),
    detail: eyes(37, 63, 52, 3.4) + smile(50, 80, 6) + cheeks(30, 70, 66, 3),
  }),
  pin("WHALE-A", "Happy Whale", "2x1", "ANI SEA", "whale ocean sea big splash", {
    shape: path("M18 60C18 32 58 24 98 28C138 32 156 48 162 58L178 42Q188 36 186 48L178 64L188 80Q188 90 178 84L162 72C146 86 120 92 90 90C48 88 18 84 18 60Z", C.blue),
    inner: path("M24 70C50 86 110 90 152 74C126 88 60 90 24 70Z", C.sky),
    detail: eye(48, 54, 4) + smile(42, 66, 8) + circle(60, 66, 4, C.pink) + line("M64 24q-2-10-8-14M64 24q2-10 8-14M64 24v-14", C.sky, 3),
  }),
]);
