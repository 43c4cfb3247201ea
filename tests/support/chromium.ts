// Chromium's headless shell: the same Blink and V8 without the full browser around them, about a
// fifth less CPU for a game test than `chromium --headless` on two cores.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
// Flags that keep Chromium quiet on a machine without internet (see notes/stack-findings).
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // One renderer per page rather than one more per game frame: the same-origin rules the frames
  // are tested against hold either way, and two cores spend a tenth less on a game test.
  "--disable-site-isolation-trials",
  "--disable-features=IsolateSandboxedIframes,site-per-process",
];
