import { useCallback, useMemo, useState } from "react";
import { readStored, useStoredOptions, writeStored } from "../shell/storage.ts";

/**
 * What a player last chose in a game with a daily puzzle beside free play, remembered in this
 * browser: the free play's options, and whether to play the day's puzzle instead.
 */
export interface DailyChoice<Options> {
  options: Options;
  daily: boolean;
}

/** The choice kept under `key`; free play with `fallback` when none is kept or its options no longer parse. */
export function readDailyChoice<Options>(key: string, parse: (raw: unknown) => Options, fallback: Options): DailyChoice<Options> {
  const kept = readStored(key);
  if (typeof kept !== "object" || kept === null) return { options: fallback, daily: false };
  const daily = "daily" in kept && kept.daily === true;
  try {
    return { options: "options" in kept ? parse(kept.options) : fallback, daily };
  } catch {
    // Options of an older version of the game: the defaults.
    return { options: fallback, daily };
  }
}

/** The player's choice (read once), and `remember` to keep a new one for the next visit. */
export function useDailyChoice<Options>(key: string, parse: (raw: unknown) => Options, fallback: Options): [DailyChoice<Options>, (next: DailyChoice<Options>) => void] {
  const [choice, setChoice] = useState(() => readDailyChoice(key, parse, fallback));
  const remember = useCallback(
    (next: DailyChoice<Options>) => {
      writeStored(key, next);
      setChoice(next);
    },
    [key],
  );
  return [choice, remember];
}

/**
 * The same choice for a game that kept free play's options under a key of their own (useStoredOptions)
 * before it had a daily puzzle: they stay there, and whether to play the daily is kept under `dailyKey`.
 */
export function useDailyChoiceApart<Options>(optionsKey: string, dailyKey: string, parse: (raw: unknown) => Options, fallback: Options): [DailyChoice<Options>, (next: DailyChoice<Options>) => void] {
  const [options, rememberOptions] = useStoredOptions(optionsKey, parse, fallback);
  const [kept, rememberDaily] = useDailyChoice<null>(dailyKey, () => null, null);
  const remember = useCallback(
    (next: DailyChoice<Options>) => {
      // Choosing the daily keeps the options as they are.
      if (next.options !== options) rememberOptions(next.options);
      rememberDaily({ options: null, daily: next.daily });
    },
    [options, rememberOptions, rememberDaily],
  );
  const choice = useMemo(() => ({ options, daily: kept.daily }), [options, kept.daily]);
  return [choice, remember];
}
