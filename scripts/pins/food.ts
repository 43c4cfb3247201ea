import { FIRST_PINS, pin, series } from "./catalog.ts";
import { band, C, cheeks, circle, circleD, holed, ellipse, eyes, line, path, poly, rect, smile } from "./style.ts";

/** A leaf on a stem, for fruit. */
const leaf = (x: number, y: number, rotate: number) => ellipse(x, y, 10, 5, C.green, rotate);
const seeds = (points: [number, number][], fill: string) => points.map(([x, y]) => ellipse(x, y, 1.6, 2.6, fill)).join("");

export const FOOD = series(3, [
  pin("CUPCAKE-A", "Cupcake", "1x1", "FOO", "cupcake cake sweet frosting party", {
    shape: path("M24 54L32 90H68L76 54Z", C.sky) + path("M18 56Q14 40 30 38Q30 18 50 18Q70 18 70 38Q86 40 82 56Z", C.lightPink) + circle(50, 14, 7, C.red),
    inner: rect(40, 54, 6, 36, 0, C.blue) + rect(54, 54, 6, 36, 0, C.blue),
    detail: rect(30, 32, 6, 2.4, 1.2, C.yellow, 30) + rect(58, 28, 6, 2.4, 1.2, C.blue, -30) + rect(44, 40, 6, 2.4, 1.2, C.green, 60) + rect(66, 44, 6, 2.4, 1.2, C.purple, 15),
  }, FIRST_PINS),
  pin("TEAPOT-A", "Teapot", "1x1", "FOO OBJ", "teapot tea pot drink cozy", {
    shape: path("M74 44Q92 38 90 56Q88 70 74 70Z", C.teal) + poly("22,52 6,34 10,30 30,46", C.teal) + ellipse(48, 62, 30, 26, C.teal) + rect(30, 30, 36, 10, 5, C.teal) + circle(48, 24, 6, C.teal),
    inner: band(48, 62, 30, 56, 66, C.white) + circle(40, 61, 2.5, C.pink) + circle(56, 61, 2.5, C.pink),
    detail: line("M80 50Q84 56 78 64", C.white, 2.4),
  }, FIRST_PINS),
  pin("PIZZA-A", "Pizza Slice", "1x1", "FOO", "pizza slice cheese italian", {
    shape: path("M12 24Q50 8 88 24L50 92Z", C.yellow) + path("M10 20Q50 2 90 20L86 30Q50 14 14 30Z", C.lightBrown),
    inner: circle(40, 36, 7, C.red) + circle(60, 46, 6.5, C.red) + circle(48, 64, 5.5, C.red),
    detail: ellipse(62, 30, 3, 2, C.green, 30) + ellipse(36, 52, 3, 2, C.green, -20) + path("M58 60q2 8 0 10q-3-4 0-10z", C.yellow),
  }),
  pin("DONUT-A", "Donut", "1x1", "FOO", "donut doughnut sprinkles sweet", {
    shape: holed(circleD(50, 54, 38), [[50, 52, 11]], C.lightBrown),
    inner: holed("M16 50Q18 22 50 20Q82 22 84 50Q86 64 74 62Q66 76 50 72Q34 76 26 62Q14 64 16 50Z", [[50, 52, 11]], C.pink),
    detail:
      rect(30, 36, 7, 2.6, 1.3, C.yellow, 30) + rect(62, 32, 7, 2.6, 1.3, C.sky, -30) + rect(44, 28, 7, 2.6, 1.3, C.white, 80) + rect(70, 50, 7, 2.6, 1.3, C.green, 60) + rect(26, 54, 7, 2.6, 1.3, C.purple, -20) + rect(52, 66, 7, 2.6, 1.3, C.yellow, 10),
  }),
  pin("ICE-CREAM-A", "Ice Cream Cone", "1x2", "FOO SEA", "ice cream cone summer sweet scoop", {
    shape: poly("26,96 74,96 50,190", C.tan) + circle(50, 48, 24, C.pink) + circle(32, 82, 22, C.cream) + circle(68, 82, 22, "#8a4f2a") + circle(50, 8, 6, C.red),
    inner: path("M26 96L74 96L72 104L28 104Z", C.lightBrown),
    detail: line("M33 110L66 140M40 132L58 150M67 110L34 140M60 132L42 150", C.lightBrown, 2) + line("M50 14q6-8 10-8", C.darkGreen, 2) + eyes(42, 58, 46, 3) + smile(50, 54, 6),
  }),
  pin("APPLE-A", "Red Apple", "1x1", "FOO NAT", "apple fruit red healthy", {
    shape: path("M50 30Q70 16 84 34Q96 56 80 80Q66 98 50 88Q34 98 20 80Q4 56 16 34Q30 16 50 30Z", C.red) + leaf(64, 16, -30),
    inner: rect(47, 10, 5, 20, 2.5, C.brown),
    detail: ellipse(30, 44, 5, 9, "#ff8a80", 20),
  }),
  pin("CHERRIES-A", "Cherries", "1x1", "FOO NAT", "cherry cherries fruit pair red", {
    shape: circle(30, 70, 19, C.red) + circle(70, 70, 19, C.red) + leaf(62, 14, -20),
    detail: line("M30 52Q40 30 54 12M70 52Q64 30 54 12", C.darkGreen, 3) + ellipse(24, 64, 4, 6, "#ff8a80", 20) + ellipse(64, 64, 4, 6, "#ff8a80", 20),
  }),
  pin("STRAWBERRY-A", "Strawberry", "1x1", "FOO NAT", "strawberry berry fruit red summer", {
    shape: path("M14 34Q50 18 86 34Q88 62 50 92Q12 62 14 34Z", C.red) + poly("50,14 58,26 74,22 66,34 34,34 26,22 42,26", C.green),
    detail: seeds([[34, 46], [50, 44], [66, 46], [42, 58], [58, 58], [50, 72], [30, 58], [70, 58]], C.yellow),
  }),
  pin("BANANA-A", "Banana", "1x1", "FOO NAT", "banana fruit yellow monkey", {
    shape: path("M74 12L84 14L82 26Q92 66 56 86Q28 96 12 82Q12 76 22 76Q48 78 62 56Q76 36 72 22Z", C.yellow),
    inner: path("M74 12L84 14L82 22L74 20Z", C.brown) + path("M16 80Q44 84 62 66Q50 88 24 86Z", "#ffe680"),
    detail: circle(14, 80, 2.5, C.brown),
  }),
  pin("WATERMELON-A", "Watermelon", "2x1", "FOO SEA", "watermelon melon slice summer fruit", {
    shape: path("M14 22H186Q180 92 100 92Q20 92 14 22Z", C.green),
    inner: path("M22 22H178Q172 80 100 80Q28 80 22 22Z", C.cream) + path("M28 22H172Q166 72 100 72Q34 72 28 22Z", C.red),
    detail: seeds([[60, 34], [80, 46], [100, 34], [120, 46], [140, 34], [100, 58], [70, 56], [130, 56]], C.black) + eyes(92, 108, 30, 3) + smile(100, 38, 6),
  }),
  pin("BURGER-A", "Burger", "1x1", "FOO", "burger hamburger cheese lunch", {
    shape: path("M14 48Q14 14 50 14Q86 14 86 48Z", C.lightBrown) + rect(10, 48, 80, 10, 5, C.green) + rect(12, 56, 76, 12, 5, C.brown) + rect(14, 70, 72, 18, 8, C.lightBrown),
    inner: poly("14,56 86,56 70,66 56,58 40,66 28,58", C.yellow),
    detail: seeds([[34, 28], [50, 22], [66, 28], [42, 38], [58, 38]], C.cream),
  }),
  pin("COFFEE-A", "Coffee Cup", "1x1", "FOO OBJ", "coffee cup latte morning drink", {
    shape: path("M74 40Q94 40 92 56Q90 72 72 70L72 62Q82 62 83 56Q84 48 74 48Z", C.white) + path("M18 34H78L72 84Q70 92 60 92H36Q26 92 24 84Z", C.white),
    inner: ellipse(48, 34, 30, 6, C.brown) + rect(21, 56, 54, 10, 0, C.red),
    detail: line("M38 22q-6-6 0-12M52 22q-6-6 0-12", C.lightGrey, 2.6) + path("M44 32q4-4 8 0q-4 3-8 0z", C.cream),
  }),
  pin("CAKE-A", "Birthday Cake", "2x2", "FOO SEA", "cake birthday party candles celebrate", {
    shape: rect(18, 164, 164, 16, 8, C.lightGrey) + rect(30, 104, 140, 64, 10, C.pink) + rect(48, 60, 104, 48, 10, C.cream) + rect(64, 30, 8, 32, 3, C.sky) + rect(96, 24, 8, 38, 3, C.yellow) + rect(128, 30, 8, 32, 3, C.lilac),
    inner:
      path("M30 116Q40 128 50 116Q60 128 70 116Q80 128 90 116Q100 128 110 116Q120 128 130 116Q140 128 150 116Q160 128 170 116V104H30Z", C.white) +
      path("M48 70Q58 80 68 70Q78 80 88 70Q98 80 108 70Q118 80 128 70Q138 80 152 70V60H48Z", C.pink),
    detail: ellipse(68, 24, 4, 7, C.orange) + ellipse(100, 16, 4, 7, C.orange) + ellipse(132, 24, 4, 7, C.orange) + circle(60, 146, 5, C.red) + circle(100, 146, 5, C.red) + circle(140, 146, 5, C.red) + circle(80, 90, 4, C.red) + circle(120, 90, 4, C.red),
  }),
  pin("CARROT-A", "Carrot", "1x1", "FOO NAT", "carrot vegetable orange crunchy", {
    shape: path("M40 16Q42 6 50 18Q56 4 62 18Q72 10 68 26Z", C.green) + path("M34 28Q50 18 70 30Q76 38 68 48L30 92Q22 96 24 86L30 40Q28 32 34 28Z", C.orange),
    detail: line("M40 42l8 3M36 56l8 3M52 52l7 2M34 70l7 2", C.darkRed, 2),
  }),
  pin("AVOCADO-B", "Avocado", "1x1", "FOO", "avocado guacamole green healthy", {
    shape: path("M50 8Q66 8 72 36Q90 62 78 82Q66 96 50 94Q34 96 22 82Q10 62 28 36Q34 8 50 8Z", C.darkGreen),
    inner: path("M50 16Q62 16 66 40Q82 62 72 78Q62 88 50 88Q38 88 28 78Q18 62 34 40Q38 16 50 16Z", C.lime) + circle(50, 64, 14, C.brown),
    detail: eyes(44, 56, 46, 2.8) + smile(50, 52, 5) + ellipse(46, 60, 3, 4, C.lightBrown),
  }),
  pin("LEMON-A", "Lemon", "1x1", "FOO NAT", "lemon citrus sour yellow", {
    shape: ellipse(50, 54, 38, 28, C.yellow, -20) + ellipse(82, 34, 6, 4, C.yellow, -20) + ellipse(18, 74, 6, 4, C.yellow, -20) + leaf(60, 22, -10),
    detail: eyes(42, 58, 54, 3.2) + smile(50, 62, 6) + cheeks(34, 66, 62, 3) + ellipse(34, 42, 7, 3, "#fff2a0", -30),
  }),
  pin("GRAPES-A", "Grapes", "1x1", "FOO NAT", "grapes fruit purple bunch wine", {
    shape:
      [[32, 34], [50, 34], [68, 34], [41, 50], [59, 50], [50, 66]].map(([x, y]) => circle(x!, y!, 10, C.purple)).join("") + leaf(66, 14, -25),
    detail: line("M50 24Q50 14 58 8", C.brown, 3) + [[30, 30], [48, 30], [66, 30], [39, 46], [57, 46], [48, 62]].map(([x, y]) => circle(x!, y!, 2.4, C.lilac)).join(""),
  }),
  pin("CROISSANT-A", "Croissant", "1x1", "FOO", "croissant bread bakery breakfast french", {
    shape: path("M6 72Q8 56 22 50Q26 30 50 26Q74 30 78 50Q92 56 94 72Q84 64 74 66Q64 58 50 58Q36 58 26 66Q16 64 6 72Z", C.orange),
    inner: path("M36 32Q50 24 64 32Q66 46 62 58Q50 54 38 58Q34 46 36 32Z", C.tan) + path("M22 50Q26 38 36 32Q34 46 38 58Q30 60 26 66Q22 58 22 50Z", C.lightBrown) + path("M78 50Q74 38 64 32Q66 46 62 58Q70 60 74 66Q78 58 78 50Z", C.lightBrown),
    detail: ellipse(46, 36, 6, 2.5, "#fff2c8", -10),
  }),
  pin("TACO-A", "Taco", "1x1", "FOO", "taco mexican lunch shell", {
    shape: path("M10 80Q10 30 50 30Q90 30 90 80Z", C.yellow) + path("M18 52Q24 36 34 40Q40 28 50 34Q60 26 68 38Q78 34 84 50L80 60H20Z", C.green),
    inner: circle(36, 50, 5, C.red) + circle(62, 48, 5, C.red) + path("M10 80Q10 44 40 34Q22 50 22 80Z", "#ffe680"),
    detail: eyes(42, 58, 66, 3) + smile(50, 72, 6),
  }),
  pin("SUSHI-B", "Sushi", "2x1", "FOO", "sushi rice fish japan roll", {
    shape: rect(14, 46, 78, 40, 18, C.white) + rect(10, 30, 86, 26, 12, C.orange) + circle(150, 60, 32, C.dark),
    inner: circle(150, 60, 24, C.white) + circle(150, 60, 10, C.orange) + circle(144, 54, 4, C.green),
    detail: line("M24 38l10 14M44 36l10 16M64 36l10 16", "#ffd0b0", 2.6) + eyes(44, 62, 68, 3) + smile(53, 75, 6),
  }),
  pin("PEAR-A", "Pear", "1x1", "FOO NAT", "pear fruit green sweet", {
    shape: path("M50 18Q62 18 62 36Q64 48 76 60Q86 76 76 88Q66 96 50 94Q34 96 24 88Q14 76 24 60Q36 48 38 36Q38 18 50 18Z", C.lime) + leaf(64, 14, -30),
    detail: line("M50 20V8", C.brown, 3.4) + ellipse(34, 70, 4, 8, "#d8f07a", 10),
  }),
  pin("CHEESE-A", "Cheese", "1x1", "FOO", "cheese wedge yellow mouse", {
    shape: path("M10 58L74 22L90 40V82H10Z", C.yellow),
    inner: path("M10 58L74 22L90 40L26 60Z", "#ffe680") + circle(30, 72, 6, "#f0b429") + circle(56, 68, 8, "#f0b429") + circle(76, 56, 4, "#f0b429") + circle(74, 76, 4, "#f0b429"),
  }),
  pin("COOKIE-A", "Cookie", "1x1", "FOO", "cookie chocolate chip biscuit bake", {
    shape: path("M50 12Q66 10 76 22Q92 30 88 50Q92 70 76 80Q66 92 50 88Q32 92 22 80Q8 68 12 50Q8 30 24 22Q34 10 50 12Z", C.lightBrown),
    inner: ellipse(34, 36, 6, 5, C.brown) + ellipse(62, 30, 5, 4, C.brown) + ellipse(70, 58, 6, 5, C.brown) + ellipse(44, 66, 6, 5, C.brown) + ellipse(28, 58, 4, 4, C.brown) + ellipse(52, 48, 4, 3, C.brown),
  }),
  pin("EGG-A", "Fried Egg", "1x1", "FOO", "egg fried breakfast yolk", {
    shape: path("M30 18Q52 6 70 20Q94 24 88 50Q94 78 68 84Q48 96 30 84Q6 78 12 52Q6 26 30 18Z", C.white),
    inner: circle(50, 50, 17, C.yellow),
    detail: eyes(44, 56, 48, 2.6) + smile(50, 55, 5) + ellipse(43, 42, 4, 2.5, "#fff2a0", -30),
  }),
  pin("BUBBLE-TEA-A", "Bubble Tea", "1x2", "FOO", "boba bubble tea drink straw", {
    shape: rect(56, 6, 8, 50, 4, C.pink) + path("M20 56H80L72 182Q70 192 60 192H40Q30 192 28 182Z", "#f3dcc0") + rect(14, 46, 72, 14, 7, C.lilac),
    inner: path("M22 84H78L72 182Q70 190 60 190H40Q30 190 28 182Z", C.tan),
    detail: eyes(40, 60, 104, 3.4) + smile(50, 114, 7) + [[36, 160], [50, 168], [64, 160], [42, 176], [58, 176], [50, 152]].map(([x, y]) => circle(x!, y!, 5, C.dark)).join(""),
  }),
  pin("LOLLIPOP-A", "Lollipop", "1x2", "FOO SEA", "lollipop candy sweet swirl", {
    shape: rect(46, 80, 8, 108, 4, C.white) + circle(50, 52, 38, C.pink),
    inner: circle(50, 52, 27, C.yellow) + circle(50, 52, 16, C.sky) + circle(50, 52, 6, C.white),
    detail: line("M30 40Q40 28 56 34", C.white, 3),
  }),
  pin("PEPPER-A", "Chili Pepper", "1x1", "FOO", "chili pepper hot spicy red", {
    shape: path("M30 26Q46 22 56 34Q72 56 84 84Q86 92 78 88Q48 72 28 48Q18 34 30 26Z", C.red) + path("M24 28Q30 16 42 22L44 30Q34 34 28 34Z", C.green),
    detail: line("M36 14q-2 6 2 12", C.darkGreen, 3) + ellipse(44, 40, 3, 7, "#ff8a80", -40),
  }),
  pin("HOT-DOG-A", "Hot Dog", "2x1", "FOO", "hotdog sausage mustard picnic", {
    shape: rect(26, 26, 148, 40, 20, C.tan) + rect(10, 40, 180, 24, 12, "#c8412f") + rect(22, 54, 156, 34, 17, C.tan),
    detail: line("M26 50q8-8 16 0t16 0t16 0t16 0t16 0t16 0t16 0t16 0t16 0", C.yellow, 3.6),
  }),
]);
