import { afterAll, beforeAll, expect, it } from "vitest";
import { createMailer } from "../../src/server/mail/mailer";
import { startSmtpCatcher } from "../support/smtp-catcher";

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
});
afterAll(() => smtp.close());

it("sends mail through a real SMTP server, with text and HTML parts", async () => {
  const mailer = createMailer({
    smtpUrl: smtp.url,
    from: "Huddle <huddle@localhost>",
    outboxDir: "/tmp/unused",
  });
  const link = "https://example.test/invite/ABCD2345?with=a&long=" + "x".repeat(120);
  await mailer.send({
    to: "Ann@Example.test",
    subject: "Ünïcode — invitation",
    text: `Join: ${link}\n`,
    html: `<p>Join</p>`,
  });
  const mail = await smtp.waitFor("ann@example.test");
  expect(mail.subject).toBe("Ünïcode — invitation");
  expect(mail.text).toContain(link);
  expect(mail.html).toContain("<p>Join</p>");
  mailer.close();
});

it("reads a long subject made of several encoded words without adding spaces", async () => {
  const mailer = createMailer({
    smtpUrl: smtp.url,
    from: "Huddle <huddle@localhost>",
    outboxDir: "/tmp/unused",
  });
  const subject =
    "Ünïcode invitation: " +
    "Friday team dinner at the very long restaurant name ".repeat(3).trim();
  await mailer.send({ to: "long@example.test", subject, text: "x", html: "<p>x</p>" });
  expect((await smtp.waitFor("long@example.test")).subject).toBe(subject);
  mailer.close();
});
