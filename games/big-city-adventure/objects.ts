/**
 * The findable objects: what the item list calls them and each one's hit area, a box centred on
 * the object in its own drawing's units (each is drawn in a 100 x 100 box around 0,0; see
 * scenes/Objects.tsx). Placed in a scene, the box is scaled and rotated with the drawing.
 */
export interface FindableObject {
  id: string;
  name: string;
  /** Hit box width and height in drawing units (at most 100). */
  w: number;
  h: number;
}

const object = (id: string, name: string, w: number, h: number): FindableObject => ({ id, name, w, h });

export const OBJECTS: readonly FindableObject[] = [
  object("umbrella", "Umbrella", 90, 90),
  object("key", "Key", 90, 44),
  object("teapot", "Teapot", 92, 72),
  object("bicycle", "Bicycle", 96, 64),
  object("camera", "Camera", 84, 62),
  object("crown", "Crown", 84, 64),
  object("violin", "Violin", 50, 96),
  object("hat", "Top hat", 84, 76),
  object("clock", "Alarm clock", 76, 84),
  object("balloon", "Balloon", 60, 96),
  object("book", "Book", 80, 64),
  object("guitar", "Guitar", 56, 96),
  object("kite", "Kite", 76, 96),
  object("glasses", "Glasses", 96, 40),
  object("cupcake", "Cupcake", 68, 80),
  object("anchor", "Anchor", 76, 92),
  object("butterfly", "Butterfly", 90, 70),
  object("lantern", "Lantern", 56, 92),
  object("shoe", "Shoe", 92, 52),
  object("fish", "Fish", 94, 50),
  object("trumpet", "Trumpet", 96, 48),
  object("pear", "Pear", 60, 86),
  object("duck", "Rubber duck", 80, 72),
  object("scissors", "Scissors", 64, 92),
  object("compass", "Compass", 78, 78),
  object("candle", "Candle", 44, 92),
];
