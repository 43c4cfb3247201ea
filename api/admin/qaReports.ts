import { z } from "zod";
import type { Viewer } from "../auth/viewer.ts";
import type { Database } from "../database/prisma.ts";
import { applyHide, applyKeep, openPostReports, QaError, reportedPostsPage, type ReportableKind, type ReportedPostKey, type SettledPost } from "../qa/qa.ts";
import { AdminError, allows, authorize, type Staff } from "./access.ts";
import { appendAudit } from "./audit.ts";

/**
 * The console's Q&A reports queue: questions and answers players reported, and the moderator's two
 * ways out, Hide (players no longer read the post) or Keep (its reports are settled). The rules of
 * hiding are Q&A's own (api/qa/qa.ts); this module authorizes and writes the audit row in the
 * action's transaction.
 */

/** Posts of one page of the queue at most. */
export const MAX_QA_REPORTS_PAGE = 50;

export const QaModerationInput = z.object({ kind: z.enum(["question", "answer"]), postId: z.number().int().positive() });

export interface QaReportEnvironment {
  db: Database;
  now: () => Date;
}

/** A page of the queue, oldest report first; null when the role may not moderate Q&A. */
export async function qaReportsPage(db: Database, staff: Staff, page: { after: ReportedPostKey | null; take: number }): Promise<ReportedPostKey[] | null> {
  if (!allows(staff, "MODERATE_QA")) return null;
  return reportedPostsPage(db, page.after, Math.min(Math.max(page.take, 1), MAX_QA_REPORTS_PAGE));
}

/** The open reports of a post of the queue; empty when the role may not moderate Q&A. */
export async function qaPostReports(db: Database, staff: Staff, kind: ReportableKind, postId: number): Promise<{ reason: string; createdAt: Date }[]> {
  return allows(staff, "MODERATE_QA") ? openPostReports(db, kind, postId) : [];
}

async function moderate(env: QaReportEnvironment, viewer: Viewer, input: z.input<typeof QaModerationInput>, action: "qa.hide" | "qa.keep"): Promise<{ kind: ReportableKind; postId: number }> {
  const staff = await authorize(env.db, viewer, "MODERATE_QA");
  const parsed = QaModerationInput.safeParse(input);
  if (!parsed.success) throw new AdminError("NOT_FOUND", "That post does not exist.");
  const { kind, postId } = parsed.data;
  const now = env.now();
  await env.db.$transaction(async (tx) => {
    let before: SettledPost;
    try {
      before = action === "qa.hide" ? await applyHide(tx, staff.userId, kind, postId, now) : await applyKeep(tx, kind, postId, now);
    } catch (error) {
      if (error instanceof QaError) throw new AdminError("NOT_FOUND", error.message);
      throw error;
    }
    // Hiding what is hidden already changed nothing: nothing to write down.
    if (action === "qa.hide" && before.hiddenAt) return;
    const post = { kind, postId };
    await appendAudit(tx, {
      actorId: staff.userId,
      action,
      targetUserId: before.authorId,
      before: { ...post, hidden: false, openReports: before.openReports },
      after: { ...post, hidden: action === "qa.hide", openReports: 0 },
    });
  });
  return { kind, postId };
}

/** Moderators and admins: hide a question (and so its answers) or an answer from players; its reports are settled. */
export function hideQaPost(env: QaReportEnvironment, viewer: Viewer, input: z.input<typeof QaModerationInput>) {
  return moderate(env, viewer, input, "qa.hide");
}

/** Moderators and admins: keep a reported question or answer; its reports so far leave the queue (a later report brings it back). */
export function keepQaPost(env: QaReportEnvironment, viewer: Viewer, input: z.input<typeof QaModerationInput>) {
  return moderate(env, viewer, input, "qa.keep");
}
