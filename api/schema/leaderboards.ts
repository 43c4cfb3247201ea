import { resolveOffsetConnection } from "@pothos/plugin-relay";
import {
  MAX_BOARD_PAGE,
  playableBoard,
  readBoard,
  readTodayStanding,
  readViewerEntry,
  resolveBoard,
  type Board,
  type BoardEntry,
  type LeaderboardMeasure,
  type LeaderboardPeriod,
  type LeaderboardScope,
  type Standing,
} from "../leaderboards/leaderboards.ts";
import { builder } from "./builder.ts";
import { FinishGameSuccess, refusalsAsInputErrors } from "./play.ts";
import { FOR_THE_VIEWER } from "./publicCatalog.ts";

const MEASURES: readonly LeaderboardMeasure[] = ["SCORE", "TIME"];
const PERIODS: readonly LeaderboardPeriod[] = ["DAILY", "WEEKLY", "PUZZLE"];
const SCOPES: readonly LeaderboardScope[] = ["GLOBAL", "FRIENDS"];

const LeaderboardMeasureEnum = builder.enumType("LeaderboardMeasure", {
  description: "What a game's boards rank by: the highest score, or the shortest time.",
  values: MEASURES,
});
const LeaderboardPeriodEnum = builder.enumType("LeaderboardPeriod", {
  description: "A Los Angeles day, a week from Sunday, or one daily puzzle (games with a daily puzzle only).",
  values: PERIODS,
});
const LeaderboardScopeEnum = builder.enumType("LeaderboardScope", {
  description: "Every player, or the viewer and the friends an accepted invite links them to.",
  values: SCOPES,
});

const LeaderboardEntryRef = builder.objectRef<BoardEntry>("LeaderboardEntry").implement({
  description: "A player's best verified win on a board.",
  fields: (t) => ({
    rank: t.exposeInt("rank", { description: "1 is the best; ties go to the earlier finish." }),
    name: t.exposeString("name", { description: "The username, or a generated name (temporary users, names the chat filter refuses)." }),
    result: t.exposeInt("result", { description: "What the board ranks by: the score, or the time in milliseconds." }),
    score: t.exposeInt("score"),
    timeMs: t.exposeInt("timeMs", { description: "Milliseconds of play, frozen time left out." }),
    finishedAt: t.expose("finishedAt", { type: "DateTime" }),
    isViewer: t.exposeBoolean("isViewer"),
  }),
});

const LeaderboardRef = builder.objectRef<Board>("Leaderboard").implement({
  description: "One board of a game (docs/product/leaderboards.md), from verified, paid wins only.",
  fields: (t) => ({
    gameCode: t.exposeString("gameId"),
    measure: t.field({ type: LeaderboardMeasureEnum, resolve: (board) => board.measure }),
    period: t.field({ type: LeaderboardPeriodEnum, resolve: (board) => board.period }),
    scope: t.field({ type: LeaderboardScopeEnum, resolve: (board) => board.scope }),
    day: t.exposeString("periodKey", { description: "The board's Los Angeles date: the day, the week's Sunday or the puzzle's date." }),
    entries: t.connection({
      type: LeaderboardEntryRef,
      description: `The board, best first (at most ${MAX_BOARD_PAGE} a page).`,
      resolve: (board, args, { db }) =>
        resolveOffsetConnection({ args, defaultSize: 10, maxSize: MAX_BOARD_PAGE }, ({ offset, limit }) => readBoard(db, board, { offset, limit })),
    }),
    viewerEntry: t.field({
      type: LeaderboardEntryRef,
      nullable: true,
      description: "The viewer's own entry and rank, wherever it is; null without a result on this board.",
      resolve: (board, _args, { db }) => readViewerEntry(db, board),
    }),
  }),
});

builder.queryFields((t) => ({
  leaderboard: t.field({
    type: LeaderboardRef,
    description: "A game's daily, weekly or daily-puzzle board, of every player or of the viewer's friends.",
    args: {
      game: t.arg.string({ required: true, description: "The game's 3-letter code, e.g. KLO." }),
      period: t.arg({ type: LeaderboardPeriodEnum, required: true }),
      scope: t.arg({ type: LeaderboardScopeEnum, required: false, defaultValue: "GLOBAL" }),
      day: t.arg.string({ required: false, description: "A Los Angeles date (YYYY-MM-DD) inside the day or week, or the puzzle's date; today when absent." }),
    },
    resolve: (_root, args, { play, viewer }) =>
      refusalsAsInputErrors(async () => resolveBoard(play, viewer, { game: args.game, period: args.period, scope: args.scope ?? "GLOBAL", day: args.day })),
  }),
}));

builder.prismaObjectFields("Game", (t) => ({
  leaderboard: t.field({
    type: LeaderboardRef,
    nullable: true,
    extensions: FOR_THE_VIEWER,
    description: "The game's board of today, this week or today's puzzle; null for a game not played here yet, or a puzzle board of a game without a daily puzzle.",
    args: {
      period: t.arg({ type: LeaderboardPeriodEnum, required: true }),
      scope: t.arg({ type: LeaderboardScopeEnum, required: false, defaultValue: "GLOBAL" }),
    },
    select: { id: true },
    resolve: (game, args, { play, viewer }) => playableBoard(play, viewer, game.id, { period: args.period, scope: args.scope ?? "GLOBAL" }),
  }),
}));

const LeaderboardStandingRef = builder.objectRef<Standing>("LeaderboardStanding").implement({
  description: "Today's board of a game as a win panel shows it: its best few and the viewer's place.",
  fields: (t) => ({
    measure: t.field({ type: LeaderboardMeasureEnum, resolve: (standing) => standing.measure }),
    top: t.field({ type: [LeaderboardEntryRef], resolve: (standing) => standing.top }),
    viewerEntry: t.field({ type: LeaderboardEntryRef, nullable: true, resolve: (standing) => standing.viewer }),
  }),
});

builder.objectFields(FinishGameSuccess, (t) => ({
  todayLeaderboard: t.field({
    type: LeaderboardStandingRef,
    description: "Today's board of the game after this finish (a paid win is on it).",
    resolve: (finished, _args, { play, viewer }) => readTodayStanding(play, viewer, finished.gameId),
  }),
}));
