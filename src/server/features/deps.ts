// What every feature's routes are built with (app.ts builds it once and mounts each feature).
import type { SessionCheck } from "../auth/session-check";
import type { Config } from "../config";
import type { Database } from "../db/connection";
import type { Logger } from "../http/request-log";
import type { LiveHub } from "../live/hub";
import type { Mailer } from "../mail/mailer";
import type { Previewer } from "./previews/previewer";

/** What every feature's routes are built with. */
export type FeatureDeps = {
  config: Config;
  database: Database;
  mailer: Mailer;
  live: LiveHub;
  log?: Logger;
  sessionCheck: SessionCheck;
  previews: Previewer;
};
