import type { Redis } from "ioredis";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { isLoggedIn, type Viewer } from "../auth/viewer.ts";
import { gameByIdOrSlug } from "../catalog/catalog.ts";
import { hasLoneSurrogate, hasNul } from "../database/storableText.ts";
import type { Database } from "../database/prisma.ts";
import type { Tx } from "../database/transaction.ts";
import { Prisma } from "../generated/prisma/client.ts";
import { consume, createLimiter } from "../limits/rateLimiter.ts";

/**
 * Q&A per game (docs/product/community.md#qa): questions, their answers, and responses to answers. Everyone reads;
 * signed-in players post and vote (temporary users and visitors are asked to sign in: posts
 * carry a username, and community features are for accounts: docs/product/accounts.md#who-can-do-what). One up or down vote per
 * player per question or answer: the vote's primary key makes it one, and the post's row lock
 * serialises votes on a post, so changing or repeating a vote, also from racing tabs, moves the
 * score exactly once. Search is PostgreSQL full-text search (websearch_to_tsquery over the GIN
 * indexes of migration 20261124190410_qa). Players report questions and answers; a moderator hides
 * one (players no longer read it, nor what hangs under it) or keeps it, from the console (api/admin/qaReports.ts).
 */

/** What a player may write; the client reads these from the API (Portal.qaLimits). */
export const QA_LIMITS = {
  question: { min: 10, max: 300 },
  answer: { min: 2, max: 2000 },
  response: { min: 2, max: 500 },
  search: { max: 200 },
  /** Questions, answers and responses a player may post per minute, together. */
  postsPerMinute: 6,
  /** Most questions one page of the connection holds. */
  pageSize: 50,
  /** A report's optional reason, in characters. */
  reportReason: { max: 200 },
} as const;

/** What a player reads after reporting a post (the client shows the API's words). */
export const REPORT_THANKS = "Thank you. The moderators will look at it.";

/** Who wrote a seeded post (data/qa_seed.json): the portal's own team. */
export const SEED_AUTHOR = "Playden team";
/** A post whose author closed the account. */
export const DELETED_AUTHOR = "Deleted player";

export type QaErrorCode = "SIGN_IN" | "NOT_FOUND" | "INVALID_TEXT" | "TOO_MANY" | "NOT_ALLOWED";

/** A refused Q&A action; nothing changed. */
export class QaError extends Error {
  constructor(
    readonly code: QaErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export type QaSort = "VOTES" | "NEWEST";
export type PostKind = "question" | "answer" | "response";
/** What players report and moderators hide. */
export type ReportableKind = "question" | "answer";
/** 1 up, -1 down, 0 no vote (clears an earlier one). */
export type VoteValue = -1 | 0 | 1;

/** What posting needs: the database and the per-player posting limit (shared through Redis by several processes). */
export interface QaEnvironment {
  db: Database;
  posts: RateLimiterAbstract;
}

export function createQaEnvironment(db: Database, redis?: Redis): QaEnvironment {
  return { db, posts: createLimiter({ name: "qa-posts", max: QA_LIMITS.postsPerMinute, windowMs: 60_000, redis }) };
}

function requireAccount(viewer: Viewer): string {
  if (!isLoggedIn(viewer)) throw new QaError("SIGN_IN", "Please sign in to ask, answer and vote.");
  return viewer.userId;
}

/** Trims the text and checks its length and characters; returns what will be stored. */
export function checkPostText(kind: PostKind, raw: string): string {
  const text = raw.replace(/\r\n?/g, "\n").trim();
  const { min, max } = QA_LIMITS[kind];
  if (hasNul(text) || hasLoneSurrogate(text)) throw new QaError("INVALID_TEXT", "The text holds characters that cannot be saved.");
  if (text.length < min) throw new QaError("INVALID_TEXT", `Please write at least ${min} characters.`);
  if (text.length > max) throw new QaError("INVALID_TEXT", `Please keep it to ${max} characters (this is ${text.length}).`);
  return text;
}

async function spendPost(env: QaEnvironment, userId: string): Promise<void> {
  if (await consume(env.posts, userId)) throw new QaError("TOO_MANY", "You are posting very quickly. Please wait a minute and try again.");
}

export async function askQuestion(env: QaEnvironment, viewer: Viewer, gameId: string, raw: string) {
  const userId = requireAccount(viewer);
  const text = checkPostText("question", raw);
  const game = await env.db.game.findUnique({ where: { id: gameId }, select: { id: true } });
  if (!game) throw new QaError("NOT_FOUND", "That game is not in the catalog.");
  await spendPost(env, userId);
  return env.db.qaQuestion.create({ data: { gameId, userId, text } });
}

export async function answerQuestion(env: QaEnvironment, viewer: Viewer, questionId: number, raw: string) {
  const userId = requireAccount(viewer);
  const text = checkPostText("answer", raw);
  if (!(await env.db.qaQuestion.findFirst({ where: { id: questionId, ...VISIBLE_QUESTION }, select: { id: true } }))) {
    throw new QaError("NOT_FOUND", "That question no longer exists.");
  }
  await spendPost(env, userId);
  return env.db.qaAnswer.create({ data: { questionId, userId, text } });
}

export async function respondToAnswer(env: QaEnvironment, viewer: Viewer, answerId: number, raw: string) {
  const userId = requireAccount(viewer);
  const text = checkPostText("response", raw);
  if (!(await env.db.qaAnswer.findFirst({ where: { id: answerId, ...VISIBLE_ANSWER }, select: { id: true } }))) {
    throw new QaError("NOT_FOUND", "That answer no longer exists.");
  }
  await spendPost(env, userId);
  return env.db.qaResponse.create({ data: { answerId, userId, text } });
}

/**
 * The answers players read: none a moderator hid, nor any under a hidden question (hiding a
 * question hides its answers). The one rule, for Prisma and for raw SQL on the answers as `alias`.
 */
export const VISIBLE_ANSWER = { hiddenAt: null, question: { hiddenAt: null } } as const satisfies Prisma.QaAnswerWhereInput;
function visibleAnswerSql(alias: string): Prisma.Sql {
  return Prisma.raw(`${alias}."hiddenAt" IS NULL AND NOT EXISTS (SELECT 1 FROM "QaQuestion" hq WHERE hq.id = ${alias}."questionId" AND hq."hiddenAt" IS NOT NULL)`);
}

const VOTE_TABLES = {
  question: { post: Prisma.raw(`"QaQuestion"`), votes: Prisma.raw(`"QaQuestionVote"`), key: Prisma.raw(`"questionId"`), visible: Prisma.raw(`"hiddenAt" IS NULL`) },
  answer: { post: Prisma.raw(`"QaAnswer"`), votes: Prisma.raw(`"QaAnswerVote"`), key: Prisma.raw(`"answerId"`), visible: visibleAnswerSql(`"QaAnswer"`) },
} as const;

/**
 * Sets the player's vote on a question or answer and returns the post's new score. The post's
 * row is locked first, so two votes on it (two tabs, two processes) run one after the other and
 * each sees the vote the other left: the score moves by the difference once.
 */
export async function vote(db: Database, viewer: Viewer, kind: "question" | "answer", postId: number, value: VoteValue): Promise<{ score: number; myVote: VoteValue }> {
  const userId = requireAccount(viewer);
  const table = VOTE_TABLES[kind];
  return db.$transaction(async (tx) => {
    const [post] = await tx.$queryRaw<{ score: number }[]>`SELECT score FROM ${table.post} WHERE id = ${postId} AND ${table.visible} FOR UPDATE`;
    if (!post) throw new QaError("NOT_FOUND", `That ${kind} no longer exists.`);
    const [previous] = await tx.$queryRaw<{ value: number }[]>`
      SELECT value FROM ${table.votes} WHERE "userId" = ${userId} AND ${table.key} = ${postId}`;
    const before = previous?.value ?? 0;
    if (before === value) return { score: post.score, myVote: value };
    if (value === 0) {
      await tx.$executeRaw`DELETE FROM ${table.votes} WHERE "userId" = ${userId} AND ${table.key} = ${postId}`;
    } else {
      await tx.$executeRaw`
        INSERT INTO ${table.votes} ("userId", ${table.key}, value) VALUES (${userId}, ${postId}, ${value})
        ON CONFLICT ("userId", ${table.key}) DO UPDATE SET value = EXCLUDED.value`;
    }
    const [updated] = await tx.$queryRaw<{ score: number }[]>`
      UPDATE ${table.post} SET score = score + ${value - before} WHERE id = ${postId} RETURNING score`;
    return { score: updated!.score, myVote: value };
  });
}

export interface QuestionQuery {
  gameId: string;
  sort: QaSort;
  search?: string | null;
}

/** The search words as PostgreSQL reads them, or null for no search (empty, or only punctuation). */
function searchText(search: string | null | undefined): string | null {
  const text = (search ?? "").trim();
  if (text === "") return null;
  if (text.length > QA_LIMITS.search.max) throw new QaError("INVALID_TEXT", `Please search with at most ${QA_LIMITS.search.max} characters.`);
  if (hasNul(text) || hasLoneSurrogate(text)) throw new QaError("INVALID_TEXT", "The search holds characters that cannot be used.");
  return text;
}

/**
 * One page of a game's questions: by score (ties: newest first) or newest first. A search keeps
 * questions whose text, or one of whose answers, matches the words (websearch syntax: "quoted
 * phrases", -excluded, or).
 */
export async function listQuestionIds(db: Database, query: QuestionQuery, page: { offset: number; limit: number }): Promise<number[]> {
  const search = searchText(query.search);
  const order = query.sort === "VOTES" ? Prisma.sql`q.score DESC, q."createdAt" DESC, q.id DESC` : Prisma.sql`q."createdAt" DESC, q.id DESC`;
  const matches = search
    ? Prisma.sql`AND (
        to_tsvector('english', q.text) @@ websearch_to_tsquery('english', ${search})
        OR EXISTS (SELECT 1 FROM "QaAnswer" a WHERE a."questionId" = q.id AND a."hiddenAt" IS NULL
                   AND to_tsvector('english', a.text) @@ websearch_to_tsquery('english', ${search})))`
    : Prisma.empty;
  const rows = await db.$queryRaw<{ id: number }[]>`
    SELECT q.id FROM "QaQuestion" q WHERE q."gameId" = ${query.gameId} AND q."hiddenAt" IS NULL ${matches}
    ORDER BY ${order} LIMIT ${page.limit} OFFSET ${page.offset}`;
  return rows.map((row) => row.id);
}

export function authorName(post: { userId: string | null; user: { player: { username: string | null; closedAt: Date | null } | null } | null }): string {
  if (post.userId === null) return SEED_AUTHOR;
  const player = post.user?.player;
  if (!player || player.closedAt) return DELETED_AUTHOR;
  return player.username ?? "Player";
}

const AUTHOR = { select: { player: { select: { username: true, closedAt: true, userIcon: true } } } } as const;

/** `GET /qa/{gameId}` (docs/product/calls.md#qa): questions `q` (id d, votes v, answers a; answer: id d, votes v, responses r) and the search index `i`. */
export interface QaData {
  q: {
    d: number;
    v: number;
    t: string;
    n: string;
    c: number;
    a: { d: number; v: number; t: string; n: string; c: number; r: { d: number; t: string; n: string; c: number }[] }[];
  }[];
  /** Search index: each word stem (PostgreSQL's English dictionary) and the questions it occurs in (question or answer text). */
  i: Record<string, number[]>;
}

/** The whole Q&A of a game (id or slug) for `GET /qa/{gameId}`, questions by score; null when the game is not in the catalog. */
export async function readGameQa(db: Database, idOrSlug: string): Promise<QaData | null> {
  if (hasNul(idOrSlug) || hasLoneSurrogate(idOrSlug)) return null;
  const game = await db.game.findFirst({ where: gameByIdOrSlug(idOrSlug), select: { id: true } });
  if (!game) return null;
  const gameId = game.id;
  const questions = await db.qaQuestion.findMany({
    where: { gameId, hiddenAt: null },
    orderBy: [{ score: "desc" }, { createdAt: "desc" }, { id: "desc" }],
    include: {
      user: AUTHOR,
      answers: {
        where: { hiddenAt: null },
        orderBy: [{ score: "desc" }, { createdAt: "asc" }, { id: "asc" }],
        include: { user: AUTHOR, responses: { orderBy: [{ createdAt: "asc" }, { id: "asc" }], include: { user: AUTHOR } } },
      },
    },
  });
  const stems = await db.$queryRaw<{ word: string; ids: number[] }[]>`
    SELECT word, array_agg(DISTINCT id ORDER BY id) AS ids FROM (
      SELECT q.id, unnest(tsvector_to_array(to_tsvector('english', q.text))) AS word FROM "QaQuestion" q WHERE q."gameId" = ${gameId} AND q."hiddenAt" IS NULL
      UNION ALL
      SELECT q.id, unnest(tsvector_to_array(to_tsvector('english', a.text))) FROM "QaQuestion" q JOIN "QaAnswer" a ON a."questionId" = q.id
      WHERE q."gameId" = ${gameId} AND q."hiddenAt" IS NULL AND a."hiddenAt" IS NULL
    ) words GROUP BY word ORDER BY word`;
  return {
    q: questions.map((question) => ({
      d: question.id,
      v: question.score,
      t: question.text,
      n: authorName(question),
      c: question.createdAt.getTime(),
      a: question.answers.map((answer) => ({
        d: answer.id,
        v: answer.score,
        t: answer.text,
        n: authorName(answer),
        c: answer.createdAt.getTime(),
        r: answer.responses.map((response) => ({ d: response.id, t: response.text, n: authorName(response), c: response.createdAt.getTime() })),
      })),
    })),
    i: Object.fromEntries(stems.map((row) => [row.word, row.ids])),
  };
}

/** The viewer's votes on the given questions and answers (empty for anyone not signed in). */
export async function myVotes(db: Database, viewer: Viewer, kind: "question" | "answer", ids: readonly number[]): Promise<Map<number, VoteValue>> {
  if (!isLoggedIn(viewer) || ids.length === 0) return new Map();
  const rows =
    kind === "question"
      ? (await db.qaQuestionVote.findMany({ where: { userId: viewer.userId, questionId: { in: [...ids] } } })).map((v) => [v.questionId, v.value] as const)
      : (await db.qaAnswerVote.findMany({ where: { userId: viewer.userId, answerId: { in: [...ids] } } })).map((v) => [v.answerId, v.value] as const);
  return new Map(rows.map(([id, value]) => [id, value === 1 ? 1 : -1]));
}

// -------------------------------------------------------------------------------------------------
// Reports and hiding

/** The questions players read: none a moderator hid. */
export const VISIBLE_QUESTION = { hiddenAt: null } as const satisfies Prisma.QaQuestionWhereInput;


/** The post's author (null: seeded) if players may read it now. */
async function visibleAuthor(db: Database | Tx, kind: ReportableKind, postId: number): Promise<{ userId: string | null } | null> {
  return kind === "question"
    ? db.qaQuestion.findFirst({ where: { id: postId, ...VISIBLE_QUESTION }, select: { userId: true } })
    : db.qaAnswer.findFirst({ where: { id: postId, ...VISIBLE_ANSWER }, select: { userId: true } });
}

/**
 * A signed-in player reports a question or answer to the moderators, with an optional reason, once
 * per post (a second report changes nothing, as in chat). Their own posts cannot be reported.
 */
export async function reportPost(db: Database, viewer: Viewer, kind: ReportableKind, postId: number, reason: string): Promise<void> {
  const userId = requireAccount(viewer);
  const why = reason.replace(/\s+/g, " ").trim();
  if (hasNul(why) || hasLoneSurrogate(why) || [...why].length > QA_LIMITS.reportReason.max) {
    throw new QaError("INVALID_TEXT", `A reason is at most ${QA_LIMITS.reportReason.max} plain characters.`);
  }
  const post = await visibleAuthor(db, kind, postId);
  if (!post) throw new QaError("NOT_FOUND", `That ${kind} no longer exists.`);
  if (post.userId === userId) throw new QaError("NOT_ALLOWED", `You cannot report your own ${kind}.`);
  if (kind === "question") await db.qaQuestionReport.createMany({ data: [{ questionId: postId, reporterId: userId, reason: why }], skipDuplicates: true });
  else await db.qaAnswerReport.createMany({ data: [{ answerId: postId, reporterId: userId, reason: why }], skipDuplicates: true });
}

/** A reported post as a moderator sees it, with its open reports. */
export interface SettledPost {
  authorId: string | null;
  hiddenAt: Date | null;
  openReports: number;
}

/** The post locked for the moderator's transaction, with how many open reports it has; null when there is none. */
async function lockReported(tx: Tx, kind: ReportableKind, postId: number): Promise<SettledPost | null> {
  const table = VOTE_TABLES[kind].post;
  const [row] = await tx.$queryRaw<{ userId: string | null; hiddenAt: Date | null }[]>`SELECT "userId", "hiddenAt" FROM ${table} WHERE id = ${postId} FOR UPDATE`;
  if (!row) return null;
  const openReports =
    kind === "question" ? await tx.qaQuestionReport.count({ where: { questionId: postId, settledAt: null } }) : await tx.qaAnswerReport.count({ where: { answerId: postId, settledAt: null } });
  return { authorId: row.userId, hiddenAt: row.hiddenAt, openReports };
}

async function settleReports(tx: Tx, kind: ReportableKind, postId: number, now: Date): Promise<void> {
  if (kind === "question") await tx.qaQuestionReport.updateMany({ where: { questionId: postId, settledAt: null }, data: { settledAt: now } });
  else await tx.qaAnswerReport.updateMany({ where: { answerId: postId, settledAt: null }, data: { settledAt: now } });
}

/**
 * Hides a post from players (it stays in the database) and settles its reports, in the caller's
 * transaction (the console writes its audit row in the same). Hiding a hidden post changes nothing.
 * Returns the post as it was before.
 */
export async function applyHide(tx: Tx, byId: string, kind: ReportableKind, postId: number, now: Date): Promise<SettledPost> {
  const before = await lockReported(tx, kind, postId);
  if (!before) throw new QaError("NOT_FOUND", `That ${kind} no longer exists.`);
  if (before.hiddenAt) return before;
  if (kind === "question") await tx.qaQuestion.update({ where: { id: postId }, data: { hiddenAt: now, hiddenById: byId } });
  else await tx.qaAnswer.update({ where: { id: postId }, data: { hiddenAt: now, hiddenById: byId } });
  await settleReports(tx, kind, postId, now);
  return before;
}

/** Keeps a reported post: its reports so far are settled (a later report brings it back), in the caller's transaction. Returns it as it was before. */
export async function applyKeep(tx: Tx, kind: ReportableKind, postId: number, now: Date): Promise<SettledPost> {
  const before = await lockReported(tx, kind, postId);
  if (!before || before.hiddenAt) throw new QaError("NOT_FOUND", `That ${kind} no longer exists.`);
  await settleReports(tx, kind, postId, now);
  return before;
}

/** One post of the moderators' queue: which, and when its oldest open report came. */
export interface ReportedPostKey {
  kind: ReportableKind;
  postId: number;
  reportedAt: Date;
}

/**
 * The moderators' queue: posts players can read that have reports no moderator has dealt with,
 * by their oldest open report (then kind and id), from after `after`.
 */
export async function reportedPostsPage(db: Database, after: ReportedPostKey | null, take: number): Promise<ReportedPostKey[]> {
  const from = after ? Prisma.sql`WHERE ("reportedAt", kind, "postId") > (${after.reportedAt.toISOString()}::timestamptz AT TIME ZONE 'UTC', ${after.kind}::text, ${after.postId}::int)` : Prisma.empty;
  return db.$queryRaw<ReportedPostKey[]>`
    SELECT kind, "postId", "reportedAt" FROM (
      SELECT 'question' AS kind, r."questionId" AS "postId", MIN(r."createdAt") AS "reportedAt"
      FROM "QaQuestionReport" r JOIN "QaQuestion" q ON q.id = r."questionId"
      WHERE r."settledAt" IS NULL AND q."hiddenAt" IS NULL GROUP BY r."questionId"
      UNION ALL
      SELECT 'answer', r."answerId", MIN(r."createdAt")
      FROM "QaAnswerReport" r JOIN "QaAnswer" a ON a.id = r."answerId"
      WHERE r."settledAt" IS NULL AND ${visibleAnswerSql("a")} GROUP BY r."answerId"
    ) open ${from}
    ORDER BY "reportedAt", kind, "postId" LIMIT ${take}`;
}

/** A post's open reports (reason and when), oldest first; the reporters are not named. */
export async function openPostReports(db: Database, kind: ReportableKind, postId: number): Promise<{ reason: string; createdAt: Date }[]> {
  const page = { select: { reason: true, createdAt: true }, orderBy: { createdAt: "asc" } } as const;
  return kind === "question"
    ? db.qaQuestionReport.findMany({ ...page, where: { questionId: postId, settledAt: null } })
    : db.qaAnswerReport.findMany({ ...page, where: { answerId: postId, settledAt: null } });
}

/** What the moderators' queue shows of a reported post: its words, author, game, and for an answer the question it answers. */
export interface ReportedPostDetails {
  text: string;
  author: string;
  gameName: string;
  /** The question an answer answers; null for a question. */
  questionText: string | null;
  createdAt: Date;
}

export async function reportedPostDetails(db: Database, kind: ReportableKind, postId: number): Promise<ReportedPostDetails | null> {
  // A game's display name is its desc (api/schema/game.ts).
  const game = { select: { desc: true } } as const;
  if (kind === "question") {
    const question = await db.qaQuestion.findUnique({ where: { id: postId }, include: { user: AUTHOR, game } });
    return question && { text: question.text, author: authorName(question), gameName: question.game.desc, questionText: null, createdAt: question.createdAt };
  }
  const answer = await db.qaAnswer.findUnique({ where: { id: postId }, include: { user: AUTHOR, question: { select: { text: true, game } } } });
  return answer && { text: answer.text, author: authorName(answer), gameName: answer.question.game.desc, questionText: answer.question.text, createdAt: answer.createdAt };
}
