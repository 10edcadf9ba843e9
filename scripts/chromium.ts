// The system Chromium every browser tool of the project uses (Playwright, Lighthouse, the icon
// generator): nothing downloads a browser of its own here. The flags keep it from reaching the
// network by itself (the machines reach only the package registries) and let it run as root.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
