// Several Huddle instances on one PostgreSQL database (decision 227): each push of the outbox is
// sent by exactly one of them (rows claimed FOR UPDATE SKIP LOCKED), signed with the VAPID pair
// they were all given. Runs only in the "postgres" project (*.pg.test.ts).
import webpush from "web-push";
import { afterAll, beforeAll, expect, it } from "vitest";
import { closeEvent, eventWithMembers } from "../support/factories/events";
import { startInstances } from "../support/instances";
import { startPushService, type Device, type PushService } from "../support/push-service";
import type { TestApp } from "../support/test-app";

const keys = webpush.generateVAPIDKeys();
let push: PushService;
let instances: TestApp[] = [];
let stopInstances: (() => Promise<void>) | undefined;
beforeAll(async () => {
  push = await startPushService();
  ({ instances, close: stopInstances } = await startInstances(3, {
    TEST_PUSH_LOOPBACK_PORT: String(push.port),
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
  }));
});
afterAll(async () => {
  await stopInstances?.();
  await push?.close();
});

it("sends each push once, whichever instance claims it, signed with the shared key", async () => {
  const [first] = instances;
  const { id, creator, members } = await eventWithMembers(first!, 30);
  const devices: Device[] = [];
  for (const person of [creator, ...members]) {
    const device = push.device();
    const res = await person.client.put("/api/me/push/device", push.subscription(device));
    expect(res.json.publicKey).toBe(keys.publicKey);
    devices.push(device);
  }
  // A slow push service, so the instances' lanes overlap.
  push.slow(20);
  await closeEvent(creator, id);
  await Promise.all(instances.map((app) => app.outbox.deliverDue("push")));
  await push.until(() => devices.every((d) => push.to(d).length > 0));
  await Promise.all(instances.map((app) => app.outbox.deliverDue("push")));
  for (const device of devices) {
    expect(push.to(device).map((r) => r.message.kind)).toEqual(["closed"]);
    expect(push.to(device)[0]!.vapidKey).toBe(keys.publicKey);
  }
  expect(push.received).toHaveLength(devices.length);
  expect(push.refusals).toEqual([]);
});
