/** The console's pages besides the players' (which is the console's own address). */
export type AdminView = "dashboard" | "money" | "coupons" | "content" | "qa" | "chat" | "audit";

/**
 * What the console shows, from its address, so any page of it can be linked: a search and a
 * player's page (/admin?q=alice&player=<user id>), the live Dashboard (/admin?view=dashboard),
 * the money pages (/admin?view=money), the coupons (/admin?view=coupons), the content page
 * (/admin?view=content), the Q&A reports queue (/admin?view=qa), the chat reports queue
 * (/admin?view=chat) or the audit log (/admin?view=audit).
 */
export interface AdminChoice {
  search: string;
  searching: boolean;
  userId: string;
  showPlayer: boolean;
  showDashboard: boolean;
  showMoney: boolean;
  showCoupons: boolean;
  showContent: boolean;
  showQaReports: boolean;
  showChatReports: boolean;
  showAudit: boolean;
}

export function adminChoice(search: string): AdminChoice {
  const params = new URLSearchParams(search);
  const view = params.get("view");
  const showDashboard = view === "dashboard";
  const showMoney = view === "money";
  const showCoupons = view === "coupons";
  const showContent = view === "content";
  const showQaReports = view === "qa";
  const showChatReports = view === "chat";
  const showAudit = view === "audit";
  const onPlayers = !showDashboard && !showMoney && !showCoupons && !showContent && !showQaReports && !showChatReports && !showAudit;
  const text = onPlayers ? (params.get("q") ?? "").trim().slice(0, 200) : "";
  const userId = onPlayers ? (params.get("player") ?? "").trim().slice(0, 200) : "";
  return { search: text, searching: text !== "", userId, showPlayer: userId !== "", showDashboard, showMoney, showCoupons, showContent, showQaReports, showChatReports, showAudit };
}

export function adminPath(choice: { search?: string; userId?: string; view?: AdminView }): string {
  const params = new URLSearchParams();
  if (choice.view) params.set("view", choice.view);
  if (choice.search) params.set("q", choice.search);
  if (choice.userId) params.set("player", choice.userId);
  const query = params.toString();
  return query ? `/admin?${query}` : "/admin";
}
