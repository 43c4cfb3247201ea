export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
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
];
