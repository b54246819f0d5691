// Debian's Chromium, as every browser this project drives uses it (e2e journeys, screenshots, the
// Lighthouse bench): a downloaded browser cannot work here (DESIGN.md pitfalls). `--headless` is
// Chromium's current headless mode; the rest keeps a run quiet and off the network.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
