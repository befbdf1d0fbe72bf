// What feature routes are built with; feature services pass beside it (no kernel imports).
import type { Config } from "./config";
import type { Database } from "../db/connection";
import type { Logger } from "./request-log";
import type { LiveHub } from "./live-hub";
import type { SessionReader } from "./viewer";

export type FeatureDeps = {
  config: Config;
  database: Database;
  /** After the commit: the outbox has mail to send now. */
  wakeMail: () => void;
  live: LiveHub;
  log?: Logger;
  sessionCheck: SessionReader;
  /** Web push: the VAPID public key, and `wake` to send pushes right after a commit. */
  push: { publicKey: string; wake: () => void };
  /** The server's secret, signing tokens made from a stored seed (calendar/feed.ts). */
  secret: string;
};
