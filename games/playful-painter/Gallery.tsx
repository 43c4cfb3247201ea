import { memo, useEffect, useRef, useState } from "react";
import { LockIcon } from "../engines/levels/icons.tsx";
import { pathOf, SIZE, type Picture } from "./pictures/kit.ts";
import { PACK_PICTURES, pictureOf } from "./pictures/index.ts";
import type { PackInfo } from "./packs.ts";

/**
 * A picture small: in colour once painted, else its outlines. Each is drawn in a task of its own
 * once it scrolls near the view: building all 60 detailed pictures in one go would freeze the page
 * for seconds (far longer on a phone), holding back taps and the game's requests (a just-finished
 * picture's among them).
 */
const Thumbnail = memo(function Thumbnail({ pack, index, coloured }: { pack: string; index: number; coloured: boolean }) {
  const [picture, setPicture] = useState<Picture | null>(null);
  const thumb = useRef<SVGSVGElement>(null);
  useEffect(() => {
    let task: ReturnType<typeof setTimeout> | undefined;
    const seen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        seen.disconnect();
        task = setTimeout(() => setPicture(pictureOf(pack, index)), 0);
      },
      { rootMargin: "200px" },
    );
    seen.observe(thumb.current!);
    return () => {
      seen.disconnect();
      clearTimeout(task);
    };
  }, [pack, index]);
  return (
    <svg ref={thumb} className="pp-thumb" viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden="true">
      <rect width={SIZE} height={SIZE} fill="#ffffff" />
      {picture?.regions.map((region, cell) => (
        <path
          key={cell}
          d={pathOf(region.shape)}
          fill={coloured ? picture.palette[region.colour]!.hex : "#ffffff"}
          stroke={coloured ? picture.palette[region.colour]!.hex : "#b3a9b6"}
          strokeWidth={0.5}
        />
      ))}
    </svg>
  );
});

export interface GalleryProps {
  packs: readonly PackInfo[] | null;
  error: string | null;
  owned: ReadonlySet<string>;
  /** "pack:index" of the pictures the player has finished. */
  finished: ReadonlySet<string>;
  current: { pack: string; picture: number } | null;
  onPick(pack: string, picture: number): void;
  onBuy(pack: PackInfo): void;
  onClose(): void;
}

/** Every pack with its pictures; locked packs show their price and open the store. */
export function Gallery({ packs, error, owned, finished, current, onPick, onBuy, onClose }: GalleryProps) {
  return (
    <div className="pp-gallery" role="dialog" aria-modal="true" aria-labelledby="pp-gallery-title">
      <div className="pp-gallery-head">
        <h2 id="pp-gallery-title">Choose a picture</h2>
        <button type="button" className="gs-button" onClick={onClose}>
          Close
        </button>
      </div>
      {error ? <p role="alert">{error}</p> : null}
      {packs === null && !error ? <p role="status">Opening the packs…</p> : null}
      {(packs ?? []).map((pack) => {
        // A pack the store lists whose pictures this version of the game does not have is left out.
        if (!Object.hasOwn(PACK_PICTURES, pack.id)) return null;
        const open = owned.has(pack.id);
        return (
          <section key={pack.id} className={`pp-pack${open ? "" : " pp-pack-locked"}`} aria-label={pack.title}>
            <div className="pp-pack-head">
              <h3>{pack.title}</h3>
              {open ? null : (
                <button type="button" className="gs-button gs-button-primary pp-buy" onClick={() => onBuy(pack)}>
                  <LockIcon />
                  {pack.price > 0 ? `${pack.price} gems` : "Free"}
                  {pack.tokens > 0 ? ` or ${pack.tokens} tokens` : ""}
                </button>
              )}
            </div>
            <ul className="pp-pictures">
              {pack.items.map((title, index) => {
                const isCurrent = current?.pack === pack.id && current.picture === index;
                const done = finished.has(`${pack.id}:${index}`);
                return (
                  <li key={title}>
                    <button
                      type="button"
                      className={`pp-picture${isCurrent ? " pp-picture-current" : ""}`}
                      aria-label={`${title}${open ? "" : " (locked)"}${done ? " (painted)" : ""}${isCurrent ? " (painting now)" : ""}`}
                      onClick={() => (open ? onPick(pack.id, index) : onBuy(pack))}
                    >
                      <Thumbnail pack={pack.id} index={index} coloured={done} />
                      <span>{title}</span>
                      {open ? null : <LockIcon className="pp-lock" />}
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
