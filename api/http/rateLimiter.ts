/** A fixed-window limit per key, in memory (one process); enough to stop a runaway client. */
export function createRateLimiter(options: { windowMs: number; max: number }) {
  const windows = new Map<string, { start: number; count: number }>();
  return (key: string, now = Date.now()): boolean => {
    const window = windows.get(key);
    if (!window || now - window.start >= options.windowMs) {
      if (windows.size > 10_000) windows.clear();
      windows.set(key, { start: now, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= options.max;
  };
}
