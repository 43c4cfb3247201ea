/**
 * The Game SDK's GraphQL documents: the only operations a game frame may run. The server
 * accepts them as persisted operations by the sha256 of the exact text below (Apollo's APQ
 * shape: `extensions.persistedQuery.sha256Hash`, no query text), so any edit here changes a
 * hash and the server picks it up from this same module.
 */
import { sha256Hex } from "./sha256.ts";

const SESSION = `fragment SdkSession on GameSession {
  id gameCode seed options daily saveMode rulesVersion startedAt finishedAt phase score tokensPaid moves
  powerupUses { powerupId seq }
}`;

const POWERUP = `fragment SdkPowerup on GamePowerup { id title count }`;

const GAME_ERROR = `... on GameError { code message }`;

const GARDEN = `fragment SdkGarden on Garden {
  game columns rows canPlant currency { id title count } plants { kind name price tree } plots { plot kind }
}`;

const STAT_LINE = `fragment SdkStatLine on GameStatLine { played won winRate currentStreak bestStreak bestTimeMs bestScore }`;

const GARDEN_RESULT = `{ __typename ... on GardenChanged { garden { ...SdkGarden } } ... on GardenError { code message } }`;

export const operations = {
  SdkStartGame: `mutation SdkStartGame($input: StartGameInput!) {
  startGame(input: $input) { __typename ... on StartGameSuccess { session { ...SdkSession } } ${GAME_ERROR} }
}
${SESSION}`,
  SdkGameMove: `mutation SdkGameMove($input: GameMoveInput!) {
  gameMove(input: $input) { __typename ... on GameMoveSuccess { reveal session { id } } ${GAME_ERROR} }
}`,
  SdkSaveGame: `mutation SdkSaveGame($input: SaveGameInput!) {
  saveGame(input: $input) { __typename ... on SaveGameSuccess { session { id } } ${GAME_ERROR} }
}`,
  SdkUsePowerup: `mutation SdkUsePowerup($input: UsePowerupInput!) {
  usePowerup(input: $input) {
    __typename
    ... on UsePowerupSuccess { powerup { ...SdkPowerup } reveal session { id } }
    ... on NoPowerupLeftError { message powerup { ...SdkPowerup } }
    ${GAME_ERROR}
  }
}
${POWERUP}`,
  SdkFinishGame: `mutation SdkFinishGame($input: FinishGameInput!) {
  finishGame(input: $input) {
    __typename
    ... on FinishGameSuccess {
      verified won score tokensEarned itemEarned { itemId count } note: message newBestTime newBestScore player { gems tokens }
      session { id phase score finishedAt tokensPaid }
      todayLeaderboard { measure top { ...SdkLeaderboardLine } viewerEntry { ...SdkLeaderboardLine } }
    }
    ${GAME_ERROR}
  }
}
fragment SdkLeaderboardLine on LeaderboardEntry { rank name result isViewer }`,
  SdkPowerups: `query SdkPowerups($game: String!) { viewer { powerups(game: $game) { ...SdkPowerup } } }
${POWERUP}`,
  SdkGameStats: `query SdkGameStats($game: String!) {
  viewer { gameStats(game: $game) { total { ...SdkStatLine } byOptions { options stats { ...SdkStatLine } } } }
}
${STAT_LINE}`,
  SdkWonOptions: `query SdkWonOptions($game: String!) { viewer { wonGameOptions(game: $game) } }`,
  SdkOwnedPacks: `query SdkOwnedPacks($game: String!) { viewer { ownedPacks(game: $game) } }`,
  SdkSavedGame: `query SdkSavedGame($game: String!) { viewer { savedGame(game: $game) { ...SdkSession } } }
${SESSION}`,
  SdkGarden: `query SdkGarden($game: String!) { viewer { garden(game: $game) { ...SdkGarden } } }
${GARDEN}`,
  SdkPlant: `mutation SdkPlant($input: PlantInGardenInput!) { plantInGarden(input: $input) ${GARDEN_RESULT} }
${GARDEN}`,
  SdkMovePlant: `mutation SdkMovePlant($input: MovePlantInput!) { movePlant(input: $input) ${GARDEN_RESULT} }
${GARDEN}`,
  SdkRemovePlant: `mutation SdkRemovePlant($input: RemovePlantInput!) { removePlant(input: $input) ${GARDEN_RESULT} }
${GARDEN}`,
} as const;

export type OperationName = keyof typeof operations;

const hashes = new Map<OperationName, string>();

/** The sha256 (hex) the SDK sends for an operation and the server looks it up by. */
export function operationHash(name: OperationName): string {
  let hash = hashes.get(name);
  if (hash === undefined) {
    hash = sha256Hex(operations[name]);
    hashes.set(name, hash);
  }
  return hash;
}

/** hash -> document, for the server's persisted-operations store. */
export function persistedOperations(): ReadonlyMap<string, string> {
  const names = Object.keys(operations) as OperationName[];
  return new Map(names.map((name) => [operationHash(name), operations[name]]));
}
