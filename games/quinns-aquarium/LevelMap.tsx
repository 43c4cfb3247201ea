/**
 * The level map: a winding trail of pearls across the sea floor, five to a row and turning at
 * each end. Won levels shine, the next one waits open, later ones are locked.
 */
import { LockIcon } from "../engines/levels/icons.tsx";
import { LEVELS } from "./levels.ts";
import type { MapProgress } from "./progress.ts";
import { goalText } from "./rules.ts";

const PER_ROW = 5;

export interface LevelMapProps {
  progress: MapProgress;
  current: number | null;
  onPlay(level: number): void;
  onClose(): void;
}

export function LevelMap({ progress, current, onPlay, onClose }: LevelMapProps) {
  const rows = Math.ceil(LEVELS.length / PER_ROW);
  // Row r runs left to right when even, right to left when odd: a trail that snakes down.
  const spot = (index: number) => {
    const row = Math.floor(index / PER_ROW);
    const along = index % PER_ROW;
    return { row, col: row % 2 === 0 ? along : PER_ROW - 1 - along };
  };
  const trail = LEVELS.map((_, index) => {
    const { row, col } = spot(index);
    return `${col * 20 + 10},${row * 16 + 8}`;
  }).join(" L");
  return (
    <div className="gs-overlay qua-map-overlay" role="dialog" aria-modal="true" aria-labelledby="qua-map-title">
      <div className="gs-panel qua-map-panel">
        <h2 id="qua-map-title">Quinn's reef: {progress.won.size} of {LEVELS.length} levels won</h2>
        <div className="qua-map" style={{ aspectRatio: `100 / ${rows * 16}` }}>
          <svg viewBox={`0 0 100 ${rows * 16}`} preserveAspectRatio="none" aria-hidden="true">
            <defs>
              <linearGradient id="qua-map-sea" x1="0" y1="0" x2="0" y2="1">
                <stop offset="0" stopColor="#7fd3ec" />
                <stop offset="1" stopColor="#1d9bc4" />
              </linearGradient>
            </defs>
            <rect width="100" height={rows * 16} fill="url(#qua-map-sea)" />
            {Array.from({ length: rows }, (_, row) => (
              <path key={row} d={`M${row % 2 ? 96 : 2} ${row * 16 + 15} q2 -6 0 -12 q-2 -4 1 -7`} stroke="#2f9e6e" strokeWidth="1.2" fill="none" />
            ))}
            <path d={`M${trail}`} fill="none" stroke="#f3e2c0" strokeWidth="1.6" strokeDasharray="1 2.4" strokeLinecap="round" />
          </svg>
          {LEVELS.map((def, index) => {
            const level = index + 1;
            const { row, col } = spot(index);
            const open = level <= progress.open;
            const won = progress.won.has(level);
            return (
              <button
                key={level}
                type="button"
                className={`qua-pearl${won ? " qua-pearl-won" : ""}${current === level ? " qua-pearl-here" : ""}`}
                style={{ left: `${col * 20 + 10}%`, top: `${((row * 16 + 8) / (rows * 16)) * 100}%` }}
                disabled={!open}
                data-level={level}
                title={def.goals.map(goalText).join(", ")}
                aria-label={`Level ${level}: ${def.goals.map(goalText).join(", ")} in ${def.moves} moves${won ? ", won" : open ? "" : ", locked"}`}
                onClick={() => onPlay(level)}
              >
                {open ? level : <LockIcon />}
              </button>
            );
          })}
        </div>
        <div className="gs-panel-actions">
          <button type="button" className="gs-button" onClick={onClose}>
            Back to the level
          </button>
        </div>
      </div>
    </div>
  );
}
