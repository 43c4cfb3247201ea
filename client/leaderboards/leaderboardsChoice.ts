/** What the Leaderboards page shows, from its address (?game=KLO&period=WEEKLY&scope=FRIENDS), with defaults. */
export interface LeaderboardsChoice {
  game: string;
  period: "DAILY" | "WEEKLY" | "PUZZLE";
  scope: "GLOBAL" | "FRIENDS";
}

/** The board shown when the address names none: the first game's board of today, every player. */
export const DEFAULT_GAME = "KLO";

export function leaderboardsChoice(search: string): LeaderboardsChoice {
  const params = new URLSearchParams(search);
  const game = params.get("game") ?? "";
  const period = params.get("period");
  return {
    game: /^[A-Za-z0-9]{3}$/.test(game) ? game.toUpperCase() : DEFAULT_GAME,
    period: period === "WEEKLY" || period === "PUZZLE" ? period : "DAILY",
    scope: params.get("scope") === "FRIENDS" ? "FRIENDS" : "GLOBAL",
  };
}

export function leaderboardsSearch(choice: LeaderboardsChoice): string {
  return `?${new URLSearchParams({ game: choice.game, period: choice.period, scope: choice.scope }).toString()}`;
}
