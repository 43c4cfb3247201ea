import { useMemo, useState } from "react";
import { PACKS } from "./catalog.ts";
import { PIECE_COUNTS, withRotation, type JigsawOptions, type PieceCount } from "./rules.ts";
import { thumbnailUrl } from "./usePicture.ts";
import { LockIcon } from "../engines/levels/icons.tsx";
import { formatTime } from "../engines/shell/index.ts";

export interface GalleryProps {
  current: JigsawOptions;
  owned: readonly string[];
  /** Best verified times (ms) by options key (see bestKey). */
  best: ReadonlyMap<string, number>;
  narrow: boolean;
  onPlay(options: JigsawOptions): void;
  onUnlock(packId: string): void;
  onClose(): void;
}

/** Turned pieces keep their own best times (keys from before rotation are upright ones). */
export const bestKey = (options: JigsawOptions) => `${options.pack}/${options.picture}/${options.pieces}${options.rotate ? "/turned" : ""}`;

/** Pick a picture (locked packs show their price and open the store), then how many pieces. */
export function Gallery({ current, owned, best, narrow, onPlay, onUnlock, onClose }: GalleryProps) {
  const [chosen, setChosen] = useState<{ pack: string; picture: number } | null>(null);
  const [rotate, setRotate] = useState(current.rotate === true);
  const thumbnails = useMemo(() => new Map(PACKS.flatMap((pack) => pack.items.map((_, index) => [`${pack.id}/${index}`, thumbnailUrl(pack.id, index)] as const))), []);
  const suggested: readonly PieceCount[] = narrow ? [24, 48] : [48, 96];

  if (chosen) {
    const pack = PACKS.find((entry) => entry.id === chosen.pack)!;
    return (
      <div className="gs-overlay jig-gallery" role="dialog" aria-label="Choose the piece count">
        <div className="gs-panel jig-counts">
          <img src={thumbnails.get(`${chosen.pack}/${chosen.picture}`)} alt="" className="jig-count-picture" />
          <h2>{pack.items[chosen.picture]}</h2>
          <p className="gs-result-note">How many pieces?{narrow ? " On a phone, 24 or 48 pieces fit best." : ""}</p>
          <div className="jig-count-buttons">
            {PIECE_COUNTS.map((pieces) => {
              const time = best.get(bestKey(withRotation({ ...chosen, pieces }, rotate)));
              return (
                <button key={pieces} type="button" className={suggested.includes(pieces) ? "gs-button gs-button-primary jig-count" : "gs-button jig-count"} onClick={() => onPlay(withRotation({ ...chosen, pieces }, rotate))}>
                  <strong>{pieces} pieces</strong>
                  <small>{time !== undefined ? `Best ${formatTime(time)}` : suggested.includes(pieces) ? "Suggested" : " "}</small>
                </button>
              );
            })}
          </div>
          <label className="jig-setting">
            <input type="checkbox" checked={rotate} onChange={(event) => setRotate(event.target.checked)} />
            Turned pieces: turn each one upright
          </label>
          <div className="gs-panel-actions">
            <button type="button" className="gs-button" onClick={() => setChosen(null)}>
              Back to the pictures
            </button>
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className="gs-overlay jig-gallery" role="dialog" aria-label="Picture gallery">
      <div className="jig-gallery-sheet">
        <div className="jig-gallery-head">
          <h2>Choose a picture</h2>
          <button type="button" className="gs-button" onClick={onClose}>
            Close
          </button>
        </div>
        {PACKS.map((pack) => {
          const open = owned.includes(pack.id);
          return (
            <section key={pack.id} className="jig-pack" aria-label={pack.title}>
              <h3>
                {pack.title}
                {open ? null : (
                  <button type="button" className="gs-button gs-button-primary jig-unlock" onClick={() => onUnlock(pack.id)}>
                    <LockIcon className="jig-lock" />
                    Unlock for {pack.price} gems
                  </button>
                )}
              </h3>
              <ul className="jig-pictures">
                {pack.items.map((name, index) => {
                  const isCurrent = current.pack === pack.id && current.picture === index;
                  const done = PIECE_COUNTS.some((pieces) => [false, true].some((turned) => best.has(bestKey(withRotation({ pack: pack.id, picture: index, pieces }, turned)))));
                  return (
                    <li key={name}>
                      <button
                        type="button"
                        className={`jig-picture${open ? "" : " jig-locked"}${isCurrent ? " jig-current" : ""}`}
                        aria-label={open ? `${name}${done ? ", completed" : ""}` : `${name}, locked: unlock ${pack.title} for ${pack.price} gems`}
                        onClick={() => (open ? setChosen({ pack: pack.id, picture: index }) : onUnlock(pack.id))}
                      >
                        <img src={thumbnails.get(`${pack.id}/${index}`)} alt="" loading="lazy" />
                        <span className="jig-picture-name">
                          {open ? null : <LockIcon className="jig-lock" />}
                          {name}
                          {done ? <span aria-hidden="true"> ✓</span> : null}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}
