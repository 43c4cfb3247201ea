/**
 * Jigsaw Joy's 60 pictures (6 packs x 10, in the order of data/store_images.json), each composed
 * from the scene kit with its own palette and layout. `pictureSvg(pack, index)` is the picture as
 * a standalone 800 x 600 SVG document.
 */
import {
  balloon, bird, blossom, boat, bubbles, bush, castle, cat, cloud, coral, dog, fence, fish, H, hills, house, jellyfish, leaves, lighthouse, mist, moon,
  mountains, mushroom, octopus, pine, pumpkin, rays, roundTree, Scene, scatter, seahorse, seaweed, sky, sleepingFox, smoke, snowflakes, stars, sun,
  sunflower, tuft, turtle, W, water, whale, windmill, yarn,
} from "./kit.ts";

type Draw = (scene: Scene) => void;

// ---- Starter Pictures ----

const mountainLake: Draw = (s) => {
  s.add(sky(s, ["#7fb8e8", "#b9dcf2", "#fbe3c4"]), sun(s, 610, 150, 34, "#fff6d8", "#ffe7a0"), cloud(200, 110, 0.9), cloud(470, 80, 0.6, "#ffffff", 0.75));
  const start = s.mark;
  s.add(
    mountains([[180, 150], [420, 110], [650, 170]], 360, "#6f7fa8", "#f4f7fb", "#5b6a92"),
    mountains([[60, 240], [300, 220], [560, 250], [760, 215]], 360, "#4f6d7a", undefined, "#435d69"),
    hills([330, 320, 338, 326, 340, 322, 335], "#3f7a4c", 360),
  );
  for (const [x, h] of [[40, 110], [90, 80], [130, 120], [690, 115], [735, 90], [775, 125], [610, 70]] as const) s.add(pine(x, 362, h, "#2f6b3f", "#245535"));
  s.lake(start, 360, ["#5d93b8", "#3d6f94", "#2c5676"], 0.4);
  s.add(hills([520, 505, 530, 540, 515, 528, 520], "#5c9a48"), hills([560, 570, 552, 566, 580, 560, 575], "#4a8a3c"));
  s.add(scatter(s, 40, 525, 595, tuft("#3c7a32")), scatter(s, 18, 540, 595, blossom("#ffd2e0", "#f5b700")));
  s.add(boat(420, 440, 0.7, "#9b5a34", "#fff8ee"));
};

const hotAirBalloons: Draw = (s) => {
  s.add(sky(s, ["#ffcf9e", "#ffe6c7", "#bfe2f5", "#8fc9ea"]), sun(s, 150, 420, 50, "#fff3c4", "#ffd98a"));
  s.add(cloud(620, 120, 1.1, "#fff7ee"), cloud(260, 230, 0.7, "#fff7ee", 0.8), cloud(720, 330, 0.6, "#fff7ee", 0.7));
  s.add(hills([470, 455, 478, 462, 484, 460, 472], "#8bb4a0"), hills([510, 500, 520, 506, 515, 498, 512], "#6f9e6a"), hills([560, 548, 570, 556, 566, 552, 560], "#568a4f"));
  for (const [x, h] of [[80, 70], [120, 50], [700, 60], [740, 80]] as const) s.add(roundTree(x, 555, h, "#3f7a3a", "#5e9c4a"));
  s.add(balloon(560, 430, 26, ["#7b6cd9", "#f7f1ff"]), balloon(640, 300, 30, ["#2fb3a0", "#ffe36e"]), balloon(180, 250, 44, ["#ff8a5b", "#ffd35c"]));
  s.add(balloon(420, 170, 62, ["#e2435f", "#ffffff", "#3f8fe0"]));
  s.add(bird(300, 120, 1.2), bird(330, 104, 1), bird(352, 126, 0.8));
};

const sunflowerField: Draw = (s) => {
  s.add(sky(s, ["#4aa3df", "#8fd0f0", "#dff3fb"], 380), sun(s, 640, 110, 46, "#fff7c2", "#ffe680"), cloud(220, 120, 0.9), cloud(440, 70, 0.55, "#ffffff", 0.8));
  s.add(hills([330, 300, 318, 296, 324, 306, 320], "#9cc46a", 400), hills([360, 346, 362, 340, 358, 350, 356], "#7fb04f", 420));
  s.add(house(640, 352, 70, 44, { wall: "#f2e1c2", roof: "#b8543b", door: "#6b4428", chimney: true }), roundTree(590, 356, 70, "#4f8f3a", "#6aab48"));
  s.add(hills([400, 392, 404, 396, 402, 394, 400], "#5d9a3a"));
  s.add(scatter(s, 60, 395, 450, (x, y, k) => sunflower(x, y, 6 * k, 10 * k)));
  s.add(scatter(s, 22, 450, 520, (x, y, k) => sunflower(x, y, 12 * k, 24 * k)));
  s.add(scatter(s, 9, 520, 590, (x, y, k) => sunflower(x, y, 22 * k, 60 * k)));
  s.add(sunflower(120, 470, 38, 140), sunflower(700, 500, 34, 110));
};

const lighthouseAtDusk: Draw = (s) => {
  s.add(sky(s, ["#2d2a5a", "#6a4a8a", "#d9778a", "#f6b47a"], 400), stars(s, 40, 10, 180), moon(140, 100, 26, "#fff3d6", "#3a3166"));
  s.add(sun(s, 560, 392, 40, "#ffcf7a", "#ffb36b"));
  s.add(rays(s, 640, 196, [-172, -188, 170], 520, "#fff2b0", 0.35));
  const start = s.mark;
  s.add(hills([360, 350, 372, 390, 392, 394, 392], "#3b2f4a", 400));
  s.add(`<path d="M520 400L560 300L660 270L760 300L800 340V400Z" fill="#2d2440"/><path d="M600 290L660 270L720 284L700 300Z" fill="#4a3a5a"/>`);
  s.add(house(560, 300, 48, 30, { wall: "#e9dfe8", roof: "#7a3c4e", door: "#3a2a30" }), lighthouse(s, 640, 282, 180));
  s.lake(start, 400, ["#c9788a", "#5a3f72", "#2c2450"], 0.35, "#ffd9a8");
  s.add(`<rect x="470" y="404" width="180" height="4" rx="2" fill="#ffcf7a" opacity="0.6"/><rect x="500" y="420" width="120" height="3" rx="1.5" fill="#ffcf7a" opacity="0.5"/><rect x="520" y="440" width="90" height="3" fill="#ffcf7a" opacity="0.4"/>`);
  s.add(boat(260, 470, 0.9, "#3a2a40", "#f4d6c4"), `<path d="M0 560Q200 520 360 600H0Z" fill="#211a30"/>`);
};

const sleepyFox: Draw = (s) => {
  s.add(sky(s, ["#bfe0c4", "#e6f2d8"], 340));
  for (const [x, h, c] of [[60, 300, "#6f9f6a"], [180, 340, "#5d8f5a"], [330, 280, "#7aa872"], [470, 330, "#5d8f5a"], [620, 300, "#6f9f6a"], [760, 340, "#5d8f5a"]] as const) s.add(roundTree(x, 360, h, c, "#8dbd7e"));
  s.add(rays(s, 120, -20, [40, 55, 70], 700, "#fffbe0", 0.35));
  s.add(hills([360, 350, 365, 352, 362, 350, 360], "#7fb069"), `<rect y="380" width="${W}" height="${H - 380}" fill="#8cbf6e"/>`);
  s.add(scatter(s, 50, 380, 600, tuft("#6aa455")), scatter(s, 30, 400, 600, blossom("#ffffff", "#f5c400")), scatter(s, 10, 420, 600, blossom("#c9a7f2", "#ffe066")));
  s.add(`<ellipse cx="420" cy="505" rx="190" ry="46" fill="#6e9f55"/>`, mushroom(660, 520, 0.9, "#d9463a"), mushroom(700, 540, 0.6, "#e07a3a"));
  s.add(sleepingFox(420, 470, 1.35));
  s.add(`<text x="575" y="380" font-family="Georgia,serif" font-size="30" fill="#4d6b5a" opacity="0.7">z</text><text x="600" y="350" font-family="Georgia,serif" font-size="40" fill="#4d6b5a" opacity="0.55">z</text>`);
};

const windmillMeadow: Draw = (s) => {
  s.add(sky(s, ["#6bb6e8", "#a8d8f0", "#e8f6fb"], 420), sun(s, 130, 110, 36, "#fff8d2", "#ffec99"), cloud(380, 100, 1), cloud(660, 160, 0.75));
  s.add(hills([380, 350, 372, 344, 368, 352, 372], "#9ccc74", 440), hills([420, 404, 426, 410, 420, 402, 418], "#7dbb59", 460));
  s.add(windmill(540, 400, 220, "#f2e6d0", "#fffaf0", 18), windmill(250, 420, 110, "#efe0c8", "#fffaf0", 40));
  s.add(hills([440, 452, 436, 448, 440, 455, 444], "#64a548"));
  for (const [top, color] of [[470, "#ff6f91"], [500, "#ffcc33"], [530, "#b06ce0"], [560, "#ff8c42"]] as const) s.add(`<path d="M0 ${top}Q400 ${top - 30} 800 ${top + 10}V${top + 24}Q400 ${top - 6} 0 ${top + 22}Z" fill="${color}"/>`);
  s.add(scatter(s, 40, 455, 600, blossom("#ffe3ee", "#ffcc33")), fence(20, 300, 600, 46, "#f7f1e6"));
};


const sailingBay: Draw = (s) => {
  s.add(sky(s, ["#5fb0e6", "#a9d9f3", "#f4f1dc"], 330), sun(s, 170, 120, 38, "#fffbe0", "#ffeaa0"), cloud(470, 90, 0.9), cloud(700, 150, 0.6, "#ffffff", 0.8));
  const start = s.mark;
  s.add(hills([300, 270, 290, 262, 296, 280, 304], "#7aa880", 330), hills([320, 306, 318, 300, 314, 322, 316], "#5d9468", 330));
  for (const [x, c] of [[520, "#f6e0c8"], [570, "#ffffff"], [620, "#f8d2c0"]] as const) s.add(house(x, 316, 36, 24, { wall: c, roof: "#c0503c", door: "#5a3a2a" }));
  s.add(lighthouse(s, 720, 318, 110));
  s.lake(start, 330, ["#3f9ccf", "#2a78ad", "#1d5a88"], 0.35);
  s.add(boat(260, 420, 1.2, "#c0503c", "#fffaf0"), boat(470, 370, 0.7, "#2f5f8f", "#ffe08a"), boat(600, 470, 1.5, "#f2f2f2", "#ff8a66"), boat(120, 360, 0.5, "#8a4a2a", "#ffffff"));
  s.add(bird(380, 150, 1.3, "#ffffff"), bird(410, 136, 1, "#ffffff"), `<path d="M0 540Q160 500 320 560Q420 600 0 600Z" fill="#e8d4a0"/>`, scatter(s, 14, 550, 595, tuft("#8aa84a"), 0, 260));
};

const northernLights: Draw = (s) => {
  s.add(sky(s, ["#061028", "#10244a", "#1f3f68"], 360), stars(s, 90, 0, 300));
  const glow = s.blur(14);
  for (const [y, c, o] of [[120, "#5dffb0", 0.55], [170, "#3fd8ff", 0.4], [90, "#b58cff", 0.35]] as const) {
    s.add(`<path d="M-20 ${y + 60}C160 ${y - 40} 300 ${y + 90} 460 ${y + 10}S700 ${y - 30} 820 ${y + 50}L820 ${y + 110}C680 ${y + 30} 560 ${y + 140} 420 ${y + 80}S120 ${y + 40} -20 ${y + 140}Z" fill="${c}" opacity="${o}" filter="${glow}"/>`);
  }
  const start = s.mark;
  s.add(mountains([[140, 210], [380, 170], [620, 220]], 380, "#2a3a5a", "#dfe8ff", "#22304c"));
  for (const [x, h] of [[30, 140], [80, 110], [130, 150], [660, 130], [710, 160], [770, 120]] as const) s.add(pine(x, 392, h, "#12302a", "#0c2420"));
  s.lake(start, 390, ["#12305a", "#0c2244", "#071630"], 0.45, "#8affd0");
  s.add(`<path d="M0 540Q300 500 520 560Q700 600 800 560V600H0Z" fill="#e6eefa"/>`, `<rect x="540" y="520" width="40" height="24" rx="4" fill="#7a4a2a"/><path d="M530 522L560 500L590 522Z" fill="#f4f8ff"/><rect x="552" y="528" width="10" height="9" fill="#ffd36a"/>`);
};

const cherryBlossomPath: Draw = (s) => {
  s.add(sky(s, ["#bfe3f7", "#fdeef4"], 360), sun(s, 650, 90, 30, "#fffbea", "#ffe8f0"), hills([330, 310, 326, 306, 320, 312, 328], "#b8d89a", 360), `<rect y="350" width="${W}" height="${H - 350}" fill="#9ccc7a"/>`);
  s.add(`<path d="M370 350H430L620 600H180Z" fill="#ead8c0"/><path d="M385 350H415L500 600H300Z" fill="#f3e6d2"/>`);
  for (const [x, h, k] of [[300, 120, 0], [500, 120, 1], [220, 190, 1], [580, 190, 0], [110, 280, 0], [690, 280, 1], [10, 360, 1], [790, 360, 0]] as const) {
    s.add(roundTree(x, 340 + h * 0.75, h * 1.4, k ? "#f5a3c0" : "#f7bfd3", k ? "#ffd6e5" : "#ffe4ee", "#ffffff"));
  }
  s.add(leaves(s, 90, ["#ffc2d6", "#ffd9e6", "#ffffff", "#f7a8c4"], 360, 600), leaves(s, 30, ["#ffc2d6", "#ffd9e6"], 60, 360), bench());
};

const rainbowValley: Draw = (s) => {
  s.add(sky(s, ["#6fb6ea", "#bfe2f6", "#f2f8ec"], 380), cloud(120, 200, 1.1), cloud(700, 110, 0.9));
  for (const [k, c] of ["#ff6b6b", "#ffa94d", "#ffe066", "#69db7c", "#4dabf7", "#9775fa"].entries()) s.add(`<path d="M90 400A310 310 0 0 1 710 400" stroke="${c}" stroke-width="16" fill="none" opacity="0.7" transform="translate(${k * 16} ${k * 16}) scale(${1 - (k * 32) / 620} ${1 - (k * 32) / 620})" transform-origin="90 400"/>`);
  s.add(hills([360, 330, 350, 320, 346, 334, 356], "#8cc46a", 420), hills([420, 400, 416, 396, 412, 404, 420], "#6fae52"));
  s.add(`<path d="M360 420C420 460 300 500 380 540S460 590 420 600H520C560 560 440 530 480 500S460 450 420 420Z" fill="#5aaee0"/>`, house(600, 430, 80, 50, { wall: "#fff2dc", roof: "#d0503c", door: "#6b4428", chimney: true }));
  for (const [x, h] of [[90, 150], [170, 110], [700, 130]] as const) s.add(roundTree(x, 460, h, "#3f8a3a", "#5fa84a"));
  s.add(scatter(s, 40, 470, 600, blossom("#ffffff", "#ffcc00")), scatter(s, 20, 470, 600, blossom("#ff8fb5", "#ffe066")), scatter(s, 30, 470, 600, tuft("#4f8f3a")));
};
// ---- Cozy Cottages ----

const cottageGround = (s: Scene, skyColors: readonly string[], ground: string) => s.add(sky(s, skyColors, 420), hills([400, 380, 396, 372, 392, 386, 398], "#9cc47a", 430), `<rect y="420" width="${W}" height="${H - 420}" fill="${ground}"/>`);

const thatchedCottage: Draw = (s) => {
  cottageGround(s, ["#8ccbee", "#d6eefa"], "#86b85e");
  s.add(sun(s, 680, 90, 34, "#fff6d0", "#ffe9a0"), cloud(220, 100, 0.8), roundTree(120, 440, 200, "#4c8a3a", "#6aa84e"), roundTree(700, 440, 170, "#4c8a3a", "#6aa84e"));
  s.add(smoke(455, 180, 1), house(280, 450, 260, 150, { wall: "#f4e8cf", roof: "#d7a74e", door: "#7a4a2a", thatch: true, chimney: true }));
  s.add(bush(270, 460, 80, "#3f7d3a", "#5c9c4a", "#ff7aa2"), bush(560, 460, 90, "#3f7d3a", "#5c9c4a", "#ffd34d"));
  s.add(`<path d="M390 450Q380 520 330 600H470Q420 520 420 450Z" fill="#d9c29a"/>`, scatter(s, 40, 470, 600, blossom("#ffffff", "#ffcc00"), 0, 320), scatter(s, 40, 470, 600, blossom("#ff9ec4", "#ffe066"), 480, 800));
};

const snowyCabin: Draw = (s) => {
  s.add(sky(s, ["#24345e", "#4a6597", "#9fb5d6"], 430), stars(s, 50, 10, 220), moon(650, 90, 30, "#fffbe8", "#2b3d6a"));
  s.add(mountains([[150, 220], [420, 180], [700, 230]], 420, "#b8c7e0", "#ffffff", "#a3b4d2"), hills([420, 400, 424, 408, 418, 404, 420], "#e8eef8"));
  for (const [x, h] of [[70, 170], [140, 130], [650, 150], [720, 190], [770, 140]] as const) s.add(pine(x, 470, h, "#2c5a4a", "#224a3c"), `<path d="M${x - h * 0.2} ${470 - h * 0.55}L${x} ${470 - h}L${x + h * 0.2} ${470 - h * 0.55}Z" fill="#ffffff" opacity="0.85"/>`);
  s.add(`<rect y="450" width="${W}" height="${H - 450}" fill="#f1f5fb"/>`, smoke(470, 230, 1, "#dfe6f2"));
  s.add(house(300, 480, 220, 130, { wall: "#8a5a3a", roof: "#f7faff", door: "#4a2f1e", window: "#ffcf6a", logs: true, chimney: true }));
  s.add(`<path d="M280 352L410 256L540 352Q410 330 280 352Z" fill="#ffffff"/><ellipse cx="420" cy="560" rx="300" ry="30" fill="#dfe8f5"/><ellipse cx="380" cy="520" rx="120" ry="14" fill="#ffd98a" opacity="0.35"/>`, snowflakes(s, 70));
};

const gardenGate: Draw = (s) => {
  s.add(sky(s, ["#a6d8f2", "#e3f4fb"], 300), cloud(600, 90, 0.8), roundTree(100, 330, 220, "#548f3f", "#70ad55"), roundTree(720, 320, 200, "#548f3f", "#70ad55"));
  s.add(`<rect y="280" width="${W}" height="${H - 280}" fill="#8dc06a"/>`, house(440, 300, 150, 90, { wall: "#f6e3d3", roof: "#8c4c6e", door: "#5a3b5e", chimney: true }));
  s.add(`<rect x="0" y="330" width="${W}" height="120" fill="#6fa656"/>`);
  for (let x = 0; x < W; x += 60) s.add(bush(x + 30, 450, 110, "#4f8f45", "#6aaa58", ["#ff7aa2", "#ffd34d", "#c08cf0"][(x / 60) % 3]));
  s.add(`<rect x="300" y="300" width="24" height="180" fill="#9b7b5a"/><rect x="476" y="300" width="24" height="180" fill="#9b7b5a"/><path d="M300 300Q400 210 500 300" stroke="#5e9a48" stroke-width="18" fill="none"/>`);
  s.add(scatter(s, 14, 220, 300, blossom("#ff8fb5", "#ffe066"), 300, 500));
  for (let k = 0; k < 6; k++) s.add(`<rect x="${328 + k * 25}" y="330" width="16" height="150" rx="6" fill="#f7f4ee"/>`);
  s.add(`<rect x="324" y="360" width="152" height="12" fill="#f7f4ee"/><rect x="324" y="440" width="152" height="12" fill="#f7f4ee"/><path d="M330 480Q300 540 240 600H560Q500 540 470 480Z" fill="#e2cfa8"/>`);
  s.add(scatter(s, 30, 500, 600, blossom("#ffffff", "#f5c400"), 0, 260), scatter(s, 30, 500, 600, blossom("#ffb3cf", "#ffe066"), 540, 800));
};

const lakesideCabin: Draw = (s) => {
  s.add(sky(s, ["#f7a76c", "#fcd3a0", "#fde9c8"], 360), sun(s, 420, 300, 44, "#fff0c0", "#ffc878"));
  const start = s.mark;
  s.add(hills([300, 280, 296, 270, 290, 300, 290], "#7a6a8a", 360), hills([330, 320, 338, 326, 340, 330, 336], "#4f5d6a", 360));
  for (const [x, h] of [[40, 110], [90, 140], [700, 150], [760, 110]] as const) s.add(pine(x, 362, h, "#2f4f3f", "#253f32"));
  s.add(`<rect x="480" y="350" width="200" height="14" fill="#6b4a30"/>`, house(500, 352, 150, 90, { wall: "#9a6a44", roof: "#5a3a2a", door: "#3a2418", logs: true, chimney: true }), smoke(620, 200, 0.8, "#fff3e0"));
  s.lake(start, 362, ["#f0b288", "#8a86a8", "#46587a"], 0.45, "#ffe4c0");
  s.add(`<rect x="300" y="440" width="220" height="14" fill="#7a5434"/>`, ...[310, 370, 430, 490].map((x) => `<rect x="${x}" y="440" width="10" height="50" fill="#5a3b24"/>`));
  s.add(boat(200, 470, 0.8, "#b85a3a", "#fff8ee"), `<path d="M0 560Q300 520 800 580V600H0Z" fill="#3b5a3a"/>`, scatter(s, 30, 560, 600, tuft("#2f4a2f")));
};

const roseCottage: Draw = (s) => {
  cottageGround(s, ["#9fd3f5", "#e9f6fd"], "#7fb25a");
  s.add(cloud(160, 110, 0.8), cloud(640, 80, 0.6), roundTree(90, 430, 190, "#4b8a3c", "#68a850"));
  s.add(house(260, 440, 300, 170, { wall: "#fff4ea", roof: "#c9566a", door: "#2f6a8a", window: "#cfe8f6", chimney: true }));
  for (const [x, y] of [[250, 420], [300, 330], [260, 360], [560, 330], [570, 400], [520, 300], [350, 290]] as const) s.add(bush(x, y, 70, "#3f7a3a", "#5a9a48", "#e8436a"));
  s.add(`<path d="M395 440Q380 520 330 600H490Q440 520 425 440Z" fill="#e7d2b0"/>`, fence(0, 330, 500, 50, "#ffffff"), fence(490, 800, 500, 50, "#ffffff"));
  s.add(scatter(s, 50, 510, 600, blossom("#e8436a", "#ffe066")), scatter(s, 20, 510, 600, blossom("#ffb3c6", "#ffe066")));
};

const chimneySmokeAtDawn: Draw = (s) => {
  s.add(sky(s, ["#5d6fa8", "#c79ab8", "#f6c6a0", "#ffe4b8"], 420), sun(s, 600, 400, 54, "#fff0c6", "#ffd29a"));
  s.add(hills([360, 340, 356, 330, 350, 340, 352], "#a888a8", 440), mist(s, 380, "#ffe8d6", 0.6), hills([420, 400, 414, 396, 408, 404, 416], "#7f6f96"));
  s.add(`<rect y="440" width="${W}" height="${H - 440}" fill="#5a6a7e"/>`, hills([470, 455, 466, 450, 462, 458, 468], "#4c5e70"));
  for (const [x, w] of [[120, 120], [330, 150], [560, 110]] as const) s.add(smoke(x + w * 0.74, 470 - w * 1.2, w / 110, "#f6e6de"), house(x, 480, w, w * 0.6, { wall: "#e6d4c8", roof: "#6a4a5a", door: "#3a2a32", window: "#ffd68a", chimney: true }));
  s.add(mist(s, 500, "#f8d8c8", 0.45), `<path d="M0 530Q400 500 800 540V600H0Z" fill="#3e4e5e"/>`, scatter(s, 40, 540, 600, tuft("#2f3e4e")), bird(300, 200, 1.2, "#4a3a5a"), bird(330, 186, 1, "#4a3a5a"));
};


const seasideCottage: Draw = (s) => {
  s.add(sky(s, ["#78c0ec", "#c8e8f8", "#fff4e0"], 330), sun(s, 120, 100, 34, "#fffbe0", "#ffeaa0"), cloud(560, 90, 0.8), bird(420, 130, 1.2), bird(444, 118, 0.9));
  s.add(water(s, 330, ["#4aa8d8", "#2a7fb0", "#1d6090"]), boat(200, 390, 0.7, "#c0503c", "#ffffff"));
  s.add(`<path d="M380 600C400 480 440 380 520 350C600 320 720 330 800 340V600Z" fill="#8aa860"/><path d="M380 600C390 520 420 460 470 430C430 500 420 560 430 600Z" fill="#b89a6a"/>`);
  s.add(smoke(700, 190, 0.8), house(560, 370, 170, 100, { wall: "#ffffff", roof: "#3a6fa8", door: "#d0503c", window: "#cfe8f6", chimney: true }));
  s.add(bush(560, 380, 70, "#4f8a3c", "#6aa84e", "#ff8fb5"), bush(740, 380, 80, "#4f8a3c", "#6aa84e", "#ffd34d"), fence(520, 800, 440, 40, "#f7f1e6"));
  s.add(scatter(s, 30, 450, 600, blossom("#ffffff", "#ffcc00"), 480, 800), scatter(s, 20, 450, 600, tuft("#5a8a3a"), 460, 800));
};

const candlelitVillage: Draw = (s) => {
  s.add(sky(s, ["#1a2446", "#34406e", "#6a6a9a"], 420), stars(s, 60, 0, 260), moon(140, 90, 28, "#fff6da", "#24305a"));
  s.add(hills([380, 350, 370, 340, 364, 350, 372], "#c8d4ec", 430), `<rect y="420" width="${W}" height="${H - 420}" fill="#e8eef8"/>`);
  for (const [x, w, wall, roof] of [[60, 130, "#b0745a", "#f4f8ff"], [230, 160, "#d8b890", "#f4f8ff"], [430, 120, "#8a5a6a", "#f4f8ff"], [590, 150, "#c0905a", "#f4f8ff"]] as const) {
    s.add(smoke(x + w * 0.74, 440 - w * 1.25, w / 130, "#d8e0f0"), house(x, 470, w, w * 0.62, { wall, roof, door: "#3a2a20", window: "#ffcf6a", chimney: true }));
    s.add(`<ellipse cx="${x + w / 2}" cy="${470 + 14}" rx="${w * 0.7}" ry="12" fill="#ffd98a" opacity="0.3"/>`);
  }
  s.add(pine(770, 480, 150, "#24504a", "#1a3e3a"), `<path d="M${770 - 30} ${480 - 80}L770 ${480 - 150}L${770 + 30} ${480 - 80}Z" fill="#ffffff" opacity="0.85"/>`);
  s.add(`<path d="M0 540Q400 510 800 550V600H0Z" fill="#f6f9ff"/>`, snowflakes(s, 80));
};

const bluebellWood: Draw = (s) => {
  s.add(sky(s, ["#9fd0a8", "#d8efd0"]), rays(s, 500, -40, [70, 85, 100, 115], 700, "#fffbe0", 0.3));
  for (const [x, w] of [[40, 46], [170, 34], [640, 40], [760, 54]] as const) s.add(`<rect x="${x - w / 2}" y="0" width="${w}" height="440" fill="#6a5040"/><rect x="${x}" y="0" width="${w / 3}" height="440" fill="#00000022"/>`);
  s.add(`<circle cx="100" cy="40" r="140" fill="#4f8a4a"/><circle cx="700" cy="30" r="160" fill="#4f8a4a"/><circle cx="400" cy="-40" r="160" fill="#5d9a52"/>`);
  s.add(`<rect y="400" width="${W}" height="${H - 400}" fill="#5d9a52"/>`, smoke(470, 250, 0.8), house(300, 420, 200, 120, { wall: "#f2e6cf", roof: "#8a5a3a", door: "#4a6a8a", thatch: true, chimney: true }));
  s.add(`<path d="M380 420Q370 500 320 600H440Q410 500 410 420Z" fill="#d8c49a"/>`);
  s.add(scatter(s, 80, 430, 600, blossom("#6a7af0", "#c8d0ff"), 0, 330), scatter(s, 80, 430, 600, blossom("#7a6ae8", "#d8d0ff"), 450, 800), scatter(s, 30, 420, 600, tuft("#3f7a3a")));
};

const mountainChalet: Draw = (s) => {
  s.add(sky(s, ["#4a90d8", "#a0cdf0", "#e8f4fb"], 360), cloud(620, 90, 0.7));
  s.add(mountains([[120, 120], [360, 80], [600, 110], [780, 150]], 360, "#8a9ab8", "#ffffff", "#7a8aa8"), hills([340, 320, 336, 316, 330, 324, 338], "#7ab060", 380));
  for (const [x, h] of [[40, 150], [100, 120], [700, 140], [760, 170]] as const) s.add(pine(x, 420, h, "#2f6b3f", "#245535"));
  s.add(`<rect y="400" width="${W}" height="${H - 400}" fill="#8cc46a"/>`, house(300, 460, 220, 130, { wall: "#a86a3a", roof: "#5a3a2a", door: "#3a2418", window: "#ffe6a8", logs: true, chimney: true }));
  s.add(`<rect x="300" y="400" width="220" height="10" fill="#6a4428"/>`, ...[320, 350, 380, 410, 440, 470, 500].map((x) => `<rect x="${x}" y="404" width="4" height="22" fill="#6a4428"/>`), ...[330, 400, 470].map((x) => `<rect x="${x}" y="394" width="30" height="10" rx="3" fill="#e84a5a"/>`));
  s.add(scatter(s, 40, 470, 600, blossom("#ffffff", "#ffcc00")), scatter(s, 30, 470, 600, blossom("#c08cf0", "#ffe066")), scatter(s, 30, 470, 600, tuft("#5a9a3a")));
};
// ---- Ocean Life ----

const underwater = (s: Scene, colors: readonly string[]) => {
  s.add(sky(s, colors), rays(s, 200, -40, [60, 75, 90, 105], 700, "#e8fbff", 0.22), rays(s, 600, -40, [80, 100, 118], 660, "#e8fbff", 0.18));
  s.add(hills([520, 540, 515, 535, 520, 540, 525], "#e8d4a0"), hills([560, 575, 556, 570, 562, 578, 566], "#d8c08a"));
};

const clownfishReef: Draw = (s) => {
  underwater(s, ["#3fc1d9", "#1f8fbf", "#125f92"]);
  s.add(coral(120, 560, 1.6, "#ff7f7f"), coral(700, 560, 1.4, "#b97fff"), coral(620, 570, 1, "#ffb35c"), seaweed(40, 580, 200, "#3aa37a"), seaweed(760, 580, 180, "#2f8f6a"));
  for (let k = 0; k < 9; k++) s.add(`<path d="M${330 + k * 18} 560Q${300 + k * 22} ${470 - (k % 3) * 20} ${320 + k * 20} ${420 - (k % 2) * 26}" stroke="#ff9ac4" stroke-width="10" stroke-linecap="round" fill="none"/>`);
  s.add(fish(420, 380, 1.6, "#ff8a2a", "#ffffff"), fish(280, 300, 1.1, "#ff8a2a", "#ffffff", true), fish(620, 200, 0.8, "#ffd23f", "#3a6fd8"), fish(160, 160, 0.7, "#4aa8ff", "#ffe066", true), bubbles(s, 20, 0, W));
};

const seaTurtle: Draw = (s) => {
  underwater(s, ["#5fd0e6", "#2a9fcc", "#17669a"]);
  s.add(seaweed(80, 580, 220, "#3aa37a"), seaweed(120, 580, 150, "#2f8f6a"), coral(690, 570, 1.3, "#ff9a7a"), seaweed(740, 580, 190, "#3aa37a"));
  s.add(turtle(400, 290, 2.1), fish(150, 180, 0.6, "#ffd23f", "#3a6fd8", true), fish(640, 130, 0.6, "#ffd23f", "#3a6fd8", true), fish(680, 170, 0.5, "#ffd23f", "#3a6fd8", true), bubbles(s, 18, 0, W));
};

const gentleWhale: Draw = (s) => {
  underwater(s, ["#4ab0dc", "#1e6fa8", "#0f3f6e"]);
  s.add(whale(420, 290, 1.6, "#4d6f9e", "#cfe0f0"), fish(120, 420, 0.5, "#cfe8ff", "#8ab8e8"), fish(160, 440, 0.5, "#cfe8ff", "#8ab8e8"), fish(140, 470, 0.5, "#cfe8ff", "#8ab8e8"));
  s.add(seaweed(700, 580, 160, "#2f8f6a"), seaweed(60, 580, 120, "#2f8f6a"), bubbles(s, 24, 0, W));
};

const jellyfishGlow: Draw = (s) => {
  s.add(sky(s, ["#1a2a6a", "#0e1a48", "#070d2a"]), stars(s, 60, 0, H, "#9fe8ff"));
  s.add(jellyfish(s, 260, 240, 1.6, "#ff8ad8"), jellyfish(s, 540, 170, 1.1, "#8ad8ff"), jellyfish(s, 620, 400, 1.3, "#c28aff"), jellyfish(s, 140, 450, 0.8, "#8affc8"), jellyfish(s, 420, 470, 0.7, "#ffd08a"));
  s.add(hills([560, 575, 560, 580, 565, 578, 570], "#1e2a50"), bubbles(s, 12, 0, W));
};

const seahorseGarden: Draw = (s) => {
  underwater(s, ["#7fe0d0", "#36b3b0", "#1f7f8a"]);
  for (const [x, h, c] of [[60, 260, "#3aa37a"], [110, 200, "#58c08a"], [240, 280, "#3aa37a"], [520, 240, "#58c08a"], [600, 300, "#3aa37a"], [700, 220, "#58c08a"], [760, 260, "#3aa37a"]] as const) s.add(seaweed(x, 580, h, c));
  s.add(coral(400, 570, 1.2, "#ff8a9a"), seahorse(330, 300, 1.8, "#ffb347"), seahorse(560, 260, 1.3, "#ff7fa8", true), seahorse(170, 380, 1, "#ffd75c"), bubbles(s, 16, 0, W));
};

const octopusHideaway: Draw = (s) => {
  underwater(s, ["#4fc0d8", "#2a86b0", "#184f78"]);
  s.add(`<path d="M440 600C440 420 520 360 620 360C720 360 800 420 800 460V600Z" fill="#6a6a7e"/><path d="M540 600C540 500 580 460 640 460C700 460 730 510 730 600Z" fill="#2a2a3a"/>`);
  s.add(octopus(640, 540, 1.1, "#ff7a5a", "#c04a3a"), coral(140, 570, 1.4, "#ffb35c"), seaweed(320, 580, 200, "#3aa37a"), fish(240, 220, 0.9, "#ffd23f", "#3a6fd8"), fish(480, 160, 0.7, "#ff8a2a", "#ffffff", true), bubbles(s, 14, 0, W));
};


const kelpForest: Draw = (s) => {
  underwater(s, ["#5ac8c8", "#2a8aa0", "#164a6a"]);
  for (const [x, h, c] of [[40, 480, "#3f8a4a"], [120, 420, "#5aa84e"], [210, 500, "#3f8a4a"], [560, 460, "#5aa84e"], [640, 520, "#3f8a4a"], [730, 440, "#5aa84e"], [790, 480, "#3f8a4a"]] as const) s.add(seaweed(x, 590, h, c), seaweed(x + 20, 590, h * 0.7, "#7ac060"));
  s.add(fish(380, 200, 0.9, "#ffb03a", "#ffffff"), fish(430, 240, 0.7, "#ffb03a", "#ffffff"), fish(340, 260, 0.6, "#ffb03a", "#ffffff"), fish(460, 380, 1.1, "#7ad0ff", "#2a6ab0", true));
  s.add(turtle(360, 470, 0.6), bubbles(s, 20, 0, W));
};

const sunkenTreasure: Draw = (s) => {
  underwater(s, ["#3aa0c8", "#1e6a9a", "#0e3a62"]);
  s.add(`<path d="M480 560L520 440L700 430L760 540Z" fill="#5a4a3a"/><path d="M520 440L560 360L600 436Z" fill="#4a3a2a"/><line x1="600" y1="436" x2="640" y2="300" stroke="#3a2a1a" stroke-width="8"/>`);
  s.add(`<g transform="translate(300 520)"><rect x="-70" y="-50" width="140" height="70" rx="6" fill="#8a5a2a"/><path d="M-70 -50Q0 -110 70 -50Z" fill="#a06a32"/><rect x="-70" y="-54" width="140" height="8" fill="#d8a83a"/><rect x="-8" y="-40" width="16" height="22" rx="3" fill="#d8a83a"/>${[-50, -20, 10, 40].map((x) => `<circle cx="${x}" cy="-70" r="10" fill="#ffd84a"/>`).join("")}<circle cx="-30" cy="-86" r="9" fill="#ffe98a"/><circle cx="20" cy="-88" r="8" fill="#ffe98a"/></g>`);
  s.add(`<circle cx="300" cy="460" r="110" fill="${s.radial(["#fff3a0", "#fff3a000"])}"/>`, coral(120, 570, 1.3, "#ff7a8a"), coral(720, 580, 1, "#ffb35c"), seaweed(60, 580, 180, "#2f8f6a"));
  s.add(fish(200, 200, 0.8, "#ff6a3a", "#ffffff"), fish(560, 160, 0.6, "#ffd23f", "#3a6fd8", true), octopus(650, 590, 0.4, "#c06ad8", "#8a3aa8"), bubbles(s, 16, 0, W));
};

const starfishShore: Draw = (s) => {
  s.add(sky(s, ["#58b4ea", "#a8dcf6", "#f4f6e4"], 260), sun(s, 640, 90, 40, "#fffbe0", "#ffeaa0"), cloud(220, 90, 0.8), water(s, 250, ["#36a8d0", "#2a8ab8"], "#ffffff", 380));
  s.add(`<path d="M0 360Q200 340 400 370T800 360V410Q600 380 400 410T0 400Z" fill="#ffffff" opacity="0.7"/><rect y="396" width="${W}" height="${H - 396}" fill="#f0d8a8"/><path d="M0 396Q200 380 400 404T800 396V420Q600 410 400 426T0 414Z" fill="#dcc08a"/>`);
  const star = (x: number, y: number, r: number, c: string, a: number) => `<g transform="translate(${x} ${y}) rotate(${a})"><path d="${[0, 1, 2, 3, 4].map((k) => `${k ? "L" : "M"}${(Math.sin((k * 72 * Math.PI) / 180) * r).toFixed(1)} ${(-Math.cos((k * 72 * Math.PI) / 180) * r).toFixed(1)}L${(Math.sin(((k * 72 + 36) * Math.PI) / 180) * r * 0.45).toFixed(1)} ${(-Math.cos(((k * 72 + 36) * Math.PI) / 180) * r * 0.45).toFixed(1)}`).join("")}Z" fill="${c}" stroke="#00000022" stroke-width="2" stroke-linejoin="round"/><circle r="${r * 0.12}" fill="#ffffff88"/></g>`;
  s.add(star(200, 500, 40, "#ff7a5a", 10), star(560, 470, 30, "#ffb03a", -20), star(680, 560, 46, "#e85a8a", 30), star(90, 430, 22, "#ffd23f", 0));
  s.add(`<path d="M360 540a30 30 0 0 1 60 0Z" fill="#ffe6d8" stroke="#e0b8a0" stroke-width="2"/><path d="M372 540L390 512M390 540V510M408 540L390 512" stroke="#e0b8a0" stroke-width="2"/>`, `<ellipse cx="460" cy="580" rx="14" ry="9" fill="#f6e6f0"/><ellipse cx="300" cy="590" rx="10" ry="6" fill="#e8d0c0"/>`, bird(420, 140, 1.2, "#ffffff"));
};

const turtleParade: Draw = (s) => {
  underwater(s, ["#6ad8e8", "#2ab0c8", "#1a7098"]);
  s.add(turtle(240, 180, 0.9), turtle(460, 280, 1.2), turtle(650, 160, 0.7), turtle(160, 380, 0.5, true));
  s.add(coral(300, 580, 1.2, "#ff8a9a"), coral(520, 580, 1, "#ffb35c"), coral(700, 570, 1.3, "#c08cf0"), seaweed(80, 580, 160, "#3aa37a"), seaweed(420, 580, 120, "#58c08a"));
  s.add(fish(600, 420, 0.6, "#ffd23f", "#3a6fd8", true), fish(640, 450, 0.5, "#ffd23f", "#3a6fd8", true), bubbles(s, 20, 0, W));
};
// ---- Autumn Walks ----

const AUTUMN = ["#e2572c", "#f2a33a", "#d9822b", "#b8402a", "#f4c542"] as const;

const mapleLane: Draw = (s) => {
  s.add(sky(s, ["#9fc8e8", "#f3e2c4"], 320), hills([320, 300, 312, 296, 316, 306, 318], "#c9a86a", 340), `<rect y="330" width="${W}" height="${H - 330}" fill="#b8a05a"/>`);
  s.add(`<path d="M380 330L420 330L640 600H160Z" fill="#d8c4a0"/>`);
  for (const [x, h, k] of [[300, 90, 0], [500, 90, 1], [230, 150, 2], [570, 150, 3], [130, 240, 4], [680, 240, 0], [20, 330, 1], [790, 330, 3]] as const) s.add(roundTree(x, 340 + h * 0.9, h * 1.5, AUTUMN[k]!, AUTUMN[(k + 1) % 5]!));
  s.add(leaves(s, 120, AUTUMN, 420, 600), leaves(s, 20, AUTUMN, 100, 400));
};

const pumpkinPatch: Draw = (s) => {
  s.add(sky(s, ["#f6b26b", "#fbd9a0", "#fbe9c8"], 380), sun(s, 620, 170, 50, "#fff0c0", "#ffc878"), hills([360, 340, 356, 336, 352, 344, 358], "#c98a4a", 390));
  s.add(house(560, 380, 160, 110, { wall: "#b83a2e", roof: "#6a3a2a", door: "#f2e2c8", window: "#f2e2c8" }), fence(0, 800, 420, 40, "#8a6a4a"));
  s.add(`<rect y="410" width="${W}" height="${H - 410}" fill="#7a8a3a"/>`);
  s.add(scatter(s, 22, 430, 590, (x, y, k) => pumpkin(x, y, 20 * k + 6)));
  s.add(pumpkin(200, 560, 48), pumpkin(320, 580, 34), leaves(s, 30, AUTUMN, 300, 600));
};

const forestMushrooms: Draw = (s) => {
  s.add(sky(s, ["#6b8a5a", "#a8b878", "#d8d0a0"]), rays(s, 400, -60, [70, 85, 100, 115], 700, "#fff6c8", 0.25));
  for (const [x, w] of [[80, 60], [250, 40], [560, 50], [720, 70]] as const) s.add(`<rect x="${x - w / 2}" y="0" width="${w}" height="470" fill="#5a4030"/><rect x="${x}" y="0" width="${w / 3}" height="470" fill="#00000022"/>`);
  s.add(`<rect y="440" width="${W}" height="${H - 440}" fill="#6a5a3a"/>`, hills([450, 440, 456, 444, 452, 440, 450], "#7a6a40"), leaves(s, 80, AUTUMN, 450, 600));
  s.add(mushroom(340, 540, 2.2, "#d9463a"), mushroom(460, 560, 1.4, "#d9463a"), mushroom(230, 560, 1, "#e8823a"), mushroom(620, 520, 1.2, "#b8663a"), mushroom(680, 540, 0.8, "#b8663a"));
  s.add(scatter(s, 20, 470, 600, tuft("#5a7a3a")));
};

const goldenOak: Draw = (s) => {
  s.add(sky(s, ["#7fb8e0", "#d8ecf4"], 420), cloud(180, 100, 0.8), cloud(620, 130, 0.6), hills([430, 400, 416, 396, 420, 408, 424], "#c8b060", 440), `<rect y="440" width="${W}" height="${H - 440}" fill="#a89a48"/>`);
  s.add(`<path d="M380 520Q370 400 330 340M410 520Q420 400 470 330M395 520V300" stroke="#5a3a22" stroke-width="26" stroke-linecap="round" fill="none"/>`);
  for (const [x, y, r, c] of [[300, 250, 110, "#d99a2a"], [500, 240, 120, "#e8b040"], [400, 180, 130, "#f2c24a"], [250, 330, 80, "#c8821e"], [560, 330, 90, "#d99a2a"], [400, 300, 100, "#e8b040"]] as const) s.add(`<circle cx="${x}" cy="${y}" r="${r}" fill="${c}"/>`);
  s.add(`<circle cx="350" cy="140" r="50" fill="#ffd86a" opacity="0.7"/>`, leaves(s, 60, ["#e8b040", "#d99a2a", "#f2c24a"], 440, 600), bench());
};
const bench = () => `<g transform="translate(600 520)"><rect x="-60" y="-30" width="120" height="10" fill="#7a4a2a"/><rect x="-60" y="-56" width="120" height="10" fill="#7a4a2a"/><rect x="-54" y="-56" width="8" height="56" fill="#4a3020"/><rect x="46" y="-56" width="8" height="56" fill="#4a3020"/></g>`;

const appleOrchard: Draw = (s) => {
  s.add(sky(s, ["#8ccbee", "#e6f4fa"], 360), sun(s, 120, 100, 34, "#fff6d0", "#ffe9a0"), hills([340, 320, 336, 316, 330, 322, 338], "#9cc47a", 360), `<rect y="350" width="${W}" height="${H - 350}" fill="#8ab85a"/>`);
  for (const row of [0, 1, 2]) for (let k = 0; k < 5 - row; k++) {
    const h = 110 + row * 70;
    s.add(roundTree(80 + k * (180 + row * 40) + row * 50, 380 + row * 90, h, "#4f8f3a", "#6aab48", "#e23a3a"));
  }
  s.add(`<g transform="translate(560 570)"><path d="M-50 -40H50L40 0H-40Z" fill="#a06a3a"/><rect x="-50" y="-26" width="100" height="6" fill="#7a4a2a"/></g>`, ...[[530, 528], [550, 522], [572, 526], [590, 530], [545, 534]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="11" fill="#e23a3a"/>`));
  s.add(scatter(s, 30, 480, 600, tuft("#5a9a3a")));
};

const mistyHills: Draw = (s) => {
  s.add(sky(s, ["#c8b8d0", "#f2dcc8", "#fae8d8"]), sun(s, 560, 200, 40, "#fff4e0", "#ffe0c0"));
  for (const [base, color] of [[260, "#b8a8c0"], [320, "#a08ab0"], [380, "#c0784a"], [440, "#a85a34"], [510, "#7a4028"]] as const) {
    s.add(hills([base, base - 30, base + 10, base - 40, base, base - 20, base + 10], color), mist(s, base + 20, "#fdf2ea", 0.55));
  }
  for (const x of [80, 140, 660, 720]) s.add(roundTree(x, 560, 110, "#c8501e", "#e87a2a"));
};


const harvestMoon: Draw = (s) => {
  s.add(sky(s, ["#1e1a40", "#4a2f5a", "#b8604a"], 400), stars(s, 50, 0, 220), sun(s, 560, 250, 90, "#ffd88a", "#ffb060"));
  s.add(hills([380, 360, 376, 352, 370, 362, 378], "#5a3a3a", 410), `<rect y="400" width="${W}" height="${H - 400}" fill="#8a6a3a"/>`);
  for (let k = 0; k < 7; k++) s.add(`<path d="M0 ${430 + k * 26}Q400 ${410 + k * 30} 800 ${432 + k * 26}" stroke="#a8844a" stroke-width="6" fill="none"/>`);
  for (const [x, y, r] of [[140, 470, 40], [300, 500, 50], [660, 480, 44]] as const) s.add(`<ellipse cx="${x}" cy="${y}" rx="${r * 1.2}" ry="${r * 0.2}" fill="#00000033"/><rect x="${x - r}" y="${y - r * 1.2}" width="${r * 2}" height="${r * 1.2}" rx="${r * 0.4}" fill="#e8c060"/><path d="M${x - r} ${y - r * 0.8}H${x + r}M${x - r} ${y - r * 0.4}H${x + r}" stroke="#c89a3a" stroke-width="3"/>`);
  s.add(pumpkin(460, 560, 36), pumpkin(540, 580, 24), pumpkin(90, 580, 30), bird(480, 230, 1.2, "#2a1a30"), bird(510, 214, 0.9, "#2a1a30"));
};

const birchGrove: Draw = (s) => {
  s.add(sky(s, ["#9ac8e8", "#f2e8c8"], 400), `<rect y="380" width="${W}" height="${H - 380}" fill="#c89a4a"/>`);
  for (const [x, y, r, c] of [[120, 150, 130, "#f2c24a"], [380, 100, 150, "#e8a83a"], [640, 140, 140, "#f4d05a"], [260, 260, 110, "#d98a2a"], [540, 270, 120, "#f2b84a"]] as const) s.add(`<circle cx="${x}" cy="${y}" r="${r}" fill="${c}"/>`);
  for (const [x, w] of [[80, 22], [200, 30], [330, 18], [470, 34], [590, 24], [720, 30]] as const) {
    s.add(`<rect x="${x}" y="60" width="${w}" height="${540 - (x % 3) * 20}" fill="#f4f0e8"/><rect x="${x + w * 0.6}" y="60" width="${w * 0.4}" height="${540 - (x % 3) * 20}" fill="#00000014"/>`);
    for (let k = 0; k < 7; k++) s.add(`<rect x="${x + (k % 2 ? w * 0.4 : 0)}" y="${100 + k * 64 + (x % 40)}" width="${w * 0.6}" height="5" rx="2" fill="#3a3a3a"/>`);
  }
  s.add(leaves(s, 120, ["#f2c24a", "#e8a83a", "#d98a2a", "#f4d05a"], 380, 600), leaves(s, 40, ["#f2c24a", "#e8a83a"], 80, 380));
};

const autumnLake: Draw = (s) => {
  s.add(sky(s, ["#8ac0e8", "#dceef6", "#f8ecd8"], 330), cloud(200, 90, 0.8), cloud(600, 70, 0.6));
  const start = s.mark;
  s.add(mountains([[200, 180], [520, 150]], 330, "#8a8aa8", undefined, "#7a7a98"), hills([300, 286, 300, 280, 296, 290, 304], "#b87a3a", 330));
  for (const [x, h, k] of [[40, 130, 0], [100, 100, 1], [160, 140, 2], [220, 90, 3], [560, 110, 4], [620, 150, 0], [690, 120, 2], [760, 140, 3]] as const) s.add(roundTree(x, 334, h, AUTUMN[k]!, AUTUMN[(k + 1) % 5]!));
  s.lake(start, 330, ["#5a8ab0", "#3a6a90", "#2a4a70"], 0.5, "#ffe0b0");
  s.add(boat(420, 420, 0.9, "#8a4a2a", "#fff4e0"), `<path d="M0 540Q260 500 480 560Q620 600 800 570V600H0Z" fill="#8a5a2a"/>`, leaves(s, 40, AUTUMN, 540, 600), leaves(s, 20, AUTUMN, 360, 520));
};

const foxInTheLeaves: Draw = (s) => {
  s.add(sky(s, ["#e8c89a", "#f6e2c0"], 300), rays(s, 650, -30, [100, 115, 130], 700, "#fff4d0", 0.35));
  for (const [x, w] of [[70, 50], [230, 36], [600, 44], [740, 60]] as const) s.add(`<rect x="${x - w / 2}" y="0" width="${w}" height="420" fill="#6a4a32"/><rect x="${x}" y="0" width="${w / 3}" height="420" fill="#00000022"/>`);
  s.add(`<circle cx="80" cy="40" r="150" fill="#d9822b"/><circle cx="400" cy="-20" r="180" fill="#e2572c"/><circle cx="720" cy="40" r="150" fill="#f2a33a"/>`);
  s.add(`<rect y="380" width="${W}" height="${H - 380}" fill="#b8702a"/>`, leaves(s, 160, AUTUMN, 380, 600));
  s.add(sleepingFox(400, 500, 1.3), leaves(s, 30, AUTUMN, 470, 560), mushroom(640, 540, 0.8, "#d9463a"), mushroom(140, 560, 0.6, "#e8823a"));
};
// ---- Kittens & Puppies ----

const indoor = (s: Scene, wall: string, floor: string) => s.add(`<rect width="${W}" height="${H}" fill="${wall}"/><rect y="420" width="${W}" height="${H - 420}" fill="${floor}"/><rect y="412" width="${W}" height="12" fill="#ffffff88"/>`);

const curiousKitten: Draw = (s) => {
  indoor(s, "#f6e2c8", "#c89a6a");
  s.add(`<rect x="470" y="70" width="240" height="200" fill="#bfe4f7" stroke="#ffffff" stroke-width="12"/><line x1="590" y1="70" x2="590" y2="270" stroke="#ffffff" stroke-width="8"/>`, cloud(560, 150, 0.5), `<rect x="450" y="266" width="280" height="16" fill="#ffffff"/>`);
  s.add(`<path d="M100 420C100 300 200 300 200 420Z" fill="#7aa86a"/><rect x="120" y="380" width="60" height="60" fill="#d9763a"/>`, bird(620, 130, 1.3));
  s.add(cat(360, 520, 1.4, "#f2a65a", "#d9823a"), `<ellipse cx="540" cy="540" rx="60" ry="10" fill="#00000022"/>`, yarn(560, 520, 26, "#6a8ae8", "#9ab4f2"));
};

const playfulPuppy: Draw = (s) => {
  s.add(sky(s, ["#8fd0f5", "#dff3fb"], 360), cloud(200, 90, 0.9), sun(s, 660, 90, 36, "#fff6d0", "#ffe9a0"), hills([330, 310, 326, 300, 322, 314, 330], "#9ccc74", 360), `<rect y="350" width="${W}" height="${H - 350}" fill="#7dbb59"/>`);
  s.add(roundTree(110, 400, 220, "#4f8f3a", "#6aab48"), fence(480, 800, 400, 50, "#ffffff"));
  s.add(dog(430, 520, 1.5, "#e8c08a", "#a86a3a"), `<circle cx="640" cy="530" r="28" fill="#e84a4a"/><path d="M614 524Q640 510 666 524" stroke="#ffffff" stroke-width="5" fill="none"/>`);
  s.add(scatter(s, 40, 420, 600, tuft("#5a9a3a")), scatter(s, 20, 430, 600, blossom("#ffffff", "#f5c400")));
};

const sleepyTabby: Draw = (s) => {
  indoor(s, "#e8d8f0", "#a88a7a");
  s.add(`<rect x="80" y="80" width="200" height="160" fill="#2a3a6a" stroke="#f6efe6" stroke-width="12"/>`, moon(200, 150, 24, "#fff4cc", "#2a3a6a"), stars(s, 6, 100, 220));
  s.add(`<ellipse cx="440" cy="470" rx="240" ry="70" fill="#7a5aa8"/><ellipse cx="440" cy="450" rx="200" ry="50" fill="#9a7ac8"/>`);
  s.add(cat(440, 470, 1.2, "#c8a070", "#7a5a3a", true), `<text x="560" y="300" font-family="Georgia,serif" font-size="34" fill="#7a5aa8">z</text><text x="590" y="260" font-family="Georgia,serif" font-size="44" fill="#7a5aa8" opacity="0.7">z</text>`);
};

const puppyInTheGarden: Draw = (s) => {
  s.add(sky(s, ["#a0d8f5", "#e6f6fd"], 340), house(560, 360, 180, 110, { wall: "#f6e6d0", roof: "#b8543b", door: "#5a3a2a", chimney: true }), `<rect y="350" width="${W}" height="${H - 350}" fill="#84bf5e"/>`);
  for (let x = 20; x < W; x += 70) s.add(bush(x, 400, 90, "#4f8f45", "#6aaa58", ["#ff7aa2", "#ffd34d", "#c08cf0", "#ff9a5a"][(x / 70) % 4 | 0]));
  s.add(dog(360, 540, 1.3, "#f6f0e6", "#8a5a3a", true), scatter(s, 40, 440, 600, blossom("#ffd34d", "#ff8a2a"), 520, 800), scatter(s, 40, 440, 600, blossom("#ff9ec4", "#ffe066"), 0, 200));
  s.add(`<g transform="translate(120 140)"><path d="M0 0Q-20 -20 -30 0Q-20 20 0 0Q20 -20 30 0Q20 20 0 0Z" fill="#ffb347"/></g>`);
};

const kittenAndYarn: Draw = (s) => {
  indoor(s, "#dff0e8", "#d8b48a");
  s.add(`<rect x="80" y="330" width="640" height="10" fill="#c89a6a"/>`, `<path d="M0 600L120 440H680L800 600Z" fill="#e87a7a" opacity="0.5"/>`);
  s.add(yarn(240, 500, 40, "#e84a7a", "#f28aa8"), yarn(620, 470, 26, "#4ab8a8", "#8ad8c8"), `<path d="M270 520Q400 590 440 520" stroke="#e84a7a" stroke-width="3" fill="none"/>`);
  s.add(cat(430, 520, 1.2, "#9a9aa8", "#6a6a78"));
};

const bestFriends: Draw = (s) => {
  s.add(sky(s, ["#ffd0a0", "#ffe8c8", "#f8f0d8"], 380), sun(s, 400, 360, 70, "#fff0c0", "#ffc878"), hills([360, 340, 356, 336, 352, 344, 358], "#a8c070", 400), `<rect y="390" width="${W}" height="${H - 390}" fill="#88b060"/>`);
  s.add(roundTree(90, 420, 220, "#5a8f3a", "#78ad55"), roundTree(720, 420, 180, "#5a8f3a", "#78ad55"));
  s.add(dog(480, 540, 1.3, "#c8884a", "#6a3a1a"), cat(300, 540, 1.1, "#2f2f38", "#4a4a58", false, true), `<path d="M390 340C380 320 350 330 370 350L390 370L410 350C430 330 400 320 390 340Z" fill="#ff6f8a"/>`);
  s.add(scatter(s, 40, 420, 600, tuft("#5a9a3a")));
};


const rainyWindowCat: Draw = (s) => {
  indoor(s, "#d8e4f0", "#8a6a5a");
  s.add(`<rect x="200" y="60" width="400" height="300" fill="#7a8aa8" stroke="#f6efe6" stroke-width="16"/><line x1="400" y1="60" x2="400" y2="360" stroke="#f6efe6" stroke-width="10"/>`);
  s.add(Array.from({ length: 40 }, (_, k) => `<line x1="${214 + ((k * 53) % 372)}" y1="${76 + ((k * 37) % 250)}" x2="${208 + ((k * 53) % 372)}" y2="${96 + ((k * 37) % 250)}" stroke="#dfe8f6" stroke-width="2" opacity="0.7"/>`).join(""), cloud(300, 110, 0.6, "#a8b4c8"), cloud(500, 140, 0.5, "#a8b4c8"));
  s.add(`<rect x="180" y="356" width="440" height="24" fill="#f6efe6"/><rect x="200" y="380" width="400" height="40" fill="#c8a8d8"/>`, `<path d="M620 420C620 300 700 300 700 420Z" fill="#6aa86a"/><rect x="632" y="400" width="56" height="40" fill="#e8823a"/>`);
  s.add(cat(360, 384, 1, "#f2a65a", "#d9823a"), yarn(520, 360, 18, "#e84a7a", "#f28aa8"), `<ellipse cx="400" cy="500" rx="220" ry="40" fill="#b89a8a"/>`);
};

const snowDayPuppy: Draw = (s) => {
  s.add(sky(s, ["#a8c8e8", "#e8f0fa"], 360), mountains([[200, 200], [560, 170]], 360, "#c8d4e8", "#ffffff", "#b8c4d8"), `<rect y="350" width="${W}" height="${H - 350}" fill="#f4f8ff"/>`);
  for (const [x, h] of [[60, 170], [140, 130], [690, 160], [760, 190]] as const) s.add(pine(x, 400, h, "#2c5a4a", "#224a3c"), `<path d="M${x - h * 0.2} ${400 - h * 0.55}L${x} ${400 - h}L${x + h * 0.2} ${400 - h * 0.55}Z" fill="#ffffff" opacity="0.85"/>`);
  s.add(`<g transform="translate(600 470)"><circle cy="40" r="50" fill="#ffffff" stroke="#dfe8f5" stroke-width="3"/><circle cy="-30" r="36" fill="#ffffff" stroke="#dfe8f5" stroke-width="3"/><circle cx="-12" cy="-36" r="4" fill="#2b2118"/><circle cx="12" cy="-36" r="4" fill="#2b2118"/><path d="M0 -28L22 -24L0 -20Z" fill="#f08a3a"/><path d="M-34 0H34" stroke="#e84a4a" stroke-width="10"/></g>`);
  s.add(dog(340, 540, 1.4, "#c8884a", "#6a3a1a"), snowflakes(s, 90));
};

const basketOfKittens: Draw = (s) => {
  indoor(s, "#f8e6d8", "#b88a6a");
  s.add(`<rect x="540" y="80" width="180" height="220" fill="#f2d8b0" stroke="#c8a070" stroke-width="8"/><circle cx="630" cy="170" r="50" fill="#ffd36a"/><path d="M560 280L620 200L680 260L720 220V300H560Z" fill="#6aa86a"/>`);
  s.add(`<ellipse cx="380" cy="540" rx="240" ry="30" fill="#00000022"/>`, cat(290, 470, 0.9, "#f2a65a", "#d9823a"), cat(400, 460, 1, "#9a9aa8", "#6a6a78", true), cat(500, 476, 0.85, "#f6f0e6", "#d8c8b8", false, true));
  s.add(`<path d="M170 440H610L570 560H210Z" fill="#c8884a"/>${[0, 1, 2, 3].map((k) => `<path d="M${180 + k * 4} ${460 + k * 26}H${600 - k * 4}" stroke="#a06a32" stroke-width="6"/>`).join("")}<path d="M170 440Q390 330 610 440" stroke="#a06a32" stroke-width="10" fill="none"/>`, yarn(680, 520, 26, "#4ab8a8", "#8ad8c8"));
};

const beachPuppy: Draw = (s) => {
  s.add(sky(s, ["#6ac0ee", "#bfe6f8", "#f6f4e4"], 300), sun(s, 150, 90, 36, "#fffbe0", "#ffeaa0"), cloud(520, 100, 0.9), water(s, 290, ["#3ab0d8", "#2a90c0"], "#ffffff", 400));
  s.add(`<path d="M0 380Q200 360 400 390T800 380V420Q600 400 400 430T0 420Z" fill="#ffffff" opacity="0.75"/><rect y="416" width="${W}" height="${H - 416}" fill="#f2dca8"/>`, boat(620, 340, 0.6, "#c0503c", "#ffffff"));
  s.add(`<g transform="translate(660 470)"><path d="M0 0V-150" stroke="#8a6a4a" stroke-width="5"/><path d="M-90 -120Q0 -200 90 -120Z" fill="#ff6a6a"/><path d="M-30 -120Q0 -196 30 -120Z" fill="#ffffff"/></g>`, `<ellipse cx="640" cy="500" rx="80" ry="14" fill="#00000018"/>`);
  s.add(dog(360, 540, 1.4, "#e8c08a", "#a86a3a"), `<circle cx="540" cy="560" r="26" fill="#4ab0f0"/><path d="M516 556Q540 540 564 556" stroke="#ffe066" stroke-width="6" fill="none"/>`, `<ellipse cx="160" cy="560" rx="40" ry="14" fill="#f6e6c8"/>`);
};
// ---- Castles ----

const hilltopCastle: Draw = (s) => {
  s.add(sky(s, ["#7fb8e8", "#cbe6f6"], 400), cloud(150, 100, 0.9), cloud(650, 140, 0.7), bird(560, 90, 1.2), bird(590, 76, 1));
  s.add(hills([300, 250, 200, 190, 220, 290, 320], "#6fa850", 600), castle(300, 230, 220, 150, "#d8d0c0", "#4a5ab0", "#e84a4a"));
  s.add(hills([430, 420, 440, 460, 440, 420, 440], "#5a9a40"), hills([520, 510, 530, 520, 540, 515, 530], "#4a8a38"));
  s.add(`<path d="M400 236Q360 330 420 420Q470 520 380 600" stroke="#e8d8b0" stroke-width="16" fill="none"/>`, scatter(s, 30, 520, 600, blossom("#fff", "#f5c400")));
};

const castleByTheLake: Draw = (s) => {
  s.add(sky(s, ["#9ac8ea", "#f2e8d8"], 360), sun(s, 150, 130, 30, "#fff6d8", "#ffe7a0"), cloud(560, 90, 0.8));
  const start = s.mark;
  s.add(mountains([[120, 200], [680, 180]], 360, "#8a9ab8", "#f4f7fb", "#7a8aa8"), hills([330, 320, 326, 310, 322, 316, 332], "#6a9a5a", 360), castle(330, 350, 200, 140, "#e6ddcf", "#8a3a5a", "#ffd34d"));
  for (const x of [60, 110, 700, 750]) s.add(pine(x, 362, 90, "#2f6b3f", "#245535"));
  s.lake(start, 360, ["#7ab0d4", "#4a80aa", "#2e5e86"], 0.45);
  s.add(boat(620, 460, 0.8, "#8a4a2a", "#fff8ee"), `<path d="M0 560Q200 530 420 600H0Z" fill="#4a7a3a"/>`);
};

const royalTowers: Draw = (s) => {
  s.add(sky(s, ["#5a8ad8", "#a8c8f0", "#f0e8f8"]), cloud(140, 120, 0.7), cloud(660, 80, 0.9));
  s.add(castle(140, 560, 520, 380, "#efe6da", "#3a5ac8", "#ffd34d"), hills([560, 550, 566, 556, 560, 552, 566], "#6aa84a"));
  s.add(`<path d="M0 600V560H800V600Z" fill="#5a9a3a"/>`, ...[200, 600].map((x) => `<rect x="${x}" y="380" width="8" height="40" fill="#8a6a4a"/><path d="M${x + 8} 380h40l-10 10l10 10h-40Z" fill="#c83a5a"/>`));
};

const moonlitFortress: Draw = (s) => {
  s.add(sky(s, ["#0e1a3a", "#24346a", "#4a5a8a"]), stars(s, 80, 0, 300), moon(620, 110, 40, "#fff6d8", "#1a2850"));
  s.add(hills([420, 380, 300, 290, 320, 400, 440], "#1e2a4a"), castle(250, 310, 300, 180, "#4a5680", "#2a3458", "#c84a6a", true), hills([500, 480, 510, 490, 520, 500, 510], "#162040"));
  s.add(`<circle cx="620" cy="110" r="120" fill="#fff6d8" opacity="0.06"/>`, bird(420, 180, 1, "#0e1a3a"));
};

const drawbridgeMorning: Draw = (s) => {
  s.add(sky(s, ["#f8c8a0", "#fde4c4", "#cfe6f2"], 440), sun(s, 650, 170, 44, "#fff4d0", "#ffd9a0"), mist(s, 400, "#fff4ea", 0.6));
  s.add(castle(180, 420, 440, 260, "#d8cabc", "#8a4a3a", "#3a7ad8", false, true), `<rect y="420" width="${W}" height="60" fill="#6a9ac0"/>`, water(s, 420, ["#7aa8c8", "#5a88aa"], "#ffffff", 480));
  s.add(`<rect y="476" width="${W}" height="${H - 476}" fill="#7ab058"/><path d="M360 476L440 476L500 600H300Z" fill="#d8c4a0"/>`, scatter(s, 40, 490, 600, tuft("#5a9a3a")), scatter(s, 20, 490, 600, blossom("#ffffff", "#f5c400")));
};

const fairytaleSpires: Draw = (s) => {
  s.add(sky(s, ["#c8a8f0", "#f0c8e8", "#ffe8f0"]), sun(s, 400, 120, 30, "#fff8e8", "#ffe0f0"), cloud(150, 200, 1.1, "#ffffff", 0.8), cloud(650, 240, 1, "#ffffff", 0.8));
  s.add(castle(220, 500, 360, 320, "#f8f0f8", "#c85aa8", "#ffd34d"), cloud(400, 520, 2.6, "#ffffff", 0.95), cloud(120, 560, 1.8, "#fff4fa"), cloud(700, 560, 1.8, "#fff4fa"));
  s.add(stars(s, 30, 0, 300, "#ffffff"));
};


const winterCastle: Draw = (s) => {
  s.add(sky(s, ["#7a9ad0", "#c8d8f0", "#f0f4fa"], 420), mountains([[100, 200], [700, 180]], 420, "#b8c8e0", "#ffffff", "#a8b8d4"));
  s.add(hills([360, 300, 250, 240, 260, 320, 370], "#f4f8ff", 600), castle(290, 280, 220, 150, "#dcd8e4", "#3a5a9a", "#e84a4a", true));
  for (const [x, h] of [[60, 160], [130, 120], [680, 150], [750, 180]] as const) s.add(pine(x, 470, h, "#2c5a4a", "#224a3c"), `<path d="M${x - h * 0.2} ${470 - h * 0.55}L${x} ${470 - h}L${x + h * 0.2} ${470 - h * 0.55}Z" fill="#ffffff" opacity="0.85"/>`);
  s.add(`<path d="M0 500Q400 460 800 510V600H0Z" fill="#ffffff"/><path d="M400 286Q370 380 420 460Q460 540 400 600" stroke="#dfe6f2" stroke-width="16" fill="none"/>`, snowflakes(s, 100));
};

const sunsetCitadel: Draw = (s) => {
  s.add(sky(s, ["#3a2a6a", "#a0508a", "#f0806a", "#ffc878"], 380), sun(s, 420, 330, 60, "#ffe4a0", "#ffb070"), cloud(160, 140, 0.9, "#f8a8a0", 0.6), cloud(660, 110, 0.7, "#f8a8a0", 0.6));
  const start = s.mark;
  s.add(hills([330, 300, 280, 270, 290, 320, 340], "#3a2440", 380), castle(280, 300, 260, 170, "#4a2e4e", "#2a1a30", "#ffcf6a", true));
  s.lake(start, 380, ["#e0786a", "#7a4a7a", "#2a2048"], 0.45, "#ffd9a8");
  s.add(boat(160, 460, 0.8, "#2a1a30", "#f4c8b8"), `<path d="M0 560Q300 520 560 580Q700 600 800 580V600H0Z" fill="#22162a"/>`, bird(560, 180, 1.2, "#2a1a30"), bird(590, 166, 0.9, "#2a1a30"));
};

const castleGardens: Draw = (s) => {
  s.add(sky(s, ["#8ac8f0", "#e0f2fb"], 300), cloud(140, 80, 0.8), cloud(680, 110, 0.6), castle(200, 330, 400, 230, "#eee4d4", "#4a6ac8", "#ffd34d"));
  s.add(`<rect y="320" width="${W}" height="${H - 320}" fill="#8cc46a"/>`, `<path d="M360 330H440L560 600H240Z" fill="#e8dcc0"/><circle cx="400" cy="450" r="46" fill="#d8d0c0"/><circle cx="400" cy="450" r="34" fill="#6ac0e8"/><rect x="394" y="400" width="12" height="40" fill="#d8d0c0"/>`);
  for (const side of [-1, 1]) {
    for (let k = 0; k < 4; k++) s.add(`<rect x="${side < 0 ? 40 + k * 20 : 560 - k * 20}" y="${360 + k * 56}" width="${200 - k * 10}" height="30" rx="14" fill="#3f8a3a"/>`, bush(side < 0 ? 150 + k * 14 : 650 - k * 14, 360 + k * 56, 60, "#4f9a45", "#6aaa58", ["#ff7aa2", "#ffd34d", "#c08cf0", "#ff9a5a"][k]));
  }
  s.add(scatter(s, 30, 500, 600, blossom("#ffffff", "#ffcc00"), 0, 240), scatter(s, 30, 500, 600, blossom("#ff9ec4", "#ffe066"), 560, 800));
};

const seasideFortress: Draw = (s) => {
  s.add(sky(s, ["#5aa0d8", "#b0d8f0", "#f4f0e0"], 300), sun(s, 660, 110, 38, "#fffbe0", "#ffeaa0"), cloud(300, 90, 0.9));
  s.add(water(s, 300, ["#3a98c8", "#2a70a0", "#1a4e7a"]), `<path d="M0 600V300L120 270L240 300L300 360L340 600Z" fill="#8a7a6a"/><path d="M0 300L120 270L240 300L200 320L60 316Z" fill="#6a9a4a"/><path d="M240 300L300 360L340 600H280L260 380Z" fill="#6a5a4a"/>`);
  s.add(castle(20, 300, 200, 150, "#d8ccb8", "#8a3a3a", "#3a7ad8"));
  s.add(`<path d="M300 560Q340 540 380 560T460 560" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.7"/>`, boat(540, 420, 1.3, "#7a4a2a", "#fff4e0"), boat(720, 360, 0.6, "#2a4a7a", "#ffffff"), bird(420, 160, 1.2, "#ffffff"), bird(450, 146, 1, "#ffffff"));
};
const PICTURES: Readonly<Record<string, readonly Draw[]>> = {
  JIG_STARTER: [mountainLake, hotAirBalloons, sunflowerField, lighthouseAtDusk, sleepyFox, windmillMeadow, sailingBay, northernLights, cherryBlossomPath, rainbowValley],
  JIG_COTTAGES: [thatchedCottage, snowyCabin, gardenGate, lakesideCabin, roseCottage, chimneySmokeAtDawn, seasideCottage, candlelitVillage, bluebellWood, mountainChalet],
  JIG_OCEAN: [clownfishReef, seaTurtle, gentleWhale, jellyfishGlow, seahorseGarden, octopusHideaway, kelpForest, sunkenTreasure, starfishShore, turtleParade],
  JIG_AUTUMN: [mapleLane, pumpkinPatch, forestMushrooms, goldenOak, appleOrchard, mistyHills, harvestMoon, birchGrove, autumnLake, foxInTheLeaves],
  JIG_PETS: [curiousKitten, playfulPuppy, sleepyTabby, puppyInTheGarden, kittenAndYarn, bestFriends, rainyWindowCat, snowDayPuppy, basketOfKittens, beachPuppy],
  JIG_CASTLES: [hilltopCastle, castleByTheLake, royalTowers, moonlitFortress, drawbridgeMorning, fairytaleSpires, winterCastle, sunsetCitadel, castleGardens, seasideFortress],
};

/** Whether there is a drawing for a pack's picture. */
export function hasPicture(pack: string, index: number): boolean {
  return PICTURES[pack]?.[index] !== undefined;
}

/** The picture as a standalone SVG document (800 x 600). */
export function pictureSvg(pack: string, index: number): string {
  const draw = PICTURES[pack]?.[index];
  if (!draw) throw new RangeError(`There is no picture ${index} in pack ${pack}.`);
  const scene = new Scene(`${pack}:${index}`);
  draw(scene);
  return scene.svg();
}
