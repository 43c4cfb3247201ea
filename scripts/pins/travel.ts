import { FIRST_PINS, pin, series } from "./catalog.ts";
import { C, circle, circleD, ellipse, eyes, holed, line, path, poly, rect, smile, starPoints, face } from "./style.ts";

const wheel = (cx: number, cy: number, r: number) => circle(cx, cy, r, C.dark);
const hub = (cx: number, cy: number, r: number) => circle(cx, cy, r * 0.45, C.lightGrey);
const windows = (x: number, y: number, count: number, w: number, h: number, gap: number) => Array.from({ length: count }, (_, k) => rect(x + k * (w + gap), y, w, h, 3, C.sky)).join("");

export const TRAVEL = series(7, [
  pin("ROCKET-A", "Rocket", "1x2", "TRA OBJ", "rocket space launch stars astronaut", {
    shape: path("M50 8Q80 36 78 110L92 150V166L70 152H30L8 166V150L22 110Q20 36 50 8Z", C.white) + path("M34 152H66L58 186Q50 176 42 186Z", C.orange),
    inner: path("M50 8Q64 20 72 40H28Q36 20 50 8Z", C.red) + path("M8 150L22 110V152L8 166Z", C.red) + path("M92 150L78 110V152L92 166Z", C.red) + circle(50, 76, 14, C.blue) + path("M42 156H58L54 176Q50 170 46 176Z", C.yellow),
    detail: ellipse(45, 71, 4, 6, C.sky, 30) + rect(46, 100, 8, 40, 4, C.lightGrey),
  }, FIRST_PINS),
  pin("BALLOON-A", "Hot Air Balloon", "1x2", "TRA", "hot air balloon fly sky adventure", {
    shape: path("M50 8Q92 8 92 58Q92 92 64 122H36Q8 92 8 58Q8 8 50 8Z", C.red) + rect(34, 148, 32, 30, 5, C.lightBrown),
    inner: path("M50 8Q70 30 64 122H36Q30 30 50 8Z", C.yellow) + path("M50 8Q56 40 54 122H46Q44 40 50 8Z", C.red) + rect(34, 148, 32, 8, 0, C.brown),
    detail: line("M38 122L38 148M62 122L62 148", C.brown, 2.4) + line("M40 164h20", C.brown, 2),
  }, FIRST_PINS),
  pin("CAR-A", "Red Car", "2x1", "TRA", "car drive road trip auto", {
    shape: path("M18 70V56Q18 46 30 44L56 40L76 20Q84 14 96 14H130Q142 14 150 24L164 42Q186 46 186 60V70Z", C.red) + wheel(56, 72, 16) + wheel(150, 72, 16),
    inner: path("M82 24Q88 20 98 20H112V42H66Z", C.sky) + path("M118 20H128Q138 20 144 28L154 42H118Z", C.sky) + rect(174, 50, 10, 8, 3, C.yellow),
    detail: hub(56, 72, 16) + hub(150, 72, 16) + line("M110 50h10", C.darkRed, 2.4),
  }),
  pin("BUS-A", "School Bus", "2x1", "TRA", "bus school ride city yellow", {
    shape: rect(12, 14, 176, 62, 10, C.yellow) + wheel(50, 78, 13) + wheel(152, 78, 13),
    inner: windows(22, 24, 5, 22, 20, 6) + rect(164, 24, 16, 36, 3, C.sky) + rect(12, 52, 176, 6, 0, C.dark),
    detail: hub(50, 78, 13) + hub(152, 78, 13) + circle(184, 66, 3, C.orange),
  }),
  pin("TRAIN-A", "Steam Train", "2x1", "TRA", "train steam railway locomotive choo", {
    shape: rect(26, 22, 20, 24, 3, C.dark) + rect(14, 42, 104, 36, 6, C.green) + rect(112, 16, 60, 62, 6, C.red) + rect(106, 10, 72, 10, 4, C.dark) + poly("8,78 24,60 24,78", C.grey) + wheel(44, 80, 12) + wheel(88, 80, 12) + wheel(140, 78, 14),
    inner: rect(124, 26, 36, 24, 4, C.sky) + rect(14, 50, 104, 6, 0, C.yellow),
    detail: hub(44, 80, 12) + hub(88, 80, 12) + hub(140, 78, 14) + circle(30, 10, 7, C.lightGrey) + circle(44, 6, 5, C.lightGrey) + face(142, 36, 2.4),
  }),
  pin("AIRPLANE-A", "Airplane", "2x1", "TRA", "airplane plane fly flight holiday", {
    shape: path("M14 56Q14 44 30 44H160Q188 44 190 56Q188 68 160 68H30Q14 68 14 56Z", C.white) + path("M80 48L110 10H126L110 48Z", C.blue) + path("M80 64L110 94H126L110 64Z", C.blue) + path("M22 48L14 22H28L44 46Z", C.blue),
    inner: windows(56, 50, 6, 8, 8, 6) + path("M168 46Q184 48 188 56H168Z", C.sky),
    detail: line("M30 62H150", C.red, 2.4),
  }),
  pin("SAILBOAT-A", "Sailboat", "1x1", "TRA ACT", "sailboat boat sail sea regatta", {
    shape: poly("50,8 50,64 14,64", C.white) + poly("56,20 56,64 84,64", C.yellow) + path("M8 68H92L80 88H20Z", C.red),
    inner: rect(48, 8, 4, 60, 0, C.brown),
    detail: line("M12 94q8-5 16 0t16 0t16 0t16 0t16 0", C.sky, 3) + poly("50,6 62,10 50,14", C.red),
  }),
  pin("CRUISE-SHIP-A", "Cruise Ship", "2x1", "TRA", "cruise ship ocean holiday liner", {
    shape: rect(96, 10, 20, 22, 3, C.red) + rect(58, 28, 96, 20, 4, C.white) + rect(40, 44, 120, 18, 4, C.white) + path("M10 58H190L172 88H28Z", C.navy),
    inner: windows(66, 33, 6, 10, 8, 5) + windows(48, 49, 8, 10, 8, 4) + rect(96, 10, 20, 6, 0, C.dark) + rect(10, 58, 180, 6, 0, C.red),
    detail: circle(56, 74, 4, C.sky) + circle(100, 74, 4, C.sky) + circle(144, 74, 4, C.sky),
  }),
  pin("HELICOPTER-A", "Helicopter", "2x1", "TRA", "helicopter chopper fly rescue", {
    shape: rect(30, 10, 120, 7, 3.5, C.dark) + rect(86, 14, 8, 16, 2, C.dark) + path("M60 54Q60 28 90 28H110Q140 28 140 56Q140 78 110 78H84Q60 78 60 54Z", C.orange) + path("M136 46H174L188 30V56L176 60H138Z", C.orange) + rect(60, 84, 84, 6, 3, C.dark) + rect(76, 76, 6, 12, 2, C.dark) + rect(120, 76, 6, 12, 2, C.dark),
    inner: path("M66 50Q66 34 88 34H96V56H66Z", C.sky),
    detail: circle(180, 44, 7, C.lightGrey) + face(112, 50, 2.6),
  }),
  pin("TAXI-B", "Taxi", "1x1", "TRA", "taxi cab city ride yellow", {
    shape: rect(36, 12, 28, 12, 3, C.dark) + path("M20 50L30 26Q32 22 38 22H62Q68 22 70 26L80 50Z", C.yellow) + rect(10, 48, 80, 30, 10, C.yellow) + rect(16, 74, 16, 16, 5, C.dark) + rect(68, 74, 16, 16, 5, C.dark),
    inner: path("M28 48L36 30H64L72 48Z", C.sky) + rect(10, 58, 80, 8, 0, C.dark) + circle(20, 58, 6, C.white) + circle(80, 58, 6, C.white),
    detail: line("M40 62h4M48 62h4M56 62h4", C.yellow, 3) + line("M50 30v18", C.yellow, 2.2),
  }),
  pin("SUITCASE-A", "Suitcase", "1x1", "TRA OBJ", "suitcase luggage trip vacation pack", {
    shape: path("M34 26V16Q34 8 42 8H58Q66 8 66 16V26H58V16H42V26Z", C.dark) + rect(12, 24, 76, 62, 10, C.purple),
    inner: rect(26, 24, 8, 62, 0, C.lilac) + rect(66, 24, 8, 62, 0, C.lilac),
    detail: circle(22, 88, 5, C.dark) + circle(78, 88, 5, C.dark) + poly(starPoints(50, 52, 10, 4), C.yellow),
  }),
  pin("TREASURE-MAP-A", "Treasure Map", "2x1", "TRA", "map treasure explore pirate route", {
    shape: path("M14 16L66 8L134 16L186 8V84L134 92L66 84L14 92Z", C.tan),
    inner: path("M66 8L134 16V92L66 84Z", C.cream) + path("M30 40Q40 30 52 38Q62 46 56 58Q50 66 38 62Q26 56 30 40Z", C.green) + path("M140 30Q160 22 170 36Q176 50 160 54Q146 56 140 30Z", C.green),
    detail: line("M44 50Q80 70 100 50T156 42", C.red, 2.6, "5 6") + line("M150 36l12 12M162 36l-12 12", C.red, 3.4),
  }),
  pin("COMPASS-A", "Compass", "1x1", "TRA OBJ", "compass direction north explore navigate", {
    shape: circle(50, 52, 40, C.yellow) + rect(44, 6, 12, 10, 4, C.yellow),
    inner: circle(50, 52, 31, C.white) + poly("50,24 58,52 42,52", C.red) + poly("50,80 58,52 42,52", C.grey),
    detail: circle(50, 52, 4, C.dark) + line("M50 26v-2M76 52h2M50 78v2M24 52h-2", C.dark, 2.4),
  }),
  pin("GLOBE-B", "Globe", "1x1", "TRA NAT", "globe world earth planet travel", {
    shape: circle(50, 48, 36, C.blue) + path("M26 84H74V92H26Z", C.brown) + rect(46, 80, 8, 8, 0, C.brown),
    inner: path("M30 26Q42 20 48 30Q44 42 52 50Q48 60 38 58Q32 48 24 44Q22 32 30 26Z", C.green) + path("M62 22Q76 24 80 38Q72 40 66 36Q58 32 62 22Z", C.green) + path("M60 56Q72 52 78 60Q74 76 62 78Q58 68 60 56Z", C.green),
    detail: ellipse(36, 28, 6, 3, C.white, -30),
  }),
  pin("TENT-A", "Camping Tent", "1x1", "TRA ACT", "tent camping outdoors hike night", {
    shape: poly("50,14 92,84 8,84", C.orange) + rect(4, 82, 92, 8, 4, C.green),
    inner: poly("50,14 64,84 36,84", "#ffb04a") + poly("50,40 62,84 38,84", C.dark),
    detail: line("M50 14L44 4M50 14L56 4", C.brown, 3) + poly(starPoints(82, 16, 6, 2.5), C.yellow) + poly(starPoints(18, 26, 5, 2), C.yellow),
  }),
  pin("EIFFEL-TOWER-A", "Eiffel Tower", "1x2", "TRA", "eiffel tower paris france landmark", {
    shape: path("M46 8H54L58 60H66L72 100H80L92 188H72Q66 150 50 150Q34 150 28 188H8L20 100H28L34 60H42Z", C.lightBrown),
    inner: rect(24, 94, 52, 10, 2, C.brown) + rect(36, 56, 28, 8, 2, C.brown),
    detail: line("M42 70L58 92M58 70L42 92M36 108L64 140M64 108L36 140M46 20L54 52M54 20L46 52", C.brown, 1.6) + circle(50, 8, 4, C.red),
  }),
  pin("LIGHTHOUSE-A", "Lighthouse", "1x2", "TRA NAT", "lighthouse coast beacon sea harbor", {
    shape: path("M30 176L38 64H62L70 176Z", C.white) + rect(32, 48, 36, 18, 3, C.dark) + path("M30 48L50 20L70 48Z", C.red) + path("M14 176Q50 160 86 176V190H14Z", C.grey),
    inner: path("M36 92L64 92L65 112L35 112Z", C.red) + path("M34 136L66 136L67 156L33 156Z", C.red) + rect(40, 52, 20, 12, 2, C.yellow) + rect(44, 160, 12, 16, 6, C.brown),
    detail: path("M40 58L8 46V70Z", "#fff2a0") + path("M60 58L92 46V70Z", "#fff2a0"),
  }),
  pin("TICKET-B", "Ticket", "2x1", "TRA", "ticket admit show trip pass", {
    shape: path("M20 20H180V40Q170 42 170 50Q170 58 180 60V80H20V60Q30 58 30 50Q30 42 20 40Z", C.pink),
    inner: rect(134, 20, 2, 60, 0, C.white) + rect(44, 32, 72, 36, 6, C.lightPink),
    detail: poly(starPoints(80, 50, 14, 6), C.yellow) + poly(starPoints(158, 50, 8, 3.5), C.white),
  }),
  pin("UFO-A", "Flying Saucer", "2x1", "TRA SYM", "ufo alien space saucer flying", {
    shape: ellipse(100, 34, 28, 24, "#d8f1ff") + ellipse(100, 58, 80, 20, C.grey) + ellipse(100, 52, 50, 10, C.lightGrey),
    inner: ellipse(100, 40, 16, 16, C.lime),
    detail: eyes(94, 106, 38, 3) + smile(100, 44, 5) + circle(50, 62, 4, C.yellow) + circle(76, 68, 4, C.yellow) + circle(124, 68, 4, C.yellow) + circle(150, 62, 4, C.yellow) + ellipse(88, 22, 5, 3, C.white, -30),
  }),
  pin("SUBMARINE-A", "Submarine", "2x1", "TRA", "submarine sea underwater dive yellow", {
    shape: rect(92, 14, 12, 20, 3, C.grey) + rect(70, 26, 44, 20, 8, C.yellow) + rect(20, 38, 156, 46, 23, C.yellow) + poly("176,50 194,34 194,88 176,72", C.orange),
    inner: circle(62, 61, 9, C.sky) + circle(98, 61, 9, C.sky) + circle(134, 61, 9, C.sky),
    detail: line("M98 14h14", C.grey, 4) + circle(12, 30, 3, C.sky) + circle(18, 18, 2.4, C.sky) + circle(8, 10, 2, C.sky),
  }),
  pin("CASTLE-A", "Fairy Castle", "2x2", "TRA", "castle fairy tale princess kingdom", {
    shape:
      rect(44, 90, 112, 92, 3, C.lilac) + rect(24, 70, 36, 112, 3, C.lilac) + rect(140, 70, 36, 112, 3, C.lilac) + rect(80, 52, 40, 60, 3, C.lilac) +
      poly("18,72 42,24 66,72", C.blue) + poly("134,72 158,24 182,72", C.blue) + poly("74,54 100,8 126,54", C.pink),
    inner: path("M84 182V150Q84 134 100 134Q116 134 116 150V182Z", C.purple) + rect(36, 100, 12, 18, 6, C.sky) + rect(152, 100, 12, 18, 6, C.sky) + rect(94, 70, 12, 18, 6, C.sky),
    detail: line("M42 24V8M158 24V8M100 8V-2", C.dark, 2) + poly("42,8 56,12 42,16", C.pink) + poly("158,8 172,12 158,16", C.pink) + poly(starPoints(100, 120, 6, 2.5), C.yellow),
  }),
  pin("PASSPORT-B", "Passport", "1x1", "TRA OBJ", "passport travel abroad stamp document", {
    shape: rect(18, 8, 64, 84, 8, C.navy),
    inner: rect(18, 8, 10, 84, 0, "#1d2f5c"),
    detail: holed(circleD(56, 42, 16), [[56, 42, 12]], C.yellow) + line("M44 42h24M56 28v28", C.yellow, 2) + rect(40, 68, 32, 5, 2.5, C.yellow),
  }),
  pin("TRAFFIC-LIGHT-A", "Traffic Light", "1x2", "TRA", "traffic light road stop go", {
    shape: rect(46, 150, 8, 42, 3, C.grey) + rect(24, 12, 52, 142, 14, C.dark),
    inner: circle(50, 40, 15, C.red) + circle(50, 83, 15, "#ffc21a") + circle(50, 126, 15, C.green),
    detail: ellipse(45, 35, 4, 3, "#ff8a80") + ellipse(45, 121, 4, 3, C.lime),
  }),
  pin("CAMPER-VAN-B", "Camper Van", "2x1", "TRA", "camper van road trip vacation", {
    shape: path("M14 76V40Q14 14 40 14H160Q184 14 186 40V76Z", C.teal) + wheel(52, 78, 14) + wheel(150, 78, 14),
    inner: path("M14 46H186V76H14Z", C.white) + rect(150, 22, 28, 20, 5, C.sky) + rect(32, 22, 40, 20, 5, C.sky) + rect(84, 22, 50, 20, 5, C.sky),
    detail: hub(52, 78, 14) + hub(150, 78, 14) + line("M14 60H186", C.teal, 4) + circle(182, 56, 3, C.yellow),
  }),
]);
