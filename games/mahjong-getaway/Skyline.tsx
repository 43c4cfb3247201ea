/** Each city's skyline at dusk behind the board (drawn by us): pagodas, bell towers, minarets, the Sugarloaf. */
import { CITIES } from "./cities.ts";

const SILHOUETTES: Record<string, string> = {
  kyoto:
    "M0 240V200h40v-10h60v10h30V150l-14 4 24-18h-18l20-14h-16l16-12h-12l10-12 10 12h-12l16 12h-16l20 14h-18l24 18-14-4v50h60v-14h70v14h90v40z",
  venice:
    "M0 240V196h30v-30h24v30h20V110l8-16 8 16v86h24v-22q20-26 40 0v22h60v-40h30v40h40v-24h30v24h46v44z",
  marrakesh:
    "M0 240V190h50v-20q20-24 40 0v20h30V96h-6l12-16 12 16h-6v94h40v-30h60v30h20q24-36 48 0h56v50z",
  rio:
    "M0 240V200q40-16 70-4 30-96 70-96 26 0 40 70 20-10 40 4 20-50 50-50 30 0 40 60 40-10 90 16v40z",
};

export function Skyline({ city }: { city: number }) {
  const place = CITIES[city]!;
  return (
    <svg className="mj-scenery" viewBox="0 0 400 240" preserveAspectRatio="xMidYMax slice" aria-hidden="true">
      <defs>
        <linearGradient id={`mjg-sky-${place.id}`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={place.sky[1]} />
          <stop offset="1" stopColor={place.sky[0]} />
        </linearGradient>
      </defs>
      <rect width="400" height="240" fill={`url(#mjg-sky-${place.id})`} />
      <circle cx="300" cy="150" r="34" fill="#ffe3a3" opacity=".55" />
      <path d={SILHOUETTES[place.id]} fill="#5e2320" opacity=".55" />
    </svg>
  );
}
