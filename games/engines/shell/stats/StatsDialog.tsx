import { useEffect, useId, useState } from "react";
import type { GameStatsInfo, StatLine } from "../../../sdk/index.ts";
import { CloseIcon } from "../icons.tsx";
import { useModalDialog } from "../useModalDialog.ts";
import { optionsLabel } from "./optionsLabel.ts";
import { formatCount, formatTime } from "../../../../shared/numbers.ts";
import "./stats.css";

export interface StatsDialogProps {
  title: string;
  /** Asks the server for the player's statistics in this game (GameClient.stats). */
  load(): Promise<GameStatsInfo>;
  onClose(): void;
}

type Loaded = { kind: "loading" } | { kind: "ready"; stats: GameStatsInfo } | { kind: "failed" };

const time = (ms: number | null) => (ms === null ? "–" : formatTime(ms));
const score = (value: number | null) => (value === null ? "–" : formatCount(value));

function Figures({ line }: { line: StatLine }) {
  const figures: [string, string][] = [
    ["Played", formatCount(line.played)],
    ["Won", formatCount(line.won)],
    ["Win rate", `${line.winRate}%`],
    ["Current streak", formatCount(line.currentStreak)],
    ["Best streak", formatCount(line.bestStreak)],
    ["Best time", time(line.bestTimeMs)],
    ["Best score", score(line.bestScore)],
  ];
  return (
    <dl className="gs-stats-figures">
      {figures.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The player's statistics in this game, asked of the server each time it opens (verified games only). */
export function StatsDialog({ title, load, onClose }: StatsDialogProps) {
  const dialog = useModalDialog(onClose);
  const headingId = useId();
  const [loaded, setLoaded] = useState<Loaded>({ kind: "loading" });
  useEffect(() => {
    let current = true;
    load().then(
      (stats) => current && setLoaded({ kind: "ready", stats }),
      () => current && setLoaded({ kind: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [load]);

  return (
    <dialog ref={dialog} className="gs-stats-dialog" aria-labelledby={headingId}>
      <div className="gs-stats-head">
        <h2 id={headingId}>{title} statistics</h2>
        <button type="button" className="gs-icon-button gs-stats-close" onClick={onClose} aria-label="Close statistics">
          <CloseIcon />
        </button>
      </div>
      <div className="gs-stats-body" aria-busy={loaded.kind === "loading"}>
        {loaded.kind === "loading" ? <p className="gs-stats-note">Counting your games…</p> : null}
        {loaded.kind === "failed" ? <p className="gs-stats-note">Your statistics could not be loaded. Please try again later.</p> : null}
        {loaded.kind === "ready" ? (
          <>
            <Figures line={loaded.stats.total} />
            {loaded.stats.total.played === 0 ? <p className="gs-stats-note">Finish a game and your wins, streaks and best times show here.</p> : null}
            {loaded.stats.byOptions.length > 1 ? (
              <>
                <h3>By options</h3>
                <div className="gs-stats-table">
                  <table>
                    <thead>
                      <tr>
                        <th scope="col">Options</th>
                        <th scope="col">Played</th>
                        <th scope="col">Win rate</th>
                        <th scope="col">Best streak</th>
                        <th scope="col">Best time</th>
                        <th scope="col">Best score</th>
                      </tr>
                    </thead>
                    <tbody>
                      {loaded.stats.byOptions.map(({ options, stats }) => (
                        <tr key={JSON.stringify(options)}>
                          <th scope="row">{optionsLabel(options)}</th>
                          <td>{formatCount(stats.played)}</td>
                          <td>{stats.winRate}%</td>
                          <td>{formatCount(stats.bestStreak)}</td>
                          <td>{time(stats.bestTimeMs)}</td>
                          <td>{score(stats.bestScore)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </>
            ) : null}
            <p className="gs-stats-note">Every game you finish counts, won or lost, once the server has checked it.</p>
          </>
        ) : null}
      </div>
    </dialog>
  );
}
