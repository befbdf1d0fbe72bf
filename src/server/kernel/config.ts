// The environment, parsed once: a bad value stops start-up with one line naming it.
import { z } from "zod";

export class ConfigError extends Error {}

const bool = z.enum(["0", "1", "true", "false"]).transform((v) => v === "1" || v === "true");
const count = z.coerce.number().int().positive();

// Test-only settings, refused outside NODE_ENV=test so none can open a door in production.
const testOnlySettings = {
  // Loopback on this one port for the preview fetcher (the tests' website); refused otherwise.
  TEST_PREVIEW_LOOPBACK_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  // Push endpoints may be http://127.0.0.1 on this one port (the tests' push service).
  TEST_PUSH_LOOPBACK_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  // Chats may be http://127.0.0.1 on this one port (the tests' receivers).
  TEST_CHAT_LOOPBACK_PORT: z.coerce.number().int().min(1).max(65535).optional(),
};

// VAPID: P-256 public point (65 bytes) and private scalar (32), base64url unpadded.
const vapidKey = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, "must be base64url")
    .refine((v) => Buffer.from(v, "base64url").length === bytes, `must be ${bytes} bytes`);

const schema = z.object({
  // "development" trusts Vite's origin, "test" allows test settings; else production.
  NODE_ENV: z.string().default("production"),
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
  // Rate limits: requests allowed per window. Tests and benchmarks raise or lower them.
  RATE_LIMIT_AUTH_PER_MINUTE: count.default(10),
  // Better Auth's other routes per address; the window restarts only after a quiet minute.
  RATE_LIMIT_AUTH_OTHER_PER_MINUTE: count.default(100),
  RATE_LIMIT_EMAIL_PER_10_MINUTES: count.default(3),
  RATE_LIMIT_JOIN_PER_10_MINUTES: count.default(20),
  RATE_LIMIT_WRONG_PASSWORD_PER_15_MINUTES: count.default(5),
  RATE_LIMIT_INVITES_PER_DAY: count.default(20),
  RATE_LIMIT_INVITES_TO_ONE_PER_DAY: count.default(5),
  RATE_LIMIT_PREVIEWS_PER_MINUTE: count.default(30),
  RATE_LIMIT_GUESTS_PER_HOUR: count.default(20),
  // Comments per member per minute: a conversation, not a flood.
  RATE_LIMIT_COMMENTS_PER_MINUTE: count.default(20),
  // Reads of one calendar feed per hour: calendar apps ask hourly at most.
  RATE_LIMIT_CALENDAR_FEED_PER_HOUR: count.default(60),
  // Test messages per person per 10 minutes: each is a request to an address the person chose.
  RATE_LIMIT_CHAT_TESTS_PER_10_MINUTES: count.default(10),
  SCHEDULER_TICK_MS: count.default(5000),
  // The wait before the first retry of an email that could not be sent; it doubles each time.
  MAIL_RETRY_BASE_MS: count.default(30_000),
  // VAPID pair, or generated into DATA_DIR; instances on one database must share one.
  VAPID_PUBLIC_KEY: vapidKey(65).optional(),
  VAPID_PRIVATE_KEY: vapidKey(32).optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, "must start with mailto: or https://")
    .optional(),
  // The wait before the first retry of a push the push service did not take; it doubles.
  PUSH_RETRY_BASE_MS: count.default(30_000),
  // Chats: first retry wait (doubling to an hour), and failing time before turn-off.
  CHAT_RETRY_BASE_MS: count.default(30_000),
  CHAT_TURN_OFF_AFTER_MS: count.default(24 * 3600_000),
  ...testOnlySettings,
});

export type Env = z.input<typeof schema>;

export type Config = ReturnType<typeof parseConfig>;

export function parseConfig(env: Record<string, string | undefined> = process.env) {
  // An empty variable means "not set", as in most shells' `FOO= npm start`.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ""),
  );
  if (present.NODE_ENV !== "test") {
    const set = Object.keys(testOnlySettings).find((name) => name in present);
    if (set) throw new ConfigError(`Invalid setting ${set}: it is for tests only (NODE_ENV=test)`);
  }
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
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      "Invalid setting VAPID_PRIVATE_KEY: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither",
    );
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    trustedOrigins: trustedOrigins(publicUrl, e.PORT, e.NODE_ENV === "development"),
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
    push: {
      vapidKeys: e.VAPID_PUBLIC_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY! }
        : undefined,
      subject: e.VAPID_SUBJECT ?? vapidSubject(e.MAIL_FROM, publicUrl),
      retryBaseMs: e.PUSH_RETRY_BASE_MS,
      testLoopbackPort: e.TEST_PUSH_LOOPBACK_PORT,
    },
    chat: {
      retryBaseMs: e.CHAT_RETRY_BASE_MS,
      turnOffAfterMs: e.CHAT_TURN_OFF_AFTER_MS,
      testLoopbackPort: e.TEST_CHAT_LOOPBACK_PORT,
    },
    previews: { enabled: e.LINK_PREVIEWS, testLoopbackPort: e.TEST_PREVIEW_LOOPBACK_PORT },
    rateLimits: {
      authPerMinute: e.RATE_LIMIT_AUTH_PER_MINUTE,
      authOtherPerMinute: e.RATE_LIMIT_AUTH_OTHER_PER_MINUTE,
      emailPer10Minutes: e.RATE_LIMIT_EMAIL_PER_10_MINUTES,
      joinPer10Minutes: e.RATE_LIMIT_JOIN_PER_10_MINUTES,
      wrongPasswordPer15Minutes: e.RATE_LIMIT_WRONG_PASSWORD_PER_15_MINUTES,
      invitesPerDay: e.RATE_LIMIT_INVITES_PER_DAY,
      invitesToOnePerDay: e.RATE_LIMIT_INVITES_TO_ONE_PER_DAY,
      previewsPerMinute: e.RATE_LIMIT_PREVIEWS_PER_MINUTE,
      guestsPerHour: e.RATE_LIMIT_GUESTS_PER_HOUR,
      commentsPerMinute: e.RATE_LIMIT_COMMENTS_PER_MINUTE,
      calendarFeedPerHour: e.RATE_LIMIT_CALENDAR_FEED_PER_HOUR,
      chatTestsPer10Minutes: e.RATE_LIMIT_CHAT_TESTS_PER_10_MINUTES,
    },
  };
}

/** The default VAPID subject: the sender's address unless local, else an https URL. */
function vapidSubject(mailFrom: string, publicUrl: string) {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  const local = /@(localhost|[^.]+)$/.test(address);
  if (!local || !publicUrl.startsWith("https://")) return `mailto:${address}`;
  return publicUrl;
}

/** Vite's dev server (`npm run dev`), which proxies /api to the server. */
export const VITE_DEV_ORIGIN = "http://localhost:5173";

// Origins trusted for writes and auth redirects; anything else is just another site.
function trustedOrigins(publicUrl: string, port: number, development: boolean) {
  return [
    ...new Set([
      publicUrl,
      `http://localhost:${port}`,
      `http://127.0.0.1:${port}`,
      ...(development ? [VITE_DEV_ORIGIN] : []),
    ]),
  ];
}
