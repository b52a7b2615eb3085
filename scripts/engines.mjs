import { existsSync } from 'node:fs'

/**
 * The WebKit and Firefox the engine journeys drive (tests/engines): Debian's packages, since Playwright's
 * own builds cannot be downloaded everywhere. Each entry: the binary, and the Debian package it comes in.
 */
export const ENGINES = {
  webKitWebDriver: { path: '/usr/bin/WebKitWebDriver', pkg: 'webkit2gtk-driver' },
  // WebKitGTK's MiniBrowser has no headless mode: it runs on an Xvfb display.
  miniBrowser: { path: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', pkg: 'webkit2gtk-driver' },
  firefox: { path: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr', pkg: 'firefox-esr' },
  xvfb: { path: '/usr/bin/Xvfb', pkg: 'xvfb' },
}

/** The Debian packages of the engines that are missing. */
export function missingEnginePackages() {
  return [
    ...new Set(
      Object.values(ENGINES)
        .filter(({ path }) => !existsSync(path))
        .map(({ pkg }) => pkg),
    ),
  ]
}
