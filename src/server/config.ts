// The environment, parsed once at start-up. A bad value stops the server with one line that
// names the setting, rather than failing later in a request.
import { z } from "zod";

export class ConfigError extends Error {}

const bool = z.enum(["0", "1", "true", "false"]).transform((v) => v === "1" || v === "true");
const count = z.coerce.number().int().positive();

const schema = z.object({
  NODE_ENV: z.string().default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Unset: every address, IPv4 and IPv6 (so http://localhost works whichever it resolves to).
  HOST: z.string().optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().default("Huddle <huddle@localhost>"),
  EMAIL_VERIFICATION: z.enum(["required", "off"]).optional(),
  TRUST_PROXY: bool.default(false),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  // A local OpenID Connect issuer standing in for Google (development and tests).
  GOOGLE_DISCOVERY_URL: z.url().optional(),
  LOG_REQUESTS: bool.default(true),
  // Link previews: the server fetches each shared address's page (features/previews).
  LINK_PREVIEWS: bool.default(true),
  // Test-only: the preview fetcher may reach loopback on this one port (a local test site).
  // Loopback, like every private range, is refused otherwise.
  TEST_PREVIEW_LOOPBACK_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  // Rate limits: requests allowed per window. Tests and benchmarks raise or lower them.
  RATE_LIMIT_AUTH_PER_MINUTE: count.default(10),
  RATE_LIMIT_EMAIL_PER_10_MINUTES: count.default(3),
  RATE_LIMIT_JOIN_PER_10_MINUTES: count.default(20),
  RATE_LIMIT_WRONG_PASSWORD_PER_15_MINUTES: count.default(5),
  RATE_LIMIT_INVITES_PER_DAY: count.default(20),
  RATE_LIMIT_INVITES_TO_ONE_PER_DAY: count.default(5),
  RATE_LIMIT_PREVIEWS_PER_MINUTE: count.default(30),
  RATE_LIMIT_GUESTS_PER_HOUR: count.default(20),
  // Comments per member per minute (decision 105): a conversation, not a flood.
  RATE_LIMIT_COMMENTS_PER_MINUTE: count.default(20),
  // How often the scheduler closes events whose deadline passed, sends the "deadline is near"
  // and "people joined" emails and retries mail that could not be sent.
  SCHEDULER_TICK_MS: count.default(5000),
  // The wait before the first retry of an email that could not be sent; it doubles each time.
  MAIL_RETRY_BASE_MS: count.default(30_000),
});

export type Env = z.input<typeof schema>;

export type Config = ReturnType<typeof parseConfig>;

export function parseConfig(env: Record<string, string | undefined> = process.env) {
  // An empty variable means "not set", as in most shells' `FOO= npm start`.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ""),
  );
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid setting ${String(issue.path[0])}: ${issue.message}`);
  }
  const e = parsed.data;
  if (e.DATABASE_URL && !e.BETTER_AUTH_SECRET) {
    throw new ConfigError("Missing setting BETTER_AUTH_SECRET: it is required with DATABASE_URL");
  }
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(
      "Invalid setting GOOGLE_CLIENT_SECRET: set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither",
    );
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    trustedOrigins: trustedOrigins(publicUrl, e.PORT),
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    secret: e.BETTER_AUTH_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    emailVerification: e.EMAIL_VERIFICATION ?? (e.SMTP_URL ? "required" : "off"),
    trustProxy: e.TRUST_PROXY,
    google: e.GOOGLE_CLIENT_ID
      ? {
          clientId: e.GOOGLE_CLIENT_ID,
          clientSecret: e.GOOGLE_CLIENT_SECRET!,
          discoveryUrl: e.GOOGLE_DISCOVERY_URL,
        }
      : undefined,
    logRequests: e.LOG_REQUESTS,
    schedulerTickMs: e.SCHEDULER_TICK_MS,
    mailRetryBaseMs: e.MAIL_RETRY_BASE_MS,
    previews: { enabled: e.LINK_PREVIEWS, testLoopbackPort: e.TEST_PREVIEW_LOOPBACK_PORT },
    rateLimits: {
      authPerMinute: e.RATE_LIMIT_AUTH_PER_MINUTE,
      emailPer10Minutes: e.RATE_LIMIT_EMAIL_PER_10_MINUTES,
      joinPer10Minutes: e.RATE_LIMIT_JOIN_PER_10_MINUTES,
      wrongPasswordPer15Minutes: e.RATE_LIMIT_WRONG_PASSWORD_PER_15_MINUTES,
      invitesPerDay: e.RATE_LIMIT_INVITES_PER_DAY,
      invitesToOnePerDay: e.RATE_LIMIT_INVITES_TO_ONE_PER_DAY,
      previewsPerMinute: e.RATE_LIMIT_PREVIEWS_PER_MINUTE,
      guestsPerHour: e.RATE_LIMIT_GUESTS_PER_HOUR,
      commentsPerMinute: e.RATE_LIMIT_COMMENTS_PER_MINUTE,
    },
  };
}

// Where state-changing requests may come from: the public URL, the same server by loopback
// address, and Vite's dev server.
function trustedOrigins(publicUrl: string, port: number) {
  return [
    ...new Set([
      publicUrl,
      `http://localhost:${port}`,
      `http://127.0.0.1:${port}`,
      "http://localhost:5173",
    ]),
  ];
}
