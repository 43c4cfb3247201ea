import { readAllGameStats, readGameStats, readPlayableGameStats, type GameStats, type OptionStats, type StatLine } from "../stats/stats.ts";
import { builder } from "./builder.ts";
import { refusalsAsInputErrors } from "./play.ts";
import { FOR_THE_VIEWER } from "./publicCatalog.ts";
import { Viewer } from "./viewer.ts";

const GameStatLine = builder.objectRef<StatLine>("GameStatLine").implement({
  description: "Played, won and bests over a set of games.",
  fields: (t) => ({
    played: t.exposeInt("played", { description: "Verified finished games, won or lost." }),
    won: t.exposeInt("won"),
    winRate: t.exposeInt("winRate", { description: "Won of played, in whole percent." }),
    currentStreak: t.exposeInt("currentStreak", { description: "Wins in a row up to the last game." }),
    bestStreak: t.exposeInt("bestStreak", { description: "The most wins in a row." }),
    bestTimeMs: t.exposeInt("bestTimeMs", { nullable: true, description: "The shortest win, in milliseconds of play; null before a win." }),
    bestScore: t.exposeInt("bestScore", { nullable: true, description: "The highest score of a finish; null before a score." }),
  }),
});

const GameOptionStats = builder.objectRef<OptionStats>("GameOptionStats").implement({
  description: "The viewer's statistics in one game with one set of options (draw 3, a difficulty, a size).",
  fields: (t) => ({
    options: t.field({ type: "JSON", description: "The options as the game stored them.", resolve: (line) => line.options }),
    stats: t.field({ type: GameStatLine, resolve: (line) => line }),
  }),
});

const GameStatsRef = builder.objectRef<GameStats>("GameStats").implement({
  description: "The viewer's statistics in one game, from verified finished games only (a lost game counts as played).",
  fields: (t) => ({
    gameCode: t.exposeString("gameId"),
    game: t.prismaField({
      type: "Game",
      nullable: true,
      description: "The game (null if it has since left the catalog).",
      resolve: (query, stats, _args, { db }) => db.game.findUnique({ ...query, where: { id: stats.gameId } }),
    }),
    total: t.field({ type: GameStatLine, description: "All options together.", resolve: (stats) => stats }),
    byOptions: t.field({ type: [GameOptionStats], description: "Per options played, the most played first.", resolve: (stats) => stats.byOptions }),
  }),
});

builder.objectFields(Viewer, (t) => ({
  gameStats: t.field({
    type: GameStatsRef,
    description: "The viewer's statistics in one game (zeros before a finished game, or with no player).",
    args: { game: t.arg.string({ required: true, description: "The game's 3-letter code, e.g. KLO." }) },
    resolve: (viewer, args, { play }) => refusalsAsInputErrors(() => readGameStats(play, viewer, args.game)),
  }),
  allGameStats: t.field({
    type: [GameStatsRef],
    description: "The viewer's statistics in every game finished at least once, the most played first; empty with no player.",
    resolve: (viewer, _args, { db }) => readAllGameStats(db, viewer),
  }),
}));

builder.prismaObjectFields("Game", (t) => ({
  viewerStats: t.field({
    type: GameStatsRef,
    nullable: true,
    extensions: FOR_THE_VIEWER,
    description: "The viewer's statistics in this game (zeros before a finished game); null for a game not played here yet.",
    select: { id: true },
    resolve: (game, _args, { play, viewer }) => readPlayableGameStats(play, viewer, game.id),
  }),
}));
