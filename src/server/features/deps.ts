// What every feature's routes are built with (app.ts builds it once and mounts each feature).
import type { SessionCheck } from "../auth/session-check";
import type { Config } from "../config";
import type { Database } from "../db/connection";
import type { Logger } from "../http/request-log";
import type { LiveHub } from "../live/hub";
import type { Previewer } from "./previews/previewer";
import type { Notices } from "./notifications/notices";

/** What every feature's routes are built with. */
export type FeatureDeps = {
  config: Config;
  database: Database;
  /** Writes the emails a change causes to the outbox, in the change's transaction. */
  notices: Notices;
  /** After the commit: the outbox has mail to send now. */
  wakeMail: () => void;
  live: LiveHub;
  log?: Logger;
  sessionCheck: SessionCheck;
  previews: Previewer;
  /** Web push: the VAPID public key the browser subscribes with; `wake` after a commit that
   * wrote pushes, so they go now rather than at the next tick. */
  push: { publicKey: string; wake: () => void };
};
