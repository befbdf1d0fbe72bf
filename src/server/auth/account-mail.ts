// Account emails via the outbox (no loss), in the background (timing reveals no account), capped.
import type { Config } from "../kernel/config";
import type { Db } from "../db/connection";
import { errorFacts } from "../kernel/error-facts";
import type { Logger } from "../kernel/request-log";
import { consumeRateLimit } from "../http/rate-limit";
import {
  changeEmailMail,
  existingAccountMail,
  resetPasswordMail,
  verificationMail,
} from "../mail/auth-mail";
import type { Mail } from "../mail/mailer";
import { enqueueMail } from "../mail/outbox";
import { isLanguage } from "../../shared/core/languages";

/** Better Auth's user, with its additional field `language` (auth.ts). */
type Person = { name: string; email: string; emailVerified?: boolean; language?: unknown };
type Kind = "verify" | "existing" | "reset" | "change-email";

export type AccountMail = ReturnType<typeof createAccountMail>;

export function createAccountMail(deps: {
  config: Config;
  db: Db;
  /** Tells the outbox worker that mail is waiting. */
  wakeMail: () => void;
  log?: Logger;
}) {
  const { config, db, wakeMail, log } = deps;
  const limit = { max: config.rateLimits.emailPer10Minutes, windowSeconds: 600 };

  const send = (kind: Kind, to: string, build: () => Mail) => {
    void (async () => {
      if (!(await consumeRateLimit(db, `mail:${kind}:${to.toLowerCase()}`, limit))) {
        log?.({ level: "warn", msg: "account mail skipped: recipient limit reached", kind });
        return;
      }
      await enqueueMail(db, [{ ...build(), kind: `account-${kind}` }]);
      wakeMail();
    })().catch((error: unknown) => {
      // The error's name and code, never its message, which could hold the address.
      log?.({ level: "error", msg: "account mail failed", kind, ...errorFacts(error) });
    });
  };

  return {
    /** `url` is Better Auth's verify-email link; new-address confirmations too (the token says). */
    verification: (person: Person, url: string) => {
      if (isChangeOfEmail(url)) {
        send("change-email", person.email, () => changeEmailMail(mailPerson(person), url));
      } else if (!person.emailVerified) {
        // A sign-up vouched for by an invitation is verified already and needs no link.
        send("verify", person.email, () => verificationMail(mailPerson(person), url));
      }
    },
    existingAccount: (person: Person) =>
      send("existing", person.email, () =>
        existingAccountMail(mailPerson(person), `${config.publicUrl}/`),
      ),
    resetPassword: (person: Person, token: string) =>
      send("reset", person.email, () =>
        resetPasswordMail(
          mailPerson(person),
          `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
        ),
      ),
  };
}

/** The person as a mail addresses them: name, address and language. */
const mailPerson = ({ name, email, language }: Person) => ({
  name,
  email,
  language: isLanguage(language) ? language : null,
});

/** Whether a verification link changes an address, per the `requestType` of its JWT. */
function isChangeOfEmail(url: string) {
  try {
    const token = new URL(url).searchParams.get("token") ?? "";
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()) as {
      requestType?: unknown;
    };
    return payload.requestType === "change-email-verification";
  } catch {
    return false;
  }
}
