import { useCallback, useEffect, useState, type CSSProperties } from "react";
import { useLatest } from "../engines/shell/useLatest.ts";
import { GameClientError, type GameClient, type GardenInfo } from "../sdk/index.ts";
import { PlantArt, SeedIcon } from "./Plants.tsx";
import { formatCount } from "../../shared/numbers.ts";

export interface GardenProps {
  client: GameClient;
  onClose(): void;
  onNotice(message: string): void;
  /** The Seeds the garden now knows of (the top bar shows them). */
  onSeeds(count: number): void;
}

/**
 * The player's garden: pick a plant from the shop and tap an empty plot to plant it; tap a plant
 * and then another plot to move it (two plants swap), or dig it up. Everything is kept on the
 * server; prices and the grid come from it.
 */
export function Garden({ client, onClose, onNotice, onSeeds }: GardenProps) {
  const [garden, setGarden] = useState<GardenInfo | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [picked, setPicked] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  // The garden loads once per opening, whatever the parent passes on later renders.
  const notice = useLatest(onNotice);

  const show = useCallback(
    (next: GardenInfo) => {
      setGarden(next);
      onSeeds(next.currency.count);
    },
    [onSeeds],
  );

  useEffect(() => {
    client.garden
      .get()
      .then((found) => (found ? show(found) : notice.current("This game has no garden.")))
      .catch((error: unknown) => notice.current(error instanceof GameClientError ? error.message : "The garden could not be loaded."));
  }, [client, show]);

  const change = async (work: () => Promise<GardenInfo>) => {
    if (busy) return;
    setBusy(true);
    try {
      show(await work());
    } catch (error) {
      onNotice(error instanceof GameClientError ? error.message : "That did not work. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  if (!garden) {
    return (
      <div className="sol-garden" role="status">
        <p className="sol-garden-note">Opening the garden gate…</p>
      </div>
    );
  }

  const byPlot = new Map(garden.plots.map((entry) => [entry.plot, entry.kind]));
  const nameOf = (kind: string) => garden.plants.find((plant) => plant.kind === kind)?.name ?? kind;
  const chosenPlant = garden.plants.find((plant) => plant.kind === chosen) ?? null;

  const tapPlot = (plot: number) => {
    const growing = byPlot.get(plot);
    if (picked !== null) {
      const from = picked;
      setPicked(null);
      if (from !== plot) void change(() => client.garden.move(from, plot));
      return;
    }
    if (growing) {
      setPicked(plot);
      return;
    }
    if (!chosenPlant) {
      onNotice("Choose a plant from the shop first.");
      return;
    }
    void change(() => client.garden.plant(chosenPlant.kind, plot));
  };

  const plotLabel = (plot: number) => {
    const growing = byPlot.get(plot);
    const row = Math.floor(plot / garden.columns) + 1;
    const column = (plot % garden.columns) + 1;
    return `Plot row ${row}, column ${column}: ${growing ? nameOf(growing) : "empty"}${picked === plot ? ", picked up" : ""}`;
  };

  return (
    <div className="sol-garden" aria-busy={busy}>
      <header className="sol-garden-head">
        <h2>Your garden</h2>
        <span className="sol-seeds" aria-label={`${garden.currency.count} ${garden.currency.title}`}>
          <SeedIcon /> {formatCount(garden.currency.count)}
        </span>
        <button type="button" className="gs-button" onClick={onClose}>
          Back to the round
        </button>
      </header>
      {!garden.canPlant ? (
        <p className="sol-garden-note">
          Sign in to plant: your garden is kept with your account.{" "}
          <button type="button" className="gs-button gs-button-primary" onClick={() => client.requestSignIn()}>
            Sign in
          </button>
        </p>
      ) : (
        <p className="sol-garden-note">
          {picked !== null
            ? `Tap another plot to move the ${nameOf(byPlot.get(picked) ?? "")} there, or dig it up.`
            : chosenPlant
              ? `Tap an empty plot to plant a ${chosenPlant.name} for ${chosenPlant.price} ${garden.currency.title}.`
              : "Choose a plant, then tap an empty plot. Tap a plant to move it."}
          {picked !== null ? (
            <button type="button" className="gs-button" onClick={() => { const plot = picked; setPicked(null); void change(() => client.garden.remove(plot)); }}>
              Dig up
            </button>
          ) : null}
        </p>
      )}
      <div className="sol-garden-beds" style={{ "--sol-plots-ratio": garden.columns / garden.rows } as CSSProperties}>
        <div className="sol-plots" style={{ gridTemplateColumns: `repeat(${garden.columns}, 1fr)` }} role="group" aria-label="Garden plots">
          {Array.from({ length: garden.columns * garden.rows }, (_, plot) => {
            const growing = byPlot.get(plot);
            return (
              <button
                key={plot}
                type="button"
                className={`sol-plot${picked === plot ? " sol-plot-picked" : ""}`}
                data-plot={plot}
                data-kind={growing ?? ""}
                aria-label={plotLabel(plot)}
                disabled={!garden.canPlant || busy}
                onClick={() => tapPlot(plot)}
              >
                {growing ? <PlantArt kind={growing} /> : null}
              </button>
            );
          })}
        </div>
        <div className="sol-shop" role="radiogroup" aria-label="Plants to plant">
          {garden.plants.map((plant) => (
            <button
              key={plant.kind}
              type="button"
              role="radio"
              aria-checked={chosen === plant.kind}
              className="sol-shop-item"
              data-kind={plant.kind}
              disabled={!garden.canPlant}
              onClick={() => {
                setPicked(null);
                setChosen(chosen === plant.kind ? null : plant.kind);
              }}
            >
              <PlantArt kind={plant.kind} />
              <span className="sol-shop-name">{plant.name}</span>
              <span className="sol-shop-price">
                <SeedIcon /> {plant.price}
              </span>
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
