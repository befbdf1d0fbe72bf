// Chats in the browser (issue #38): an event's creator connects a signed webhook and a Slack
// channel in the Chats dialog, sees the webhook's signing secret once, sends each a test message
// and sees its answer, and the winner's message arrives at both when the event closes; a chat is
// removed. A group's admin connects a chat and a new round's "opened" message arrives. A refused
// field is said once, under it; a Matrix test whose answer is lost says no answer came. The chats
// are the tests' own receivers on loopback (tests/support/chat-receivers.ts), which the server
// may send to over http only with TEST_CHAT_LOOPBACK_PORT (a test-only setting).
import type { Locator, Page } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { ApiClient } from "../support/api";
import {
  startChatReceivers,
  type ChatReceivers,
  type ReceivedChat,
} from "../support/chat-receivers";
import { eventWithShortlist, share, signUp, vote } from "../support/factories/actions";
import {
  clientFor,
  expect,
  expectAccessibleWithoutToasts,
  saveScreenshots,
  test,
} from "./support/fixtures";
import { startHuddle, type HuddleProcess } from "./support/server";

/** The Chats dialog as a person sees it: the screen, not the page under it. */
const DIALOG = { fullPage: false };

let receivers: ChatReceivers;
let server: HuddleProcess;

test.beforeAll(async () => {
  receivers = await startChatReceivers();
  // A server of its own: it may send to the receivers on loopback, and sends no mail, so a
  // sign-up signs in at once.
  server = await startHuddle({
    env: { NODE_ENV: "test", TEST_CHAT_LOOPBACK_PORT: String(receivers.port) },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await receivers?.close();
});

/** Waits out the toasts already on their way: Sonner adds one in a timer of its own, set when
 * `toast()` was called, so a timer set now runs after it. */
const afterPendingToasts = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/** A field's refusal is said once, under it: the field takes the focus (a screen reader reads
 * its description), and no toast says it again. */
async function expectSaidUnderOnly(page: Page, field: Locator, said: RegExp) {
  await expect(field).toHaveAccessibleDescription(said);
  await expect(field).toBeFocused();
  await afterPendingToasts(page);
  // Counted once, not awaited to be 0: a toast leaves by itself after a few seconds.
  expect(await page.locator("[data-sonner-toast]").count()).toBe(0);
}

/** A webhook request's payload, once its Standard Webhooks signature is verified with `secret`. */
const verified = (secret: string, request: ReceivedChat) =>
  new Webhook(secret).verify(request.raw, request.headers as Record<string, string>);

/** Opens the Chats dialog from the page's menu, by pointer, or by keyboard (`keys`): the item is
 * focused and chosen with Enter, as a keyboard user does. */
async function openChats(page: Page, menu = "Manage", keys = false) {
  await page.getByRole("button", { name: menu }).click();
  const item = page.getByRole("menuitem", { name: "Chats" });
  if (keys) await item.press("Enter");
  else await item.click();
  const dialog = page.getByRole("dialog", { name: "Chats" });
  await expect(dialog.getByRole("heading", { name: "Connected chats" })).toBeVisible();
  return dialog;
}

async function connect(dialog: Locator, kind: string, fields: Record<string, string>) {
  await dialog.getByRole("button", { name: "Connect a chat" }).click();
  await dialog.getByRole("radio", { name: kind }).check();
  for (const [label, value] of Object.entries(fields)) {
    await dialog.getByLabel(label, { exact: true }).fill(value);
  }
  await dialog.getByRole("button", { name: "Connect", exact: true }).click();
}

test("an event's creator connects a webhook and Slack, tests them, and the winner arrives at both", async ({
  page,
}) => {
  const creator = clientFor(page.context(), server.url);
  await signUp(creator, { name: "Cleo Creator" });
  const member = new ApiClient(server.url);
  await signUp(member, { name: "Max Member" });
  const { event, links } = await eventWithShortlist(creator, [member], "Friday dinner", [
    "Pizza Place",
    "Noodle Bar",
  ]);
  await page.goto(`${server.url}/event/${event.id}`);

  const dialog = await openChats(page);
  await expect(dialog.getByText("No chat is connected yet.")).toBeVisible();
  await saveScreenshots(page, "chat-empty-en", DIALOG);

  // A generic webhook: a refused address is said under its field, and nothing is connected.
  await dialog.getByRole("button", { name: "Connect a chat" }).click();
  await dialog.getByRole("radio", { name: "Webhook" }).check();
  await dialog.getByLabel("Address", { exact: true }).fill("ftp://example.org/hook");
  await dialog.getByRole("button", { name: "Connect", exact: true }).click();
  await expectSaidUnderOnly(
    page,
    dialog.getByLabel("Address", { exact: true }),
    /must be the https address of a public host/,
  );
  await expectAccessibleWithoutToasts(page, "the Connect a chat form with a refused field");
  await saveScreenshots(page, "chat-field-error-en", DIALOG);
  const hook = `${receivers.url}/webhook/dinner`;
  await dialog.getByLabel("Address", { exact: true }).fill(hook);
  await dialog.getByLabel("Name (optional)").fill("Dinner bot");
  await dialog.getByRole("button", { name: "Connect", exact: true }).click();

  // Its signing secret, this once.
  const bot = dialog.getByRole("article", { name: "Dinner bot" });
  const secretBox = bot.getByRole("textbox", { name: "Signing secret" });
  await expect(secretBox).toHaveValue(/^whsec_/);
  await expect(secretBox).toBeFocused();
  const secret = await secretBox.inputValue();
  await expect(bot.getByText(/it will not be shown again/)).toBeVisible();
  await expect(bot.getByRole("switch", { name: "A link is shared" })).not.toBeChecked();
  await expect(bot.getByRole("switch", { name: "Closed, with the winner" })).toBeChecked();
  await expectAccessibleWithoutToasts(page, "the Chats dialog with a signing secret");
  await saveScreenshots(page, "chat-secret-en", DIALOG);
  // The receiver verifies each request with it, as the webhook's owner would.
  receivers.webhook("dinner", secret);
  await bot.getByRole("button", { name: "I have copied it" }).click();
  await expect(secretBox).toHaveCount(0);

  // A test message: the answer in the dialog, the request at the receiver, signed.
  await bot.getByRole("button", { name: "Send a test message" }).click();
  await expect(bot.getByText(/^Answered 2\d\d in \d+ ms$/)).toBeVisible();
  await receivers.waitFor(() => receivers.to(hook).length === 1);
  const [tested] = receivers.to(hook);
  expect(tested!.status).toBe(204);
  expect(verified(secret, tested!)).toMatchObject({ type: "test" });
  await expect(bot.getByText("Last attempts (1)")).toBeVisible();
  await bot.getByText("Last attempts (1)").click();
  await expect(bot.getByRole("table")).toContainText("Test message");
  await saveScreenshots(page, "chat-test-answer-en", DIALOG);

  // Slack: no signing secret, and its address ends in the hint of its last characters.
  const slackToken = "T000B000abcdefghijklmnopqrstWXYZ";
  const slackAddress = receivers.slack(slackToken);
  await connect(dialog, "Slack", { "Webhook address": slackAddress });
  const slack = dialog.getByRole("article", { name: "Slack" });
  await expect(slack).toBeFocused();
  // (The receivers' Slack path is not Slack's /services/…, so the server shows it whole but for
  // the hint of its last characters; the cutting itself is the API tests'.)
  await expect(slack).toContainText("…WXYZ");
  await expect(slack.getByRole("textbox", { name: "Signing secret" })).toHaveCount(0);
  await slack.getByRole("button", { name: "Send a test message" }).click();
  await expect(slack.getByText(/^Answered 200 in \d+ ms$/)).toBeVisible();
  await receivers.waitFor(() => receivers.to(slackAddress).length === 1);
  await saveScreenshots(page, "chat-two-chats-en", DIALOG);

  // "A link is shared", turned on for the bot, sends the next link there (and not to Slack).
  await bot.getByRole("switch", { name: "A link is shared" }).click();
  await expect(bot.getByRole("switch", { name: "A link is shared" })).toBeChecked();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await share(member, event.id, { url: "https://taco.example/", title: "Taco Corner" });
  await receivers.waitFor(() => receivers.to(hook).length === 2, 20_000);
  expect(JSON.stringify(verified(secret, receivers.to(hook)[1]!))).toContain("Taco Corner");
  expect(receivers.to(slackAddress)).toHaveLength(1);

  // The creator closes the event in the page: the winner's message arrives at both.
  await vote(creator, event.id, links[0]!.id, "up");
  await vote(member, event.id, links[0]!.id, "up");
  await page.getByRole("tab", { name: "Shortlist & Voting" }).click();
  await page.getByRole("button", { name: "Close Event & Select Winner" }).click();
  await page
    .getByRole("dialog", { name: "Close this event?" })
    .getByRole("button", { name: "Close Event", exact: true })
    .click();
  await receivers.waitFor(
    () => receivers.to(hook).length === 3 && receivers.to(slackAddress).length === 2,
    20_000,
  );
  const closed = verified(secret, receivers.to(hook)[2]!);
  expect(closed).toMatchObject({ type: "event.closed" });
  expect(JSON.stringify(closed)).toContain("Pizza Place");
  expect(receivers.to(slackAddress)[1]!.raw).toContain("Pizza Place");
  expect(receivers.refusals).toEqual([]);
  // The page has taken the closing in (its Reopen button is there) before the menu is opened, as
  // a person sees it settle: in one CI run (2026-11-29) the menu opened 3 ms after the closing's
  // answer, the page then swapped its buttons under the open menu and its Chats item never held
  // still for the click (3 minutes; trace kept in the closing note of that session).
  await expect(page.getByRole("button", { name: "Reopen Event" })).toBeVisible();

  // Slack is removed, after a question. By keyboard: in another CI run (2026-11-29, after the
  // wait above) the closed page still grew above the fold under the open menu, the page moved
  // while the menu held its scroll, and the Chats item sat outside the window for 3 minutes; a
  // focused item is chosen wherever it is.
  const again = await openChats(page, "Manage", true);
  await again
    .getByRole("article", { name: "Slack" })
    .getByRole("button", { name: "Remove" })
    .click();
  const confirm = page.getByRole("alertdialog", { name: "Remove this chat?" });
  await confirm.getByRole("button", { name: "Remove" }).click();
  await expect(again.getByRole("article", { name: "Slack" })).toHaveCount(0);
  await expect(again.getByRole("button", { name: "Connect a chat" })).toBeFocused();
  await expect(again.getByRole("article", { name: "Dinner bot" })).toBeVisible();
  const { chats } = await creator.call<{ chats: { name: string }[] }>(
    "GET",
    `/api/events/${event.id}/chats`,
  );
  expect(chats.map((c) => c.name)).toEqual(["Dinner bot"]);

  // The same dialog in German.
  await creator.call("PATCH", "/api/me", { language: "de" });
  await page.goto(`${server.url}/event/${event.id}`);
  await page.getByRole("button", { name: "Verwalten" }).click();
  await page.getByRole("menuitem", { name: "Chats" }).click();
  const german = page.getByRole("dialog", { name: "Chats" });
  await expect(german.getByRole("heading", { name: "Verbundene Chats" })).toBeVisible();

  // The webhook's secret rolled: the new one shown once, the old one still signing for a day.
  await german.getByRole("button", { name: "Geheimnis erneuern" }).click();
  const confirmRoll = page.getByRole("alertdialog", { name: "Das Signaturgeheimnis erneuern?" });
  await expect(confirmRoll).toContainText("24 Stunden lang signiert das alte sie noch mit");
  await saveScreenshots(page, "chat-roll-de", DIALOG);
  await confirmRoll.getByRole("button", { name: "Geheimnis erneuern" }).click();
  const rolledBox = german.getByRole("textbox", { name: "Signaturgeheimnis" });
  await expect(rolledBox).toHaveValue(/^whsec_/);
  const rolled = await rolledBox.inputValue();
  expect(rolled).not.toBe(secret);
  await saveScreenshots(page, "chat-secret-de", DIALOG);
  receivers.webhook("dinner", rolled);
  await german.getByRole("button", { name: "Ich habe es kopiert" }).click();
  await expect(rolledBox).toHaveCount(0);
  await german.getByRole("button", { name: "Testnachricht senden" }).click();
  await expect(german.getByText(/^Antwort 2\d\d nach \d+ ms$/)).toBeVisible();
  await receivers.waitFor(() => receivers.to(hook).length === 4);
  const retested = receivers.to(hook)[3]!;
  expect(verified(rolled, retested)).toMatchObject({ type: "test" });
  expect(verified(secret, retested)).toMatchObject({ type: "test" });
  await saveScreenshots(page, "chat-with-chat-de", DIALOG);
  await german.getByRole("button", { name: "Chat verbinden" }).click();
  await german.getByRole("radio", { name: "Matrix" }).check();
  await saveScreenshots(page, "chat-connect-matrix-de", DIALOG);
});

test("a group's admin connects Discord, and a new round's opening arrives there", async ({
  page,
}) => {
  const admin = clientFor(page.context(), server.url);
  await signUp(admin, { name: "Ada Admin" });
  const group = await admin.call<{ id: string }>("POST", "/api/groups", { name: "Board games" });
  await page.goto(`${server.url}/groups/${group.id}`);

  const dialog = await openChats(page);
  await expect(dialog.getByText(/about every round/)).toBeVisible();
  const discord = receivers.discord("boardgames");
  await connect(dialog, "Discord", { "Webhook address": discord });
  const chat = dialog.getByRole("article", { name: "Discord" });
  await expect(chat.getByRole("switch", { name: "The round or event opens" })).toBeChecked();
  await expect(chat.getByRole("button", { name: "Roll secret" })).toHaveCount(0);
  // A group's test message is about the group.
  await chat.getByRole("button", { name: "Send a test message" }).click();
  await expect(chat.getByText(/^Answered 204 in \d+ ms$/)).toBeVisible();
  await receivers.waitFor(() => receivers.to(discord).length === 1);
  expect(receivers.to(discord)[0]!.raw).toContain("Board games");
  await expectAccessibleWithoutToasts(page, "a group's Chats dialog");
  await page.keyboard.press("Escape");

  // Turned off (as the server does after a day of failures), it says so and turns back on.
  const { chats } = await admin.call<{ chats: { id: string }[] }>(
    "GET",
    `/api/groups/${group.id}/chats`,
  );
  await admin.call("PATCH", `/api/groups/${group.id}/chats/${chats[0]!.id}`, { active: false });
  const off = (await openChats(page)).getByRole("article", { name: "Discord" });
  await expect(off.getByRole("status")).toContainText("Turned off");
  await saveScreenshots(page, "chat-turned-off-en", DIALOG);
  await off.getByRole("button", { name: "Turn back on" }).click();
  await expect(off.getByRole("status")).toHaveCount(0);
  await page.keyboard.press("Escape");

  const round = await admin.call<{ id: string }>("POST", `/api/groups/${group.id}/rounds`, {
    title: "Game night",
  });
  await receivers.waitFor(() => receivers.to(discord).length === 2, 20_000);
  const opened = receivers.to(discord)[1];
  expect(opened!.status).toBe(204);
  expect(opened!.raw).toContain("Game night");
  expect(opened!.raw).toContain(round.id);
  expect(receivers.refusals).toEqual([]);

  // Its attempt is there for the admin to see.
  const again = await openChats(page);
  const attempts = again.getByRole("article", { name: "Discord" });
  await attempts.getByText("Last attempts (2)").click();
  await expect(attempts.getByRole("table")).toContainText("The round or event opens");
  await expect(attempts.getByRole("table")).toContainText("204");
});

test("a Matrix token no header can carry is said under its field; a lost answer says no answer came", async ({
  page,
}) => {
  const admin = clientFor(page.context(), server.url);
  await signUp(admin, { name: "Mo Matrix" });
  const group = await admin.call<{ id: string }>("POST", "/api/groups", { name: "Film club" });
  await page.goto(`${server.url}/groups/${group.id}`);
  const dialog = await openChats(page);

  const token = "syt_ZmlsbWNsdWI_abcdefghijklmnopqrst_0a1b2c";
  const homeserver = receivers.matrix(token);
  // The header's word pasted with the token: refused, said under the field alone.
  await connect(dialog, "Matrix", {
    Homeserver: homeserver,
    "Room ID": "!films:example.test",
    "Access token": `Bearer ${token}`,
  });
  await expectSaidUnderOnly(
    page,
    dialog.getByLabel("Access token", { exact: true }),
    /^Access token must be the token alone/,
  );
  await dialog.getByLabel("Access token", { exact: true }).fill(token);
  await dialog.getByRole("button", { name: "Connect", exact: true }).click();
  const chat = dialog.getByRole("article", { name: "Matrix" });
  await expect(chat).toBeFocused();

  // The homeserver takes the message, then the connection drops before it answers.
  receivers.fail(homeserver, { close: true }, 1);
  await chat.getByRole("button", { name: "Send a test message" }).click();
  await expect(chat.getByText("Failed: No answer came")).toBeVisible();
  await expect(chat.getByText(/It went out, so it may have arrived/)).toBeVisible();
  await receivers.waitFor(() => receivers.to(homeserver).length === 1);
  await chat.getByText("Last attempts (1)").click();
  const row = chat.getByRole("row").nth(1);
  await expect(row).toContainText("No answer came");
  await expect(row).not.toContainText(/None|unreachable/);
  await expectAccessibleWithoutToasts(page, "a chat whose test got no answer");
  await saveScreenshots(page, "chat-no-answer-en", DIALOG);
});
