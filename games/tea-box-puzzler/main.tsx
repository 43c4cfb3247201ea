import { mountGame } from "../engines/shell/mountGame.tsx";
import { App } from "./App.tsx";

mountGame(App);
