import { useEffect, useState } from "react";
import { PICTURE_HEIGHT, PICTURE_WIDTH } from "./cut.ts";
import { pictureSvg } from "./pictures/pictures.ts";

/** Drawn at twice the picture's size, so pieces stay sharp on a large or dense screen. */
const SCALE = 2;

/**
 * The picture as an image URL for the pieces: the SVG is drawn once onto a canvas and kept as a
 * PNG, so three hundred pieces share one bitmap instead of each drawing the whole scene again.
 */
export function usePicture(pack: string | null, index: number): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (pack === null) return;
    let cancelled = false;
    let made: string | null = null;
    const svgUrl = URL.createObjectURL(new Blob([pictureSvg(pack, index)], { type: "image/svg+xml" }));
    const image = new Image();
    image.onload = () => {
      const canvas = document.createElement("canvas");
      canvas.width = PICTURE_WIDTH * SCALE;
      canvas.height = PICTURE_HEIGHT * SCALE;
      canvas.getContext("2d")?.drawImage(image, 0, 0, canvas.width, canvas.height);
      canvas.toBlob((blob) => {
        URL.revokeObjectURL(svgUrl);
        if (cancelled || !blob) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      }, "image/png");
    };
    image.src = svgUrl;
    return () => {
      cancelled = true;
      if (made) URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [pack, index]);
  return url;
}

/** A small picture for the gallery, as an SVG data URL (no canvas needed). */
export function thumbnailUrl(pack: string, index: number): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(pictureSvg(pack, index))}`;
}
