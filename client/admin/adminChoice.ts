/** What the console shows, from its address (/admin?q=alice&player=<user id>), so a player's page can be linked. */
export interface AdminChoice {
  search: string;
  searching: boolean;
  userId: string;
  showPlayer: boolean;
}

export function adminChoice(search: string): AdminChoice {
  const params = new URLSearchParams(search);
  const text = (params.get("q") ?? "").trim().slice(0, 200);
  const userId = (params.get("player") ?? "").trim().slice(0, 200);
  return { search: text, searching: text !== "", userId, showPlayer: userId !== "" };
}

export function adminPath(choice: { search?: string; userId?: string }): string {
  const params = new URLSearchParams();
  if (choice.search) params.set("q", choice.search);
  if (choice.userId) params.set("player", choice.userId);
  const query = params.toString();
  return query ? `/admin?${query}` : "/admin";
}
