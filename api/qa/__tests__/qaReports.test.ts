/**
 * Q&A reports and hiding: players report questions and answers (once each, never their own),
 * moderators and admins hide or keep them from the console's queue, every such action is in the
 * audit log, and a hidden post is gone for players everywhere while its row stays.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { HttpClient } from "../../../tests/support/httpClient.ts";
import { useTestApp } from "../../../tests/support/testApp.ts";
import { setRole } from "../../admin/roles.ts";
import { QA_LIMITS, REPORT_THANKS } from "../qa.ts";

const { app, database } = useTestApp();

interface Actor {
  client: HttpClient;
  userId: string;
  email: string;
}

async function account(name: string): Promise<Actor> {
  const client = new HttpClient(app);
  const email = `${name}-${randomUUID().slice(0, 8)}@example.test`;
  const response = await client.signUp(email);
  expect(response.status).toBe(200);
  const username = `${name}_${randomUUID().slice(0, 6)}`;
  await client.graphql(`mutation ($name: String!) { updateProfile(input: { username: $name }) { __typename } }`, { name: username });
  return { client, userId: response.body.user!.id, email };
}

let author: Actor;
let reader: Actor;
let other: Actor;
let moderator: Actor;
let admin: Actor;
let temporary: HttpClient;

beforeAll(async () => {
  [author, reader, other, moderator, admin] = await Promise.all([account("auth"), account("read"), account("oth"), account("mod"), account("adm")]);
  await setRole(database.db, moderator.email, "MODERATOR");
  await setRole(database.db, admin.email, "ADMIN");
  temporary = new HttpClient(app);
  expect((await temporary.json("/api/user-data", { a: "tp" })).status).toBe(200);
});

type Gql<T> = { data?: T; errors?: { message: string }[] };
async function gql<T>(client: HttpClient, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await client.graphql<T>(query, variables);
  expect((response.body as Gql<T>).errors, JSON.stringify(response.body)).toBeUndefined();
  return (response.body as Gql<T>).data!;
}

const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");

/** A fresh question by `author` on a game of its own, with one answer by `other`. */
async function posts(game = "KLO") {
  const question = await database.db.qaQuestion.create({ data: { gameId: game, userId: author.userId, text: `Is this worth reporting ${randomUUID()}?` } });
  const answer = await database.db.qaAnswer.create({ data: { questionId: question.id, userId: other.userId, text: `An answer ${randomUUID()}` } });
  return { question, answer, questionId: globalId("QaQuestion", question.id), answerId: globalId("QaAnswer", answer.id) };
}

const REPORT = `mutation ($post: ID!, $reason: String) {
  reportQaPost(input: { post: $post, reason: $reason }) { __typename ... on QaPostReported { message } ... on QaError { code message } }
}`;
type Reported = { reportQaPost: { __typename: string; message: string; code?: string } };
const report = async (client: HttpClient, post: string, reason?: string) => (await gql<Reported>(client, REPORT, { post, reason })).reportQaPost;

const QUEUE = `query ($first: Int, $after: String) { admin { qaReports(first: $first, after: $after) {
  edges { cursor node { id post kind text author gameName questionText openReports { reason } } } pageInfo { hasNextPage endCursor } } } }`;
type QueueNode = { id: string; post: string; kind: string; text: string; author: string; gameName: string; questionText: string | null; openReports: { reason: string }[] };
type Queue = { admin: { qaReports: { edges: { cursor: string; node: QueueNode }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } | null } | null };
async function queue(client: HttpClient): Promise<QueueNode[]> {
  return (await gql<Queue>(client, QUEUE, { first: 50 })).admin!.qaReports!.edges.map((edge) => edge.node);
}

const HIDE = `mutation ($post: ID!) { adminHideQaPost(input: { post: $post }) { __typename ... on AdminQaPostSettled { post } ... on AdminError { code message } } }`;
const KEEP = `mutation ($post: ID!) { adminKeepQaPost(input: { post: $post }) { __typename ... on AdminQaPostSettled { post } ... on AdminError { code message } } }`;
type Settled = Record<string, { __typename: string; post?: string; code?: string; message?: string }>;
const hide = async (client: HttpClient, post: string) => (await gql<Settled>(client, HIDE, { post })).adminHideQaPost!;
const keep = async (client: HttpClient, post: string) => (await gql<Settled>(client, KEEP, { post })).adminKeepQaPost!;

const reportRows = async () => (await database.db.qaQuestionReport.count()) + (await database.db.qaAnswerReport.count());

describe("reporting", () => {
  test("a player reports a question and an answer with an optional reason, once each; the thanks come from the API", async () => {
    const { question, answer, questionId, answerId } = await posts();
    expect(await report(reader.client, questionId, "  Spoils   the ending ")).toEqual({ __typename: "QaPostReported", message: REPORT_THANKS });
    expect(await report(reader.client, questionId, "again")).toEqual({ __typename: "QaPostReported", message: REPORT_THANKS });
    expect(await report(reader.client, answerId)).toMatchObject({ __typename: "QaPostReported" });
    expect(await database.db.qaQuestionReport.findMany({ where: { questionId: question.id }, select: { reporterId: true, reason: true, settledAt: true } })).toEqual([
      { reporterId: reader.userId, reason: "Spoils the ending", settledAt: null },
    ]);
    expect(await database.db.qaAnswerReport.findMany({ where: { answerId: answer.id }, select: { reason: true } })).toEqual([{ reason: "" }]);
  });

  test("refused with a clear reason and nothing stored: own posts, visitors and temporary users, long or broken reasons, posts that do not exist", async () => {
    const { questionId, answerId } = await posts();
    const before = await reportRows();
    expect(await report(author.client, questionId)).toEqual({ __typename: "QaError", code: "NOT_ALLOWED", message: "You cannot report your own question." });
    expect(await report(other.client, answerId)).toEqual({ __typename: "QaError", code: "NOT_ALLOWED", message: "You cannot report your own answer." });
    for (const client of [new HttpClient(app), temporary]) expect(await report(client, questionId)).toMatchObject({ __typename: "QaError", code: "SIGN_IN" });
    expect(await report(reader.client, questionId, "x".repeat(QA_LIMITS.reportReason.max + 1))).toMatchObject({ code: "INVALID_TEXT" });
    for (const post of [globalId("QaQuestion", 999_999_999), globalId("QaResponse", 1), globalId("ChatMessage", 1)]) {
      expect(await report(reader.client, post), post).toMatchObject({ __typename: "QaError", code: "NOT_FOUND" });
    }
    expect(await reportRows()).toBe(before);
  });

  test("players read whether a post is theirs (no Report on their own) and the reason's limit", async () => {
    const { questionId } = await posts();
    const MINE = `query ($id: ID!) { node(id: $id) { ... on QaQuestion { mine answers { mine } } } portal { qaLimits { reportReasonMax } } }`;
    type Mine = { node: { mine: boolean; answers: { mine: boolean }[] }; portal: { qaLimits: { reportReasonMax: number } } };
    expect(await gql<Mine>(author.client, MINE, { id: questionId })).toEqual({
      node: { mine: true, answers: [{ mine: false }] },
      portal: { qaLimits: { reportReasonMax: QA_LIMITS.reportReason.max } },
    });
    expect((await gql<Mine>(new HttpClient(app), MINE, { id: questionId })).node).toEqual({ mine: false, answers: [{ mine: false }] });
  });
});

describe("the console's queue", () => {
  test("moderators and admins read open reports with their reasons, page by page; nobody else has a queue", async () => {
    const first = await posts("WOR");
    const second = await posts("WOR");
    await report(reader.client, first.questionId, "Rude");
    await report(author.client, second.answerId, "Wrong");
    await report(reader.client, second.answerId);
    for (const staff of [moderator, admin]) {
      const listed = await queue(staff.client);
      const question = listed.find((node) => node.post === first.questionId);
      expect(question).toMatchObject({ kind: "QUESTION", text: first.question.text, questionText: null, openReports: [{ reason: "Rude" }] });
      expect(question!.author).toMatch(/^auth_/);
      const answer = listed.find((node) => node.post === second.answerId);
      expect(answer).toMatchObject({ kind: "ANSWER", text: second.answer.text, questionText: second.question.text, openReports: [{ reason: "Wrong" }, { reason: "" }] });
      expect(listed.indexOf(question!)).toBeLessThan(listed.indexOf(answer!));
    }
    // A page at a time: the cursors walk the whole queue once.
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page: Queue = await gql<Queue>(moderator.client, QUEUE, { first: 1, after });
      const connection = page.admin!.qaReports!;
      seen.push(...connection.edges.map((edge) => edge.node.id));
      if (!connection.pageInfo.hasNextPage) break;
      after = connection.pageInfo.endCursor;
    }
    expect(seen).toEqual((await queue(moderator.client)).map((node) => node.id));
    for (const client of [reader.client, temporary, new HttpClient(app)]) expect((await gql<Queue>(client, QUEUE, { first: 5 })).admin).toBeNull();
    const bad = await moderator.client.graphql<Queue>(QUEUE, { first: 5, after: "bm90IGEgY3Vyc29y" });
    expect(bad.body.errors?.[0]?.message).toMatch(/not a valid cursor/);
  });
});

describe("hiding and keeping", () => {
  test("a moderator hides an answer: gone for players everywhere, still in the database, reports settled, audited in the same step", async () => {
    const { question, answer, questionId, answerId } = await posts("SOL");
    await report(reader.client, answerId, "Spam");
    const audits = await database.db.adminAuditEntry.count();
    expect(await hide(moderator.client, answerId)).toEqual({ __typename: "AdminQaPostSettled", post: answerId });

    const ANSWERS = `query ($id: ID!, $answer: ID!) { node(id: $id) { ... on QaQuestion { answers { id } } } answer: node(id: $answer) { id } }`;
    expect(await gql<{ node: { answers: unknown[] }; answer: unknown }>(reader.client, ANSWERS, { id: questionId, answer: answerId })).toEqual({ node: { answers: [] }, answer: null });
    const served = await new HttpClient(app).json<{ q: { d: number; a: { d: number }[] }[] }>("/qa/SOL");
    expect(served.body.q.find((entry) => entry.d === question.id)?.a).toEqual([]);
    const VOTE = `mutation ($id: ID!) { vote(input: { post: $id, direction: UP }) { __typename ... on QaError { code } } }`;
    expect((await gql<{ vote: unknown }>(reader.client, VOTE, { id: answerId })).vote).toEqual({ __typename: "QaError", code: "NOT_FOUND" });
    expect(await report(author.client, answerId)).toMatchObject({ code: "NOT_FOUND" });

    const row = await database.db.qaAnswer.findUniqueOrThrow({ where: { id: answer.id } });
    expect(row).toMatchObject({ text: answer.text, hiddenById: moderator.userId });
    expect(row.hiddenAt).toBeInstanceOf(Date);
    expect(await database.db.qaAnswerReport.count({ where: { answerId: answer.id, settledAt: null } })).toBe(0);
    expect((await queue(moderator.client)).map((node) => node.post)).not.toContain(answerId);
    const [entry] = await database.db.adminAuditEntry.findMany({ orderBy: { id: "desc" }, take: 1 });
    expect(await database.db.adminAuditEntry.count()).toBe(audits + 1);
    expect(entry).toMatchObject({
      actorId: moderator.userId,
      action: "qa.hide",
      targetUserId: other.userId,
      before: { kind: "answer", postId: answer.id, hidden: false, openReports: 1 },
      after: { kind: "answer", postId: answer.id, hidden: true, openReports: 0 },
    });
    // Hiding it again changes nothing and writes nothing.
    expect(await hide(admin.client, answerId)).toMatchObject({ __typename: "AdminQaPostSettled" });
    expect(await database.db.adminAuditEntry.count()).toBe(audits + 1);
    expect(await keep(admin.client, answerId)).toMatchObject({ __typename: "AdminError", code: "NOT_FOUND" });
  });

  test("an admin hides a question: it leaves the list and search with its answers, and nobody can answer it", async () => {
    const { question, questionId, answerId } = await posts("WOR");
    await report(reader.client, questionId);
    await report(reader.client, answerId);
    expect(await hide(admin.client, questionId)).toMatchObject({ __typename: "AdminQaPostSettled" });
    const LIST = `query ($search: String) { game(idOrSlug: "WOR") { questions(first: 50, sort: NEWEST, search: $search) { edges { node { id } } } } }`;
    type Listed = { game: { questions: { edges: { node: { id: string } }[] } } };
    for (const search of [null, question.text.split(" ").at(-1)!.replace("?", "")]) {
      expect((await gql<Listed>(reader.client, LIST, { search })).game.questions.edges.map((edge) => edge.node.id)).not.toContain(questionId);
    }
    const served = await new HttpClient(app).json<{ q: { d: number }[] }>("/qa/WOR");
    expect(served.body.q.map((entry) => entry.d)).not.toContain(question.id);
    const ANSWER = `mutation ($id: ID!) { answerQuestion(input: { question: $id, text: "Too late to answer" }) { __typename ... on QaError { code } } }`;
    expect((await gql<{ answerQuestion: unknown }>(reader.client, ANSWER, { id: questionId })).answerQuestion).toEqual({ __typename: "QaError", code: "NOT_FOUND" });
    // Its answer went with it: out of the queue as well.
    expect((await queue(admin.client)).map((node) => node.post)).not.toContain(answerId);
  });

  test("keeping settles the reports (audited) and leaves the post; a later report brings it back", async () => {
    const { question, questionId } = await posts("SOL");
    await report(reader.client, questionId, "Not sure");
    expect(await keep(moderator.client, questionId)).toEqual({ __typename: "AdminQaPostSettled", post: questionId });
    expect((await queue(moderator.client)).map((node) => node.post)).not.toContain(questionId);
    expect((await database.db.qaQuestion.findUniqueOrThrow({ where: { id: question.id } })).hiddenAt).toBeNull();
    const [entry] = await database.db.adminAuditEntry.findMany({ orderBy: { id: "desc" }, take: 1 });
    expect(entry).toMatchObject({ actorId: moderator.userId, action: "qa.keep", targetUserId: author.userId, after: { kind: "question", postId: question.id, hidden: false } });
    await report(other.client, questionId, "Still bad");
    expect((await queue(moderator.client)).find((node) => node.post === questionId)?.openReports).toEqual([{ reason: "Still bad" }]);
  });

  test("players, temporary users and visitors are refused (FORBIDDEN) and nothing changes; bad ids are NOT_FOUND for staff", async () => {
    const { question, questionId } = await posts();
    await report(reader.client, questionId);
    const audits = await database.db.adminAuditEntry.count();
    for (const client of [reader.client, author.client, temporary, new HttpClient(app)]) {
      expect(await hide(client, questionId)).toMatchObject({ __typename: "AdminError", code: "FORBIDDEN" });
      expect(await keep(client, questionId)).toMatchObject({ __typename: "AdminError", code: "FORBIDDEN" });
    }
    for (const post of [globalId("QaQuestion", 999_999_999), globalId("QaResponse", 1), globalId("QaAnswer", -3)]) {
      expect(await hide(moderator.client, post), post).toMatchObject({ __typename: "AdminError", code: "NOT_FOUND" });
      expect(await keep(admin.client, post), post).toMatchObject({ __typename: "AdminError", code: "NOT_FOUND" });
    }
    expect(await database.db.adminAuditEntry.count()).toBe(audits);
    expect(await database.db.qaQuestion.findUniqueOrThrow({ where: { id: question.id } })).toMatchObject({ hiddenAt: null });
    expect(await database.db.qaQuestionReport.count({ where: { questionId: question.id, settledAt: null } })).toBe(1);
  });
});
