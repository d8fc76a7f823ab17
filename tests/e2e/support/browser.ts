import { existsSync } from 'node:fs';

/**
 * The browser both Playwright configs launch. Playwright cannot download its browsers on these machines, so it
 * drives Debian's Chromium 156: the headless shell (package `chromium-headless-shell`, the build Playwright itself
 * runs headless by default: Blink and V8 without the desktop browser around them) when it is installed, else the
 * full browser (package `chromium`). `CHROMIUM_PATH` chooses another. Same specs, same run, alternating
 * (`node bench/chromium-builds.mjs`): the shell used 0.72× the CPU-seconds and 0.73× the wall time of the full
 * browser, its browser process 0.39× (docs/testing.md, "Session 24").
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

export function chromiumPath(env: Readonly<Record<string, string | undefined>> = process.env, installed: (path: string) => boolean = existsSync): string {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return installed(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}

/** Launch options for Playwright's `use.launchOptions` (STACK.md's switches for Chromium in a container). */
export const launchOptions = {
  executablePath: chromiumPath(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
