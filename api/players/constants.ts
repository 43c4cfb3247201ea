/** Business constants that belong to players (docs/product/accounts.md#welcome-gift, #profile). */
export const WELCOME_GIFT = { tokens: 500, gems: 100, pinId: "WELCOME-A" } as const;
export const USER_ICON_COUNT = 36;
export const DEFAULT_USER_ICON = 1;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 20;
