/**
 * What the console shows, from its address, so any page of it can be linked: a search and a
 * player's page (/admin?q=alice&player=<user id>), or the money pages (/admin?view=money).
 */
export interface AdminChoice {
  search: string;
  searching: boolean;
  userId: string;
  showPlayer: boolean;
  showMoney: boolean;
}

export function adminChoice(search: string): AdminChoice {
  const params = new URLSearchParams(search);
  const showMoney = params.get("view") === "money";
  const text = showMoney ? "" : (params.get("q") ?? "").trim().slice(0, 200);
  const userId = showMoney ? "" : (params.get("player") ?? "").trim().slice(0, 200);
  return {
    search: text,
    searching: text !== "",
    userId,
    showPlayer: userId !== "",
    showMoney,
  };
}

export function adminPath(choice: { search?: string; userId?: string; view?: "money" }): string {
  const params = new URLSearchParams();
  if (choice.view) params.set("view", choice.view);
  if (choice.search) params.set("q", choice.search);
  if (choice.userId) params.set("player", choice.userId);
  const query = params.toString();
  return query ? `/admin?${query}` : "/admin";
}
