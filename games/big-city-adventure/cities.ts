/**
 * The 27 cities of Big City Adventure, one per city pack of data/store_images.json (same ids, same
 * order, the pack's three scene titles): which landmark stands over each, the city's palette and
 * how each scene is composed from the scene kit (scenes/). Pure data: the rules read it too.
 */

/** A scene's composition: the kit's street of facades, a market of stalls, a waterfront or a park. */
export type SceneKind = "street" | "market" | "waterfront" | "park";
/** The light of a scene: its sky, and lit windows and lamps at dusk and night. */
export type SceneLight = "day" | "dusk" | "night";

export type LandmarkId =
  | "eiffel" | "colosseum" | "liberty" | "bigben" | "tokyotower" | "opera" | "sagrada" | "gables" | "brandenburg"
  | "prague" | "wheel" | "mosque" | "pyramids" | "burj" | "gateway" | "wat" | "marinabay" | "hkskyline" | "temple"
  | "redeemer" | "goldengate" | "cloudgate" | "angel" | "cntower" | "campanile" | "parthenon" | "belem";

export interface Palette {
  /** Distant skyline and hills. */
  far: string;
  /** The landmark's main colour. */
  landmark: string;
  /** Pavement and paths. */
  ground: string;
  /** Facade colours, used in turn. */
  walls: readonly string[];
  /** Awnings, boats, flowers. */
  accents: readonly string[];
  /** Water (canals, harbours, rivers). */
  water: string;
}

export interface SceneSpec {
  title: string;
  kind: SceneKind;
  light: SceneLight;
}

export interface City {
  /** The city pack's id in the store. */
  id: string;
  name: string;
  landmark: LandmarkId;
  palette: Palette;
  scenes: readonly [SceneSpec, SceneSpec, SceneSpec];
  /** Where the city sits on the world map (0-1000 by 0-500). */
  map: { x: number; y: number };
}

function palette(far: string, landmark: string, ground: string, walls: string, accents: string, water: string): Palette {
  return { far, landmark, ground, walls: walls.split(" "), accents: accents.split(" "), water };
}

const scene = (title: string, kind: SceneKind, light: SceneLight = "day"): SceneSpec => ({ title, kind, light });

export const CITIES: readonly City[] = [
  { id: "BCA_PAR", name: "Paris", landmark: "eiffel", map: { x: 488, y: 150 },
    palette: palette("#9fb3c8", "#6b5a4a", "#d9cdb8", "#efe4cf #e6d3b3 #f3ead8 #d8c3a0", "#c0392b #2e86ab #f4d35e #7a9e3f", "#5f8fb4"),
    scenes: [scene("Eiffel Tower Gardens", "park"), scene("Montmartre Cafe", "street", "dusk"), scene("Seine Bookstalls", "waterfront")] },
  { id: "BCA_ROM", name: "Rome", landmark: "colosseum", map: { x: 515, y: 178 },
    palette: palette("#c9b79c", "#c8a574", "#e3cfa8", "#e8b27a #d9905b #f0c98f #c97b4a", "#b5483b #4f7c3a #f2c14e #2b6f8e", "#4f9dbb"),
    scenes: [scene("Colosseum at Noon", "market"), scene("Trevi Fountain", "park", "dusk"), scene("Trastevere Alley", "street")] },
  { id: "BCA_NYC", name: "New York", landmark: "liberty", map: { x: 282, y: 165 },
    palette: palette("#8e9aaf", "#5fa58e", "#b9b4ad", "#b5654a #8c5a3c #d0a077 #6f7d8c", "#f4c430 #d7263d #1b998b #2e4057", "#49708a"),
    scenes: [scene("Times Square Lights", "street", "night"), scene("Central Park Bridge", "park"), scene("Brooklyn Bridge Walk", "waterfront", "dusk")] },
  { id: "BCA_LON", name: "London", landmark: "bigben", map: { x: 478, y: 138 },
    palette: palette("#9aa5b1", "#b8935a", "#c8c2b6", "#d9d4c7 #b04a3a #e9e2d0 #4d6a8a", "#c8102e #012169 #2e7d32 #f2b705", "#5b7d8f"),
    scenes: [scene("Big Ben Embankment", "waterfront", "dusk"), scene("Covent Garden Market", "market"), scene("Notting Hill Doors", "street")] },
  { id: "BCA_TOK", name: "Tokyo", landmark: "tokyotower", map: { x: 868, y: 178 },
    palette: palette("#a7b3c9", "#e0462f", "#c9c6c0", "#f1ede4 #d9d2c5 #b8c4cc #e8d9c0", "#e0462f #f7a8b8 #2b59c3 #f2c14e", "#5b8fb0"),
    scenes: [scene("Shibuya Crossing", "street", "night"), scene("Asakusa Temple", "market"), scene("Cherry Blossom Park", "park")] },
  { id: "BCA_SYD", name: "Sydney", landmark: "opera", map: { x: 900, y: 395 },
    palette: palette("#9dc3d8", "#f4f1ea", "#e7d5b0", "#f0d9b5 #d99c6a #f6e7cf #8fb8cc", "#f29e4c #1b9aaa #ef476f #06d6a0", "#2a8ab8"),
    scenes: [scene("Opera House Harbour", "waterfront"), scene("Bondi Beach", "park"), scene("The Rocks Market", "market", "dusk")] },
  { id: "BCA_BCN", name: "Barcelona", landmark: "sagrada", map: { x: 482, y: 176 },
    palette: palette("#c4b59a", "#b99b6b", "#e4d2ad", "#f2d49b #e6a15a #f7e3c0 #d98b5f", "#d7263d #f4b400 #1e88e5 #43a047", "#3f8fc0"),
    scenes: [scene("Sagrada Familia", "street"), scene("La Rambla", "market", "dusk"), scene("Park Guell Terrace", "park")] },
  { id: "BCA_AMS", name: "Amsterdam", landmark: "gables", map: { x: 492, y: 130 },
    palette: palette("#a9b8c4", "#7a4b35", "#c9b9a0", "#8b4a36 #3f4f5f #b9834f #5e3a2e", "#f28c28 #e63946 #ffd166 #2a9d8f", "#4b6f82"),
    scenes: [scene("Canal Houses", "waterfront"), scene("Flower Market", "market"), scene("Bicycle Bridge", "street", "dusk")] },
  { id: "BCA_BER", name: "Berlin", landmark: "brandenburg", map: { x: 510, y: 132 },
    palette: palette("#a3acb6", "#d8c9a3", "#bdb8ae", "#e5dccb #c9b79c #9aa5a8 #d7c4a1", "#ffce00 #dd0000 #2f6fb0 #55a630", "#5d7f95"),
    scenes: [scene("Brandenburg Gate", "street"), scene("Museum Island", "waterfront", "dusk"), scene("Street Art Wall", "market")] },
  { id: "BCA_PRG", name: "Prague", landmark: "prague", map: { x: 515, y: 142 },
    palette: palette("#a9a6b8", "#4a4a52", "#cdbfa5", "#f0d7a8 #e6b8a2 #d7e3c8 #f2c4a0", "#c0392b #2e6f95 #e9b44c #6a994e", "#5a7e93"),
    scenes: [scene("Charles Bridge", "waterfront", "dusk"), scene("Old Town Square", "market"), scene("Astronomical Clock", "street")] },
  { id: "BCA_VIE", name: "Vienna", landmark: "wheel", map: { x: 520, y: 150 },
    palette: palette("#b3b9c4", "#a23b2c", "#d5cbb8", "#f3e9d2 #e8d6a8 #d9c7a7 #efe0c3", "#a23b2c #d4af37 #2e5e4e #7b9acc", "#5f87a0"),
    scenes: [scene("Opera House Steps", "street", "night"), scene("Grand Coffee House", "market"), scene("Palace Gardens", "park")] },
  { id: "BCA_IST", name: "Istanbul", landmark: "mosque", map: { x: 560, y: 172 },
    palette: palette("#b8aab2", "#8a8fa3", "#d8c8a8", "#e8d3b0 #c98f6b #f2e2c6 #9fb7c0", "#c1121f #1d6fa3 #f4a259 #2a9d8f", "#2f7fa8"),
    scenes: [scene("Blue Mosque", "street", "dusk"), scene("Grand Bazaar", "market"), scene("Bosphorus Ferry", "waterfront")] },
  { id: "BCA_CAI", name: "Cairo", landmark: "pyramids", map: { x: 565, y: 222 },
    palette: palette("#d8c19a", "#d6a760", "#e8d3a6", "#e3c48f #d0a56b #f0ddb4 #c99d63", "#1f6f8b #c8553d #f2c14e #588157", "#3e8fb0"),
    scenes: [scene("Pyramids of Giza", "park"), scene("Khan el-Khalili Bazaar", "market", "dusk"), scene("Nile Felucca", "waterfront")] },
  { id: "BCA_DXB", name: "Dubai", landmark: "burj", map: { x: 625, y: 238 },
    palette: palette("#c9bfae", "#9fb4c7", "#e6d5b5", "#f1e3c8 #d9c2a0 #bcd0dc #e8d8b8", "#d4a017 #1b6ca8 #c0392b #16a085", "#2b8cbe"),
    scenes: [scene("Burj Khalifa", "street", "night"), scene("Spice Souk", "market"), scene("Dubai Marina", "waterfront", "dusk")] },
  { id: "BCA_MUM", name: "Mumbai", landmark: "gateway", map: { x: 690, y: 252 },
    palette: palette("#c4b6a0", "#d2a66f", "#d9c7a2", "#f2c57c #e07a5f #f4e1c1 #81b29a", "#e63946 #f4a261 #2a9d8f #8338ec", "#3d7ea6"),
    scenes: [scene("Gateway of India", "waterfront"), scene("Marine Drive", "street", "night"), scene("Crawford Market", "market")] },
  { id: "BCA_BKK", name: "Bangkok", landmark: "wat", map: { x: 775, y: 262 },
    palette: palette("#c2b8a3", "#d4a537", "#d8cba8", "#f1d9a6 #e9b872 #cfe0c3 #f4cfa6", "#d62828 #f77f00 #fcbf49 #2a9d8f", "#6a8f6b"),
    scenes: [scene("Grand Palace", "street"), scene("Floating Market", "waterfront"), scene("Chinatown at Night", "market", "night")] },
  { id: "BCA_SIN", name: "Singapore", landmark: "marinabay", map: { x: 785, y: 305 },
    palette: palette("#a9bccb", "#c9d3da", "#cfcac0", "#f4e4c1 #e9c46a #a8dadc #f1faee", "#e63946 #2a9d8f #f4a261 #457b9d", "#2f7fa0"),
    scenes: [scene("Marina Bay", "waterfront", "night"), scene("Gardens by the Bay", "park"), scene("Hawker Centre", "market", "dusk")] },
  { id: "BCA_HKG", name: "Hong Kong", landmark: "hkskyline", map: { x: 818, y: 240 },
    palette: palette("#9fb0bf", "#5d7389", "#c4c0b8", "#e9e3d6 #c9d6df #f2d0a4 #b7b7a4", "#d62828 #f77f00 #003049 #fcbf49", "#2e6f8e"),
    scenes: [scene("Victoria Harbour", "waterfront", "night"), scene("Star Ferry Pier", "street"), scene("Temple Street Market", "market", "night")] },
  { id: "BCA_BJS", name: "Beijing", landmark: "temple", map: { x: 812, y: 170 },
    palette: palette("#b7b1a6", "#2f5d8a", "#d3c4a4", "#c0392b #e9d8a6 #b5651d #d9b38c", "#c0392b #f1c40f #2c7a7b #8e44ad", "#5b8aa6"),
    scenes: [scene("Forbidden City", "street"), scene("Great Wall View", "park"), scene("Hutong Lanes", "market", "dusk")] },
  { id: "BCA_RIO", name: "Rio de Janeiro", landmark: "redeemer", map: { x: 352, y: 372 },
    palette: palette("#7fa38a", "#ecebe4", "#e9d9b4", "#f7c59f #9ad1d4 #f4e285 #e76f51", "#009c3b #ffdf00 #e63946 #3a86ff", "#2d8fb5"),
    scenes: [scene("Sugarloaf Mountain", "waterfront"), scene("Copacabana Beach", "park", "dusk"), scene("Colourful Steps", "street")] },
  { id: "BCA_SFO", name: "San Francisco", landmark: "goldengate", map: { x: 175, y: 172 },
    palette: palette("#a7b6c2", "#c0362c", "#c9c2b5", "#f4e1c6 #b8d8d8 #f2b5a0 #e8d49e", "#c0362c #2a9d8f #f4a261 #264653", "#3f7fa6"),
    scenes: [scene("Golden Gate Bridge", "waterfront"), scene("Cable Car Hill", "street", "dusk"), scene("Fisherman's Wharf", "market")] },
  { id: "BCA_CHI", name: "Chicago", landmark: "cloudgate", map: { x: 250, y: 158 },
    palette: palette("#8d98a6", "#cfd6dd", "#bdb6ab", "#a65e46 #c9b79c #7d8c99 #d9c5a5", "#1f77b4 #d62728 #f2c14e #2ca02c", "#3e7b8f"),
    scenes: [scene("Cloud Gate Plaza", "park"), scene("Chicago Riverwalk", "waterfront", "dusk"), scene("Navy Pier", "market", "night")] },
  { id: "BCA_MEX", name: "Mexico City", landmark: "angel", map: { x: 215, y: 240 },
    palette: palette("#b8ad9a", "#d4af37", "#d9c6a0", "#e76f51 #f4a261 #2a9d8f #e9c46a", "#e63946 #06d6a0 #ffd166 #8338ec", "#4b9fb0"),
    scenes: [scene("Zocalo Square", "market"), scene("Xochimilco Canals", "waterfront"), scene("Palace of Fine Arts", "street", "dusk")] },
  { id: "BCA_TOR", name: "Toronto", landmark: "cntower", map: { x: 268, y: 150 },
    palette: palette("#9aa9b8", "#b9b2a6", "#c3beb4", "#b85c38 #d9c8b0 #8fa3b1 #e0b589", "#d62828 #457b9d #f4a261 #2a9d8f", "#3c7ea3"),
    scenes: [scene("CN Tower", "street", "night"), scene("Kensington Market", "market"), scene("Harbourfront", "waterfront")] },
  { id: "BCA_VCE", name: "Venice", landmark: "campanile", map: { x: 508, y: 160 },
    palette: palette("#c6b8a6", "#b0533c", "#d8c9ab", "#e9a178 #f2d0a4 #d98e73 #f5e6c8", "#1d3557 #e63946 #f1c453 #2a9d8f", "#3f8f8a"),
    scenes: [scene("Grand Canal", "waterfront", "dusk"), scene("Rialto Bridge", "market"), scene("St Mark's Square", "street")] },
  { id: "BCA_ATH", name: "Athens", landmark: "parthenon", map: { x: 540, y: 185 },
    palette: palette("#c2b59b", "#ece3cf", "#e6d8b8", "#f5f0e6 #e8dcc2 #a8c6df #f2e6c9", "#1565c0 #f9a825 #e53935 #43a047", "#2d7fb8"),
    scenes: [scene("Acropolis Hill", "park"), scene("Plaka Streets", "street", "dusk"), scene("Monastiraki Market", "market")] },
  { id: "BCA_LIS", name: "Lisbon", landmark: "belem", map: { x: 462, y: 180 },
    palette: palette("#b9b3a5", "#e6dcc6", "#dacbaa", "#f2d16b #7fb7be #f4a6a6 #f6efe0", "#f2c14e #1d70a2 #d1495b #66a182", "#4a8db5"),
    scenes: [scene("Belem Tower", "waterfront"), scene("Alfama Tram", "street"), scene("Commerce Square", "market", "dusk")] },
];

/** The city pack everyone may play without buying: the tour starts in Paris. */
export const FREE_CITY = "BCA_PAR";

export function cityById(id: string): City | undefined {
  return CITIES.find((city) => city.id === id);
}
