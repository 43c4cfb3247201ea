/**
 * The findable objects: what the item list calls them (by name, or by riddle in the Riddles mode)
 * and each one's hit area, a box centred on the object in its own drawing's units (each is drawn
 * in a 100 x 100 box around 0,0; see scenes/Objects.tsx). Placed in a scene, the box is scaled and
 * rotated with the drawing.
 */
export interface FindableObject {
  id: string;
  name: string;
  /** A short clue that names the object without saying its name, for the list's Riddles mode. */
  riddle: string;
  /** Hit box width and height in drawing units (at most 100). */
  w: number;
  h: number;
}

const object = (id: string, name: string, riddle: string, w: number, h: number): FindableObject => ({ id, name, riddle, w, h });

export const OBJECTS: readonly FindableObject[] = [
  object("umbrella", "Umbrella", "Goes up when the rain comes down", 90, 90),
  object("key", "Key", "Has teeth but never bites", 90, 44),
  object("teapot", "Teapot", "Short and stout, with a spout", 92, 72),
  object("bicycle", "Bicycle", "Two wheels that run on legs", 96, 64),
  object("camera", "Camera", "Catches a smile in a flash", 84, 62),
  object("crown", "Crown", "Sits on a royal head", 84, 64),
  object("violin", "Violin", "Sings when you take a bow", 50, 96),
  object("hat", "Top hat", "A magician's rabbit hides in it", 84, 76),
  object("clock", "Alarm clock", "Tells the time, then rings you awake", 76, 84),
  object("balloon", "Balloon", "Floats away if you let go", 60, 96),
  object("book", "Book", "Has a spine but no bones", 80, 64),
  object("guitar", "Guitar", "Six strings, ready to strum", 56, 96),
  object("kite", "Kite", "Dances in the wind on a string", 76, 96),
  object("glasses", "Glasses", "Two windows that sit on a nose", 96, 40),
  object("cupcake", "Cupcake", "Frosting on top, paper below", 68, 80),
  object("anchor", "Anchor", "Holds a ship still", 76, 92),
  object("butterfly", "Butterfly", "Was once a caterpillar", 90, 70),
  object("lantern", "Lantern", "A little house for a flame", 56, 92),
  object("shoe", "Shoe", "Has a tongue but cannot talk", 92, 52),
  object("fish", "Fish", "Has scales but never weighs a thing", 94, 50),
  object("trumpet", "Trumpet", "Three valves and a brassy toot", 96, 48),
  object("pear", "Pear", "A fruit that sounds like a couple", 60, 86),
  object("duck", "Rubber duck", "Squeaks and floats in the bath", 80, 72),
  object("scissors", "Scissors", "Beats paper, loses to rock", 64, 92),
  object("compass", "Compass", "Always knows the way north", 78, 78),
  object("candle", "Candle", "Grows shorter as it glows", 44, 92),
];
