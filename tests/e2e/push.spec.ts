// Web push in the browser (issue #37, decision 227): "Notify this device" in Settings, the kinds
// for push apart from email, the offer after a first vote (once, never on a load), and a push
// delivered to the real service worker: shown in the person's words, replaced when repeated, and
// its click taking a Huddle window to the event on the right tab. Each test runs its own
// Chromium profile with the service worker on (the other browser tests block it); the push
// service's part of the browser is the one stand-in (support/push-browser.ts).
import type { Page } from "@playwright/test";
import type { PushMessage } from "../../src/shared/push";
import { browserSubscription } from "../support/push-service";
import {
  createEventAs,
  joinAs,
  joinAsGuest,
  shortlisted,
  type As,
} from "../support/factories/actions";
import { clientFor, expect, test } from "./support/fixtures";
import {
  controlled,
  pushBrowser,
  subscribedKey,
  workerRegistrationId,
} from "./support/push-browser";
import { signUpVerified } from "./support/people";

const base = () => process.env.HUDDLE_URL!;

type PushSettings = { publicKey: string; device: boolean; kinds: Record<string, boolean> };
const pushSettings = (as: As) =>
  ("client" in as ? as.client : as).call<PushSettings>("GET", "/api/me/push");

const deviceSwitch = (page: Page) => page.getByRole("switch", { name: "Notify this device" });
const pushCard = (page: Page) =>
  page.getByRole("heading", { name: "Push notifications" }).locator("xpath=../../..");

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
    await controlled(page);

    const { cdp, registrationId } = await workerRegistrationId(context, page, base());
    const message: PushMessage = {
      id: "push-1",
      kind: "closed",
      title: "Team dinner",
      body: "Die Abstimmung ist beendet. Gewonnen hat: Pizza",
      url: `/event/${event.id}?tab=shortlist`,
      lang: "de",
    };
    const shown = () =>
      page.evaluate(async () => {
        const registration = (await navigator.serviceWorker.getRegistration())!;
        return (await registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          lang: n.lang,
          icon: n.icon,
          data: n.data as unknown,
        }));
      });

    // DevTools' delivery is fire-and-forget, and Chromium now and then drops one that comes
    // while the worker is starting (about one in four runs on a loaded machine). Delivered again
    // until its notification is there: what a push service's retry does, and a repeat replaces.
    const deliver = async (m: PushMessage) => {
      for (let attempt = 0; attempt < 5; attempt++) {
        await cdp.send("ServiceWorker.deliverPushMessage", {
          origin: base(),
          registrationId,
          data: JSON.stringify(m),
        });
        const deadline = Date.now() + 2_000;
        while (Date.now() < deadline) {
          if ((await shown()).some((n) => n.tag === m.id && n.body === m.body)) return;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      throw new Error(`push ${m.id} never shown`);
    };

    await deliver(message);
    expect(await shown()).toEqual([
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
    await deliver({ ...message, body: "Die Abstimmung ist beendet." });
    await deliver({ ...message, id: "push-2", body: "Another" });
    expect((await shown()).map((n) => [n.tag, n.body]).sort()).toEqual([
      ["push-1", "Die Abstimmung ist beendet."],
      ["push-2", "Another"],
    ]);
    await cdp.detach();

    // The click: Chromium has no way to click a notification from outside, so the worker's own
    // notificationclick handler is run on the notification it showed, through a NotificationEvent
    // dispatched in the worker (whose waitUntil, refused to an event made by script, is kept).
    const [worker] = context.serviceWorkers();
    expect(worker).toBeDefined();
    const clicked = await worker!.evaluate(async () => {
      const sw = self as unknown as ServiceWorkerGlobalScope;
      const [notification] = await sw.registration.getNotifications({ tag: "push-1" });
      const event = new NotificationEvent("notificationclick", { notification: notification! });
      const waits: Promise<unknown>[] = [];
      Object.defineProperty(event, "waitUntil", { value: (p: Promise<unknown>) => waits.push(p) });
      sw.dispatchEvent(event);
      await Promise.all(waits);
      return (await sw.registration.getNotifications()).map((n) => n.tag);
    });
    // Closed by its click; the other stays.
    expect(clicked).toEqual(["push-2"]);
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
