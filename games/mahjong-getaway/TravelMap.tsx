/**
 * The map of the getaway: the cities along a dotted route over a sea (drawn by us), each with the
 * levels won, and the 60 levels of the chosen city; locked ones wait for the one before.
 */
import { useState } from "react";
import { LockIcon } from "../engines/levels/icons.tsx";
import { CITIES } from "./cities.ts";
import { cityOpen, LEVELS_PER_CITY, levelOpen, layoutOfLevel, type GetawayOptions, type Progress } from "./rules.ts";

export interface TravelMapProps {
  progress: Progress;
  current: GetawayOptions | null;
  onPlay(options: GetawayOptions): void;
  onClose(): void;
}

const LAYOUT_NAMES: Record<string, string> = { diamond: "Diamond", cross: "Compass", bridge: "Bridge", pyramid: "Pyramid", turtle: "Turtle" };

export function TravelMap({ progress, current, onPlay, onClose }: TravelMapProps) {
  const [city, setCity] = useState(current?.city ?? 0);
  const route = CITIES.map((place) => `${place.x},${place.y}`).join(" L");
  return (
    <div className="gs-overlay mjg-map-overlay" role="dialog" aria-modal="true" aria-labelledby="mjg-map-title">
      <div className="gs-panel mjg-map-panel">
        <h2 id="mjg-map-title">Your getaway</h2>
        <svg className="mjg-map" viewBox="0 0 400 240" role="group" aria-label="Cities">
          <rect width="400" height="240" rx="16" fill="#8fd0e0" />
          <path d="M250 30q60-20 120 10 20 40-10 80-40 10-60-20-40-10-50-70zM150 40q40-10 70 10 10 30-20 40-30 10-40 40-30-20-10-90zM60 140q50-10 90 20 10 50-30 70-50-10-60-90z" fill="#f1d7a6" stroke="#d7b57a" />
          <path d={`M${route}`} fill="none" stroke="#b5483b" strokeWidth="3" strokeDasharray="2 7" strokeLinecap="round" />
          {CITIES.map((place, index) => {
            const open = cityOpen(progress, index);
            const chosen = index === city;
            return (
              <g
                key={place.id}
                className={`mjg-pin${open ? "" : " mjg-locked"}${chosen ? " mjg-chosen" : ""}`}
                transform={`translate(${place.x} ${place.y})`}
                role="button"
                tabIndex={0}
                aria-pressed={chosen}
                aria-label={`${place.name}: ${open ? `${progress.cleared[index]} of ${LEVELS_PER_CITY} levels won` : "locked"}`}
                onClick={() => setCity(index)}
                onKeyDown={(event) => {
                  if (event.key === "Enter" || event.key === " ") {
                    event.preventDefault();
                    setCity(index);
                  }
                }}
              >
                <circle r="22" fill="transparent" />
                <path d="M0 0c-9-12-12-16-12-21a12 12 0 0 1 24 0c0 5-3 9-12 21z" fill={open ? "#b5483b" : "#7d7d7d"} stroke="#fff" strokeWidth="2" />
                <circle cy="-21" r="4.5" fill="#fff" />
                <text y="16" textAnchor="middle" fontSize="12" fontWeight="800" fill="#1d2a3a" stroke="#fff" strokeWidth="3" paintOrder="stroke">
                  {place.name}
                </text>
                <text y="29" textAnchor="middle" fontSize="10" fill="#1d2a3a" stroke="#fff" strokeWidth="3" paintOrder="stroke">
                  {open ? `${progress.cleared[index]}/${LEVELS_PER_CITY}` : "locked"}
                </text>
              </g>
            );
          })}
        </svg>
        <h3 className="mjg-city-title">{CITIES[city]!.name}</h3>
        {cityOpen(progress, city) ? null : <p className="gs-result-note">Finish all {LEVELS_PER_CITY} levels of {CITIES[city - 1]!.name} to travel here.</p>}
        <div className="mjg-levels" role="group" aria-label={`Levels of ${CITIES[city]!.name}`}>
          {Array.from({ length: LEVELS_PER_CITY }, (_, index) => {
            const level = index + 1;
            const open = levelOpen(progress, { city, level });
            const won = level <= progress.cleared[city]!;
            const here = current?.city === city && current.level === level;
            return (
              <button
                key={level}
                type="button"
                className={`mjg-level${won ? " mjg-won" : ""}${here ? " mjg-here" : ""}`}
                disabled={!open}
                aria-label={`Level ${level}, ${LAYOUT_NAMES[layoutOfLevel(level)]}${won ? ", won" : open ? "" : ", locked"}`}
                onClick={() => onPlay({ city, level })}
              >
                {open ? level : <LockIcon />}
              </button>
            );
          })}
        </div>
        <div className="gs-panel-actions">
          <button type="button" className="gs-button" onClick={onClose}>
            Back to the board
          </button>
        </div>
      </div>
    </div>
  );
}
