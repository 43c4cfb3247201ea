import { builder } from "./builder.ts";
import "./category.ts";
import "./game.ts";
import "./portal.ts";
import "./viewer.ts";
import "./accounts.ts";
import "./store.ts";
import "./payments.ts";
import "./play.ts";
import "./gardens.ts";
import "./coupons.ts";
import "./pins.ts";
import "./challenges.ts";
import "./chat.ts";
import "./qa.ts";
import "./invites.ts";
import "./stats.ts";

export const schema = builder.toSchema({ sortSchema: true });
