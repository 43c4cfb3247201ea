import { useLayoutEffect, useRef, useState, type RefObject } from "react";
import { watchSizes } from "../engines/grid/useElementSize.ts";
import { useLatest } from "../engines/shell/useLatest.ts";

/** The towel's room and spacing, in pixels, as the page lays it out. */
export interface TrayRoom {
  /** The width the towel may take, padding included. */
  width: number;
  /** The height the towel may take before the play area would scroll, padding included. */
  height: number;
  /** The towel's padding across and down (both sides), and the gap between tins. */
  padX: number;
  padY: number;
  gap: number;
  /** A tin's button around its drawing (padding and border, both sides), and its least size (a finger's). */
  frame: number;
  least: number;
}

/** The smallest squares a tray tin is drawn with, however many tins wait. */
export const TRAY_LEAST_CELL = 24;

/**
 * The tray's square size and the width of the towel that holds its tins: the chest's own square
 * size where the tins, wrapped in rows as the towel wraps them, fit its room; else the largest
 * (whole pixels) that fits, down to TRAY_LEAST_CELL (then the play area scrolls).
 */
export function fitTray(tins: readonly { width: number; height: number }[], chestCell: number, room: TrayRoom): { cell: number; width: number } {
  const layout = (cell: number) => {
    const inside = room.width - room.padX;
    let widest = 0;
    let height = 0;
    let row = { width: 0, height: 0, count: 0 };
    const close = () => {
      widest = Math.max(widest, row.width);
      height += row.height + (height > 0 ? room.gap : 0);
    };
    for (const tin of tins) {
      const w = Math.max(room.least, tin.width * cell + room.frame);
      const h = Math.max(room.least, tin.height * cell + room.frame);
      const across = row.count === 0 ? w : row.width + room.gap + w;
      if (row.count > 0 && across > inside) {
        close();
        row = { width: w, height: h, count: 1 };
      } else row = { width: across, height: Math.max(row.height, h), count: row.count + 1 };
    }
    if (row.count > 0) close();
    return { width: Math.ceil(widest + room.padX) + 1, height: height + room.padY, fitsAcross: widest <= inside };
  };
  let cell = Math.max(TRAY_LEAST_CELL, Math.floor(chestCell));
  for (; cell > TRAY_LEAST_CELL; cell--) {
    const { height, fitsAcross } = layout(cell);
    if (fitsAcross && height <= room.height) break;
  }
  return { cell, width: layout(cell).width };
}

const px = (value: string) => Number.parseFloat(value) || 0;

/**
 * Measures the tray's room (beside the chest on a wide frame, under it on a narrow one) and fits
 * the waiting tins to it, again whenever the frame or the chest resizes or the tins change
 * (`tinsKey`). The refs go on the play area, the row holding the chest and the towel, the towel,
 * and what comes after that row (the Turn button, where there is one). `fit` is null until measured.
 */
export function useTrayFit(chest: RefObject<SVGSVGElement | null>, chestWidth: number, tins: readonly { width: number; height: number }[]) {
  const play = useRef<HTMLDivElement>(null);
  const area = useRef<HTMLDivElement>(null);
  const tray = useRef<HTMLDivElement>(null);
  const after = useRef<HTMLButtonElement>(null);
  const [fit, setFit] = useState<{ cell: number; width: number } | null>(null);
  const tinsKey = tins.map((tin) => `${tin.width}x${tin.height}`).join();
  const latest = useLatest(tins);
  useLayoutEffect(() => {
    const [frame, row, box, towel] = [play.current, area.current, chest.current, tray.current];
    if (!frame || !row || !box || !towel) return;
    const measure = () => {
      const chestBox = box.getBoundingClientRect();
      const trayBox = towel.getBoundingClientRect();
      const playStyle = getComputedStyle(frame);
      const trayStyle = getComputedStyle(towel);
      const button = towel.querySelector("button");
      const buttonStyle = button ? getComputedStyle(button) : null;
      const beside = trayBox.top < chestBox.bottom - 1;
      const below = after.current ? after.current.offsetHeight + px(playStyle.rowGap) : 0;
      const bottom = frame.getBoundingClientRect().top + frame.clientHeight - px(playStyle.paddingBottom) - below;
      const room: TrayRoom = {
        width: beside ? row.clientWidth - chestBox.width - px(getComputedStyle(row).columnGap) : row.clientWidth,
        height: bottom - trayBox.top,
        padX: px(trayStyle.paddingLeft) + px(trayStyle.paddingRight),
        padY: px(trayStyle.paddingTop) + px(trayStyle.paddingBottom),
        gap: px(trayStyle.columnGap),
        frame: buttonStyle ? px(buttonStyle.paddingLeft) + px(buttonStyle.paddingRight) + px(buttonStyle.borderLeftWidth) + px(buttonStyle.borderRightWidth) : 0,
        least: buttonStyle ? px(buttonStyle.minWidth) : 0,
      };
      const next = fitTray(latest.current, chestBox.width / chestWidth, room);
      setFit((was) => (was && was.cell === next.cell && was.width === next.width ? was : next));
    };
    return watchSizes([frame, box], measure);
    // The tins are read from `latest` when their sizes (tinsKey) change.
  }, [chest, chestWidth, tinsKey]);
  return { fit, refs: { play, area, tray, after } };
}
