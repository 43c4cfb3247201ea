export { createGameClient } from "./client.ts";
export type { GameClient, GameClientConfig, GamePowerup, GardenCalls, GardenInfo, GameSessionInfo, FinishOptions, GameStatsInfo, LeaderboardLine, PowerupResult, SaveMode, SoundPreference, StartedGame, StartOptions, StatLine, TodayStanding, Verdict, Wallet } from "./client.ts";
export { GameClientError } from "./transport.ts";
export type { CapabilitySource } from "./transport.ts";
export type { Json } from "./json.ts";
