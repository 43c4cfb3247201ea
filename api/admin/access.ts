import { isLoggedIn, type Viewer } from "../auth/viewer.ts";
import type { Database } from "../database/prisma.ts";
import type { Tx } from "../database/transaction.ts";
import type { StaffRoleKind } from "../generated/prisma/client.ts";

/**
 * Who may do what in the operator's console (/admin). Roles live in the database (StaffRole,
 * granted with `npm run role`); this table is the one place that says what each role may do, and
 * every console function checks it before it reads or writes anything (`authorize` reads the role,
 * `demand` checks a role the operation already read). The GraphQL schema
 * checks the same table before it calls them (Pothos scope-auth: api/schema/builder.ts).
 */
export const CONSOLE_PERMISSIONS = {
  /** Find players and read their page: profile, balances, inventory, sessions, pins, challenges, chat reports. */
  READ_PLAYERS: ["ADMIN", "MODERATOR"],
  /** A player's money: the ledger and payment orders. */
  READ_MONEY: ["ADMIN"],
  /** Mute a player in chat everywhere (the moderators' own tool, from the console). */
  MUTE_PLAYERS: ["ADMIN", "MODERATOR"],
  /** Grant or take gems and tokens, with a reason. */
  ADJUST_BALANCES: ["ADMIN"],
  BAN_PLAYERS: ["ADMIN"],
  CLOSE_ACCOUNTS: ["ADMIN"],
  /** Everything held on a player, as JSON (a data request). */
  EXPORT_PLAYERS: ["ADMIN"],
  READ_AUDIT_LOG: ["ADMIN"],
  /** List coupons with their usage and make new ones. */
  MANAGE_COUPONS: ["ADMIN"],
  /** The catalog's state in this process (data date, reloads, what it holds) and the challenge calendar ahead. */
  READ_CONTENT: ["ADMIN", "MODERATOR"],
  /** The Q&A reports queue: hide a reported question or answer from players, or keep it. */
  MODERATE_QA: ["ADMIN", "MODERATOR"],
  /** The chat reports queue: hide a message from everyone (also from its room's menu), or keep a reported one. */
  MODERATE_CHAT: ["ADMIN", "MODERATOR"],
  /** The live Dashboard: players, traffic and games; its money figures need READ_MONEY too. */
  VIEW_DASHBOARD: ["ADMIN", "MODERATOR"],
} as const satisfies Record<string, readonly StaffRoleKind[]>;

export type ConsolePermission = keyof typeof CONSOLE_PERMISSIONS;
export const CONSOLE_PERMISSION_NAMES = Object.keys(CONSOLE_PERMISSIONS) as ConsolePermission[];

/** A signed-in user with a console role, as the console's functions receive them. */
export interface Staff {
  userId: string;
  role: StaffRoleKind;
}

/** What a console action or subscription the viewer's role does not allow is answered with. */
export const CONSOLE_REFUSAL = "Your role does not allow that.";

export type AdminErrorCode = "FORBIDDEN" | "NOT_FOUND" | "BAD_INPUT" | "NOT_ENOUGH" | "NOT_ALLOWED";

/** A refused console action: nothing changed. */
export class AdminError extends Error {
  constructor(
    readonly code: AdminErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** The viewer's console role, or null: only signed-in accounts have one (never temporary users or visitors). */
export async function staffOf(db: Database | Tx, viewer: Viewer): Promise<Staff | null> {
  if (!isLoggedIn(viewer)) return null;
  const row = await db.staffRole.findUnique({ where: { userId: viewer.userId }, select: { role: true } });
  return row ? { userId: viewer.userId, role: row.role } : null;
}

const rolesOfOperations = new WeakMap<object, Promise<Staff | null>>();

/**
 * The viewer's console role as one GraphQL operation sees it: read once, when the operation first
 * asks (its scope checks and Query.admin share the read). `operation` is the operation's context.
 */
export function staffOfOperation(operation: { readonly db: Database; readonly viewer: Viewer }): Promise<Staff | null> {
  let staff = rolesOfOperations.get(operation);
  if (!staff) {
    staff = staffOf(operation.db, operation.viewer);
    rolesOfOperations.set(operation, staff);
  }
  return staff;
}

export function allows(staff: Staff, permission: ConsolePermission): boolean {
  return (CONSOLE_PERMISSIONS[permission] as readonly StaffRoleKind[]).includes(staff.role);
}

export function permissionsOf(staff: Staff): ConsolePermission[] {
  return CONSOLE_PERMISSION_NAMES.filter((permission) => allows(staff, permission));
}

/** Refuses (FORBIDDEN) a staff member whose role, already read, does not allow `permission`. */
export function demand(staff: Staff, permission: ConsolePermission): void {
  if (!allows(staff, permission)) throw new AdminError("FORBIDDEN", CONSOLE_REFUSAL);
}

/**
 * The staff member, if their role allows `permission`; otherwise an AdminError. The role is read
 * from the database on every call (not from the session), so a revoked role stops at once.
 */
export async function authorize(db: Database | Tx, viewer: Viewer, permission: ConsolePermission): Promise<Staff> {
  const staff = await staffOf(db, viewer);
  if (!staff || !allows(staff, permission)) throw new AdminError("FORBIDDEN", CONSOLE_REFUSAL);
  return staff;
}
