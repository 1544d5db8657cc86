/**
 * The flags Debian's Chromium runs with here, for the browser tests and for Lighthouse: this
 * machine's closed network (no QUIC, no background, component or sync traffic), no GPU, and no
 * omnibox popup, which Chromium renders as a page of its own (chrome://omnibox-popup) in every new
 * window, even a headless one, where it would compete for the CPU with the page under test.
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];
