import { formatCount } from "../../shared/numbers.ts";

/** "1 player", "2 players", "1,200 gems": a count with its noun, singular for one. */
export function counted(value: number, noun: string, plural = `${noun}s`): string {
  return `${formatCount(value)} ${value === 1 ? noun : plural}`;
}
