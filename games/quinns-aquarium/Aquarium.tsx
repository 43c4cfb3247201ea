/**
 * Quinn's aquarium: a tank with water light, sand and rising bubbles, and spots on the sand where
 * the player's decorations stand. Pick one from the shop and tap a free spot to buy and place
 * it; tap a placed one, then another spot, to move it (two swap places), or put it away. Kept on
 * the server by the gardens domain (prices, spots and Sand Dollars come from it).
 */
import { useEffect, useState } from "react";
import { useLatest } from "../engines/shell/useLatest.ts";
import { GameClientError, type GameClient, type GardenInfo } from "../sdk/index.ts";
import { SandDollarIcon } from "./Creatures.tsx";
import { DecorationArt } from "./Decorations.tsx";

export interface AquariumProps {
  client: GameClient;
  onClose(): void;
  /** The Sand Dollars the aquarium now knows of (the top bar shows them). */
  onSandDollars(count: number): void;
}

/** Where the sand begins, in % of the tank's height: the spots share the sand below it in bands. */
const SAND_TOP = 38;
/** Rows further back are drawn smaller. */
const ROW_SCALE = [0.72, 0.86, 1];

const BUBBLES = [
  { x: 60, r: 5, delay: 0 },
  { x: 140, r: 3, delay: 1.3 },
  { x: 310, r: 6, delay: 0.6 },
  { x: 420, r: 4, delay: 2.1 },
  { x: 540, r: 5, delay: 1 },
];

function Tank() {
  return (
    <svg className="qua-tank-art" viewBox="0 0 600 360" preserveAspectRatio="none" aria-hidden="true">
      <defs>
        <linearGradient id="qua-water" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#8be0f5" />
          <stop offset=".55" stopColor="#1d9bc4" />
          <stop offset="1" stopColor="#0e5f86" />
        </linearGradient>
        <linearGradient id="qua-sandfill" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f6e3b4" />
          <stop offset="1" stopColor="#d9b77a" />
        </linearGradient>
      </defs>
      <rect width="600" height="360" fill="url(#qua-water)" />
      {[40, 190, 360, 480].map((x, index) => (
        <polygon key={x} className="qua-light" points={`${x},0 ${x + 60},0 ${x + 150 - index * 20},300 ${x + 40 - index * 10},300`} fill="#fffbe0" style={{ animationDelay: `${index * 0.9}s` }} />
      ))}
      <path d="M0 140 Q80 124 160 138 T320 134 T480 140 T600 132 L600 360 L0 360 Z" fill="url(#qua-sandfill)" />
      {[50, 130, 230, 290, 380, 450, 530].map((x, index) => (
        <circle key={x} cx={x} cy={200 + (index % 3) * 55} r="3" fill="#c9a468" />
      ))}
      {BUBBLES.map((bubble) => (
        <circle key={bubble.x} className="qua-rising" cx={bubble.x} cy="150" r={bubble.r} fill="none" stroke="#e8fbff" strokeWidth="2" style={{ animationDelay: `${bubble.delay}s` }} />
      ))}
      <rect x="0" y="0" width="600" height="10" fill="#0b4a66" opacity=".35" />
    </svg>
  );
}

export function Aquarium({ client, onClose, onSandDollars }: AquariumProps) {
  const [tank, setTank] = useState<GardenInfo | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [picked, setPicked] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const reported = useLatest(onSandDollars);

  const show = (next: GardenInfo) => {
    setTank(next);
    reported.current(next.currency.count);
  };

  useEffect(() => {
    client.garden
      .get()
      .then((found) => (found ? show(found) : setNote("This game has no aquarium.")))
      .catch((error: unknown) => setNote(error instanceof GameClientError ? error.message : "The aquarium could not be loaded."));
  }, [client]);

  const change = async (work: () => Promise<GardenInfo>) => {
    if (busy) return;
    setBusy(true);
    setNote(null);
    try {
      show(await work());
    } catch (error) {
      setNote(error instanceof GameClientError ? error.message : "That did not work. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  if (!tank) {
    return (
      <div className="qua-aquarium" role="status">
        <p>{note ?? "Filling the tank…"}</p>
      </div>
    );
  }

  const standing = new Map(tank.plots.map((entry) => [entry.plot, entry.kind]));
  const nameOf = (kind: string) => tank.plants.find((item) => item.kind === kind)?.name ?? kind;
  const forSale = tank.plants.find((item) => item.kind === chosen) ?? null;
  const money = tank.currency;

  const tapSpot = (spot: number) => {
    const here = standing.get(spot);
    if (picked !== null) {
      setPicked(null);
      if (picked !== spot) void change(() => client.garden.move(picked, spot));
    } else if (here) {
      setPicked(spot);
    } else if (forSale) {
      void change(() => client.garden.plant(forSale.kind, spot));
    } else {
      setNote("Choose a decoration from the shop first.");
    }
  };

  const guide =
    picked !== null
      ? `Tap another spot to move the ${nameOf(standing.get(picked) ?? "")}, or put it away.`
      : forSale
        ? `Tap a free spot on the sand to place a ${forSale.name} for ${forSale.price} ${money.title}.`
        : "Choose a decoration, then tap a free spot. Tap a placed one to move it.";

  return (
    <div className="qua-aquarium" aria-busy={busy}>
      <header className="qua-aquarium-head">
        <h2>Quinn's aquarium</h2>
        <span className="qua-money" aria-label={`${money.count} ${money.title}`}>
          <SandDollarIcon /> {money.count}
        </span>
        <button type="button" className="gs-button" onClick={onClose}>
          Back to the level
        </button>
      </header>
      <p className="qua-aquarium-note" role="status">
        {tank.canPlant ? (note ?? guide) : "Sign in to decorate: your aquarium is kept with your account."}
        {!tank.canPlant ? (
          <button type="button" className="gs-button gs-button-primary" onClick={() => client.requestSignIn()}>
            Sign in
          </button>
        ) : null}
        {picked !== null ? (
          <button
            type="button"
            className="gs-button"
            onClick={() => {
              setPicked(null);
              void change(() => client.garden.remove(picked));
            }}
          >
            Put it away
          </button>
        ) : null}
      </p>
      <div className="qua-tank" role="group" aria-label="Spots on the sand">
        <Tank />
        {Array.from({ length: tank.columns * tank.rows }, (_, spot) => {
          const row = Math.floor(spot / tank.columns);
          const col = spot % tank.columns;
          const band = (100 - SAND_TOP) / tank.rows;
          const here = standing.get(spot);
          const tall = tank.plants.find((item) => item.kind === here)?.tree ?? false;
          return (
            <button
              key={spot}
              type="button"
              className={`qua-spot${picked === spot ? " qua-spot-picked" : ""}${here ? "" : " qua-spot-free"}${tall ? " qua-spot-tall" : ""}`}
              style={{ left: `${(col / tank.columns) * 100}%`, width: `${100 / tank.columns}%`, top: `${SAND_TOP + row * band}%`, height: `${band}%`, ["--depth" as string]: ROW_SCALE[Math.min(row, ROW_SCALE.length - 1)], zIndex: row + 1 }}
              data-spot={spot}
              data-kind={here ?? ""}
              aria-label={`Spot ${spot + 1}, row ${row + 1} from the back: ${here ? nameOf(here) : "free"}${picked === spot ? ", picked up" : ""}`}
              disabled={!tank.canPlant || busy}
              onClick={() => tapSpot(spot)}
            >
              {here ? <DecorationArt kind={here} /> : null}
            </button>
          );
        })}
      </div>
      <div className="qua-shop" role="radiogroup" aria-label="Decorations to buy">
        {tank.plants.map((item) => (
          <button
            key={item.kind}
            type="button"
            role="radio"
            aria-checked={chosen === item.kind}
            className="qua-shop-item"
            data-kind={item.kind}
            disabled={!tank.canPlant}
            onClick={() => {
              setPicked(null);
              setChosen(chosen === item.kind ? null : item.kind);
            }}
          >
            <DecorationArt kind={item.kind} />
            <span className="qua-shop-name">{item.name}</span>
            <span className="qua-shop-price">
              <SandDollarIcon size={14} /> {item.price}
            </span>
          </button>
        ))}
      </div>
    </div>
  );
}
