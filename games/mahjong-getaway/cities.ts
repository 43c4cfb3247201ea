/** The cities of the getaway, in travel order, with the colours of their skies and where they sit on the map. */
export interface City {
  id: string;
  name: string;
  sky: [string, string];
  /** On the 400 x 240 map. */
  x: number;
  y: number;
}

export const CITIES: readonly City[] = [
  { id: "kyoto", name: "Kyoto", sky: ["#f3b38f", "#b5483b"], x: 330, y: 92 },
  { id: "venice", name: "Venice", sky: ["#f7d9a0", "#c0603f"], x: 214, y: 58 },
  { id: "marrakesh", name: "Marrakesh", sky: ["#f6c27a", "#b85a2e"], x: 150, y: 128 },
  { id: "rio", name: "Rio de Janeiro", sky: ["#ffc7a1", "#9c3d52"], x: 120, y: 186 },
];
