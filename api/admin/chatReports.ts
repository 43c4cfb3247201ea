import type { Viewer } from "../auth/viewer.ts";
import {
  announceHidden,
  applyHideMessage,
  applyKeepMessage,
  ChatError,
  messageReports,
  reportedMessagesPage,
  type ReportedMessage,
  type ReportedMessageKey,
  type SettledMessage,
} from "../chat/chat.ts";
import type { Database } from "../database/prisma.ts";
import type { PortalEvents } from "../events.ts";
import { AdminError, allows, authorize, type Staff } from "./access.ts";
import { appendAudit } from "./audit.ts";
import { mutePlayer } from "./players.ts";

/**
 * The console's chat reports queue: messages players reported, and the moderator's two ways out,
 * Hide (gone from every page) or Keep (its reports are settled). The rules are chat's own
 * (api/chat/chat.ts); this module authorizes and writes the audit row in the action's transaction.
 * The room's own Hide and Mute everywhere (a moderator's message menu on /chat) are these same
 * audited actions.
 */

/** Messages of one page of the queue at most. */
export const MAX_CHAT_REPORTS_PAGE = 50;

export interface ChatReportEnvironment {
  db: Database;
  events: PortalEvents;
  now: () => Date;
}

/** A page of the queue, oldest report first; null when the role may not moderate chat. */
export async function chatReportsPage(db: Database, staff: Staff, page: { after: ReportedMessageKey | null; take: number }): Promise<ReportedMessage[] | null> {
  if (!allows(staff, "MODERATE_CHAT")) return null;
  return reportedMessagesPage(db, page.after, Math.min(Math.max(page.take, 1), MAX_CHAT_REPORTS_PAGE));
}

/** The open reports of a message of the queue; empty when the role may not moderate chat. */
export async function chatMessageReports(db: Database, staff: Staff, messageId: number): Promise<{ reason: string; createdAt: Date }[]> {
  return allows(staff, "MODERATE_CHAT") ? messageReports(db, messageId) : [];
}

async function moderate(env: ChatReportEnvironment, viewer: Viewer, messageId: number, action: "chat.hide" | "chat.keep"): Promise<{ messageId: number }> {
  const staff = await authorize(env.db, viewer, "MODERATE_CHAT");
  // An id no message can have (a global id of another type reads as -1) is refused before the database.
  if (!Number.isSafeInteger(messageId) || messageId <= 0 || messageId > 2_147_483_647) throw new AdminError("NOT_FOUND", "That message is no longer there.");
  const now = env.now();
  const before = await env.db.$transaction(async (tx) => {
    let found: SettledMessage;
    try {
      found = action === "chat.hide" ? await applyHideMessage(tx, staff.userId, messageId, now) : await applyKeepMessage(tx, messageId, now);
    } catch (error) {
      if (error instanceof ChatError) throw new AdminError("NOT_FOUND", error.message);
      throw error;
    }
    // Hiding what is hidden already changed nothing: nothing to write down.
    if (action === "chat.hide" && found.hiddenAt) return found;
    const message = { messageId, roomId: found.roomId };
    await appendAudit(tx, {
      actorId: staff.userId,
      action,
      targetUserId: found.authorId,
      before: { ...message, hidden: false, openReports: found.openReports },
      after: { ...message, hidden: action === "chat.hide", openReports: 0 },
    });
    return found;
  });
  if (action === "chat.hide" && !before.hiddenAt) announceHidden(env.events, before.roomId, messageId);
  return { messageId };
}

/** Moderators and admins: hide a message from everyone (its room's pages drop it at once); its reports are settled. */
export function hideChatMessage(env: ChatReportEnvironment, viewer: Viewer, messageId: number) {
  return moderate(env, viewer, messageId, "chat.hide");
}

/** Moderators and admins: keep a reported message; its reports so far leave the queue (a later report brings it back). */
export function keepChatMessage(env: ChatReportEnvironment, viewer: Viewer, messageId: number) {
  return moderate(env, viewer, messageId, "chat.keep");
}

/** What the audit log gives as the reason of a mute from a room's message menu, where no reason is typed. */
export const ROOM_MUTE_REASON = "Muted from a chat room's message menu.";

/** Moderators and admins: a room menu's portal-wide mute for some minutes (0 lifts it), the console's audited mutePlayer. */
export function muteFromChatRoom(env: ChatReportEnvironment, viewer: Viewer, authorId: string, minutes: number) {
  return mutePlayer(env, viewer, { userId: authorId, minutes, reason: ROOM_MUTE_REASON });
}
