const count = new Intl.NumberFormat("en-US");

/** "1 player", "2 players", "1,200 gems": a count with its noun, singular for one. */
export function counted(value: number, noun: string, plural = `${noun}s`): string {
  return `${count.format(value)} ${value === 1 ? noun : plural}`;
}
