import { mountGame } from "../engines/shell/mountGame.tsx";
import { App } from "./App.tsx";
import { game } from "./game.ts";

mountGame(App, game.category);
