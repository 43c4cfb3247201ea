/**
 * Q&A per game over GraphQL: a game's questions as a connection (sort, search), their answers and
 * responses, and the ask / answer / respond / vote / report mutations. Posts a moderator hid are
 * gone from every field here (their queue is the console's, api/schema/admin.ts). Only translates to api/qa/; a
 * refusal is the QaError member of a result and nothing changed.
 */
import { rowNumber } from "./rowNumber.ts";
import { resolveOffsetConnection } from "@pothos/plugin-relay";
import { GraphQLError } from "graphql";
import type { Viewer } from "../auth/viewer.ts";
import {
  answerQuestion,
  askQuestion,
  authorName,
  listQuestionIds,
  QA_LIMITS,
  QaError,
  REPORT_THANKS,
  reportPost,
  respondToAnswer,
  VISIBLE_ANSWER,
  VISIBLE_QUESTION,
  vote,
  type QaErrorCode,
  type VoteValue,
} from "../qa/qa.ts";
import { builder } from "./builder.ts";
import { Game } from "./game.ts";
import { Portal } from "./portal.ts";
import { FOR_THE_VIEWER, PUBLIC_CATALOG } from "./publicCatalog.ts";

const AUTHOR_SELECT = { userId: true, user: { select: { player: { select: { username: true, closedAt: true, userIcon: true } } } } } as const;
type WithAuthor = { userId: string | null; user: { player: { username: string | null; closedAt: Date | null; userIcon: number } | null } | null };

function authorIconUrl(post: WithAuthor): string | null {
  const player = post.user?.player;
  return player && !player.closedAt ? `/img/user/${player.userIcon}.svg` : null;
}

/** The viewer's own votes only; "" matches nobody's when no one is signed in. */
const viewerVotes = (viewer: Viewer) => ({ where: { userId: viewer.status === "LOGGED_IN" ? (viewer.userId ?? "") : "" }, select: { value: true } });

/** A stored vote (1 or -1, a CHECK constraint) or none. */
const asVote = (value: number | undefined): VoteValue => (value === 1 ? 1 : value === -1 ? -1 : 0);

const QaSortEnum = builder.enumType("QaSort", {
  values: {
    VOTES: { description: "Highest score first (ties: newest first)." },
    NEWEST: { description: "Newest first." },
  } as const,
});

const VoteDirection = builder.enumType("VoteDirection", {
  values: { UP: { value: 1 }, DOWN: { value: -1 }, NONE: { value: 0, description: "Take back the vote." } } as const,
});

const QaLimit = builder.objectRef<{ min: number; max: number }>("QaTextLimit").implement({
  fields: (t) => ({ min: t.exposeInt("min"), max: t.exposeInt("max") }),
});
const QaLimits = builder.objectRef<typeof QA_LIMITS>("QaLimits").implement({
  description: "How long questions, answers, responses and searches may be, and how many posts a minute a player may write.",
  fields: (t) => ({
    question: t.field({ type: QaLimit, resolve: (limits) => limits.question }),
    answer: t.field({ type: QaLimit, resolve: (limits) => limits.answer }),
    response: t.field({ type: QaLimit, resolve: (limits) => limits.response }),
    searchMax: t.int({ resolve: (limits) => limits.search.max }),
    postsPerMinute: t.exposeInt("postsPerMinute"),
    reportReasonMax: t.int({ description: "The longest reason a report may give, in characters.", resolve: (limits) => limits.reportReason.max }),
  }),
});

builder.objectFields(Portal, (t) => ({
  qaLimits: t.field({ type: QaLimits, extensions: PUBLIC_CATALOG, resolve: () => QA_LIMITS }),
}));

export const QaResponse = builder.prismaNode("QaResponse", {
  // A node id from a client may name no row: null, not an error.
  nullable: true,
  findUnique: (id) => ({ id: rowNumber(id), answer: VISIBLE_ANSWER }),
  description: "A reply to an answer.",
  id: { field: "id" },
  fields: (t) => ({
    text: t.exposeString("text"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    author: t.string({ select: AUTHOR_SELECT, resolve: authorName }),
    authorIconUrl: t.string({ nullable: true, select: AUTHOR_SELECT, resolve: authorIconUrl }),
  }),
});

export const QaAnswer = builder.prismaNode("QaAnswer", {
  // A node id from a client may name no row: null, not an error.
  nullable: true,
  findUnique: (id) => ({ id: rowNumber(id), ...VISIBLE_ANSWER }),
  description: "An answer to a question.",
  id: { field: "id" },
  fields: (t) => ({
    text: t.exposeString("text"),
    score: t.exposeInt("score", { description: "Up votes minus down votes." }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    author: t.string({ select: AUTHOR_SELECT, resolve: authorName }),
    authorIconUrl: t.string({ nullable: true, select: AUTHOR_SELECT, resolve: authorIconUrl }),
    myVote: t.field({
      type: VoteDirection,
      extensions: FOR_THE_VIEWER,
      select: (_args, { viewer }) => ({ votes: viewerVotes(viewer) }),
      resolve: (answer) => asVote(answer.votes[0]?.value),
    }),
    mine: t.boolean({
      description: "Whether the viewer wrote it (their own posts cannot be reported).",
      extensions: FOR_THE_VIEWER,
      select: { userId: true },
      resolve: (post, _args, { viewer }) => viewer.status === "LOGGED_IN" && post.userId === viewer.userId,
    }),
    responses: t.relation("responses", { query: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] } }),
  }),
});

export const QaQuestion = builder.prismaNode("QaQuestion", {
  // A node id from a client may name no row: null, not an error.
  nullable: true,
  findUnique: (id) => ({ id: rowNumber(id), ...VISIBLE_QUESTION }),
  description: "A question about a game.",
  id: { field: "id" },
  fields: (t) => ({
    text: t.exposeString("text"),
    score: t.exposeInt("score", { description: "Up votes minus down votes." }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    author: t.string({ select: AUTHOR_SELECT, resolve: authorName }),
    authorIconUrl: t.string({ nullable: true, select: AUTHOR_SELECT, resolve: authorIconUrl }),
    myVote: t.field({
      type: VoteDirection,
      extensions: FOR_THE_VIEWER,
      select: (_args, { viewer }) => ({ votes: viewerVotes(viewer) }),
      resolve: (question) => asVote(question.votes[0]?.value),
    }),
    mine: t.boolean({
      description: "Whether the viewer wrote it (their own posts cannot be reported).",
      extensions: FOR_THE_VIEWER,
      select: { userId: true },
      resolve: (post, _args, { viewer }) => viewer.status === "LOGGED_IN" && post.userId === viewer.userId,
    }),
    answers: t.relation("answers", { query: { where: { hiddenAt: null }, orderBy: [{ score: "desc" }, { createdAt: "asc" }, { id: "asc" }] } }),
  }),
});

builder.objectFields(Game, (t) => ({
  questions: t.connection({
    type: QaQuestion,
    // The list changes with every post: an operation reading it is never kept with the catalog.
    extensions: FOR_THE_VIEWER,
    description: "Questions players asked about the game, by votes or newest; `search` keeps those whose text or answers match (web search syntax).",
    args: {
      sort: t.arg({ type: QaSortEnum, required: false, defaultValue: "VOTES" }),
      search: t.arg.string({ required: false }),
    },
    resolve: (game, args, { db }) =>
      resolveOffsetConnection({ args, defaultSize: 10, maxSize: QA_LIMITS.pageSize }, async ({ offset, limit }) => {
        const ids = await listQuestionIds(db, { gameId: game.id, sort: args.sort ?? "VOTES", search: args.search }, { offset, limit });
        const rows = await db.qaQuestion.findMany({ where: { id: { in: ids } } });
        const byId = new Map(rows.map((row) => [row.id, row]));
        return ids.flatMap((id) => byId.get(id) ?? []);
      }).catch((error: unknown) => {
        // A refused search is the client's mistake, said as such, not masked as unexpected.
        if (error instanceof QaError) throw new GraphQLError(error.message, { extensions: { code: "BAD_USER_INPUT" } });
        throw error;
      }),
  }),
}));

type Refused = { kind: "error"; code: QaErrorCode; message: string };
const QaErrorRef = builder.objectRef<Refused>("QaError").implement({
  description: "Nothing was posted or changed. code: SIGN_IN, NOT_FOUND, INVALID_TEXT, TOO_MANY or NOT_ALLOWED.",
  fields: (t) => ({ code: t.exposeString("code"), message: t.exposeString("message") }),
});

async function orQaError<T extends object>(work: () => Promise<T>): Promise<(T & { kind: "ok" }) | Refused> {
  try {
    return { ...(await work()), kind: "ok" };
  } catch (error) {
    if (error instanceof QaError) return { kind: "error", code: error.code, message: error.message };
    throw error;
  }
}

/** A global id of the expected type, as a row id; anything else is a post that does not exist. */
function postId(id: { typename: string; id: string }, typename: string): number {
  const value = rowNumber(id.id);
  if (id.typename !== typename || value < 0) throw new QaError("NOT_FOUND", "That post does not exist.");
  return value;
}

const QuestionAsked = builder.objectRef<{ kind: "ok"; questionId: number }>("QuestionAsked").implement({
  fields: (t) => ({
    question: t.prismaField({ type: "QaQuestion", resolve: (query, result, _args, { db }) => db.qaQuestion.findUniqueOrThrow({ ...query, where: { id: result.questionId } }) }),
  }),
});
const QuestionAnswered = builder.objectRef<{ kind: "ok"; questionId: number }>("QuestionAnswered").implement({
  fields: (t) => ({
    question: t.prismaField({ type: "QaQuestion", resolve: (query, result, _args, { db }) => db.qaQuestion.findUniqueOrThrow({ ...query, where: { id: result.questionId } }) }),
  }),
});
const AnswerResponded = builder.objectRef<{ kind: "ok"; answerId: number }>("AnswerResponded").implement({
  fields: (t) => ({
    answer: t.prismaField({ type: "QaAnswer", resolve: (query, result, _args, { db }) => db.qaAnswer.findUniqueOrThrow({ ...query, where: { id: result.answerId } }) }),
  }),
});
const Voted = builder.objectRef<{ kind: "ok"; questionId: number | null; answerId: number | null }>("Voted").implement({
  description: "The post voted on (one of question or answer), with its new score and the viewer's vote.",
  fields: (t) => ({
    question: t.prismaField({
      type: "QaQuestion",
      nullable: true,
      resolve: (query, result, _args, { db }) => (result.questionId === null ? null : db.qaQuestion.findUnique({ ...query, where: { id: result.questionId } })),
    }),
    answer: t.prismaField({
      type: "QaAnswer",
      nullable: true,
      resolve: (query, result, _args, { db }) => (result.answerId === null ? null : db.qaAnswer.findUnique({ ...query, where: { id: result.answerId } })),
    }),
  }),
});

const PostReported = builder.objectRef<{ kind: "ok" }>("QaPostReported").implement({
  description: "The moderators have the report (a second report of the same post changes nothing).",
  fields: (t) => ({ message: t.string({ description: "What to tell the player.", resolve: () => REPORT_THANKS }) }),
});

const ok = (value: { kind: string }) => value.kind === "ok";
const AskQuestionResult = builder.unionType("AskQuestionResult", { types: [QuestionAsked, QaErrorRef], resolveType: (v) => (ok(v) ? QuestionAsked : QaErrorRef) });
const AnswerQuestionResult = builder.unionType("AnswerQuestionResult", { types: [QuestionAnswered, QaErrorRef], resolveType: (v) => (ok(v) ? QuestionAnswered : QaErrorRef) });
const RespondToAnswerResult = builder.unionType("RespondToAnswerResult", { types: [AnswerResponded, QaErrorRef], resolveType: (v) => (ok(v) ? AnswerResponded : QaErrorRef) });
const VoteResult = builder.unionType("VoteResult", { types: [Voted, QaErrorRef], resolveType: (v) => (ok(v) ? Voted : QaErrorRef) });
const ReportQaPostResult = builder.unionType("ReportQaPostResult", { types: [PostReported, QaErrorRef], resolveType: (v) => (ok(v) ? PostReported : QaErrorRef) });

const AskQuestionInput = builder.inputType("AskQuestionInput", {
  fields: (t) => ({ game: t.string({ required: true, description: "The game's 3-letter code, e.g. KLO." }), text: t.string({ required: true }) }),
});
const AnswerQuestionInput = builder.inputType("AnswerQuestionInput", {
  fields: (t) => ({ question: t.globalID({ required: true }), text: t.string({ required: true }) }),
});
const RespondToAnswerInput = builder.inputType("RespondToAnswerInput", {
  fields: (t) => ({ answer: t.globalID({ required: true }), text: t.string({ required: true }) }),
});
const VoteInput = builder.inputType("VoteInput", {
  fields: (t) => ({
    post: t.globalID({ required: true, description: "A QaQuestion or QaAnswer id." }),
    direction: t.field({ type: VoteDirection, required: true }),
  }),
});

const ReportQaPostInput = builder.inputType("ReportQaPostInput", {
  fields: (t) => ({
    post: t.globalID({ required: true, description: "A QaQuestion or QaAnswer id." }),
    reason: t.string({ required: false, description: "Why, in the player's words (optional; see QaLimits.reportReasonMax)." }),
  }),
});

builder.mutationFields((t) => ({
  askQuestion: t.field({
    type: AskQuestionResult,
    description: "Ask a question about a game (signed-in players).",
    args: { input: t.arg({ type: AskQuestionInput, required: true }) },
    resolve: (_root, { input }, { qa, viewer }) => orQaError(async () => ({ questionId: (await askQuestion(qa, viewer, input.game, input.text)).id })),
  }),
  answerQuestion: t.field({
    type: AnswerQuestionResult,
    description: "Answer a question (signed-in players); the result is the question with its answers.",
    args: { input: t.arg({ type: AnswerQuestionInput, required: true }) },
    resolve: (_root, { input }, { qa, viewer }) => orQaError(async () => ({ questionId: (await answerQuestion(qa, viewer, postId(input.question, "QaQuestion"), input.text)).questionId })),
  }),
  respondToAnswer: t.field({
    type: RespondToAnswerResult,
    description: "Reply to an answer (signed-in players); the result is the answer with its responses.",
    args: { input: t.arg({ type: RespondToAnswerInput, required: true }) },
    resolve: (_root, { input }, { qa, viewer }) => orQaError(async () => ({ answerId: (await respondToAnswer(qa, viewer, postId(input.answer, "QaAnswer"), input.text)).answerId })),
  }),
  vote: t.field({
    type: VoteResult,
    description: "Vote a question or answer up or down, or take the vote back: one vote per player and post.",
    args: { input: t.arg({ type: VoteInput, required: true }) },
    resolve: (_root, { input }, { db, viewer }) =>
      orQaError(async () => {
        const kind = input.post.typename === "QaAnswer" ? "answer" : "question";
        const id = postId(input.post, kind === "answer" ? "QaAnswer" : "QaQuestion");
        await vote(db, viewer, kind, id, input.direction);
        return { questionId: kind === "question" ? id : null, answerId: kind === "answer" ? id : null };
      }),
  }),
  reportQaPost: t.field({
    type: ReportQaPostResult,
    description: "Report a question or answer to the moderators, with an optional reason (signed-in players, once per post, never their own).",
    args: { input: t.arg({ type: ReportQaPostInput, required: true }) },
    resolve: (_root, { input }, { db, viewer }) =>
      orQaError(async () => {
        const kind = input.post.typename === "QaAnswer" ? "answer" : "question";
        await reportPost(db, viewer, kind, postId(input.post, kind === "answer" ? "QaAnswer" : "QaQuestion"), input.reason ?? "");
        return {};
      }),
  }),
}));
