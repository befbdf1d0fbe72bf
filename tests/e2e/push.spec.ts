// Web push in the browser (issue #37, decision 227): "Notify this device" in Settings, the kinds
// for push apart from email, the offer after a first vote (once, never on a load), and a push
// delivered to the real service worker: shown in the person's words, replaced when repeated, and
// its click taking a Huddle window to the event on the right tab. Each test runs its own
// Chromium profile with the service worker on (the other browser tests block it); the push
// service's part of the browser is the one stand-in (support/push-browser.ts).
import type { Page } from "@playwright/test";
import type { PushMessage } from "../../src/shared/features/push/message";
import { ApiClient } from "../support/api";
import {
  closeEvent,
  createEventAs,
  eventWithShortlist,
  joinAs,
  joinAsGuest,
  shortlisted,
  signUp,
  vote,
  type As,
} from "../support/factories/actions";
import { browserSubscription, startPushService, type Received } from "../support/push-service";
import { clientFor, expect, test } from "./support/fixtures";
import {
  clickNotification,
  pushBrowser,
  pushInto,
  shownNotifications,
  subscribedKey,
} from "./support/push-browser";
import { signUpVerified } from "./support/people";
import { startHuddle } from "./support/server";

const base = () => process.env.HUDDLE_URL!;

type PushSettings = { publicKey: string; device: boolean; kinds: Record<string, boolean> };
const pushSettings = (as: As) =>
  ("client" in as ? as.client : as).call<PushSettings>("GET", "/api/me/push");

const deviceSwitch = (page: Page) => page.getByRole("switch", { name: "Notify this device" });
const pushCard = (page: Page) => page.getByRole("region", { name: "Push notifications" });

test("a guest turns push on for this device in Settings, chooses its kinds, and turns it off", async () => {
  const subscription = browserSubscription();
  const browser = await pushBrowser(base(), subscription);
  const { context, page } = browser;
  try {
    const client = clientFor(context, base());
    await joinAsGuest(client, "Gus Guest");
    await page.goto("/settings");
    await expect(deviceSwitch(page)).not.toBeChecked();
    await expect(pushCard(page).getByText("Off for this browser.")).toBeVisible();

    await deviceSwitch(page).click();
    await expect(deviceSwitch(page)).toBeChecked();
    await expect(page.getByText("This device will be notified")).toBeVisible();
    const on = await pushSettings(client);
    expect(on.device).toBe(true);
    // Subscribed with the server's own key.
    expect(await subscribedKey(page)).toBe(on.publicKey);

    // A kind for push, apart from email (a guest has no email card at all).
    const reminders = pushCard(page).getByRole("switch", { name: "Reminders" });
    await expect(reminders).toBeChecked();
    await reminders.click();
    await expect(reminders).not.toBeChecked();
    await expect.poll(async () => (await pushSettings(client)).kinds.reminder).toBe(false);
    expect((await pushSettings(client)).kinds.closed).toBe(true);

    // Still on after a reload: the server's word for this session and the browser's agree.
    await page.reload();
    await expect(deviceSwitch(page)).toBeChecked();
    await expect(pushCard(page).getByRole("switch", { name: "Reminders" })).not.toBeChecked();

    await deviceSwitch(page).click();
    await expect(deviceSwitch(page)).not.toBeChecked();
    await expect.poll(async () => (await pushSettings(client)).device).toBe(false);
    expect(await subscribedKey(page)).toBeNull();
  } finally {
    await browser.close();
  }
});

test("where notifications are blocked, Settings says how to allow them and offers nothing after a vote", async () => {
  const browser = await pushBrowser(base(), browserSubscription(), "denied");
  const { context, page } = browser;
  try {
    const client = clientFor(context, base());
    await signUpVerified(client, { name: "Bea Blocked" });
    await page.goto("/settings");
    await expect(pushCard(page).getByText(/Notifications are blocked for Huddle/)).toBeVisible();
    await expect(deviceSwitch(page)).toBeDisabled();

    const event = await createEventAs(client, "Team dinner");
    await shortlisted(client, event.id, { title: "Pizza" });
    await page.goto(`/event/${event.id}?tab=shortlist`);
    const upvote = page.getByRole("button", { name: /^Upvote Pizza,/ });
    await upvote.click();
    await expect(upvote).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("Vote recorded").first()).toBeVisible();
    await expect(page.getByRole("region", { name: /winner is decided/ })).toHaveCount(0);
  } finally {
    await browser.close();
  }
});

test("push is offered after a first vote, not on a reload, and turns on from there, once", async ({
  newPerson,
}) => {
  const creator = await newPerson();
  await signUpVerified(creator, { name: "Cleo Creator" });
  const browser = await pushBrowser(base(), browserSubscription());
  const { context, page } = browser;
  try {
    const client = clientFor(context, base());
    await signUpVerified(client, { name: "Vic Voter" });
    const events = [];
    for (const title of ["Team dinner", "Movie night", "Board games"]) {
      const event = await createEventAs(creator, title);
      await joinAs(client, event.invitationCode);
      await shortlisted(creator, event.id, { title: `${title} one` });
      await shortlisted(creator, event.id, { title: `${title} two` });
      events.push(event);
    }
    const offer = page.getByRole("region", { name: "Tell me when the winner is decided" });
    const upvote = (title: string) =>
      page.getByRole("button", { name: new RegExp(`^Upvote ${title},`) });

    // Never on a page's load; after the first vote, yes.
    await page.goto(`/event/${events[0]!.id}?tab=shortlist`);
    await expect(upvote("Team dinner one")).toBeVisible();
    await expect(offer).toHaveCount(0);
    await upvote("Team dinner one").click();
    await expect(offer).toBeVisible();

    // A reload does not bring it back, nor does a second vote in the same event.
    await page.reload();
    await upvote("Team dinner two").click();
    await expect(upvote("Team dinner two")).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("Vote recorded").first()).toBeVisible();
    await expect(offer).toHaveCount(0);

    // The first vote in another event: offered again (neither taken nor refused yet), and taken.
    await page.goto(`/event/${events[1]!.id}?tab=shortlist`);
    await upvote("Movie night one").click();
    await offer.getByRole("button", { name: "Turn on notifications" }).click();
    await expect(offer).toHaveCount(0);
    await expect(page.getByText("This device will be notified")).toBeVisible();
    await expect.poll(async () => (await pushSettings(client)).device).toBe(true);
    await expect(page.getByRole("heading", { name: /^Shortlist/ })).toBeFocused();

    // Taken: never offered on this device again, even with push turned off meanwhile.
    await client.call("DELETE", "/api/me/push/device");
    await page.goto(`/event/${events[2]!.id}?tab=shortlist`);
    await upvote("Board games one").click();
    await expect(upvote("Board games one")).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("Vote recorded").first()).toBeVisible();
    await expect(offer).toHaveCount(0);
  } finally {
    await browser.close();
  }
});

test("a push reaches the service worker, is shown once in the person's words, and its click opens the event on its tab", async () => {
  const browser = await pushBrowser(base(), browserSubscription());
  const { context, page } = browser;
  try {
    const client = clientFor(context, base());
    await signUpVerified(client, { name: "Nora Notified" });
    const event = await createEventAs(client, "Team dinner");
    await page.goto("/dashboard");

    const push = await pushInto(context, page, base());
    const message: PushMessage = {
      id: "push-1",
      kind: "closed",
      title: "Team dinner",
      body: "Die Abstimmung ist beendet. Gewonnen hat: Pizza",
      url: `/event/${event.id}?tab=shortlist`,
      lang: "de",
    };
    await push.deliver(message);
    expect(await shownNotifications(page)).toEqual([
      {
        title: "Team dinner",
        body: "Die Abstimmung ist beendet. Gewonnen hat: Pizza",
        tag: "push-1",
        lang: "de",
        icon: `${base()}/icons/icon-192.png`,
        data: { url: `${base()}/event/${event.id}?tab=shortlist`, kind: "closed" },
      },
    ]);
    // Delivered again (a retry after a lost answer; its text changed here only to see it came):
    // it replaces the first, never a second one. Another message is one more.
    await push.deliver({ ...message, body: "Die Abstimmung ist beendet." });
    await push.deliver({ ...message, id: "push-2", body: "Another" });
    expect((await shownNotifications(page)).map((n) => [n.tag, n.body]).sort()).toEqual([
      ["push-1", "Die Abstimmung ist beendet."],
      ["push-2", "Another"],
    ]);
    await push.detach();

    // The click closes it (the other stays) and takes the open window to the event's tab.
    expect(await clickNotification(context, "push-1")).toEqual(["push-2"]);
    await expect(page).toHaveURL(`${base()}/event/${event.id}?tab=shortlist`);
    await expect(page.getByRole("tab", { name: "Shortlist & Voting" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("heading", { name: "Team dinner", level: 1 })).toBeVisible();
  } finally {
    await browser.close();
  }
});

test("the whole way: a closing, pushed by the server to a push service, decrypted, shown, clicked", async () => {
  // A server of its own: it may push to the test's push service on loopback (a test-only
  // setting, so NODE_ENV=test), and sends no mail, so a sign-up signs in at once.
  const service = await startPushService();
  const server = await startHuddle({
    env: { NODE_ENV: "test", TEST_PUSH_LOOPBACK_PORT: String(service.port) },
  });
  const device = service.device();
  const browser = await pushBrowser(server.url, service.subscription(device));
  const { context, page } = browser;
  try {
    const creator = new ApiClient(server.url);
    await signUp(creator, { name: "Cleo Creator" });
    const member = clientFor(context, server.url);
    await signUp(member, { name: "Max Member" });
    const { event, links } = await eventWithShortlist(creator, [member], "Friday dinner", [
      "Pizza Place",
    ]);

    // Turned on in Settings, as a person does; then the creator closes the event.
    await page.goto(`${server.url}/settings`);
    await deviceSwitch(page).click();
    await expect(deviceSwitch(page)).toBeChecked();
    await expect.poll(async () => (await pushSettings(member)).device).toBe(true);
    await vote(creator, event.id, links[0]!.id, "up");
    await closeEvent(creator, event.id);

    await service.until(() => service.to(device).length > 0, 20_000);
    const [{ message }] = service.to(device) as [Received];
    expect(message).toMatchObject({
      kind: "closed",
      title: "Friday dinner",
      url: `/event/${event.id}?tab=shortlist`,
      lang: "en",
    });
    expect(message.body).toContain("Pizza Place");

    await page.goto(`${server.url}/dashboard`);
    const push = await pushInto(context, page, server.url);
    await push.deliver(message);
    await push.detach();
    expect(await shownNotifications(page)).toMatchObject([
      { title: "Friday dinner", body: message.body, tag: message.id, lang: "en" },
    ]);
    await clickNotification(context, message.id);
    await expect(page).toHaveURL(`${server.url}/event/${event.id}?tab=shortlist`);
    await expect(page.getByRole("heading", { name: "Friday dinner", level: 1 })).toBeVisible();
  } finally {
    await browser.close();
    await server.stop();
    await service.close();
  }
});
