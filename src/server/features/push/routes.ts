// Push settings; any session may, a guest's too (no email, but a phone).
import { createPublicKey } from "node:crypto";
import { pushDeviceInput, pushSettingsInput } from "../../../shared/api";
import * as answer from "../../../shared/responses";
import type { Executor } from "../../db/connection";
import { endpoint, featureRoutes } from "../../http/endpoint";
import { AppError, badRequest, fieldError } from "../../kernel/errors";
import { json, TAGS } from "../../http/operation";
import type { FeatureDeps } from "../../kernel/deps";
import { outboundAddressAllowed } from "../previews";
import { enqueueTestPush } from "./enqueue";
import {
  hasDevice,
  pushKindsOf,
  setPushKinds,
  subscribeDevice,
  unsubscribeDevice,
} from "./settings";

const settingsAnswer = {
  200: json(
    "The server's VAPID public key, whether this device is subscribed, and each kind",
    answer.pushSettings,
  ),
};

export const pushSettings = endpoint({
  method: "get",
  path: "/api/me/push",
  summary: "Push notifications: the server's key, this device, and which kinds",
  tag: TAGS.account,
  guard: "signedIn",
  answers: settingsAnswer,
  errors: [],
});

export const changePushSettings = endpoint({
  method: "put",
  path: "/api/me/push",
  summary: "Turn kinds of push notification on or off, on all your devices",
  tag: TAGS.account,
  guard: "signedIn",
  body: pushSettingsInput,
  answers: settingsAnswer,
  errors: [],
});

export const subscribePushDevice = endpoint({
  method: "put",
  path: "/api/me/push/device",
  summary: "Notify this device: its push subscription",
  description:
    "The subscription belongs to this session: one per session, a new one replaces it, and " +
    "signing out removes it. The endpoint must be an https address of a public host.",
  tag: TAGS.account,
  guard: "signedIn",
  body: pushDeviceInput,
  answers: settingsAnswer,
  errors: ["pushEndpointInvalid", "pushKeyInvalid"],
});

export const unsubscribePushDevice = endpoint({
  method: "delete",
  path: "/api/me/push/device",
  summary: "Stop notifying this device",
  tag: TAGS.account,
  guard: "signedIn",
  answers: settingsAnswer,
  errors: [],
});

export const testPush = endpoint({
  method: "post",
  path: "/api/me/push/test",
  summary: "Send a test notification to this device",
  description: "409 when this session has no device subscribed.",
  tag: TAGS.account,
  guard: "signedIn",
  answers: settingsAnswer,
  errors: ["pushNoDevice"],
});

/** Whether `p256dh` is an uncompressed P-256 point: a non-point key would fail every send. */
function isP256Point(p256dh: string) {
  const bytes = Buffer.from(p256dh, "base64url");
  if (bytes.length !== 65 || bytes[0] !== 4) return false;
  try {
    createPublicKey({
      key: {
        kty: "EC",
        crv: "P-256",
        x: bytes.subarray(1, 33).toString("base64url"),
        y: bytes.subarray(33).toString("base64url"),
      },
      format: "jwk",
    });
    return true;
  } catch {
    return false;
  }
}

export function pushRoutes({ database: { db }, config, push }: FeatureDeps) {
  const settingsOf = async (
    executor: Executor,
    userId: string,
    sessionId: string,
  ): Promise<answer.PushSettings> => ({
    publicKey: push.publicKey,
    device: await hasDevice(executor, sessionId),
    kinds: await pushKindsOf(executor, userId),
  });

  return featureRoutes()
    .openapi(pushSettings, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await settingsOf(db, c.var.user.id, c.var.sessionId), 200);
    })
    .openapi(changePushSettings, async (c) => {
      const changes = c.req.valid("json");
      await db.transaction((tx) => setPushKinds(tx, c.var.user.id, changes));
      return c.json(await settingsOf(db, c.var.user.id, c.var.sessionId), 200);
    })
    .openapi(subscribePushDevice, async (c) => {
      const device = c.req.valid("json");
      if (!outboundAddressAllowed(device.endpoint, config.push.testLoopbackPort)) {
        throw badRequest({ endpoint: fieldError("pushEndpointInvalid", { field: "endpoint" }) });
      }
      if (!isP256Point(device.keys.p256dh)) {
        throw badRequest({ keys: fieldError("pushKeyInvalid", { field: "keys" }) });
      }
      await db.transaction((tx) => subscribeDevice(tx, c.var.sessionId, device));
      return c.json(await settingsOf(db, c.var.user.id, c.var.sessionId), 200);
    })
    .openapi(unsubscribePushDevice, async (c) => {
      await unsubscribeDevice(db, c.var.sessionId);
      return c.json(await settingsOf(db, c.var.user.id, c.var.sessionId), 200);
    })
    .openapi(testPush, async (c) => {
      if (!(await enqueueTestPush(db, c.var.sessionId))) throw new AppError("pushNoDevice");
      push.wake();
      return c.json(await settingsOf(db, c.var.user.id, c.var.sessionId), 200);
    });
}
