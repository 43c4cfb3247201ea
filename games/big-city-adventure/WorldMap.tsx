/**
 * The world map: every city on a drawn map with the stars of its scenes won, cities not yet owned
 * locked with their price (choosing one opens the portal's store for its pack), and the chosen
 * city's three scenes, each open once the one before is won.
 */
import { useState } from "react";
import { LockIcon } from "../engines/levels/icons.tsx";
import { CITIES } from "./cities.ts";
import { SCENES_PER_CITY, sceneOpen, type BcaOptions } from "./rules.ts";

export interface WorldMapProps {
  /** Scenes won per city id. */
  stars: ReadonlyMap<string, ReadonlySet<number>>;
  owned: ReadonlySet<string>;
  prices: ReadonlyMap<string, number>;
  current: BcaOptions | null;
  onPlay(options: BcaOptions): void;
  onBuy(cityId: string): void;
  onClose(): void;
}

const CONTINENTS = [
  "M120 90q80-40 170-20 40 30 20 80-30 40-60 70-20 30-60 20-40-30-70-40-40-30-20-70z",
  "M280 290q40-20 80 10 20 60-10 120-20 40-40 30-20-60-40-100z",
  "M440 90q60-30 130-10 30 20 10 60-40 20-80 20-50-10-60-70z",
  "M460 190q60-20 110 10 30 60 0 130-40 40-70 0-30-60-40-140z",
  "M580 90q120-40 280 0 40 60-20 130-60 40-130 40-60 20-100-40-40-60-30-130z",
  "M820 360q50-20 100 10 10 40-30 50-50 10-70-60z",
];

function Star({ x, filled }: { x: number; filled: boolean }) {
  return (
    <path
      transform={`translate(${x} 30) scale(0.55)`}
      d="M0-10l3 7 8 1-6 5 2 8-7-4-7 4 2-8-6-5 8-1z"
      fill={filled ? "#ffd166" : "rgba(255,255,255,0.5)"}
      stroke="#1d2a3a"
      strokeWidth="2"
    />
  );
}

export function WorldMap({ stars, owned, prices, current, onPlay, onBuy, onClose }: WorldMapProps) {
  const [chosen, setChosen] = useState(current?.city ?? CITIES[0]!.id);
  const city = CITIES.find((candidate) => candidate.id === chosen) ?? CITIES[0]!;
  const won = stars.get(city.id) ?? new Set<number>();
  const open = owned.has(city.id);
  const price = prices.get(city.id);
  return (
    <div className="gs-overlay bca-map-overlay" role="dialog" aria-modal="true" aria-labelledby="bca-map-title">
      <div className="gs-panel bca-map-panel">
        <h2 id="bca-map-title">World map</h2>
        <svg className="bca-map" viewBox="0 0 1000 500" aria-hidden="true">
          <rect width="1000" height="500" rx="24" fill="#9fd3e6" />
          {CONTINENTS.map((d) => (
            <path key={d} d={d} fill="#f1dfb4" stroke="#d4bb85" strokeWidth="3" />
          ))}
          {CITIES.map((place) => {
            const mine = owned.has(place.id);
            const count = stars.get(place.id)?.size ?? 0;
            return (
              <g key={place.id} className={`bca-pin${mine ? "" : " bca-locked"}${place.id === chosen ? " bca-chosen" : ""}`} transform={`translate(${place.map.x} ${place.map.y})`} onClick={() => setChosen(place.id)}>
                <circle r="14" fill={mine ? "#e4572e" : "#7d7d7d"} stroke="#fff" strokeWidth="4" />
                {mine ? null : <path d="M-4-1v-3a4 4 0 0 1 8 0v3M-5-1h10v7h-10z" fill="#fff" stroke="#fff" strokeWidth="1.2" />}
                {mine && count > 0 ? Array.from({ length: count }, (_, index) => <Star key={index} x={(index - (count - 1) / 2) * 12} filled />) : null}
              </g>
            );
          })}
        </svg>
        <div className="bca-cities" role="group" aria-label="Cities">
          {CITIES.map((place) => {
            const mine = owned.has(place.id);
            const count = stars.get(place.id)?.size ?? 0;
            const label = mine ? `${place.name}: ${count} of ${SCENES_PER_CITY} scenes won` : `${place.name}: locked${prices.has(place.id) ? `, ${prices.get(place.id)} gems` : ""}`;
            return (
              <button
                key={place.id}
                type="button"
                className={`bca-city${mine ? "" : " bca-locked"}`}
                aria-pressed={place.id === chosen}
                aria-label={label}
                onClick={() => setChosen(place.id)}
              >
                <span>{place.name}</span>
                <span className="bca-city-stars" aria-hidden="true">
                  {mine ? (
                    "★".repeat(count) + "☆".repeat(SCENES_PER_CITY - count)
                  ) : (
                    <>
                      <LockIcon /> {prices.get(place.id) ?? ""}
                    </>
                  )}
                </span>
              </button>
            );
          })}
        </div>
        <h3 className="bca-city-title">{city.name}</h3>
        <p className="bca-stars" aria-label={`${won.size} of ${SCENES_PER_CITY} scenes won`}>
          {Array.from({ length: SCENES_PER_CITY }, (_, index) => (index < won.size ? "★" : "☆")).join(" ")}
        </p>
        {open ? (
          <div className="bca-scenes" role="group" aria-label={`Scenes of ${city.name}`}>
            {city.scenes.map((spec, scene) => {
              const playable = sceneOpen(won, scene);
              const here = current?.city === city.id && current.scene === scene;
              return (
                <button
                  key={spec.title}
                  type="button"
                  className={`bca-scene-button${won.has(scene) ? " bca-won" : ""}${here ? " bca-here" : ""}`}
                  disabled={!playable}
                  aria-label={`${spec.title}${won.has(scene) ? ", won" : playable ? "" : ", locked: win the scene before"}`}
                  onClick={() => onPlay({ city: city.id, scene })}
                >
                  {won.has(scene) ? "★ " : playable ? "" : <LockIcon className="bca-scene-lock" />}
                  {spec.title}
                </button>
              );
            })}
          </div>
        ) : (
          <div className="bca-buy">
            <p className="gs-result-note">
              The {city.name} city pack opens its three scenes: {city.scenes.map((spec) => spec.title).join(", ")}.
            </p>
            <button type="button" className="gs-button gs-button-primary" onClick={() => onBuy(city.id)}>
              {price === undefined ? `Get ${city.name}` : `Get ${city.name} · ${price} gems`}
            </button>
          </div>
        )}
        <div className="gs-panel-actions">
          <button type="button" className="gs-button" onClick={onClose}>
            Back to the scene
          </button>
        </div>
      </div>
    </div>
  );
}
