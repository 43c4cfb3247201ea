/**
 * The portal's web app manifest (what makes it installable), built the same way by the server
 * that answers /manifest.webmanifest (api/http/webManifestRoute.ts) and checked by the tests.
 * The icons are drawn by scripts/appIcons.ts and land in the client's build under /icons/.
 */

/** The portal's colours (client/styles.css: --brand is the bar and the splash screen). */
export const THEME_COLOUR = "#23395b";
export const BACKGROUND_COLOUR = "#f6f4ef";

export const ICON_SIZES = [48, 72, 96, 128, 144, 152, 192, 256, 384, 512] as const;
export const MASKABLE_SIZES = [192, 512] as const;

/** How many of the player's last played games the installed app offers as shortcuts. */
export const SHORTCUT_GAMES = 4;

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: "image/png";
  purpose: "any" | "maskable";
}

export interface ManifestShortcut {
  name: string;
  short_name: string;
  url: string;
  icons: ManifestIcon[];
}

export const MANIFEST_ICONS: ManifestIcon[] = [
  ...ICON_SIZES.map((size) => ({ src: `/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: "image/png" as const, purpose: "any" as const })),
  ...MASKABLE_SIZES.map((size) => ({ src: `/icons/maskable-${size}.png`, sizes: `${size}x${size}`, type: "image/png" as const, purpose: "maskable" as const })),
];

export interface ShortcutGame {
  name: string;
  slug: string;
}

export function webAppManifest(portalName: string, description: string, recentGames: readonly ShortcutGame[]) {
  const shortcutIcon = MANIFEST_ICONS.filter((icon) => icon.purpose === "any" && icon.sizes === "96x96");
  return {
    // A stable id: the installed app stays the same one whatever the start URL becomes.
    id: "/",
    name: portalName,
    short_name: portalName.length <= 12 ? portalName : portalName.slice(0, 12),
    description,
    start_url: "/?source=app",
    scope: "/",
    display: "standalone",
    orientation: "any",
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    categories: ["games", "entertainment"],
    icons: MANIFEST_ICONS,
    shortcuts: recentGames.slice(0, SHORTCUT_GAMES).map(
      (game): ManifestShortcut => ({ name: `Play ${game.name}`, short_name: game.name, url: `/game/${game.slug}/load`, icons: shortcutIcon }),
    ),
  };
}
