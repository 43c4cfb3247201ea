import { useState } from "react";

/** A pin's picture (/api/pin/{id}, docs/product/pins.md#images); while a pin has no art yet, a pin mark with its name instead of a broken image. */
export function PinPicture({ pin, size }: { pin: { name: string; imageUrl: string }; size: number }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span className="pin-picture--missing" role="img" aria-label={`${pin.name} pin`} title={`${pin.name} pin`} style={{ width: size, height: size }}>
        📌
      </span>
    );
  }
  return <img src={pin.imageUrl} alt={`${pin.name} pin`} title={`${pin.name} pin`} width={size} height={size} onError={() => setFailed(true)} />;
}
