/**
 * How every browser test and script here launches Chromium: Debian's build (never a downloaded
 * one), headless, with background networking off so it makes no request of its own.
 */
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];
