/**
 * The contact sheet's page (`npm run screenshots`, scripts/screenshots.ts): every game's shots side
 * by side, one card a game, so a person sees all the games at each size at a glance.
 */

/** A screen a game is shot at; `phone` shots are taken with touch at twice the pixels, as on a phone. */
export interface ShotSize {
  width: number;
  height: number;
  phone: boolean;
}

/** One game at one size. */
export interface Shot {
  size: ShotSize;
  /** The PNG's path beside the sheet; for a game that did not load, what the page showed then, when it could be taken. */
  file?: string;
  /** Why the game did not load. */
  error?: string;
}

export interface SheetGame {
  slug: string;
  name: string;
  shots: readonly Shot[];
}

/** Shots are shown at half their CSS size: a 1366x768 shot and a 390x844 one fit side by side in a card. */
const SCALE = 0.5;

export const sizeLabel = (size: ShotSize): string => `${size.width}x${size.height}`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function shotHtml(game: SheetGame, shot: Shot): string {
  const width = Math.round(shot.size.width * SCALE);
  const height = Math.round(shot.size.height * SCALE);
  const caption = `${sizeLabel(shot.size)}${shot.size.phone ? " phone" : ""}`;
  const picture =
    shot.file === undefined
      ? `<div class="missing" style="width:${width}px;height:${height}px">No picture</div>`
      : `<a href="${escapeHtml(shot.file)}"><img src="${escapeHtml(shot.file)}" width="${width}" height="${height}" alt="${escapeHtml(`${game.name} at ${caption}`)}"></a>`;
  const failure = shot.error === undefined ? "" : `<p class="failed" style="width:${width}px"><strong>Did not load:</strong> ${escapeHtml(shot.error)}</p>`;
  return `<figure>${picture}<figcaption>${caption}</figcaption>${failure}</figure>`;
}

/** The sheet's HTML: a card per game (its name, slug and every shot with its size), in the order given. */
export function contactSheetHtml(title: string, games: readonly SheetGame[]): string {
  const cards = games.map(
    (game) =>
      `<section${game.shots.some((shot) => shot.error !== undefined) ? ' class="has-failure"' : ""}><h2>${escapeHtml(game.name)} <small>${escapeHtml(game.slug)}</small></h2><div class="shots">${game.shots.map((shot) => shotHtml(game, shot)).join("")}</div></section>`,
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<style>
  body { margin: 16px; background: #1b1f24; color: #e8e8e8; font: 14px/1.4 system-ui, sans-serif; }
  h1 { font-size: 20px; margin: 0 0 12px; }
  main { display: flex; flex-wrap: wrap; gap: 16px; }
  section { background: #262b31; border-radius: 8px; padding: 8px 12px 12px; }
  section.has-failure { outline: 3px solid #e0533d; }
  h2 { font-size: 16px; margin: 0 0 8px; }
  h2 small { color: #9aa3ad; font-weight: normal; }
  .shots { display: flex; gap: 12px; align-items: flex-start; }
  figure { margin: 0; }
  img { display: block; border: 1px solid #3a4048; }
  figcaption { color: #9aa3ad; font-size: 12px; margin-top: 4px; }
  .missing { display: flex; justify-content: center; align-items: center; border: 1px dashed #e0533d; color: #f3b2a7; box-sizing: border-box; }
  .failed { color: #f3b2a7; font-size: 12px; margin: 4px 0 0; overflow-wrap: anywhere; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<main>
${cards.join("\n")}
</main>
</body>
</html>
`;
}
