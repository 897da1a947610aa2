// How templint's tools start Debian's Chromium (shared/toolchain-notes.md): the one list of flags that
// work on these machines — no sandbox as root, no GPU, no network chatter — for the browser test suite and
// the screenshot scripts.

/** Debian's `chromium`, installed by scripts/ensure-chromium.mjs; never a browser a tool downloads. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Chromium's command-line flags. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
