import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { HttpClient } from "../../../tests/support/httpClient.ts";
import { useTestApp } from "../../../tests/support/testApp.ts";
import { DATA_DIR } from "../../../tests/support/testDatabase.ts";
import { QA_LIMITS, SEED_AUTHOR } from "../qa.ts";
import { loadQaSeed, readQaSeed } from "../qaSeed.ts";

const { app, database } = useTestApp();

beforeAll(async () => {
  await loadQaSeed(database.db, await readQaSeed(DATA_DIR));
});

async function player(name = `Qa_${randomUUID().slice(0, 8)}`) {
  const client = new HttpClient(app);
  const signUp = await client.signUp(`${name}@example.test`);
  expect(signUp.status).toBe(200);
  await client.graphql(`mutation ($name: String!) { updateProfile(input: { username: $name }) { __typename } }`, { name });
  return client;
}

type Data<T> = { data?: T; errors?: { message: string }[] };
async function gql<T>(client: HttpClient, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await client.graphql<T>(query, variables);
  expect(response.body.errors, JSON.stringify(response.body)).toBeUndefined();
  return (response.body as Data<T>).data!;
}

const ASK = `mutation ($game: String!, $text: String!) {
  askQuestion(input: { game: $game, text: $text }) { __typename ... on QuestionAsked { question { id text author score } } ... on QaError { code message } }
}`;
const ANSWER = `mutation ($id: ID!, $text: String!) {
  answerQuestion(input: { question: $id, text: $text }) { __typename ... on QuestionAnswered { question { answers { id text author } } } ... on QaError { code message } }
}`;
const RESPOND = `mutation ($id: ID!, $text: String!) {
  respondToAnswer(input: { answer: $id, text: $text }) { __typename ... on AnswerResponded { answer { responses { text author } } } ... on QaError { code message } }
}`;
const VOTE = `mutation ($id: ID!, $direction: VoteDirection!) {
  vote(input: { post: $id, direction: $direction }) { __typename ... on Voted { question { score myVote } answer { score myVote } } ... on QaError { code message } }
}`;
const LIST = `query ($game: String!, $sort: QaSort, $search: String, $first: Int, $after: String) {
  game(idOrSlug: $game) { questions(sort: $sort, search: $search, first: $first, after: $after) {
    edges { node { id text score author } } pageInfo { hasNextPage endCursor } } }
}`;
type Listed = { game: { questions: { edges: { node: { id: string; text: string; score: number; author: string } }[]; pageInfo: { hasNextPage: boolean; endCursor: string } } } };

type Asked = { askQuestion: { __typename: string; question?: { id: string; text: string; author: string; score: number }; code?: string; message?: string } };
async function ask(client: HttpClient, game: string, text: string) {
  return (await gql<Asked>(client, ASK, { game, text })).askQuestion;
}
async function voteOn(client: HttpClient, id: string, direction: "UP" | "DOWN" | "NONE") {
  return (await gql<{ vote: { __typename: string; question: { score: number; myVote: string } | null; answer: { score: number; myVote: string } | null; code?: string } }>(client, VOTE, { id, direction })).vote;
}
const texts = (listed: Listed) => listed.game.questions.edges.map((edge) => edge.node.text);

describe("the seed", () => {
  test("gives every game a few questions with answers by the Playden team, and loads once", async () => {
    const games = await database.db.game.findMany({ select: { id: true, _count: { select: { questions: true } } } });
    expect(games).toHaveLength(19);
    for (const game of games) expect(game._count.questions, game.id).toBeGreaterThanOrEqual(3);
    expect(await loadQaSeed(database.db, await readQaSeed(DATA_DIR))).toBe(0);
    expect(await database.db.qaQuestion.count({ where: { seedKey: { not: null } } })).toBe((await readQaSeed(DATA_DIR)).questions.length);
  });
});

describe("GET /qa/{gameId}", () => {
  test("answers q (id d, votes v, answers a with responses r) and the search index i, by id or slug", async () => {
    const response = await new HttpClient(app).json<{ q: { d: number; v: number; t: string; n: string; a: { d: number; v: number; r: unknown[] }[] }[]; i: Record<string, number[]> }>("/qa/FRE");
    expect(response.status).toBe(200);
    const { q, i } = response.body;
    expect(q.length).toBeGreaterThanOrEqual(3);
    for (const question of q) {
      expect(question).toMatchObject({ d: expect.any(Number), v: expect.any(Number), t: expect.any(String), n: SEED_AUTHOR });
      expect(question.a.length).toBeGreaterThan(0);
      for (const answer of question.a) expect(answer).toMatchObject({ d: expect.any(Number), v: expect.any(Number), r: [] });
    }
    // "cells" is stemmed to "cell"; it occurs in the free-cell questions, and each id in i is one of q's.
    const ids = new Set(q.map((question) => question.d));
    expect(i.cell?.length).toBeGreaterThan(0);
    for (const list of Object.values(i)) for (const id of list) expect(ids.has(id)).toBe(true);
    expect((await new HttpClient(app).json("/qa/freecell-bakery-solitaire")).body).toEqual(response.body);
    expect((await new HttpClient(app).json("/qa/NOPE")).status).toBe(404);
    expect((await new HttpClient(app).send("/qa/%00")).status).toBe(404);
  });
});

describe("asking, answering and responding", () => {
  test("a signed-in player asks, answers and responds; the posts show the username", async () => {
    const client = await player("Asker_one");
    const asked = await ask(client, "SUD", "Is there a way to see every digit I placed twice?");
    expect(asked).toMatchObject({ __typename: "QuestionAsked", question: { author: "Asker_one", score: 0 } });
    const answered = await gql<{ answerQuestion: { question: { answers: { id: string; text: string; author: string }[] } } }>(client, ANSWER, {
      id: asked.question!.id,
      text: "Check marks the wrong digits.",
    });
    const answer = answered.answerQuestion.question.answers.find((a) => a.author === "Asker_one")!;
    expect(answer.text).toBe("Check marks the wrong digits.");
    const responded = await gql<{ respondToAnswer: { answer: { responses: { text: string; author: string }[] } } }>(client, RESPOND, { id: answer.id, text: "Thanks!" });
    expect(responded.respondToAnswer.answer.responses).toEqual([{ text: "Thanks!", author: "Asker_one" }]);
    const qa = await new HttpClient(app).json<{ q: { t: string; a: { t: string; r: { t: string; n: string }[] }[] }[] }>("/qa/SUD");
    const mine = qa.body.q.find((q) => q.t.startsWith("Is there a way to see every digit"))!;
    expect(mine.a[0]).toMatchObject({ t: "Check marks the wrong digits.", r: [{ t: "Thanks!", n: "Asker_one" }] });
  });

  test("visitors and temporary users are asked to sign in, and nothing is posted", async () => {
    const before = await database.db.qaQuestion.count();
    const visitor = new HttpClient(app);
    expect(await ask(visitor, "SUD", "A question from a visitor?")).toMatchObject({ code: "SIGN_IN" });
    const temp = new HttpClient(app);
    await temp.json("/api/user-data", { a: "tp" });
    expect(await ask(temp, "SUD", "A question from a temporary user?")).toMatchObject({ code: "SIGN_IN" });
    expect(await database.db.qaQuestion.count()).toBe(before);
  });

  test("too short, too long, unknown games and unknown posts are refused with a message", async () => {
    const client = await player();
    expect(await ask(client, "SUD", "Why?")).toMatchObject({ code: "INVALID_TEXT", message: `Please write at least ${QA_LIMITS.question.min} characters.` });
    expect(await ask(client, "SUD", "x".repeat(QA_LIMITS.question.max + 1))).toMatchObject({ code: "INVALID_TEXT" });
    expect(await ask(client, "ZZZ", "What is this game about?")).toMatchObject({ code: "NOT_FOUND" });
    const gameId = Buffer.from("QaQuestion:999999").toString("base64");
    const answered = await gql<{ answerQuestion: { code: string } }>(client, ANSWER, { id: gameId, text: "An answer" });
    expect(answered.answerQuestion.code).toBe("NOT_FOUND");
    const wrongType = Buffer.from("QaAnswer:1").toString("base64");
    expect((await gql<{ answerQuestion: { code: string } }>(client, ANSWER, { id: wrongType, text: "An answer" })).answerQuestion.code).toBe("NOT_FOUND");
  });

  test("a player posting too fast is told to wait", async () => {
    const client = await player();
    const results = [];
    for (let n = 0; n <= QA_LIMITS.postsPerMinute; n++) results.push(await ask(client, "WOR", `Question number ${n} about hunches?`));
    expect(results.slice(0, QA_LIMITS.postsPerMinute).every((r) => r.__typename === "QuestionAsked")).toBe(true);
    expect(results.at(-1)).toMatchObject({ code: "TOO_MANY" });
  });
});

describe("votes", () => {
  test("one vote per player: voting twice counts once, changing moves the score once, NONE takes it back", async () => {
    const author = await player();
    const voter = await player();
    const { question } = await ask(author, "SHE", "How many points is a five letter word?");
    expect((await voteOn(voter, question!.id, "UP")).question).toEqual({ score: 1, myVote: "UP" });
    expect((await voteOn(voter, question!.id, "UP")).question).toEqual({ score: 1, myVote: "UP" });
    expect((await voteOn(voter, question!.id, "DOWN")).question).toEqual({ score: -1, myVote: "DOWN" });
    expect((await voteOn(author, question!.id, "DOWN")).question).toEqual({ score: -2, myVote: "DOWN" });
    expect((await voteOn(voter, question!.id, "NONE")).question).toEqual({ score: -1, myVote: "NONE" });
    expect(await voteOn(new HttpClient(app), question!.id, "UP")).toMatchObject({ code: "SIGN_IN" });
  });

  test("concurrent votes from one player's tabs count once; from many players, once each", async () => {
    const author = await player();
    const { question } = await ask(author, "SHE", "Does a shuffle cost anything?");
    const answered = await gql<{ answerQuestion: { question: { answers: { id: string }[] } } }>(author, ANSWER, { id: question!.id, text: "It uses one Shuffle powerup." });
    const answerId = answered.answerQuestion.question.answers[0]!.id;
    const voter = await player();
    await Promise.all(Array.from({ length: 8 }, (_, n) => voteOn(voter, answerId, n % 2 === 0 ? "UP" : "DOWN")));
    await Promise.all(Array.from({ length: 8 }, () => voteOn(voter, answerId, "UP")));
    const voters = await Promise.all(Array.from({ length: 4 }, () => player()));
    await Promise.all(voters.flatMap((client) => [voteOn(client, answerId, "UP"), voteOn(client, answerId, "UP")]));
    const answer = await database.db.qaAnswer.findFirstOrThrow({ where: { questionId: Number(Buffer.from(question!.id, "base64").toString().split(":")[1]) } });
    expect(answer.score).toBe(5);
    expect(await database.db.qaAnswerVote.count({ where: { answerId: answer.id } })).toBe(5);
  });
});

describe("listing and search", () => {
  test("sorts by votes or newest and pages through the connection", async () => {
    const author = await player();
    const voter = await player();
    const older = await ask(author, "TEA", "Which tin should go in first, the big one?");
    const newer = await ask(author, "TEA", "Can tins hang over the edge of the box?");
    await voteOn(voter, older.question!.id, "UP");
    await voteOn(voter, newer.question!.id, "DOWN");
    const byVotes = await gql<Listed>(author, LIST, { game: "TEA", sort: "VOTES", first: 50 });
    expect(texts(byVotes)[0]).toBe(older.question!.text);
    expect(texts(byVotes).at(-1)).toBe(newer.question!.text);
    const newest = await gql<Listed>(author, LIST, { game: "TEA", sort: "NEWEST", first: 1 });
    expect(texts(newest)).toEqual([newer.question!.text]);
    expect(newest.game.questions.pageInfo.hasNextPage).toBe(true);
    const next = await gql<Listed>(author, LIST, { game: "TEA", sort: "NEWEST", first: 1, after: newest.game.questions.pageInfo.endCursor });
    expect(texts(next)).toEqual([older.question!.text]);
  });

  test("full-text search finds questions by their words or their answers' words (stemmed), web search syntax", async () => {
    const visitor = new HttpClient(app);
    const search = async (words: string) => texts(await gql<Listed>(visitor, LIST, { game: "KLO", search: words, first: 50 }));
    expect(await search("empty columns")).toEqual(["Why will a card not go into an empty column?"]);
    // Only an answer says "oldest": the question is found through it.
    expect(await search("oldest")).toEqual(["What does More Cards do when the stock is used up?"]);
    expect(await search("stock -cards")).toEqual(["How many times can I go through the stock?"]);
    expect(await search('"empty column" or settings')).toHaveLength(2);
    expect(await search("zebra")).toEqual([]);
    expect(await search("   ")).toHaveLength(await database.db.qaQuestion.count({ where: { gameId: "KLO" } }));
    expect(await search("&|!:*()'")).toEqual([]);
    const tooLong = await visitor.graphql(LIST, { game: "KLO", search: "x".repeat(QA_LIMITS.search.max + 1) });
    expect(tooLong.body.errors?.[0]?.message).toBe(`Please search with at most ${QA_LIMITS.search.max} characters.`);
  });
});
