/**
 * The operator's console over GraphQL (issue 33): one `admin` field of Query (null unless the
 * viewer has a console role) and admin-prefixed mutations. Only translates to api/admin/, which
 * decides who may do what; a field the role may not read is null, a refused action the AdminError
 * member of its result.
 */
import { encodeGlobalID, resolveCursorConnection, type DefaultConnectionArguments } from "@pothos/plugin-relay";
import { createGraphQLError, Repeater } from "graphql-yoga";
import { z } from "zod";
import { AdminError, allows, CONSOLE_PERMISSION_NAMES, CONSOLE_REFUSAL, permissionsOf, staffOf, staffOfOperation, type AdminErrorCode, type ConsolePermission, type Staff } from "../admin/access.ts";
import { readAuditLog, type AuditEntry } from "../admin/audit.ts";
import { chatMessageReports, chatReportsPage, hideChatMessage, keepChatMessage, MAX_CHAT_REPORTS_PAGE } from "../admin/chatReports.ts";
import { catalogOverview, challengeWeeks, MAX_CALENDAR_WEEKS, type CalendarChallenge, type CatalogOverview, type ChallengeWeek, type ContentEnvironment } from "../admin/content.ts";
import { couponsPage, couponState, createCouponAsStaff, MAX_COUPON_PAGE, type CouponCursor, type CouponRow } from "../admin/coupons.ts";
import { DASHBOARD_PUSH_SECONDS, dashboardSnapshot, ONLINE_MINUTES, TRAFFIC_WINDOW_SECONDS, type CurrencyFlow, type DashboardEnvironment, type DashboardSnapshot } from "../admin/dashboard.ts";
import { exportPlayer } from "../admin/exportPlayer.ts";
import { hideQaPost, keepQaPost, MAX_QA_REPORTS_PAGE, qaPostReports, qaReportsPage } from "../admin/qaReports.ts";
import {
  adjustBalance,
  closePlayer,
  ledgerPage,
  MAX_LEDGER_PAGE,
  mutePlayer,
  playerChallenges,
  playerChatReports,
  playerGameSessions,
  playerInventory,
  playerPayments,
  playerPins,
  playerProfile,
  playerSignInSessions,
  searchPlayers,
  setBanned,
  type AdminEnvironment,
  type LedgerRow,
  type PlayerProfile,
} from "../admin/players.ts";
import {
  disputesInFlight,
  ledgerMismatches,
  MAX_MONEY_DAYS,
  MAX_ORDER_PAGE,
  MAX_PROBLEM_ORDERS,
  MAX_ORDER_REFUNDS,
  moneyDays,
  orderRefunds,
  paymentOrdersPage,
  paymentProblems,
  refundsInFlight,
  type CheckedOrder,
  type DisputeInFlight,
  type MoneyDay,
  type OrderCursor,
  type PaymentOrderDetail,
  type RefundInFlight,
} from "../admin/money.ts";
import { challengeCatalog, type CatalogChallenge } from "../challenges/catalog.ts";
import { challengeEnvironment } from "../challenges/challenges.ts";
import type { ReportedMessage, ReportedMessageKey } from "../chat/chat.ts";
import { findChatRoom } from "../chat/rooms.ts";
import type { PaymentRefund } from "../generated/prisma/client.ts";
import type { Json } from "../play/json.ts";
import { reportedPostDetails, type ReportableKind, type ReportedPostDetails, type ReportedPostKey } from "../qa/qa.ts";
import type { LedgerCheck } from "../wallet/wallet.ts";
import { builder } from "./builder.ts";
import { ChatReportNote, chatMessageIdOf } from "./chat.ts";
import { rowNumber } from "./rowNumber.ts";
import type { GraphQLContext } from "./context.ts";
import { Currency } from "./viewer.ts";

const StaffRoleEnum = builder.enumType("StaffRole", { values: ["ADMIN", "MODERATOR"] as const, description: "A console role (granted with npm run role)." });
const AdminPermissionEnum = builder.enumType("AdminPermission", {
  values: CONSOLE_PERMISSION_NAMES,
  description: "What a console role allows (api/admin/access.ts).",
});

const AdminInventoryItem = builder.objectRef<Awaited<ReturnType<typeof playerInventory>>[number]>("AdminInventoryItem").implement({
  fields: (t) => ({
    kind: t.exposeString("kind"),
    gameCode: t.string({ nullable: true, resolve: (item) => item.gameId || null }),
    itemId: t.exposeString("itemId"),
    count: t.exposeInt("count"),
  }),
});

const AdminSignInSession = builder.objectRef<Awaited<ReturnType<typeof playerSignInSessions>>[number]>("AdminSignInSession").implement({
  description: "A sign-in session (one browser or device), without its token.",
  fields: (t) => ({
    id: t.exposeID("id"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    lastSeenAt: t.expose("updatedAt", { type: "DateTime" }),
    expiresAt: t.expose("expiresAt", { type: "DateTime" }),
    userAgent: t.exposeString("userAgent", { nullable: true }),
    ipAddress: t.exposeString("ipAddress", { nullable: true }),
  }),
});

const AdminGameSession = builder.objectRef<Awaited<ReturnType<typeof playerGameSessions>>[number]>("AdminGameSession").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    gameCode: t.exposeString("gameId"),
    daily: t.exposeBoolean("daily"),
    phase: t.exposeString("phase"),
    score: t.exposeInt("score"),
    tokensPaid: t.exposeInt("tokensPaid"),
    startedAt: t.expose("startedAt", { type: "DateTime" }),
    finishedAt: t.expose("finishedAt", { type: "DateTime", nullable: true }),
    verdict: t.exposeString("verdict", { nullable: true }),
  }),
});

const AdminPinPlacement = builder.objectRef<Awaited<ReturnType<typeof playerPins>>[number]>("AdminPinPlacement").implement({
  fields: (t) => ({
    boardId: t.exposeString("boardId"),
    pinId: t.exposeString("pinId"),
    x: t.exposeInt("x"),
    y: t.exposeInt("y"),
    placedAt: t.expose("placedAt", { type: "DateTime" }),
  }),
});

const AdminChallenge = builder.objectRef<Awaited<ReturnType<typeof playerChallenges>>[number]>("AdminChallenge").implement({
  fields: (t) => ({
    challengeId: t.exposeString("challengeId"),
    kind: t.exposeString("kind"),
    status: t.exposeString("status"),
    tokens: t.exposeInt("tokens"),
    acceptedAt: t.expose("acceptedAt", { type: "DateTime" }),
    completedAt: t.expose("completedAt", { type: "DateTime", nullable: true }),
  }),
});

const AdminChatReport = builder.objectRef<Awaited<ReturnType<typeof playerChatReports>>[number]>("AdminChatReport").implement({
  description: "Another player's report of one of this player's messages.",
  fields: (t) => ({
    reason: t.exposeString("reason"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    settledAt: t.expose("settledAt", { type: "DateTime", nullable: true }),
    roomId: t.string({ resolve: (report) => report.message.roomId }),
    body: t.string({ resolve: (report) => report.message.body }),
    messageHidden: t.boolean({ resolve: (report) => report.message.hiddenAt !== null }),
  }),
});

const AdminPaymentReversal = builder.objectRef<PaymentOrderDetail["reversals"][number]>("AdminPaymentReversal").implement({
  description: "A refund or dispute event from the provider, and the gems it took back.",
  fields: (t) => ({
    eventId: t.exposeID("id", { description: "The provider's event id." }),
    kind: t.exposeString("kind", { description: "refund, dispute, or refund failed (a refund undone: it asks back minus its share)." }),
    gemsRequested: t.exposeInt("gemsRequested", { description: "Gems asked back; negative for a refund failed, by the gems no longer asked back." }),
    gemsTaken: t.exposeInt("gemsTaken"),
    state: t.exposeString("state", { description: "OPEN (a dispute being decided), SETTLED (final) or WON (a dispute decided for us: its gems were given back)." }),
    caseId: t.exposeString("caseId", { nullable: true, description: "The provider's dispute id, or the refund's id of a refund failed." }),
    gemsRestored: t.exposeInt("gemsRestored", { description: "Gems given back when the dispute was won or the refund failed." }),
    closedAt: t.expose("closedAt", { type: "DateTime", nullable: true, description: "When the dispute closed." }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

const AdminPaymentRefund = builder.objectRef<PaymentRefund>("AdminPaymentRefund").implement({
  description: "A refund the provider reported for an order, and where it stands.",
  fields: (t) => ({
    refundId: t.exposeID("refundId", { description: "The provider's refund id." }),
    amountCents: t.exposeInt("amountCents", { description: "The money refunded, in the order's currency." }),
    state: t.exposeString("state", { description: "PENDING until the provider says it SUCCEEDED, FAILED or was CANCELED (a refund that succeeded can still fail)." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the portal first heard of the refund." }),
    settledAt: t.expose("settledAt", { type: "DateTime", nullable: true, description: "When it left PENDING (or last moved on); null while pending." }),
  }),
});

/**
 * The refunds of each of `orderIds`, in their order: the loader of `refunds` gathers the orders of
 * a list, so a list of orders takes one statement, not one per order.
 */
async function refundsOfOrders(orderIds: readonly string[], context: GraphQLContext): Promise<PaymentRefund[][]> {
  const staff = await staffOfOperation(context);
  const refunds = (staff && (await orderRefunds(context.db, staff, orderIds))) ?? new Map<string, PaymentRefund[]>();
  return orderIds.map((id) => refunds.get(id) ?? []);
}

const AdminPaymentOrder = builder.objectRef<PaymentOrderDetail>("AdminPaymentOrder").implement({
  description: "A payment order with what the provider told us and what the portal did: the credit and each reversal.",
  fields: (t) => ({
    id: t.exposeID("id"),
    userId: t.exposeID("userId"),
    provider: t.exposeString("provider"),
    providerPaymentId: t.exposeString("providerPaymentId", { nullable: true }),
    status: t.exposeString("status"),
    failureMessage: t.exposeString("failureMessage", { nullable: true }),
    amountCents: t.exposeInt("amountCents"),
    currency: t.exposeString("currency"),
    gems: t.exposeInt("gems"),
    creditedGems: t.int({ resolve: (order) => order.credit?.gems ?? 0 }),
    creditedAt: t.field({ type: "DateTime", nullable: true, resolve: (order) => order.credit?.createdAt ?? null }),
    reversedGems: t.exposeInt("reversedGems"),
    unrecoveredGems: t.exposeInt("unrecoveredGems"),
    reversals: t.field({ type: [AdminPaymentReversal], resolve: (order) => order.reversals }),
    refunds: t.loadableList({
      type: AdminPaymentRefund,
      description: `Every refund the provider reported for the order, oldest first (at most ${MAX_ORDER_REFUNDS}).`,
      load: (orderIds: string[], context) => refundsOfOrders(orderIds, context),
      resolve: (order) => order.id,
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    succeededAt: t.expose("succeededAt", { type: "DateTime", nullable: true }),
  }),
});

const AdminCheckedOrder = builder.objectRef<CheckedOrder>("AdminCheckedOrder").implement({
  description: "An order and what does not reconcile about it (empty when its credit, reversals and ledger rows agree).",
  fields: (t) => ({
    order: t.field({ type: AdminPaymentOrder, resolve: (row) => row.order }),
    problems: t.stringList({ resolve: (row) => row.problems }),
  }),
});

const AdminAmount = builder.objectRef<MoneyDay["amounts"][number]>("AdminAmount").implement({
  fields: (t) => ({ currency: t.exposeString("currency"), cents: t.exposeInt("cents") }),
});

const AdminMoneyDay = builder.objectRef<MoneyDay>("AdminMoneyDay").implement({
  description: "One UTC day of money: payments credited, refunds and disputes, and every gem and token created and spent (transfers of a temporary wallet left out).",
  fields: (t) => ({
    day: t.exposeString("day", { description: "YYYY-MM-DD (UTC)." }),
    ordersPaid: t.exposeInt("ordersPaid"),
    amounts: t.field({ type: [AdminAmount], resolve: (day) => day.amounts }),
    gemsCredited: t.exposeInt("gemsCredited"),
    gemsReversed: t.exposeInt("gemsReversed"),
    gemsTakenBack: t.exposeInt("gemsTakenBack"),
    gemsCreated: t.exposeInt("gemsCreated"),
    gemsSpent: t.exposeInt("gemsSpent"),
    tokensCreated: t.exposeInt("tokensCreated"),
    tokensSpent: t.exposeInt("tokensSpent"),
  }),
});

/**
 * The cursor of a row listed by creation time and then a key, newest first (orders by id, coupons
 * by code): the last row's time and key, as base64url of "time|key".
 */
const timeKeyCursor = {
  encode: (createdAt: Date, key: string) => Buffer.from(`${createdAt.toISOString()}|${key}`).toString("base64url"),
  decode(cursor: string): { createdAt: Date; key: string } {
    const [time = "", key = ""] = Buffer.from(cursor, "base64url").toString().split("|");
    const createdAt = new Date(time);
    if (Number.isNaN(createdAt.getTime()) || key === "") throw createGraphQLError(`"${cursor.slice(0, 100)}" is not a valid cursor.`, { extensions: { code: "BAD_USER_INPUT" } });
    return { createdAt, key };
  },
};

/** A console list's page, newest first and forward only: `after` is the last row seen; `before`/`last` are not offered. */
function forwardPage<T, C>(
  args: DefaultConnectionArguments,
  cursors: { encode: (row: T) => string; decode: (cursor: string) => C; maxSize: number },
  load: (after: C | null, take: number) => Promise<T[]>,
) {
  return resolveCursorConnection<Promise<T[]>>({ args, toCursor: cursors.encode, defaultSize: 20, maxSize: cursors.maxSize }, ({ before, after, limit, inverted }): Promise<T[]> => {
    if (before !== undefined || inverted) throw createGraphQLError("Page forward with first and after.", { extensions: { code: "BAD_USER_INPUT" } });
    return load(after === undefined ? null : cursors.decode(after), limit);
  });
}

const ORDER_CURSORS = {
  encode: ({ order }: CheckedOrder) => timeKeyCursor.encode(order.createdAt, order.id),
  decode: (cursor: string): OrderCursor => {
    const { createdAt, key } = timeKeyCursor.decode(cursor);
    return { createdAt, id: key };
  },
  maxSize: MAX_ORDER_PAGE,
};

const AdminDisputeInFlight = builder.objectRef<DisputeInFlight>("AdminDisputeInFlight").implement({
  description: "A dispute the card network is still deciding (its gems were taken back when it opened), with its order.",
  fields: (t) => ({
    dispute: t.field({ type: AdminPaymentReversal, resolve: (row) => row.dispute }),
    order: t.field({ type: AdminPaymentOrder, resolve: (row) => row.order }),
  }),
});

const AdminRefundInFlight = builder.objectRef<RefundInFlight>("AdminRefundInFlight").implement({
  description: "A refund the provider reported as pending and has not yet settled (its gems were taken back when it was asked), with its order.",
  fields: (t) => ({
    refundId: t.id({ resolve: (row) => row.refund.refundId, description: "The provider's refund id." }),
    amountCents: t.int({ resolve: (row) => row.refund.amountCents, description: "The money refunded, in the order's currency." }),
    state: t.string({ resolve: (row) => row.refund.state, description: "PENDING while the provider has not said it succeeded or failed." }),
    createdAt: t.field({ type: "DateTime", resolve: (row) => row.refund.createdAt, description: "When the portal first heard of the refund." }),
    order: t.field({ type: AdminPaymentOrder, resolve: (row) => row.order }),
  }),
});

type MoneySource = { staff: Staff };
const AdminMoney = builder.objectRef<MoneySource>("AdminMoney").implement({
  description: "Payments and the books: reconciliation, every order with its provider events, daily totals.",
  fields: (t) => ({
    problems: t.field({
      type: [AdminCheckedOrder],
      description: "Orders that do not reconcile (credit, reversals and ledger disagree, gems still owed, or no answer from the provider), newest first.",
      resolve: async ({ staff }, _args, { db }) => (await paymentProblems(db, staff, new Date())) ?? [],
    }),
    inFlight: t.field({
      type: [AdminDisputeInFlight],
      description: `Disputes still open, oldest first (at most ${MAX_PROBLEM_ORDERS}).`,
      resolve: async ({ staff }, _args, { db }) => (await disputesInFlight(db, staff)) ?? [],
    }),
    refundsInFlight: t.field({
      type: [AdminRefundInFlight],
      description: `Refunds the provider reported as pending and has not yet settled, oldest first (at most ${MAX_PROBLEM_ORDERS}).`,
      resolve: async ({ staff }, _args, { db }) => (await refundsInFlight(db, staff)) ?? [],
    }),
    days: t.field({
      type: [AdminMoneyDay],
      description: `The last \`count\` UTC days, today first (at most ${MAX_MONEY_DAYS}).`,
      args: { count: t.arg.int({ required: false, defaultValue: 14 }) },
      resolve: async ({ staff }, { count }, { db }) => (await moneyDays(db, staff, count ?? 14, new Date())) ?? [],
    }),
    orders: t.connection({
      type: AdminCheckedOrder,
      description: `Every payment order, newest first (at most ${MAX_ORDER_PAGE} a page).`,
      resolve: ({ staff }, args, { db }) => forwardPage(args, ORDER_CURSORS, async (after, take) => (await paymentOrdersPage(db, staff, { after, take }, new Date())) ?? []),
    }),
  }),
});

const AdminLedgerEntry = builder.objectRef<LedgerRow>("AdminLedgerEntry").implement({
  description: "One row of a player's ledger: every balance change, with the balance after it.",
  fields: (t) => ({
    id: t.id({ resolve: (row) => `AdminLedgerEntry:${row.id}` }),
    currency: t.field({ type: Currency, resolve: (row) => row.currency }),
    delta: t.exposeInt("delta"),
    balanceAfter: t.exposeInt("balanceAfter"),
    reason: t.exposeString("reason"),
    reference: t.exposeString("reference", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

const AdminAuditEntryRef = builder.objectRef<AuditEntry>("AdminAuditEntry").implement({
  description: "One console action: who, what, when, and the state before and after. Never changed once written.",
  fields: (t) => ({
    id: t.id({ resolve: (row) => `AdminAuditEntry:${row.id}` }),
    actorId: t.exposeID("actorId", { nullable: true, description: "Who acted; null for the command line." }),
    action: t.exposeString("action"),
    targetUserId: t.exposeID("targetUserId", { nullable: true }),
    reason: t.exposeString("reason"),
    before: t.field({ type: "JSON", nullable: true, resolve: (row) => row.before }),
    after: t.field({ type: "JSON", nullable: true, resolve: (row) => row.after }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

/** Row ids are the cursors of the ledger and the audit log: they only grow, so "before id" pages newest first. */
function idCursorPage<T extends { id: bigint }>(args: DefaultConnectionArguments, load: (beforeId: bigint | null, take: number) => Promise<T[]>) {
  return forwardPage(args, { encode: (row: T) => row.id.toString(), decode: cursorId, maxSize: MAX_LEDGER_PAGE }, load);
}

function cursorId(cursor: string): bigint {
  if (!/^\d{1,19}$/.test(cursor)) throw createGraphQLError(`"${cursor}" is not a valid cursor.`, { extensions: { code: "BAD_USER_INPUT" } });
  return BigInt(cursor);
}

type PlayerSource = { staff: Staff; profile: PlayerProfile };
const AdminPlayer = builder.objectRef<PlayerSource>("AdminPlayer");

AdminPlayer.implement({
  description: "A player as the console shows them. Fields the viewer's role may not read are null.",
  fields: (t) => ({
    // Relay keeps objects with an id as one record: a mutation's answer then updates the page that shows the player.
    id: t.id({ description: "The console's id for this player (not a Node id).", resolve: ({ profile }) => `AdminPlayer:${profile.userId}` }),
    userId: t.id({ resolve: ({ profile }) => profile.userId }),
    email: t.string({ resolve: ({ profile }) => profile.email }),
    name: t.string({ resolve: ({ profile }) => profile.name }),
    username: t.string({ nullable: true, resolve: ({ profile }) => profile.username }),
    userIconUrl: t.string({ resolve: ({ profile }) => `/img/user/${profile.userIcon}.svg` }),
    temporary: t.boolean({ description: "A temporary user (never signed up).", resolve: ({ profile }) => profile.temporary }),
    emailVerified: t.boolean({ resolve: ({ profile }) => profile.emailVerified }),
    createdAt: t.field({ type: "DateTime", resolve: ({ profile }) => profile.createdAt }),
    gems: t.int({ resolve: ({ profile }) => profile.gems }),
    tokens: t.int({ resolve: ({ profile }) => profile.tokens }),
    inviteCode: t.string({ nullable: true, resolve: ({ profile }) => profile.inviteCode }),
    gameDays: t.int({ resolve: ({ profile }) => profile.gameDays }),
    signInDays: t.int({ resolve: ({ profile }) => profile.signInDays }),
    closedAt: t.field({ type: "DateTime", nullable: true, resolve: ({ profile }) => profile.closedAt }),
    bannedAt: t.field({ type: "DateTime", nullable: true, resolve: ({ profile }) => profile.bannedAt }),
    chatMutedUntil: t.field({ type: "DateTime", nullable: true, resolve: ({ profile }) => profile.chatMutedUntil }),
    role: t.field({ type: StaffRoleEnum, nullable: true, resolve: ({ profile }) => profile.role }),
    inventory: t.field({ type: [AdminInventoryItem], resolve: ({ staff, profile }, _args, { db }) => playerInventory(db, staff, profile.userId) }),
    signInSessions: t.field({ type: [AdminSignInSession], resolve: ({ staff, profile }, _args, { db }) => playerSignInSessions(db, staff, profile.userId) }),
    gameSessions: t.field({ type: [AdminGameSession], description: "The latest 20, newest first.", resolve: ({ staff, profile }, _args, { db }) => playerGameSessions(db, staff, profile.userId) }),
    pins: t.field({ type: [AdminPinPlacement], resolve: ({ staff, profile }, _args, { db }) => playerPins(db, staff, profile.userId) }),
    challenges: t.field({ type: [AdminChallenge], resolve: ({ staff, profile }, _args, { db }) => playerChallenges(db, staff, profile.userId) }),
    chatReports: t.field({ type: [AdminChatReport], resolve: ({ staff, profile }, _args, { db }) => playerChatReports(db, staff, profile.userId) }),
    payments: t.field({
      type: [AdminPaymentOrder],
      nullable: true,
      description: "Null unless the role reads money.",
      ...nullUnlessAllowed("READ_MONEY"),
      resolve: ({ staff, profile }, _args, { db }) => playerPayments(db, staff, profile.userId),
    }),
    ledger: t.connection({
      type: AdminLedgerEntry,
      nullable: true,
      description: `The ledger, newest first (at most ${MAX_LEDGER_PAGE} a page); null unless the role reads money.`,
      args: {
        currency: t.arg({ type: Currency, required: false }),
        text: t.arg.string({ required: false, description: "Words of the reason or reference." }),
      },
      ...nullUnlessAllowed("READ_MONEY"),
      resolve: ({ staff, profile }, args, { db }) =>
        idCursorPage(args, async (beforeId, take) => (await ledgerPage(db, staff, profile.userId, { currency: args.currency, text: args.text }, { beforeId, take }))?.rows ?? []),
    }),
  }),
});

const AdminLedgerMismatch = builder.objectRef<LedgerCheck>("AdminLedgerMismatch").implement({
  description: "A player whose ledger does not sum to their balance: the books need looking at.",
  fields: (t) => ({
    userId: t.exposeID("userId"),
    currency: t.field({ type: Currency, resolve: (row) => row.currency }),
    balance: t.exposeInt("balance"),
    ledgerSum: t.exposeInt("ledgerSum"),
  }),
});

const CouponStateEnum = builder.enumType("AdminCouponState", {
  values: ["ACTIVE", "EXPIRED", "USED_UP"] as const,
  description: "Whether players can redeem the coupon now: ACTIVE, EXPIRED (past its last day) or USED_UP (as many players as it allows have).",
});

const AdminCoupon = builder.objectRef<CouponRow>("AdminCoupon").implement({
  description: "A coupon with what it grants and how much it has been used.",
  fields: (t) => ({
    id: t.id({ resolve: (coupon) => `AdminCoupon:${coupon.code}` }),
    code: t.exposeString("code"),
    gems: t.exposeInt("gems"),
    tokens: t.exposeInt("tokens"),
    items: t.field({ type: "JSON", description: "Powerups and pins it grants besides currency: [{ kind, gameId, itemId, count }].", resolve: (coupon) => coupon.items }),
    expiresAt: t.expose("expiresAt", { type: "DateTime", nullable: true }),
    maxRedemptions: t.exposeInt("maxRedemptions", { nullable: true, description: "How many players may redeem it in all; null for no limit." }),
    redemptions: t.exposeInt("redemptions", { description: "How many players have redeemed it." }),
    note: t.exposeString("note"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    state: t.field({ type: CouponStateEnum, resolve: (coupon) => couponState(coupon, new Date()) }),
  }),
});

const COUPON_CURSORS = {
  encode: (coupon: CouponRow) => timeKeyCursor.encode(coupon.createdAt, coupon.code),
  decode: (cursor: string): CouponCursor => {
    const { createdAt, key } = timeKeyCursor.decode(cursor);
    return { createdAt, code: key };
  },
  maxSize: MAX_COUPON_PAGE,
};

const AdminCatalogStatus = builder.objectRef<CatalogOverview>("AdminCatalogStatus").implement({
  description: "The catalog this process serves: its data date, what it holds, and when the catalog watcher last reloaded it.",
  fields: (t) => ({
    dataDate: t.expose("dataDate", { type: "DateTime", description: "When the catalog's content last changed (the data date)." }),
    lastReloadAt: t.expose("lastReloadAt", { type: "DateTime", nullable: true, description: "When this process last reloaded the catalog files after a change; null: not since it started." }),
    lastErrorAt: t.field({ type: "DateTime", nullable: true, resolve: (status) => status.lastError?.at ?? null }),
    lastError: t.string({
      nullable: true,
      description: "Why the last failed reload (or the watch of the folder) failed; null: no failure since this process started.",
      resolve: (status) => status.lastError?.message ?? null,
    }),
    reloadFailing: t.exposeBoolean("reloadFailing", { description: "The last reload failed: the catalog served is the one before it." }),
    games: t.exposeInt("games"),
    categories: t.exposeInt("categories"),
    storeItems: t.exposeInt("storeItems", { description: "Products of the store (each pack size counts once)." }),
    pins: t.exposeInt("pins", { description: "Pins the store sells." }),
    challenges: t.exposeInt("challenges", { description: "Challenges of the pool, every week and season." }),
    seasons: t.exposeInt("seasons", { description: "Seasons with bonus pins." }),
    challengesUntil: t.expose("challengesUntil", { type: "DateTime", nullable: true, description: "When the last challenge of the pool ends; the calendar is empty after it." }),
  }),
});

const CalendarScopeEnum = builder.enumType("AdminCalendarScope", {
  values: ["WEEK", "EARLIER_WEEK", "SEASON"] as const,
  description: "Where a challenge open in a week comes from: the week's own, an earlier week's (super challenges last the season), or its season's.",
});

const AdminCalendarGoal = builder.objectRef<CatalogChallenge["g"][number]>("AdminCalendarGoal").implement({
  fields: (t) => ({ gameCode: t.exposeString("g"), description: t.exposeString("d"), target: t.exposeInt("t") }),
});

const AdminCalendarChallenge = builder.objectRef<CalendarChallenge>("AdminCalendarChallenge").implement({
  description: "A challenge open for accepting in a week, with its reward.",
  fields: (t) => ({
    challengeId: t.string({ description: "The challenge id, e.g. 2026#4#9#W1 (not `id`: a challenge open several weeks is listed in each, with its scope there).", resolve: ({ entry }) => entry.i }),
    kind: t.string({ description: "seasonal, pin, weekly, blitz or super.", resolve: ({ kind }) => kind }),
    scope: t.field({ type: CalendarScopeEnum, resolve: ({ scope }) => scope }),
    tokens: t.int({ description: "Tokens it pays.", resolve: ({ entry }) => entry.tk }),
    pinId: t.string({ nullable: true, description: "The pin it pays too (pin challenges).", resolve: ({ entry }) => entry.p ?? null }),
    pinName: t.string({ nullable: true, resolve: ({ entry }, _args, context) => (entry.p ? (entry.pn ?? challengeCatalog(context.config.dataDir).pin(entry.p)?.n ?? entry.p) : null) }),
    pinHeldTokens: t.int({ description: "Tokens paid instead of the pin to a player who holds it already.", resolve: ({ entry }) => entry.th }),
    goals: t.field({ type: [AdminCalendarGoal], resolve: ({ entry }) => entry.g }),
    offered: t.boolean({ description: "False: one of its games cannot be played on the server yet, so players are not offered it.", resolve: ({ offered }) => offered }),
  }),
});

const AdminChallengeWeek = builder.objectRef<ChallengeWeek>("AdminChallengeWeek").implement({
  description: "A week of the challenge calendar (Sunday midnight to Sunday midnight, Los Angeles) and the challenges open when it starts.",
  fields: (t) => ({
    weekKey: t.string({ description: "year#season#week, as challenge ids write it.", resolve: ({ moment }) => moment.weekKey }),
    seasonKey: t.string({ resolve: ({ moment }) => moment.seasonKey }),
    week: t.int({ description: "Week of the season, 1 to 14.", resolve: ({ moment }) => moment.week }),
    start: t.field({ type: "DateTime", resolve: ({ moment }) => moment.weekStart }),
    end: t.field({ type: "DateTime", description: "When the next week starts.", resolve: ({ moment }) => moment.weekEnd }),
    current: t.exposeBoolean("current", { description: "The week holding now." }),
    challenges: t.field({ type: [AdminCalendarChallenge], description: "The week's own first, then earlier weeks' super challenges, then the season's.", resolve: (week) => week.challenges }),
  }),
});

function contentEnvironment(context: GraphQLContext): ContentEnvironment {
  return { db: context.db, store: context.store, challenges: challengeEnvironment(context.play, challengeCatalog(context.config.dataDir)), reloads: context.catalogStatus };
}

const AdminContent = builder.objectRef<{ staff: Staff }>("AdminContent").implement({
  description: "The catalog this process serves and the challenge calendar ahead.",
  fields: (t) => ({
    catalog: t.field({ type: AdminCatalogStatus, nullable: true, resolve: ({ staff }, _args, context) => catalogOverview(contentEnvironment(context), staff) }),
    challengeWeeks: t.field({
      type: [AdminChallengeWeek],
      description: `This week and the ones after it, \`count\` in all (at most ${MAX_CALENDAR_WEEKS}).`,
      args: { count: t.arg.int({ required: false, defaultValue: 5 }) },
      resolve: ({ staff }, { count }, context) => challengeWeeks(contentEnvironment(context), staff, count ?? 5) ?? [],
    }),
  }),
});

const QaPostKindEnum = builder.enumType("AdminQaPostKind", { values: ["QUESTION", "ANSWER"] as const });

const AdminQaReportNote = builder.objectRef<{ reason: string; createdAt: Date }>("AdminQaReportNote").implement({
  description: "A player's report of a Q&A post, as moderators read it (the reporter is not named).",
  fields: (t) => ({
    reason: t.exposeString("reason", { description: "The reporter's words; empty when they gave none." }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

type QaReportSource = { staff: Staff; key: ReportedPostKey; details: ReportedPostDetails };
const POST_TYPENAME: Record<ReportableKind, string> = { question: "QaQuestion", answer: "QaAnswer" };

const AdminQaReport = builder.objectRef<QaReportSource>("AdminQaReport").implement({
  description: "A question or answer players reported that no moderator has dealt with yet.",
  fields: (t) => ({
    id: t.id({ resolve: ({ key }) => `AdminQaReport:${key.kind}:${key.postId}` }),
    post: t.id({ description: "The post's id, for adminHideQaPost and adminKeepQaPost.", resolve: ({ key }) => encodeGlobalID(POST_TYPENAME[key.kind], key.postId) }),
    kind: t.field({ type: QaPostKindEnum, resolve: ({ key }) => (key.kind === "question" ? "QUESTION" : "ANSWER") }),
    text: t.string({ resolve: ({ details }) => details.text }),
    author: t.string({ resolve: ({ details }) => details.author }),
    gameName: t.string({ resolve: ({ details }) => details.gameName }),
    questionText: t.string({ nullable: true, description: "The question an answer answers; null for a question.", resolve: ({ details }) => details.questionText }),
    createdAt: t.field({ type: "DateTime", resolve: ({ details }) => details.createdAt }),
    reportedAt: t.field({ type: "DateTime", description: "When its oldest open report came.", resolve: ({ key }) => key.reportedAt }),
    openReports: t.field({
      type: [AdminQaReportNote],
      description: "The reports no moderator has dealt with yet, oldest first.",
      resolve: ({ staff, key }, _args, { db }) => qaPostReports(db, staff, key.kind, key.postId),
    }),
  }),
});

const QA_REPORT_CURSORS = {
  encode: ({ key }: QaReportSource) => timeKeyCursor.encode(key.reportedAt, `${key.kind}:${key.postId}`),
  decode: (cursor: string): ReportedPostKey => {
    const { createdAt, key } = timeKeyCursor.decode(cursor);
    const [kind = "", id = ""] = key.split(":");
    const postId = /^\d{1,9}$/.test(id) ? Number(id) : NaN;
    // A time PostgreSQL cannot hold (year 275760) is no cursor of this queue either.
    const year = createdAt.getUTCFullYear();
    if ((kind !== "question" && kind !== "answer") || !Number.isSafeInteger(postId) || year < 2000 || year > 9999)
      throw createGraphQLError(`"${cursor.slice(0, 100)}" is not a valid cursor.`, { extensions: { code: "BAD_USER_INPUT" } });
    return { kind, postId, reportedAt: createdAt };
  },
  maxSize: MAX_QA_REPORTS_PAGE,
};

/** A page of the Q&A queue with what each post says; a post deleted meanwhile (its author closed the account) is left out. */
async function qaReportRows(db: GraphQLContext["db"], staff: Staff, after: ReportedPostKey | null, take: number): Promise<QaReportSource[]> {
  const keys = (await qaReportsPage(db, staff, { after, take })) ?? [];
  const rows = await Promise.all(keys.map(async (key) => ({ staff, key, details: await reportedPostDetails(db, key.kind, key.postId) })));
  return rows.flatMap(({ details, ...row }) => (details ? [{ ...row, details }] : []));
}

type ChatReportSource = { staff: Staff; message: ReportedMessage };

const AdminReportedChatMessage = builder.objectRef<ChatReportSource>("AdminReportedChatMessage").implement({
  description: "A chat message players reported that no moderator has dealt with yet.",
  fields: (t) => ({
    id: t.id({ resolve: ({ message }) => `AdminReportedChatMessage:${message.messageId}` }),
    message: t.id({ description: "The message's id, for adminHideChatMessage and adminKeepChatMessage.", resolve: ({ message }) => encodeGlobalID("ChatMessage", message.messageId) }),
    roomId: t.string({ resolve: ({ message }) => message.roomId }),
    roomName: t.string({ resolve: ({ message }, _args, context) => findChatRoom(message.roomId, context.config.dataDir)?.name ?? message.roomId }),
    body: t.string({ description: "The text, profanity starred out.", resolve: ({ message }) => message.body }),
    author: t.string({ resolve: ({ message }) => message.author }),
    authorId: t.id({ description: "The author's user id (their page of the console).", resolve: ({ message }) => message.authorId }),
    createdAt: t.field({ type: "DateTime", resolve: ({ message }) => message.createdAt }),
    reportedAt: t.field({ type: "DateTime", description: "When its oldest open report came.", resolve: ({ message }) => message.reportedAt }),
    openReports: t.field({
      type: [ChatReportNote],
      description: "The reports no moderator has dealt with yet, oldest first.",
      resolve: ({ staff, message }, _args, { db }) => chatMessageReports(db, staff, message.messageId),
    }),
  }),
});

const CHAT_REPORT_CURSORS = {
  encode: ({ message }: ChatReportSource) => timeKeyCursor.encode(message.reportedAt, String(message.messageId)),
  decode: (cursor: string): ReportedMessageKey => {
    const { createdAt, key } = timeKeyCursor.decode(cursor);
    const messageId = /^\d{1,9}$/.test(key) ? Number(key) : NaN;
    // A time PostgreSQL cannot hold (year 275760) is no cursor of this queue either.
    const year = createdAt.getUTCFullYear();
    if (!Number.isSafeInteger(messageId) || year < 2000 || year > 9999) throw createGraphQLError(`"${cursor.slice(0, 100)}" is not a valid cursor.`, { extensions: { code: "BAD_USER_INPUT" } });
    return { messageId, reportedAt: createdAt };
  },
  maxSize: MAX_CHAT_REPORTS_PAGE,
};

const AdminCurrencyFlow = builder.objectRef<CurrencyFlow>("AdminCurrencyFlow").implement({
  description: "A currency's ledger flows: what balances gained and lost (players' sign-up and sign-in merges left out).",
  fields: (t) => ({ created: t.exposeInt("created"), spent: t.exposeInt("spent") }),
});

const AdminDashboard = builder.objectRef<DashboardSnapshot>("AdminDashboard").implement({
  description:
    "The console's live Dashboard now. Players, games and money come from the database; sockets and traffic are summed over every live portal process (shared through Redis; without REDIS_URL the one process).",
  fields: (t) => ({
    id: t.id({ description: "The one Dashboard, so a pushed snapshot replaces the one on the page.", resolve: () => "AdminDashboard" }),
    at: t.expose("at", { type: "DateTime" }),
    playersOnline: t.exposeInt("playersOnline", {
      description: `Players (signed-in or temporary) with a portal page open now (each page holds a graphql-ws socket) or who started, saved or finished a game in the last ${ONLINE_MINUTES} minutes, each counted once across processes. Visitors with no user are not counted.`,
    }),
    onlineMinutes: t.int({ description: "How recent a game must be for its player to count as online, in minutes.", resolve: () => ONLINE_MINUTES }),
    pushSeconds: t.int({ description: "Seconds between the adminDashboard subscription's pushes when it asks for no interval.", resolve: () => DASHBOARD_PUSH_SECONDS.default }),
    openSockets: t.exposeInt("openSockets", { description: "Open graphql-ws sockets, in every live process." }),
    processes: t.exposeInt("processes", { description: "The live portal processes whose traffic and sockets are summed." }),
    otherProcessesUnreachable: t.exposeBoolean("otherProcessesUnreachable", {
      description: "True when Redis did not answer: sockets and traffic are then the answering process's alone, whatever other processes run.",
    }),
    windowSeconds: t.exposeInt("windowSeconds", {
      description: `The seconds the traffic figures cover: about ${TRAFFIC_WINDOW_SECONDS}, or longer (since a process started) until the Dashboard has been read that long.`,
    }),
    requestsPerSecond: t.exposeFloat("requestsPerSecond", { description: "HTTP requests answered per second over the window, by every live process together." }),
    latencyP50Ms: t.exposeFloat("latencyP50Ms", {
      nullable: true,
      description: "The median time to answer, in milliseconds, over the window in every live process (estimated within histogram buckets); null without requests.",
    }),
    latencyP95Ms: t.exposeFloat("latencyP95Ms", { nullable: true, description: "The 95th percentile time to answer, in milliseconds, over the window in every live process; null without requests." }),
    errorRate: t.exposeFloat("errorRate", { nullable: true, description: "The share (0 to 1) of the requests over the window answered with a 5xx, in every live process; null without requests." }),
    gamesStartedLastHour: t.exposeInt("gamesStartedLastHour", { description: "Game sessions started in the last hour." }),
    gamesWonLastHour: t.exposeInt("gamesWonLastHour", { description: "Game sessions won in the last hour." }),
    tokensToday: t.field({
      type: AdminCurrencyFlow,
      nullable: true,
      description: "Tokens created and spent since midnight UTC; null unless the role reads money.",
      resolve: (dashboard) => dashboard.tokensToday,
    }),
    gemsToday: t.field({
      type: AdminCurrencyFlow,
      nullable: true,
      description: "Gems created and spent since midnight UTC; null unless the role reads money.",
      resolve: (dashboard) => dashboard.gemsToday,
    }),
  }),
});

function dashboardEnvironment(context: GraphQLContext): DashboardEnvironment {
  return { db: context.db, traffic: context.traffic, now: () => new Date() };
}

const PushSeconds = z.number().int().min(DASHBOARD_PUSH_SECONDS.min).max(DASHBOARD_PUSH_SECONDS.max);

/**
 * A fresh snapshot every `seconds` while the subscription is open. The role is read again before
 * each one, so a revoked role ends the subscription; the next waits until the last was sent.
 */
function dashboardPushes(context: GraphQLContext, seconds: number): Repeater<DashboardSnapshot> {
  return new Repeater<DashboardSnapshot>(async (push, stop) => {
    let stopped = false;
    let timer: NodeJS.Timeout | undefined;
    const tick = async () => {
      try {
        const staff = await staffOf(context.db, context.viewer);
        const snapshot = staff && (await dashboardSnapshot(dashboardEnvironment(context), staff));
        if (stopped) return;
        if (!snapshot) return stop();
        await push(snapshot);
        if (!stopped) timer = setTimeout(() => void tick(), seconds * 1000);
      } catch (error) {
        stop(error);
      }
    };
    void tick();
    await stop;
    stopped = true;
    clearTimeout(timer);
  });
}

builder.subscriptionFields((t) => ({
  adminDashboard: t.field({
    type: AdminDashboard,
    description: `The console's Dashboard now, then afresh every \`seconds\` (${DASHBOARD_PUSH_SECONDS.default} unless given, ${DASHBOARD_PUSH_SECONDS.min} to ${DASHBOARD_PUSH_SECONDS.max}) while open; refused (FORBIDDEN) unless the role may view the Dashboard, and ended when the role goes.`,
    args: { seconds: t.arg.int({ required: false }) },
    authScopes: { console: "VIEW_DASHBOARD" },
    subscribe: (_root, args, context) => {
      const seconds = PushSeconds.safeParse(args.seconds ?? DASHBOARD_PUSH_SECONDS.default);
      if (!seconds.success) throw createGraphQLError(`seconds must be a whole number from ${DASHBOARD_PUSH_SECONDS.min} to ${DASHBOARD_PUSH_SECONDS.max}.`, { extensions: { code: "BAD_USER_INPUT" } });
      return dashboardPushes(context, seconds.data);
    },
    resolve: (snapshot: DashboardSnapshot) => snapshot,
  }),
}));

type Console = { staff: Staff };

/**
 * The scope of a console field that is null unless the role allows `permission`: checked against
 * the role the console was opened with (Query.admin's), so an operation reads it once.
 */
function nullUnlessAllowed(permission: ConsolePermission) {
  return { authScopes: ({ staff }: { staff: Staff }) => allows(staff, permission), unauthorizedResolver: () => null };
}

const AdminConsole = builder.objectRef<Console>("AdminConsole").implement({
  description: "The operator's console: what the viewer's role may see.",
  fields: (t) => ({
    role: t.field({ type: StaffRoleEnum, resolve: ({ staff }) => staff.role }),
    permissions: t.field({ type: [AdminPermissionEnum], resolve: ({ staff }) => permissionsOf(staff) }),
    searchPlayers: t.field({
      type: [AdminPlayer],
      description: "Players whose id or invite code is the text, or whose email, username or name contains it (at most 20).",
      args: { query: t.arg.string({ required: true }) },
      resolve: async ({ staff }, { query }, { db }) => (await searchPlayers(db, staff, query)).map((profile) => ({ staff, profile })),
    }),
    player: t.field({
      type: AdminPlayer,
      nullable: true,
      args: { userId: t.arg.id({ required: true }) },
      resolve: async ({ staff }, { userId }, { db }) => {
        const profile = await playerProfile(db, staff, String(userId));
        return profile && { staff, profile };
      },
    }),
    money: t.field({
      type: AdminMoney,
      nullable: true,
      description: "Payments and the books; null unless the role reads money.",
      ...nullUnlessAllowed("READ_MONEY"),
      resolve: ({ staff }) => ({ staff }),
    }),
    ledgerMismatches: t.field({
      type: [AdminLedgerMismatch],
      nullable: true,
      description: "Players whose ledger does not sum to their balance (empty: the books balance); null unless the role reads money.",
      ...nullUnlessAllowed("READ_MONEY"),
      resolve: ({ staff }, _args, { db }) => ledgerMismatches(db, staff),
    }),
    coupons: t.connection({
      type: AdminCoupon,
      nullable: true,
      description: `Every coupon, newest first (at most ${MAX_COUPON_PAGE} a page); null unless the role manages coupons.`,
      ...nullUnlessAllowed("MANAGE_COUPONS"),
      resolve: ({ staff }, args, { db }) => forwardPage(args, COUPON_CURSORS, async (after, take) => (await couponsPage(db, staff, { after, take })) ?? []),
    }),
    qaReports: t.connection({
      type: AdminQaReport,
      nullable: true,
      description: `Reported Q&A questions and answers no moderator has dealt with yet, oldest report first (at most ${MAX_QA_REPORTS_PAGE} a page); null unless the role moderates Q&A.`,
      ...nullUnlessAllowed("MODERATE_QA"),
      resolve: ({ staff }, args, { db }) => forwardPage(args, QA_REPORT_CURSORS, (after, take) => qaReportRows(db, staff, after, take)),
    }),
    chatReports: t.connection({
      type: AdminReportedChatMessage,
      nullable: true,
      description: `Reported chat messages no moderator has dealt with yet, in every room, oldest report first (at most ${MAX_CHAT_REPORTS_PAGE} a page); null unless the role moderates chat.`,
      ...nullUnlessAllowed("MODERATE_CHAT"),
      resolve: ({ staff }, args, { db }) =>
        forwardPage(args, CHAT_REPORT_CURSORS, async (after, take) => ((await chatReportsPage(db, staff, { after, take })) ?? []).map((message) => ({ staff, message }))),
    }),
    content: t.field({
      type: AdminContent,
      nullable: true,
      description: "The catalog's state and the challenge calendar ahead; null unless the role reads content.",
      ...nullUnlessAllowed("READ_CONTENT"),
      resolve: ({ staff }) => ({ staff }),
    }),
    dashboard: t.field({
      type: AdminDashboard,
      nullable: true,
      description: "The live Dashboard now (the adminDashboard subscription keeps it fresh); null unless the role may view it.",
      ...nullUnlessAllowed("VIEW_DASHBOARD"),
      resolve: ({ staff }, _args, context) => dashboardSnapshot(dashboardEnvironment(context), staff),
    }),
    auditLog: t.connection({
      type: AdminAuditEntryRef,
      nullable: true,
      description: "Console actions, newest first, optionally about one player; null unless the role reads the log.",
      args: { userId: t.arg.id({ required: false }) },
      ...nullUnlessAllowed("READ_AUDIT_LOG"),
      resolve: ({ staff }, args, { db }) =>
        idCursorPage(args, (beforeId, take) => readAuditLog(db, staff, { targetUserId: args.userId == null ? null : String(args.userId), beforeId, take })),
    }),
  }),
});

builder.queryFields((t) => ({
  admin: t.field({
    type: AdminConsole,
    nullable: true,
    description: "The operator's console; null unless the viewer has a console role.",
    authScopes: { staff: true },
    unauthorizedResolver: () => null,
    resolve: async (_root, _args, context) => {
      const staff = await staffOfOperation(context);
      return staff && { staff };
    },
  }),
}));

// -------------------------------------------------------------------------------------------------
// Mutations

type Refused = { kind: "error"; code: AdminErrorCode; message: string };
const AdminErrorRef = builder.objectRef<Refused>("AdminError").implement({
  description: "The console action was refused and nothing changed. code: FORBIDDEN, NOT_FOUND, BAD_INPUT, NOT_ENOUGH or NOT_ALLOWED.",
  fields: (t) => ({ code: t.exposeString("code"), message: t.exposeString("message") }),
});

/** The scope of a console action: a role that does not allow it gets the FORBIDDEN AdminError, and nothing runs. */
function refusedUnlessAllowed(permission: ConsolePermission) {
  return { authScopes: { console: permission }, unauthorizedResolver: (): Refused => ({ kind: "error", code: "FORBIDDEN", message: CONSOLE_REFUSAL }) };
}

async function orAdminError<T extends object>(work: () => Promise<T>): Promise<(T & { kind: "ok" }) | Refused> {
  try {
    return { ...(await work()), kind: "ok" };
  } catch (error) {
    if (error instanceof AdminError) return { kind: "error", code: error.code, message: error.message };
    throw error;
  }
}

function environment(context: GraphQLContext): AdminEnvironment {
  return { db: context.db, events: context.events, forgetUser: context.forgetUser, now: () => new Date() };
}

type Changed = { userId: string; kind: "ok" };
const AdminPlayerChanged = builder.objectRef<Changed>("AdminPlayerChanged").implement({
  description: "The action is done (and written to the audit log); the player as they are now.",
  fields: (t) => ({
    player: t.field({
      type: AdminPlayer,
      nullable: true,
      resolve: async ({ userId }, _args, { db, viewer }) => {
        const staff = await staffOf(db, viewer);
        const profile = staff && (await playerProfile(db, staff, userId));
        return staff && profile ? { staff, profile } : null;
      },
    }),
  }),
});
const AdminPlayerResult = builder.unionType("AdminPlayerResult", {
  types: [AdminPlayerChanged, AdminErrorRef],
  resolveType: (value) => (value.kind === "error" ? AdminErrorRef : AdminPlayerChanged),
});

type Exported = { json: Json; userId: string; kind: "ok" };
const AdminPlayerExport = builder.objectRef<Exported>("AdminPlayerExport").implement({
  description: "Everything the portal holds on the player, as one JSON document (a data request).",
  fields: (t) => ({
    fileName: t.string({ resolve: ({ userId }) => `player-${userId}.json` }),
    data: t.field({ type: "JSON", resolve: ({ json }) => json }),
  }),
});
const AdminExportResult = builder.unionType("AdminExportPlayerResult", {
  types: [AdminPlayerExport, AdminErrorRef],
  resolveType: (value) => (value.kind === "error" ? AdminErrorRef : AdminPlayerExport),
});

const reasonArg = { description: "Why, in the operator's words (3 to 200 characters); kept in the audit log." };
const AdjustInput = builder.inputType("AdminAdjustBalanceInput", {
  fields: (t) => ({
    userId: t.id({ required: true }),
    currency: t.field({ type: Currency, required: true }),
    amount: t.int({ required: true, description: "Positive grants, negative takes (never below zero)." }),
    reason: t.string({ required: true, ...reasonArg }),
  }),
});
const MuteInput = builder.inputType("AdminMutePlayerInput", {
  fields: (t) => ({ userId: t.id({ required: true }), minutes: t.int({ required: true, description: "How long; 0 lifts the mute." }), reason: t.string({ required: true, ...reasonArg }) }),
});
const BanInput = builder.inputType("AdminBanPlayerInput", {
  fields: (t) => ({ userId: t.id({ required: true }), banned: t.boolean({ required: true, description: "false lifts the ban." }), reason: t.string({ required: true, ...reasonArg }) }),
});
const CloseInput = builder.inputType("AdminClosePlayerInput", {
  fields: (t) => ({ userId: t.id({ required: true }), reason: t.string({ required: true, ...reasonArg }) }),
});
const ExportInput = builder.inputType("AdminExportPlayerInput", { fields: (t) => ({ userId: t.id({ required: true }) }) });

type CouponMade = { coupon: CouponRow; kind: "ok" };
const AdminCouponCreated = builder.objectRef<CouponMade>("AdminCouponCreated").implement({
  description: "The coupon is made (and written to the audit log).",
  fields: (t) => ({ coupon: t.field({ type: AdminCoupon, resolve: ({ coupon }) => coupon }) }),
});
const AdminCreateCouponResult = builder.unionType("AdminCreateCouponResult", {
  types: [AdminCouponCreated, AdminErrorRef],
  resolveType: (value) => (value.kind === "error" ? AdminErrorRef : AdminCouponCreated),
});
const CreateCouponInput = builder.inputType("AdminCreateCouponInput", {
  fields: (t) => ({
    gems: t.int({ required: true, description: "Gems it grants (0 to 100000)." }),
    tokens: t.int({ required: true, description: "Tokens it grants (0 to 100000); gems or tokens or both." }),
    expiresOn: t.string({ required: false, description: 'The last day it may be redeemed, UTC ("2027-01-31"); none for no end.' }),
    maxRedemptions: t.int({ required: false, description: "How many players may redeem it in all; none for no limit." }),
    note: t.string({ required: true, description: "What it is for, for the operators (at most 200 characters); never shown to players." }),
    code: t.string({ required: false, description: "A code of your own: 16 letters and digits without 0, O, 1 or I; drawn at random when absent." }),
  }),
});

type QaSettled = { post: string; kind: "ok" };
const AdminQaPostSettled = builder.objectRef<QaSettled>("AdminQaPostSettled").implement({
  description: "The post is hidden or kept, its reports have left the queue, and the action is in the audit log.",
  fields: (t) => ({ post: t.exposeID("post", { description: "The post's id." }) }),
});
const AdminQaPostResult = builder.unionType("AdminQaPostResult", {
  types: [AdminQaPostSettled, AdminErrorRef],
  resolveType: (value) => (value.kind === "error" ? AdminErrorRef : AdminQaPostSettled),
});
const QaPostInput = builder.inputType("AdminQaPostInput", {
  fields: (t) => ({ post: t.globalID({ required: true, description: "A QaQuestion or QaAnswer id (AdminQaReport.post)." }) }),
});

/** The post a global id names: a question, else an answer (any other id names no post, refused as not found). */
function qaPostOf(id: { typename: string; id: string }): { kind: ReportableKind; postId: number } {
  return { kind: id.typename === "QaAnswer" ? "answer" : "question", postId: id.typename === "QaAnswer" || id.typename === "QaQuestion" ? rowNumber(id.id) : -1 };
}

type ChatSettled = { chatMessage: string; kind: "ok" };
const AdminChatMessageSettled = builder.objectRef<ChatSettled>("AdminChatMessageSettled").implement({
  description: "The message is hidden or kept, its reports have left the queue, and the action is in the audit log.",
  // Not `message`: AdminError's message (a String) shares the result's selection.
  fields: (t) => ({ chatMessage: t.exposeID("chatMessage", { description: "The message's id." }) }),
});
const AdminChatMessageResult = builder.unionType("AdminChatMessageResult", {
  types: [AdminChatMessageSettled, AdminErrorRef],
  resolveType: (value) => (value.kind === "error" ? AdminErrorRef : AdminChatMessageSettled),
});
const ChatMessageInput = builder.inputType("AdminChatMessageInput", {
  fields: (t) => ({ message: t.globalID({ required: true, description: "A ChatMessage id (AdminReportedChatMessage.message)." }) }),
});

builder.mutationFields((t) => ({
  adminHideQaPost: t.field({
    type: AdminQaPostResult,
    description: "Moderators and admins: hide a reported Q&A question (with its answers) or answer from players; it stays in the database.",
    args: { input: t.arg({ type: QaPostInput, required: true }) },
    ...refusedUnlessAllowed("MODERATE_QA"),
    resolve: (_root, { input }, { db, viewer }) =>
      orAdminError(async () => {
        await hideQaPost({ db, now: () => new Date() }, viewer, qaPostOf(input.post));
        return { post: encodeGlobalID(input.post.typename, input.post.id) };
      }),
  }),
  adminKeepQaPost: t.field({
    type: AdminQaPostResult,
    description: "Moderators and admins: keep a reported Q&A post; its reports so far leave the queue (a later report brings it back).",
    args: { input: t.arg({ type: QaPostInput, required: true }) },
    ...refusedUnlessAllowed("MODERATE_QA"),
    resolve: (_root, { input }, { db, viewer }) =>
      orAdminError(async () => {
        await keepQaPost({ db, now: () => new Date() }, viewer, qaPostOf(input.post));
        return { post: encodeGlobalID(input.post.typename, input.post.id) };
      }),
  }),
  adminHideChatMessage: t.field({
    type: AdminChatMessageResult,
    description: "Moderators and admins: hide a chat message from everyone (its room's pages drop it at once); it stays in the database.",
    args: { input: t.arg({ type: ChatMessageInput, required: true }) },
    ...refusedUnlessAllowed("MODERATE_CHAT"),
    resolve: (_root, { input }, { db, events, viewer }) =>
      orAdminError(async () => {
        const { messageId } = await hideChatMessage({ db, events, now: () => new Date() }, viewer, chatMessageIdOf(input.message));
        return { chatMessage: encodeGlobalID("ChatMessage", messageId) };
      }),
  }),
  adminKeepChatMessage: t.field({
    type: AdminChatMessageResult,
    description: "Moderators and admins: keep a reported chat message; its reports so far leave the queue (a later report brings it back).",
    args: { input: t.arg({ type: ChatMessageInput, required: true }) },
    ...refusedUnlessAllowed("MODERATE_CHAT"),
    resolve: (_root, { input }, { db, events, viewer }) =>
      orAdminError(async () => {
        const { messageId } = await keepChatMessage({ db, events, now: () => new Date() }, viewer, chatMessageIdOf(input.message));
        return { chatMessage: encodeGlobalID("ChatMessage", messageId) };
      }),
  }),
  adminCreateCoupon: t.field({
    type: AdminCreateCouponResult,
    description: "Admins: make a coupon that grants gems and tokens, with an optional expiry day and player limit.",
    args: { input: t.arg({ type: CreateCouponInput, required: true }) },
    ...refusedUnlessAllowed("MANAGE_COUPONS"),
    resolve: (_root, { input }, { db, store, viewer }) => orAdminError(async () => ({ coupon: await createCouponAsStaff({ db, store, now: () => new Date() }, viewer, input) })),
  }),
  adminAdjustBalance: t.field({
    type: AdminPlayerResult,
    description: "Admins: grant or take gems or tokens, with a reason; a ledger row like any other.",
    args: { input: t.arg({ type: AdjustInput, required: true }) },
    ...refusedUnlessAllowed("ADJUST_BALANCES"),
    resolve: (_root, { input }, context) => orAdminError(() => adjustBalance(environment(context), context.viewer, { ...input, userId: String(input.userId) })),
  }),
  adminMutePlayer: t.field({
    type: AdminPlayerResult,
    description: "Moderators and admins: stop a player posting in every chat room for some minutes (0 lifts it).",
    args: { input: t.arg({ type: MuteInput, required: true }) },
    ...refusedUnlessAllowed("MUTE_PLAYERS"),
    resolve: (_root, { input }, context) => orAdminError(() => mutePlayer(environment(context), context.viewer, { ...input, userId: String(input.userId) })),
  }),
  adminBanPlayer: t.field({
    type: AdminPlayerResult,
    description: "Admins: ban a player (signed out everywhere, no new sign-in) or lift the ban.",
    args: { input: t.arg({ type: BanInput, required: true }) },
    ...refusedUnlessAllowed("BAN_PLAYERS"),
    resolve: (_root, { input }, context) => orAdminError(() => setBanned(environment(context), context.viewer, { ...input, userId: String(input.userId) })),
  }),
  adminClosePlayer: t.field({
    type: AdminPlayerResult,
    description: "Admins: close a player's account as their own deletion would.",
    args: { input: t.arg({ type: CloseInput, required: true }) },
    ...refusedUnlessAllowed("CLOSE_ACCOUNTS"),
    resolve: (_root, { input }, context) => orAdminError(() => closePlayer(environment(context), context.viewer, { ...input, userId: String(input.userId) })),
  }),
  adminExportPlayer: t.field({
    type: AdminExportResult,
    description: "Admins: everything held on a player, as JSON (the export is written to the audit log).",
    args: { input: t.arg({ type: ExportInput, required: true }) },
    ...refusedUnlessAllowed("EXPORT_PLAYERS"),
    resolve: (_root, { input }, { db, viewer }) => orAdminError(async () => ({ userId: String(input.userId), json: await exportPlayer(db, viewer, String(input.userId)) })),
  }),
}));
