/**
 * Roles and permissions (docs/product/accounts.md#who-can-do-what), walked call by call for the three kinds of visitor the server
 * sees: anonymous (no cookies), temporary (after action tp) and signed in. Also: one player can
 * never read or change another's data, and malformed input never produces a 500.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { HttpClient } from "./support/httpClient.ts";
import { TEST_ORIGIN, useTestApp } from "./support/testApp.ts";

const { app, database } = useTestApp();

const SESSION_COOKIE = "better-auth.session_token";

interface Actor {
  client: HttpClient;
  userId: string;
}

let temp: Actor;
let alice: Actor & { email: string };
let bob: Actor & { email: string };
let carol: Actor;
const bills: Record<"alice" | "bob" | "temp", string[]> = { alice: [], bob: [], temp: [] };

function globalId(type: string, id: string): string {
  return Buffer.from(`${type}:${id}`).toString("base64");
}

async function userIdOf(client: HttpClient): Promise<string> {
  const token = decodeURIComponent(client.cookies.get(SESSION_COOKIE) ?? "").split(".")[0] ?? "";
  return (await database.db.session.findUniqueOrThrow({ where: { token } })).userId;
}

async function signedIn(name: string, username: string, userIcon = 1) {
  const client = new HttpClient(app);
  const email = `${name}-${randomUUID().slice(0, 8)}@example.test`;
  const response = await client.signUp(email);
  expect(response.status).toBe(200);
  const update = await client.graphql<{ updateProfile: { __typename: string } }>(
    "mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { __typename } }",
    { input: { username, userIcon } },
  );
  expect(update.body.data?.updateProfile.__typename).toBe("UpdateProfileSuccess");
  return { client, userId: response.body.user?.id ?? "", email };
}

async function addBill(userId: string, title: string, minutesAgo: number): Promise<string> {
  const bill = await database.db.bill.create({
    data: {
      userId,
      kind: "POWERUP",
      gameId: "SOL",
      itemId: "UNDO",
      title,
      quantity: 2,
      currency: "GEMS",
      amount: 40,
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    },
  });
  return bill.id;
}

/** A visitor with no cookies at all (a fresh one each time, so nothing sticks). */
function anonymous(): HttpClient {
  return new HttpClient(app);
}

beforeAll(async () => {
  const tempClient = new HttpClient(app);
  expect((await tempClient.json("/api/user-data", { a: "tp" })).status).toBe(200);
  temp = { client: tempClient, userId: await userIdOf(tempClient) };

  alice = await signedIn("alice", "Alice_A", 4);
  bob = await signedIn("bob", "Bob_B", 7);
  carol = await signedIn("carol", "Carol_C", 5);
  const dave = await signedIn("dave", "Dave_D", 9);

  bills.alice.push(await addBill(alice.userId, "Alice older", 60), await addBill(alice.userId, "Alice newer", 5));
  bills.bob.push(await addBill(bob.userId, "Bob bill", 10));
  bills.temp.push(await addBill(temp.userId, "Temp bill", 10));

  // Carol joined with Alice's code, Dave with the temporary user's.
  await database.db.invite.create({ data: { inviteeId: carol.userId, inviterId: alice.userId, challengeReward1: true } });
  await database.db.invite.create({ data: { inviteeId: dave.userId, inviterId: temp.userId } });
});

// ---------------------------------------------------------------------------------------------
// GraphQL

/** Every Query field, with the selection that exercises it. Adding a field to the schema makes the coverage test fail until it is classified here. */
const QUERY_FIELDS: Record<string, string> = {
  categories: "categories { id code name }",
  dataDate: "dataDate",
  game: 'game(id: "BCA") { id code name storeItems { key } }',
  games: "games(first: 3) { edges { node { id code } } }",
  gamesMenu: "gamesMenu { category { code } games { code } }",
  portal: "portal { name description signInProviders { id name } }",
  storeItems: "storeItems { key kind priceGems priceTokens }",
  gemBundles: "gemBundles { count bonus costCents currency imageUrl popular best }",
  paymentMethods: "paymentMethods { stripePublishableKey paypalClientId }",
  pinBoards: "pinBoards { id boardId name isDefault }",
  pinCatalog: "pinCatalog(first: 3) { edges { node { id pinId name howToGet { kind text } } } }",
  pinCategories: "pinCategories { id name keywords }",
  leaderboard: 'leaderboard(game: "KLO", period: DAILY, scope: FRIENDS) { measure day entries(first: 3) { edges { node { rank name result isViewer } } } viewerEntry { rank name } }',
  viewer: `viewer {
    status email serverTime
    player { id username userIcon userIconUrl gems tokens memberSince inviteCode invitesAccepted }
    bills { id itemKind gameCode itemId title quantity currency amount createdAt }
    friends { username userIcon challengeReward1 challengeReward2 purchaseReward }
    inventory { kind gameCode itemId count }
    ownedItems(first: 10) { edges { node { kind itemId count name gameName } } }
    gameSessions(first: 5) { edges { node { id gameCode seed } } }
    recentGames(first: 3) { code }
    powerups(game: "WOR") { id title count }
    savedGame(game: "KLO") { id moves }
    wonGameOptions(game: "MJG")
    ownedPacks(game: "KLO")
    garden(game: "SOL") { canPlant currency { id count } plots { plot kind } }
    pins { id canPlace boards { boardId } owned { count pin { pinId } } placed { boardId pinId x y } }
    gameStats(game: "KLO") { gameCode total { played won } }
    allGameStats { gameCode total { played won } }
  }`,
  // The operator's console: null for everyone the walk signs in (none has a role); roles are walked in api/admin/__tests__/console.test.ts.
  admin: "admin { role permissions }",
  // node and nodes take ids; they are walked on their own below (NODE, NODES).
  node: "",
  nodes: "",
};
// accountDeletionTerms, banners, bannerHistory and emailVerified: see "account fields by role" below.
const VIEWER_FIELDS = [
  "accountDeletionTerms",
  "allGameStats",
  "bannerHistory",
  "banners",
  "bills",
  "challenges",
  "chat",
  "email",
  "emailVerified",
  "friends",
  "gameSessions",
  "gameStats",
  "garden",
  "inventory",
  "ownedItems",
  "ownedPacks",
  "pins",
  "player",
  "powerups",
  "recentGames",
  "savedGame",
  "serverTime",
  "status",
  "wonGameOptions",
];
const PAYMENT_MUTATIONS: Record<string, string> = {
  createPaymentIntent: "{ bundleCount: 250 }",
  confirmCardPayment: '{ paymentIntentId: "pi_x" }',
  createPaypalOrder: "{ bundleCount: 250 }",
  capturePaypal: '{ paypalOrderId: "ORDER-X" }',
};
const PLAY_MUTATIONS = ["finishGame", "gameMove", "grantGameCapability", "saveGame", "startGame", "usePowerup"];
// The console's mutations, walked role by role (player, moderator, admin, temporary, anonymous) in api/admin/__tests__/console.test.ts.
const ADMIN_MUTATIONS = ["adminAdjustBalance", "adminBanPlayer", "adminClosePlayer", "adminCreateCoupon", "adminExportPlayer", "adminHideChatMessage", "adminHideQaPost", "adminKeepChatMessage", "adminKeepQaPost", "adminMutePlayer"];
// Offline play's mutations, walked for visitors, players, other players, other origins and game frames in api/http/__tests__/offlineDoors.test.ts.
const OFFLINE_MUTATIONS = ["issueOfflineSeeds", "redeemOfflineGame"];
const MUTATION_FIELDS = [...Object.keys(PAYMENT_MUTATIONS), ...PLAY_MUTATIONS, ...ADMIN_MUTATIONS, ...OFFLINE_MUTATIONS, "acceptChallenge", "answerQuestion", "askQuestion", "dismissBanner", "dropChallenge", "hideChatMessage", "movePin", "movePlant", "muteChatPlayer", "muteChatPlayerEverywhere", "placePin", "plantInGarden", "postChatMessage", "purchaseWithGems", "purchaseWithTokens", "redeemCoupon", "removePin", "removePlant", "removeWonChallenge", "reportChatMessage", "reportQaPost", "respondToAnswer", "updatePreferences", "updateProfile", "vote"].sort();

const WALK = `query Walk { ${Object.values(QUERY_FIELDS).join("\n")} }`;
const NODE = "query ($id: ID!) { node(id: $id) { id ... on Player { gems tokens username } ... on Bill { title } } }";
const NODES = "query ($ids: [ID!]!) { nodes(ids: $ids) { id ... on Player { username } ... on Bill { title } } }";

interface Walked {
  admin: null;
  categories: unknown;
  dataDate: string;
  game: unknown;
  games: unknown;
  gamesMenu: unknown;
  portal: unknown;
  storeItems: unknown;
  gemBundles: unknown;
  paymentMethods: unknown;
  pinBoards: unknown;
  pinCatalog: unknown;
  pinCategories: unknown;
  viewer: {
    status: string;
    email: string | null;
    serverTime: string;
    player: { id: string; username: string | null; gems: number; tokens: number; inviteCode: string; userIcon: number } | null;
    bills: { id: string; title: string }[];
    friends: { username: string; userIcon: number; challengeReward1: boolean }[];
    inventory: { kind: string; itemId: string; count: number }[];
    ownedItems: { edges: { node: { kind: string; itemId: string; count: number; name: string; gameName: string | null } }[] };
    gameSessions: { edges: { node: { id: string; gameCode: string } }[] };
    recentGames: { code: string }[];
    powerups: { id: string; count: number }[];
    savedGame: { id: string } | null;
    wonGameOptions: unknown[];
    ownedPacks: string[];
    garden: { canPlant: boolean; currency: { id: string; count: number }; plots: { plot: number; kind: string }[] } | null;
    pins: { canPlace: boolean; boards: { boardId: string }[]; owned: { count: number; pin: { pinId: string } }[]; placed: { boardId: string; pinId: string; x: number; y: number }[] };
    gameStats: { gameCode: string; total: { played: number; won: number } };
    allGameStats: { gameCode: string }[];
  };
}

type NodeData = { id: string; gems?: number; tokens?: number; username?: string | null; title?: string } | null;

async function walk(client: HttpClient): Promise<Walked> {
  const response = await client.graphql<Walked>(WALK);
  expect(response.status).toBe(200);
  expect(response.body.errors).toBeUndefined();
  return response.body.data!;
}

/** node(id) as `client` sees it: the node (or null) and any errors. */
async function node(client: HttpClient, id: string) {
  const response = await client.graphql<{ node: NodeData }>(NODE, { id });
  expect(response.status).toBe(200);
  return { node: response.body.data?.node ?? null, errors: response.body.errors ?? [], text: JSON.stringify(response.body) };
}

async function nodes(client: HttpClient, ids: string[]) {
  const response = await client.graphql<{ nodes: NodeData[] }>(NODES, { ids });
  expect(response.status).toBe(200);
  return { nodes: response.body.data?.nodes ?? null, errors: response.body.errors ?? [], text: JSON.stringify(response.body) };
}

describe("GraphQL queries by role", () => {
  test("pins (spec 6): visitors and temporary users have none and cannot place; a player's board is theirs alone", async () => {
    const PLACE = 'mutation { placePin(input: { pinId: "WELCOME-A", boardId: "default", x: 0, y: 0 }) { __typename ... on PinPlacementError { code } } }';
    type Placed = { placePin: { __typename: string; code?: string } };
    for (const client of [anonymous(), temp.client]) {
      expect((await walk(client)).viewer.pins).toMatchObject({ canPlace: false, boards: [], owned: [], placed: [] });
      expect((await client.graphql<Placed>(PLACE)).body.data?.placePin).toEqual({ __typename: "PinPlacementError", code: "SIGN_IN" });
    }
    const erin = await signedIn("erin", "Erin_E", 3);
    // The welcome gift put her Welcome Pin in the middle of her board: she moves it to the corner.
    const MOVE = 'mutation { movePin(input: { boardId: "default", x: 5, y: 3, toX: 0, toY: 0 }) { __typename ... on PinPlacementError { code } } }';
    expect((await erin.client.graphql<{ movePin: { __typename: string } }>(MOVE)).body.data?.movePin.__typename).toBe("PinsChanged");
    expect((await walk(erin.client)).viewer.pins.placed).toEqual([{ boardId: "WC1", pinId: "WELCOME-A", x: 0, y: 0 }]);
    const others = await walk(carol.client);
    expect(others.viewer.pins).toMatchObject({ canPlace: true, boards: [{ boardId: "WC1" }], placed: [{ boardId: "WC1", pinId: "WELCOME-A", x: 5, y: 3 }] });
    const take = 'mutation { removePin(input: { boardId: "WC1", x: 0, y: 0 }) { __typename ... on PinPlacementError { code } } }';
    expect((await carol.client.graphql<{ removePin: { code?: string } }>(take)).body.data?.removePin.code).toBe("NOT_PLACED");
    expect((await walk(erin.client)).viewer.pins.placed).toHaveLength(1);
  });

  test("the walk covers every Query, Viewer and Mutation field of the schema", async () => {
    const response = await anonymous().graphql<{
      __schema: { queryType: { fields: { name: string }[] }; mutationType: { fields: { name: string }[] } };
      __type: { fields: { name: string }[] };
    }>('{ __schema { queryType { fields { name } } mutationType { fields { name } } } __type(name: "Viewer") { fields { name } } }');
    const data = response.body.data!;
    expect(data.__schema.queryType.fields.map((f) => f.name).sort(), "classify new Query fields in QUERY_FIELDS").toEqual(Object.keys(QUERY_FIELDS).sort());
    expect(data.__type.fields.map((f) => f.name).sort(), "classify new Viewer fields").toEqual(VIEWER_FIELDS);
    expect(data.__schema.mutationType.fields.map((f) => f.name).sort(), "classify new mutations").toEqual(MUTATION_FIELDS);
  });

  test("account fields by role: a banner history and dismissing need a player, email verification a signed-in account", async () => {
    const ACCOUNT = "{ viewer { emailVerified bannerHistory { bannerId } banners { bannerId } } }";
    type Account = { viewer: { emailVerified: boolean; bannerHistory: { bannerId: string }[]; banners: { bannerId: string }[] } };
    const nobody = (await anonymous().graphql<Account>(ACCOUNT)).body.data?.viewer;
    // A visitor sees the banners on offer, and nothing is recorded for it.
    expect(nobody?.bannerHistory).toEqual([]);
    expect(nobody?.emailVerified).toBe(false);
    expect(nobody?.banners.map((b) => b.bannerId)).toContain("new-game:WOR");
    expect((await anonymous().graphql<Account>(ACCOUNT)).body.data?.viewer.bannerHistory).toEqual([]);
    const dismiss = "mutation { dismissBanner(input: { bannerId: \"new-game:WOR\" }) { __typename } }";
    expect((await anonymous().graphql<{ dismissBanner: { __typename: string } }>(dismiss)).body.data?.dismissBanner.__typename).toBe("NoPlayerError");
    for (const actor of [temp, alice]) {
      const own = (await actor.client.graphql<Account>(ACCOUNT)).body.data?.viewer;
      expect(own?.emailVerified).toBe(false);
      expect(own?.banners.length).toBeGreaterThan(0);
    }
    // One player's dismissal is its own.
    expect((await bob.client.graphql<{ dismissBanner: { __typename: string } }>(dismiss)).body.data?.dismissBanner.__typename).toBe("DismissBannerSuccess");
    const bobs = (await bob.client.graphql<Account>(ACCOUNT)).body.data?.viewer;
    expect(bobs?.banners.map((b) => b.bannerId)).not.toContain("new-game:WOR");
    expect((await alice.client.graphql<Account>(ACCOUNT)).body.data?.viewer.banners.map((b) => b.bannerId)).toContain("new-game:WOR");
  });

  test("gardens: only a signed-in player plants; visitors and temporary users see an empty garden and are told to sign in", async () => {
    const PLANT = 'mutation { plantInGarden(input: { game: "SOL", kind: "daisy", plot: 0 }) { __typename ... on GardenError { code } } }';
    type Planted = { plantInGarden: { __typename: string; code?: string } };
    for (const client of [anonymous(), temp.client]) {
      const { garden } = (await walk(client)).viewer;
      expect(garden).toMatchObject({ canPlant: false, currency: { id: "SE", count: 0 }, plots: [] });
      expect((await client.graphql<Planted>(PLANT)).body.data?.plantInGarden).toEqual({ __typename: "GardenError", code: "SIGN_IN" });
    }
    expect((await walk(alice.client)).viewer.garden).toMatchObject({ canPlant: true, plots: [] });
  });

  test("chat (spec 6): visitors and temporary users read no messages, get no counts and cannot post; moderators' actions are refused to players", async () => {
    const CHAT = '{ viewer { chat { canPost isModerator rooms { id count } room(id: "R0") { messages(last: 5) { edges { node { body } } } } } } }';
    const POST = 'mutation { postChatMessage(input: { roomId: "R0", body: "hello" }) { __typename ... on ChatError { code } ... on PostChatMessageSuccess { message { id body author { username } } } } }';
    type Chat = { viewer: { chat: { canPost: boolean; isModerator: boolean; rooms: { id: string; count: number }[]; room: { messages: { edges: { node: { body: string } }[] } } } } };
    type Posted = { postChatMessage: { __typename: string; code?: string; message?: { id: string; body: string; author: { username: string } } } };
    const posted = (await alice.client.graphql<Posted>(POST)).body.data?.postChatMessage;
    expect(posted).toMatchObject({ __typename: "PostChatMessageSuccess", message: { body: "hello", author: { username: "Alice_A" } } });
    for (const client of [anonymous(), temp.client]) {
      const { chat } = (await client.graphql<Chat>(CHAT)).body.data!.viewer;
      expect(chat).toMatchObject({ canPost: false, isModerator: false, room: { messages: { edges: [] } } });
      expect(chat.rooms.map((room) => room.count)).toEqual(Array(10).fill(0));
      expect((await client.graphql<Posted>(POST)).body.data?.postChatMessage).toEqual({ __typename: "ChatError", code: "SIGN_IN" });
      expect((await client.json("/api/chat", { a: "cc" })).body).toEqual({ rm: {} });
    }
    const { chat } = (await bob.client.graphql<Chat>(CHAT)).body.data!.viewer;
    expect(chat.canPost).toBe(true);
    expect(chat.room.messages.edges.map((edge) => edge.node.body)).toContain("hello");
    const HIDE = `mutation { hideChatMessage(input: { messageId: "${posted?.message?.id ?? ""}" }) { __typename ... on ChatError { code } } }`;
    expect((await bob.client.graphql<{ hideChatMessage: unknown }>(HIDE)).body.data?.hideChatMessage).toEqual({ __typename: "ChatError", code: "NOT_ALLOWED" });
    // The reports queue is the console's (admin.chatReports: null for players, api/chat/__tests__/chatReports.test.ts).
    const QUEUE = "{ admin { chatReports(first: 5) { edges { node { id } } } } }";
    expect((await bob.client.graphql<{ admin: unknown }>(QUEUE)).body.data?.admin).toBeNull();
    const BAN = `mutation { muteChatPlayerEverywhere(input: { authorId: "${alice.userId}", minutes: 60 }) { __typename ... on ChatError { code } } }`;
    expect((await bob.client.graphql<{ muteChatPlayerEverywhere: unknown }>(BAN)).body.data?.muteChatPlayerEverywhere).toEqual({ __typename: "ChatError", code: "NOT_ALLOWED" });
  });

  test("anonymous: status ANONYMOUS, no player, bills [], friends [], inventory []", async () => {
    const data = await walk(anonymous());
    expect(data.viewer).toMatchObject({ status: "ANONYMOUS", email: null, player: null, bills: [], friends: [], inventory: [], ownedItems: { edges: [] }, gameSessions: { edges: [] }, recentGames: [], savedGame: null, wonGameOptions: [], ownedPacks: [], gameStats: { gameCode: "KLO", total: { played: 0, won: 0 } }, allGameStats: [] });
    expect(data.viewer.powerups.map((p) => p.count)).toEqual([0, 0]);
    expect(Number.isNaN(Date.parse(data.viewer.serverTime))).toBe(false);
  });

  test("temporary: its own player, but bills [] and friends [] even though it has some", async () => {
    const data = await walk(temp.client);
    expect(data.viewer.status).toBe("TEMPORARY");
    expect(data.viewer.email).toBeNull();
    expect(data.viewer.player).toMatchObject({ id: globalId("Player", temp.userId), gems: 0, tokens: 0, username: null });
    expect(data.viewer.bills).toEqual([]);
    expect(data.viewer.friends).toEqual([]);
    // Its own player is reachable by id.
    expect((await node(temp.client, globalId("Player", temp.userId))).node).toMatchObject({ id: globalId("Player", temp.userId), gems: 0 });
  });

  test("signed in: its own player, bills (newest first) and friends, also by id", async () => {
    const data = await walk(alice.client);
    expect(data.viewer).toMatchObject({
      status: "LOGGED_IN",
      email: alice.email,
      player: { id: globalId("Player", alice.userId), username: "Alice_A", userIcon: 4, gems: 100, tokens: 500 },
    });
    expect(data.viewer.bills.map((b) => b.title)).toEqual(["Alice newer", "Alice older"]);
    expect(data.viewer.bills.map((b) => b.id)).toEqual([globalId("Bill", bills.alice[1]!), globalId("Bill", bills.alice[0]!)]);
    expect(data.viewer.friends).toEqual([
      { username: "Carol_C", userIcon: 5, challengeReward1: true, challengeReward2: false, purchaseReward: false },
    ]);
    expect(data.viewer.inventory).toEqual([{ kind: "PIN", gameCode: "", itemId: "WELCOME-A", count: 1 }]);
    expect(data.viewer.ownedItems.edges).toEqual([{ node: { kind: "PIN", itemId: "WELCOME-A", count: 1, name: "Welcome pin", gameName: null } }]);

    const own = await nodes(alice.client, [globalId("Player", alice.userId), globalId("Bill", bills.alice[0]!)]);
    expect(own.errors).toEqual([]);
    expect(own.nodes).toEqual([
      { id: globalId("Player", alice.userId), username: "Alice_A" },
      { id: globalId("Bill", bills.alice[0]!), title: "Alice older" },
    ]);
  });

  test("the public parts of the walk are the same for everyone", async () => {
    const pick = ({ viewer: _viewer, ...publicParts }: Walked) => publicParts;
    const views = [await walk(anonymous()), await walk(temp.client), await walk(alice.client)].map(pick);
    expect(views[1]).toEqual(views[0]);
    expect(views[2]).toEqual(views[0]);
  });

  test("user A can never read user B's player or bills by id (nor can temporary or anonymous visitors)", async () => {
    const bobIds = [globalId("Player", bob.userId), globalId("Bill", bills.bob[0]!)];
    for (const [who, client] of [["alice", alice.client], ["temp", temp.client], ["anonymous", anonymous()]] as const) {
      for (const id of bobIds) {
        const result = await node(client, id);
        expect(result.node, `${who} reading ${id}`).toBeNull();
        expect(result.text, `${who} reading ${id}`).not.toMatch(/Bob/);
      }
      const both = await nodes(client, bobIds);
      expect(both.text, who).not.toMatch(/Bob/);
      for (const item of both.nodes ?? []) expect(item, who).toBeNull();
      expect(JSON.stringify((await walk(client)).viewer)).not.toContain("Bob");
    }
    // Nor the temporary user's bill, nor the other way round.
    expect((await node(alice.client, globalId("Player", temp.userId))).node).toBeNull();
    expect((await node(alice.client, globalId("Bill", bills.temp[0]!))).node).toBeNull();
    expect((await node(temp.client, globalId("Bill", bills.temp[0]!))).node).toBeNull();
    expect((await node(bob.client, globalId("Player", alice.userId))).node).toBeNull();
    expect((await node(bob.client, globalId("Bill", bills.alice[1]!))).node).toBeNull();
    const bobView = await walk(bob.client);
    expect(bobView.viewer.friends).toEqual([]);
    expect(bobView.viewer.bills.map((b) => b.title)).toEqual(["Bob bill"]);
  });

  test("node(id) with another user's Player or Bill id is simply null, with no error", async () => {
    for (const id of [globalId("Player", bob.userId), globalId("Bill", bills.bob[0]!)]) {
      const result = await node(alice.client, id);
      expect(result.node).toBeNull();
      expect(result.errors).toEqual([]);
    }
  });

  test("nodes([own id, someone else's id]) gives [own node, null]", async () => {
    const result = await nodes(alice.client, [globalId("Player", alice.userId), globalId("Player", bob.userId)]);
    expect(result.errors).toEqual([]);
    expect(result.nodes).toEqual([{ id: globalId("Player", alice.userId), username: "Alice_A" }, null]);
  });

  test("odd node ids give a GraphQL error or null, never someone's data or a 500", async () => {
    const ids = [
      "",
      "garbage",
      globalId("Player", ""),
      globalId("User", alice.userId),
      globalId("Session", "x"),
      globalId("Player", `${bob.userId}' OR '1'='1`),
      globalId("Bill", `${bills.bob[0]}`).toLowerCase(),
      globalId("Player", bob.userId.toUpperCase()),
      "UGxheWVyOg",
    ];
    for (const id of ids) {
      const result = await node(alice.client, id);
      expect(result.node, id).toBeNull();
      expect(result.text, id).not.toMatch(/Bob|"gems"/);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Mutations

const UPDATE_PROFILE = `mutation ($input: UpdateProfileInput!) {
  updateProfile(input: $input) {
    __typename
    ... on UpdateProfileSuccess { player { id username userIcon } }
    ... on ProfileValidationError { field message }
    ... on NotSignedInError { message }
  }
}`;

type UpdateResult = { updateProfile: { __typename: string; message?: string; field?: string; player?: { id: string; username: string; userIcon: number } } };

async function profile(userId: string) {
  return database.db.player.findUniqueOrThrow({ where: { userId }, select: { username: true, usernameKey: true, userIcon: true } });
}

describe("updateProfile by role", () => {
  test("anonymous and temporary users get NotSignedInError \"User not defined\" and change nothing", async () => {
    const tempBefore = await profile(temp.userId);
    for (const client of [anonymous(), temp.client]) {
      const response = await client.graphql<UpdateResult>(UPDATE_PROFILE, { input: { username: "Sneaky_1", userIcon: 3 } });
      expect(response.status).toBe(200);
      expect(response.body.data?.updateProfile).toEqual({ __typename: "NotSignedInError", message: "User not defined" });
    }
    expect(await profile(temp.userId)).toEqual(tempBefore);
    expect(await database.db.player.count({ where: { usernameKey: "sneaky_1" } })).toBe(0);
  });

  test("only ever changes the signed-in player's own profile", async () => {
    const bobBefore = await profile(bob.userId);
    const carolBefore = await profile(carol.userId);
    const response = await alice.client.graphql<UpdateResult>(UPDATE_PROFILE, { input: { username: "Alice_Two", userIcon: 12 } });
    expect(response.body.data?.updateProfile).toEqual({
      __typename: "UpdateProfileSuccess",
      player: { id: globalId("Player", alice.userId), username: "Alice_Two", userIcon: 12 },
    });
    // Trying to take Bob's name fails; nothing of Bob's moves.
    const steal = await alice.client.graphql<UpdateResult>(UPDATE_PROFILE, { input: { username: "bob_b" } });
    expect(steal.body.data?.updateProfile).toMatchObject({ __typename: "ProfileValidationError", field: "username" });
    // Extra input fields naming another user are not part of the schema: a validation error, no change.
    const extra = await alice.client.graphql<UpdateResult>(UPDATE_PROFILE, { input: { username: "Alice_Three", userId: bob.userId, id: globalId("Player", bob.userId) } });
    expect(extra.body.errors?.length).toBeGreaterThan(0);
    expect(await profile(bob.userId)).toEqual(bobBefore);
    expect(await profile(carol.userId)).toEqual(carolBefore);
    expect(await profile(alice.userId)).toMatchObject({ username: "Alice_Two", userIcon: 12 });
    // Back to the name the other tests expect.
    await alice.client.graphql(UPDATE_PROFILE, { input: { username: "Alice_A", userIcon: 4 } });
  });

  test("purchases need a signed-in player: anonymous and temporary are refused and charged nothing", async () => {
    const BUY = `mutation ($input: PurchaseInput!) { g: purchaseWithGems(input: $input) { __typename ... on PurchaseNotSignedInError { message } }
                 t: purchaseWithTokens(input: $input) { __typename ... on PurchaseNotSignedInError { message } } }`;
    const input = { kind: "CHALLENGE_SLOT", quantity: 1, unitPrice: 1 };
    for (const client of [anonymous(), temp.client]) {
      const response = await client.graphql<{ g: unknown; t: unknown }>(BUY, { input });
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({
        g: { __typename: "PurchaseNotSignedInError", message: "User not defined" },
        t: { __typename: "PurchaseNotSignedInError", message: "User not defined" },
      });
    }
    expect(await database.db.bill.count({ where: { userId: temp.userId } })).toBe(1);
  });
});

describe("payments by role", () => {
  const PAY = `mutation { ${Object.entries(PAYMENT_MUTATIONS)
    .map(([field, input]) => `${field}(input: ${input}) { __typename ... on PaymentError { code message } }`)
    .join("\n")} }`;

  test("anonymous and temporary users are told to sign in, for every payment mutation", async () => {
    for (const client of [anonymous(), temp.client]) {
      const response = await client.graphql<Record<string, { __typename: string; code: string }>>(PAY);
      expect(response.status).toBe(200);
      expect(response.body.errors).toBeUndefined();
      for (const field of Object.keys(PAYMENT_MUTATIONS)) {
        expect(response.body.data?.[field], field).toMatchObject({ __typename: "PaymentError", code: "not_signed_in" });
      }
    }
  });

  test("signed in, the same mutations get past the sign-in check", async () => {
    const response = await alice.client.graphql<Record<string, { __typename: string; code?: string }>>(PAY);
    expect(response.status).toBe(200);
    for (const field of Object.keys(PAYMENT_MUTATIONS)) expect(response.body.data?.[field]?.code, field).not.toBe("not_signed_in");
    expect((await profile(alice.userId)).username).toBe("Alice_A");
  });

  test.each<Role>(["anonymous", "temporary", "signedIn"])("%s: the REST payment calls need a signed-in player", async (role) => {
    for (const [path, body] of [
      ["/api/payment/stripe-ci", { c: 250, i: "" }],
      ["/api/payment/stripe-cf", { i: "pi_x" }],
      ["/api/payment/paypal-t", { c: 999 }],
      ["/api/payment/paypal-f", { o: "ORDER-X" }],
    ] as const) {
      const response = await clientFor(role).json<Record<string, unknown>>(path, body);
      if (role === "signedIn") expect(response.status, path).not.toBe(401);
      else expect(response.status, path).toBe(401);
      if (role !== "signedIn") expect(response.body, path).toMatchObject({ error: "not_signed_in" });
    }
  });
});

// ---------------------------------------------------------------------------------------------
// /api calls

type Role = "anonymous" | "temporary" | "signedIn";

function clientFor(role: Role): HttpClient {
  return role === "anonymous" ? anonymous() : role === "temporary" ? temp.client : alice.client;
}

async function userData(client: HttpClient, body: string, contentType = "application/json") {
  const response = await client.send("/api/user-data", { method: "POST", headers: { "content-type": contentType }, body });
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: response.status, body: json as Record<string, unknown> };
}

describe("/api/user-data by role", () => {
  test("anonymous: tp creates a temporary user; g is 401 \"User not defined\"; tm works; b and i are empty", async () => {
    const created = anonymous();
    const tp = await created.json<Record<string, unknown>>("/api/user-data", { a: "tp" });
    expect(tp.status).toBe(200);
    expect(tp.body).toMatchObject({ g: 0, t: 0, un: "", ui: 1 });
    expect(created.cookies.get("pd_tmp")).toBe("1");

    const g = await anonymous().json("/api/user-data", { a: "g" });
    expect(g).toEqual({ status: 401, body: { error: "not_signed_in", message: "User not defined" } });
    const gGet = await anonymous().json("/api/user-data?a=g");
    expect(gGet.status).toBe(401);

    const before = Date.now();
    const tm = await anonymous().json<{ tm: number }>("/api/user-data", { a: "tm" });
    expect(tm.status).toBe(200);
    expect(Object.keys(tm.body)).toEqual(["tm"]);
    expect(tm.body.tm).toBeGreaterThanOrEqual(before);

    expect(await anonymous().json("/api/user-data", { a: "b" })).toEqual({ status: 200, body: { a: [] } });
    expect(await anonymous().json("/api/user-data", { a: "i" })).toEqual({ status: 200, body: { a: [] } });
  });

  test("temporary: tp and g give its own data; b and i are empty even though it has a bill and a friend", async () => {
    const tp = await temp.client.json<{ ic: string }>("/api/user-data", { a: "tp" });
    const g = await temp.client.json<{ ic: string }>("/api/user-data", { a: "g" });
    const player = await database.db.player.findUniqueOrThrow({ where: { userId: temp.userId } });
    expect(tp.status).toBe(200);
    expect(g.status).toBe(200);
    expect(tp.body.ic).toBe(player.inviteCode);
    expect(g.body.ic).toBe(player.inviteCode);
    expect(await userIdOf(temp.client)).toBe(temp.userId);
    expect(await temp.client.json("/api/user-data", { a: "b" })).toEqual({ status: 200, body: { a: [] } });
    expect(await temp.client.json("/api/user-data", { a: "i" })).toEqual({ status: 200, body: { a: [] } });
    expect((await temp.client.json<{ tm: number }>("/api/user-data", { a: "tm" })).status).toBe(200);
  });

  test("signed in: g is its own data, b its bills in short keys (newest first), i its friends", async () => {
    const g = await alice.client.json<Record<string, unknown>>("/api/user-data", { a: "g" });
    expect(g.status).toBe(200);
    expect(g.body).toMatchObject({ g: 100, t: 500, un: "Alice_A", ui: 4 });
    // tp for a signed-in player is its own data too, and no temporary user is made.
    const users = await database.db.user.count();
    expect((await alice.client.json<Record<string, unknown>>("/api/user-data", { a: "tp" })).body).toMatchObject({ un: "Alice_A" });
    expect(await database.db.user.count()).toBe(users);

    const b = await alice.client.json<{ a: Record<string, unknown>[] }>("/api/user-data", { a: "b" });
    expect(b.status).toBe(200);
    expect(b.body.a.map((bill) => bill.d)).toEqual([bills.alice[1], bills.alice[0]]);
    expect(b.body.a[0]).toEqual({ d: bills.alice[1], t: expect.any(Number), k: 0, x: "SOL", i: "UNDO", n: "Alice newer", q: 2, c: "g", a: 40 });

    const i = await alice.client.json<{ a: unknown[] }>("/api/user-data", { a: "i" });
    expect(i).toEqual({ status: 200, body: { a: [{ un: "Carol_C", ui: 5, r1: true, r2: false, pr: false }] } });

    // Bob sees his own, never Alice's.
    const bobBills = await bob.client.json<{ a: { d: string }[] }>("/api/user-data", { a: "b" });
    expect(bobBills.body.a.map((bill) => bill.d)).toEqual(bills.bob);
    expect(await bob.client.json("/api/user-data", { a: "i" })).toEqual({ status: 200, body: { a: [] } });
  });

  test.each<Role>(["anonymous", "temporary", "signedIn"])("%s: an unknown action or a bad body is a 400, not a 500", async (role) => {
    const client = clientFor(role);
    const unknown = await userData(client, '{"a":"zz"}');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error: "bad_action" });
    const badJson = await userData(client, "{not json");
    expect(badJson.status).toBe(400);
    expect(badJson.body).toMatchObject({ error: "bad_action" });
    const empty = await userData(client, "");
    expect(empty.status).toBe(400);
  });

  test.each<Role>(["anonymous", "temporary", "signedIn"])("%s: the purchase calls need a signed-in player", async (role) => {
    const client = clientFor(role);
    for (const path of ["/api/purch-g", "/api/purch-t"]) {
      const response = await client.json<Record<string, unknown>>(path, { t: 4, p: 1, q: 1 });
      if (role === "signedIn") expect(response.status, path).not.toBe(401);
      else expect(response, path).toEqual({ status: 401, body: { error: "not_signed_in", n: 0, message: "User not defined" } });
    }
  });

  test("an unknown /api path is a JSON 404 for everyone", async () => {
    for (const role of ["anonymous", "temporary", "signedIn"] as const) {
      const response = await clientFor(role).json("/api/nothing-here", {});
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ error: "not_found" });
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Malformed input

const ODD_BODIES: [string, string][] = [
  ["application/json", ""],
  ["application/json", " "],
  ["application/json", "null"],
  ["application/json", "true"],
  ["application/json", "0"],
  ["application/json", '"tp"'],
  ["application/json", "[]"],
  ["application/json", '["g"]'],
  ["application/json", "{"],
  ["application/json", "}"],
  ["application/json", '{"a":'],
  ["application/json", '{"a":null}'],
  ["application/json", '{"a":1}'],
  ["application/json", '{"a":true}'],
  ["application/json", '{"a":{}}'],
  ["application/json", '{"a":["g"]}'],
  ["application/json", '{"a":"G"}'],
  ["application/json", '{"a":" g "}'],
  ["application/json", '{"a":"g\\u0000"}'],
  ["application/json", '{"a":"__proto__"}'],
  ["application/json", '{"a":"constructor"}'],
  ["application/json", '{"a":"toString"}'],
  ["application/json", '{"__proto__":{"a":"g"}}'],
  ["application/json", '{"constructor":{"prototype":{"a":"g"}}}'],
  ["application/json", `{"a":"${"x".repeat(100_000)}"}`],
  ["application/json", `${"[".repeat(5_000)}${"]".repeat(5_000)}`],
  ["application/json", '{"a":"b","a":"zz"}'],
  ["application/json", '{"a":"\ud800"}'],
  ["application/json", "\u0000\u0001\u0002"],
  ["application/json", "\uFEFF{\"a\":\"tm\"}"],
  ["text/plain", '{"a":"tm"}'],
  ["application/x-www-form-urlencoded", "a=g"],
  ["multipart/form-data; boundary=x", "--x\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\ng\r\n--x--"],
  ["application/xml", "<a>g</a>"],
];

const ODD_QUERIES = ["?a=", "?a=g&a=tp", "?a=%00", "?a=%E0%A4%A", "?a[]=g", "?a=b%20", `?a=${"z".repeat(5000)}`];

function expectNoServerError(status: number, label: string) {
  expect(status, label).toBeGreaterThanOrEqual(200);
  expect(status, label).toBeLessThan(500);
}

describe("malformed input never produces a 500", () => {
  test.each<Role>(["anonymous", "temporary", "signedIn"])("%s: odd bodies and query strings at /api/user-data", async (role) => {
    for (const [contentType, body] of ODD_BODIES) {
      const client = role === "anonymous" ? anonymous() : clientFor(role);
      const response = await userData(client, body, contentType);
      const label = `${contentType} ${JSON.stringify(body.slice(0, 60))}`;
      expectNoServerError(response.status, label);
      expect(typeof response.body, label).toBe("object");
    }
    for (const query of ODD_QUERIES) {
      const response = await (role === "anonymous" ? anonymous() : clientFor(role)).send(`/api/user-data${query}`);
      expectNoServerError(response.status, query.slice(0, 60));
    }
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const response = await clientFor(role).send("/api/user-data", { method, headers: { "content-type": "application/json" }, body: '{"a":"g"}' });
      expectNoServerError(response.status, method);
    }
    // Whatever came in, the signed-in players' data is intact.
    expect(await profile(alice.userId)).toMatchObject({ username: "Alice_A" });
  });

  test("signed in: odd bodies at the purchase calls", async () => {
    const before = await database.db.player.findUniqueOrThrow({ where: { userId: alice.userId }, select: { gems: true, tokens: true } });
    const bodies = [
      ...ODD_BODIES.map(([, body]) => body),
      '{"t":-1,"p":1,"q":1}',
      '{"t":99,"p":1,"q":1}',
      '{"t":0.5,"p":1,"q":1}',
      '{"t":0,"p":-100,"q":-1,"x":"SOL","i":"UNDO","c":5}',
      '{"t":0,"p":1e308,"q":1e308,"x":"SOL","i":"UNDO","c":5}',
      '{"t":0,"p":0,"q":0,"x":"SOL","i":"UNDO","c":0}',
      '{"t":4,"p":"1","q":"1"}',
      '{"t":2,"p":1,"q":1,"b":{"$ne":null}}',
      '{"t":5,"p":1,"q":2147483648,"i":"WELCOME-A"}',
    ];
    for (const path of ["/api/purch-g", "/api/purch-t"]) {
      for (const body of bodies) {
        const response = await alice.client.send(path, { method: "POST", headers: { "content-type": "application/json" }, body });
        expectNoServerError(response.status, `${path} ${body.slice(0, 60)}`);
      }
    }
    expect(await database.db.player.findUniqueOrThrow({ where: { userId: alice.userId }, select: { gems: true, tokens: true } })).toEqual(before);
  });

  const ODD_VARIABLES: unknown[] = [
    {},
    { input: null },
    { input: "Alice" },
    { input: [] },
    { input: {} },
    { input: { username: null, userIcon: null } },
    { input: { username: 123 } },
    { input: { username: true } },
    { input: { username: ["Alice_Z"] } },
    { input: { username: { $ne: null } } },
    { input: { username: "" } },
    { input: { username: "   " } },
    { input: { username: "a".repeat(100_000) } },
    { input: { username: "😀😀😀" } },
    { input: { username: "nul\u0000l" } },
    { input: { username: "\ud800abc" } },
    { input: { username: "Robert'); DROP TABLE \"Player\";--" } },
    { input: { username: "bob_b" } },
    { input: { userIcon: 0 } },
    { input: { userIcon: 37 } },
    { input: { userIcon: -1 } },
    { input: { userIcon: 1.5 } },
    { input: { userIcon: "5" } },
    { input: { userIcon: 2 ** 31 } },
    { input: { userIcon: 1e308 } },
    { input: { userIcon: Number.MAX_SAFE_INTEGER } },
    { input: { userIcon: null, username: "Alice_A" } },
    { input: { unknownField: 1 } },
    "not an object",
    [],
    null,
  ];

  test.each<Role>(["anonymous", "temporary", "signedIn"])("%s: odd variables and bodies at updateProfile", async (role) => {
    const client = clientFor(role);
    const bobBefore = await profile(bob.userId);
    for (const variables of ODD_VARIABLES) {
      const response = await client.send("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: UPDATE_PROFILE, variables }),
      });
      const label = JSON.stringify(variables)?.slice(0, 80) ?? String(variables);
      expectNoServerError(response.status, label);
      const body = (await response.json()) as { data?: UpdateResult | null; errors?: { message: string }[] };
      for (const error of body.errors ?? []) expect(error.message, label).not.toMatch(/unexpected error/i);
      const result = body.data?.updateProfile;
      if (result) {
        expect(["UpdateProfileSuccess", "ProfileValidationError", "NotSignedInError"], label).toContain(result.__typename);
        if (role !== "signedIn") expect(result.__typename, label).toBe("NotSignedInError");
      }
    }
    const rawBodies = ["", "{", "null", "[]", '{"query":null}', '{"query":123}', '{"query":"{"}', '{"query":"mutation { updateProfile }"}', '{"query":"query { viewer { nope } }"}'];
    for (const raw of rawBodies) {
      const response = await client.send("/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: raw });
      expectNoServerError(response.status, raw);
    }
    expect(await profile(bob.userId)).toEqual(bobBefore);
    if (role === "signedIn") {
      const after = await profile(alice.userId);
      expect(after.userIcon).toBeGreaterThanOrEqual(1);
      expect(after.userIcon).toBeLessThanOrEqual(36);
      expect(after.username).toBe("Alice_A");
    }
  });
});

describe("no cookies, forged cookies", () => {
  test("a made-up or tampered session cookie is treated as anonymous", async () => {
    const real = alice.client.cookies.get(SESSION_COOKIE) ?? "";
    const [token = "", signature = ""] = decodeURIComponent(real).split(".");
    const forgeries = [
      "nonsense",
      `${token}`,
      `${token}.${"A".repeat(signature.length)}`,
      encodeURIComponent(`${bob.userId}.${signature}`),
      // Change the token's last character to one it is not (a fixed "x" is the real cookie 1 time in 62).
      `${token.slice(0, -1)}${token.endsWith("x") ? "y" : "x"}.${signature}`,
    ];
    for (const forged of forgeries) {
      const client = new HttpClient(app);
      client.cookies.set(SESSION_COOKIE, forged);
      const response = await client.graphql<{ viewer: { status: string; player: unknown } }>("{ viewer { status player { id } } }");
      expect(response.body.data?.viewer, forged).toEqual({ status: "ANONYMOUS", player: null });
      expect((await client.json("/api/user-data", { a: "g" })).status, forged).toBe(401);
    }
    // The hint cookies carry no identity: setting them by hand changes nothing.
    const hinted = new HttpClient(app);
    hinted.cookies.set("pd_known", "1");
    hinted.cookies.set("pd_tmp", "1");
    expect((await hinted.json("/api/user-data", { a: "g" })).status).toBe(401);
    expect(TEST_ORIGIN).toBe("http://localhost");
  });
});

describe("game sessions by role", () => {
  const START = "mutation ($game: String!) { startGame(input: { game: $game }) { ... on StartGameSuccess { session { id saveMode } } } }";
  const FINISH = "mutation ($session: ID!) { finishGame(input: { session: $session, moves: [] }) { __typename ... on GameError { code } } }";
  const SAVE = "mutation ($session: ID!) { saveGame(input: { session: $session, moves: [] }) { __typename ... on GameError { code } } }";
  const MOVE = 'mutation ($session: ID!) { gameMove(input: { session: $session, move: { t: "guess", word: "crane" } }) { __typename ... on GameError { code } } }';
  const POWERUP = 'mutation ($session: ID!) { usePowerup(input: { session: $session, powerup: "MG" }) { __typename ... on GameError { code } } }';
  const SESSION_NODE = "query ($id: ID!) { node(id: $id) { id ... on GameSession { seed moves } } }";

  async function start(client: HttpClient, game: string) {
    const response = await client.graphql<{ startGame: { session: { id: string; saveMode: number } } }>(START, { game });
    return response.body.data!.startGame.session;
  }

  test("save modes follow the role (spec 3): anonymous 0, temporary 1, signed in 2", async () => {
    expect((await start(anonymous(), "KLO")).saveMode).toBe(0);
    expect((await start(temp.client, "KLO")).saveMode).toBe(1);
    expect((await start(alice.client, "KLO")).saveMode).toBe(2);
  });

  test("nobody reads or plays another player's session", async () => {
    const bobSession = await start(bob.client, "WOR");
    for (const [who, client] of [["alice", alice.client], ["temp", temp.client], ["anonymous", anonymous()]] as const) {
      const read = await client.graphql<{ node: unknown }>(SESSION_NODE, { id: bobSession.id });
      expect(read.body, who).toEqual({ data: { node: null } });
      for (const mutation of [FINISH, SAVE, MOVE, POWERUP]) {
        const answer = await client.graphql<Record<string, { __typename: string; code: string }>>(mutation, { session: bobSession.id });
        expect(Object.values(answer.body.data ?? {})[0], `${who}: ${mutation.slice(0, 30)}`).toEqual({ __typename: "GameError", code: "NOT_YOURS" });
      }
      const sessions = await client.graphql<{ viewer: { gameSessions: { edges: { node: { id: string } }[] } } }>("{ viewer { gameSessions(first: 50) { edges { node { id } } } } }");
      expect(sessions.body.data?.viewer.gameSessions.edges.map((edge) => edge.node.id), who).not.toContain(bobSession.id);
    }
    expect((await bob.client.graphql<{ node: { id: string } | null }>(SESSION_NODE, { id: bobSession.id })).body.data?.node?.id).toBe(bobSession.id);
  });
});

describe("Q&A by role", () => {
  const ASK = 'mutation { askQuestion(input: { game: "KLO", text: "Who may ask questions here?" }) { __typename ... on QuestionAsked { question { id } } ... on QaError { code } } }';
  type Asked = { askQuestion: { __typename: string; question?: { id: string }; code?: string } };
  const posts = async () => (await database.db.qaQuestion.count()) + (await database.db.qaAnswer.count()) + (await database.db.qaResponse.count());
  const votes = async () => (await database.db.qaQuestionVote.count()) + (await database.db.qaAnswerVote.count());

  test("visitors and temporary users read questions but are told to sign in to ask, answer, respond or vote, and nothing changes", async () => {
    const asked = (await alice.client.graphql<Asked>(ASK)).body.data!.askQuestion;
    expect(asked.__typename).toBe("QuestionAsked");
    const questionId = asked.question!.id;
    const answerRow = await database.db.qaAnswer.create({ data: { questionId: Number(Buffer.from(questionId, "base64").toString().split(":")[1]), userId: alice.userId, text: "Signed-in players." } });
    const answerId = globalId("QaAnswer", String(answerRow.id));
    const refusals = [
      ASK,
      `mutation { answerQuestion(input: { question: "${questionId}", text: "An answer" }) { __typename ... on QaError { code } } }`,
      `mutation { respondToAnswer(input: { answer: "${answerId}", text: "A response" }) { __typename ... on QaError { code } } }`,
      `mutation { vote(input: { post: "${questionId}", direction: UP }) { __typename ... on QaError { code } } }`,
      `mutation { vote(input: { post: "${answerId}", direction: DOWN }) { __typename ... on QaError { code } } }`,
    ];
    const [postsBefore, votesBefore] = [await posts(), await votes()];
    for (const client of [anonymous(), temp.client]) {
      const listed = await client.graphql<{ game: { questions: { edges: unknown[] } } }>('{ game(id: "KLO") { questions(first: 50) { edges { node { id myVote } } } } }');
      expect(listed.body.errors).toBeUndefined();
      expect(listed.body.data!.game.questions.edges.length).toBeGreaterThan(0);
      for (const mutation of refusals) {
        const response = await client.graphql<Record<string, { __typename: string; code?: string }>>(mutation);
        expect(Object.values(response.body.data!)[0], mutation).toEqual({ __typename: "QaError", code: "SIGN_IN" });
      }
    }
    expect([await posts(), await votes()]).toEqual([postsBefore, votesBefore]);
  });

  test("a player's vote is theirs alone: another player's vote neither changes nor shows it", async () => {
    const asked = (await bob.client.graphql<Asked>(ASK)).body.data!.askQuestion;
    const id = asked.question!.id;
    type Voted = { vote: { question: { score: number; myVote: string } } };
    const VOTE = (direction: string) => `mutation { vote(input: { post: "${id}", direction: ${direction} }) { ... on Voted { question { score myVote } } } }`;
    expect((await alice.client.graphql<Voted>(VOTE("UP"))).body.data!.vote.question).toEqual({ score: 1, myVote: "UP" });
    expect((await bob.client.graphql<Voted>(VOTE("NONE"))).body.data!.vote.question).toEqual({ score: 1, myVote: "NONE" });
    const MINE = `query { node(id: "${id}") { ... on QaQuestion { score myVote } } }`;
    expect((await anonymous().graphql<{ node: unknown }>(MINE)).body.data!.node).toEqual({ score: 1, myVote: "NONE" });
    expect((await alice.client.graphql<{ node: unknown }>(MINE)).body.data!.node).toEqual({ score: 1, myVote: "UP" });
  });
});
