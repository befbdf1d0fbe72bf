// Where the system Chromium is, and the flags it needs on a machine with no outside network.
// The walks run in Chromium's headless shell where it is installed (Debian's
// chromium-headless-shell: the same engine without the full browser's window and GPU processes,
// about a sixth less CPU for the same walks; decision 224); a browser that must do what only the
// full Chromium does (a profile on disk: installing, web push) launches chromiumPath().
import fs from "node:fs";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/snap/bin/chromium",
];

export function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return CANDIDATES.find((p) => fs.existsSync(p));
}

const HEADLESS_SHELLS = ["/usr/lib/chromium/chromium-headless-shell"];

/** The browser the walks run in: CHROMIUM_HEADLESS_SHELL_PATH, else Debian's headless shell,
 * else the full Chromium. (Debian's /usr/bin/chromium-headless-shell is a shell script that
 * does not exec: Playwright would stop the script and leave the browser running.) */
export function walkBrowserPath(): string | undefined {
  if (process.env.CHROMIUM_HEADLESS_SHELL_PATH) return process.env.CHROMIUM_HEADLESS_SHELL_PATH;
  return HEADLESS_SHELLS.find((p) => fs.existsSync(p)) ?? chromiumPath();
}
