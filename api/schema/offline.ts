import { issueOfflineSeeds, redeemOfflineGame, type IssuedSeed } from "../play/offlineSeeds.ts";
import { builder } from "./builder.ts";
import { FinishGameResult, GameErrorRef, orGameError, type Finished } from "./play.ts";

/** Offline play (api/play/offlineSeeds.ts): the portal page asks for seeds and sends the games played from them. */

const OfflineSeedRef = builder.objectRef<IssuedSeed>("OfflineSeed").implement({
  description: "A deal the server issued in advance, for a game played offline; it is sent back once, with the game's moves.",
  fields: (t) => ({
    token: t.exposeString("token", { description: "Signed and single-use: send it with the moves (redeemOfflineGame)." }),
    gameCode: t.exposeString("gameId"),
    seed: t.exposeString("seed", { description: "The public seed the game deals from." }),
    options: t.expose("options", { type: "JSON" }),
    dailyDate: t.exposeString("dailyDate", { nullable: true, description: "A daily puzzle's Los Angeles date (YYYY-MM-DD); null for a free game." }),
    rulesVersion: t.exposeInt("rulesVersion"),
    issuedAt: t.expose("issuedAt", { type: "DateTime", description: "The offline game's session starts here: the server's clock rules measure from it." }),
    expiresAt: t.expose("expiresAt", { type: "DateTime" }),
  }),
});

type Issued = { kind: "ok"; seeds: IssuedSeed[] };
const OfflineSeedsRef = builder.objectRef<Issued>("OfflineSeeds").implement({
  fields: (t) => ({ seeds: t.field({ type: [OfflineSeedRef], resolve: (r) => r.seeds }) }),
});
const IssueOfflineSeedsResult = builder.unionType("IssueOfflineSeedsResult", {
  types: [OfflineSeedsRef, GameErrorRef],
  resolveType: (value) => (value.kind === "error" ? GameErrorRef : OfflineSeedsRef),
});

const IssueOfflineSeedsInput = builder.inputType("IssueOfflineSeedsInput", {
  fields: (t) => ({
    game: t.string({ required: true, description: "The game's 3-letter code, e.g. KLO." }),
    options: t.field({ type: "JSON", required: false, description: "The game's options, checked by its rules." }),
    daily: t.boolean({ required: false, description: "The daily puzzles instead: one seed per date the daily rules still let the player start (today and the days back)." }),
  }),
});
const RedeemOfflineGameInput = builder.inputType("RedeemOfflineGameInput", {
  fields: (t) => ({
    token: t.string({ required: true, description: "The OfflineSeed's token the game was dealt from." }),
    moves: t.field({ type: "JSON", required: true }),
    playedMs: t.int({ required: false, description: "The game's own clock at the finish, as finishGame takes it." }),
  }),
});

builder.mutationFields((t) => ({
  issueOfflineSeeds: t.field({
    type: IssueOfflineSeedsResult,
    description: "The viewer's unredeemed seeds for a game and options, topped up to a few: games ready to play offline. Games whose server answers each move refuse (ONLINE_ONLY).",
    args: { input: t.arg({ type: IssueOfflineSeedsInput, required: true }) },
    resolve: (_root, { input }, { play, viewer }) =>
      orGameError(async (): Promise<Issued> => ({ kind: "ok", seeds: await issueOfflineSeeds(play, viewer, { game: input.game, options: input.options ?? null, daily: input.daily ?? null }) })),
  }),
  redeemOfflineGame: t.field({
    type: FinishGameResult,
    description: "Send a game played offline: its seed is spent (once), and the server replays the moves and pays a verified win as for any game.",
    args: { input: t.arg({ type: RedeemOfflineGameInput, required: true }) },
    resolve: (_root, { input }, { play, viewer }) =>
      orGameError(async (): Promise<Finished> => ({
        kind: "ok",
        ...(await redeemOfflineGame(play, viewer, { token: input.token, moves: input.moves ?? null, playedMs: input.playedMs ?? null })),
      })),
  }),
}));
