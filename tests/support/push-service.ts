// A push service of our own on loopback (decision 227), standing in for FCM, Mozilla's and
// Apple's: it takes a push as RFC 8030 says, checks its VAPID signature (RFC 8292: an ES256 JWT
// for this origin, expiring within a day, signed by the key in `k`), decrypts the body with the
// device's private key and auth secret (RFC 8291, aes128gcm; written here with node:crypto, not
// with web-push's own helper, so the server's encryption is checked by a second hand), and
// records the message. It answers 201, or what a test asks for (404, 410, 500), and can be slow.
//
// Devices are made as a browser makes them: a P-256 key pair and a 16-byte auth secret.
import {
  createECDH,
  createDecipheriv,
  createHmac,
  createPublicKey,
  randomBytes,
  verify,
  type ECDH,
} from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { PushMessage } from "../../src/shared/features/push/message";

export type Device = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
  authSecret: Buffer;
};

/** A subscription as a browser's PushSubscription.toJSON() gives it, for a push service
 * somewhere else (the authorization matrix: nothing is sent there that it waits for). */
export function browserSubscription(endpoint = `https://push.example.com/send/${randomId()}`) {
  const { keys } = makeDevice(endpoint);
  return { endpoint, keys, expirationTime: null };
}

const randomId = () => randomBytes(12).toString("base64url");

function makeDevice(endpoint: string): Device {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    endpoint,
    keys: {
      p256dh: ecdh.getPublicKey().toString("base64url"),
      auth: authSecret.toString("base64url"),
    },
    ecdh,
    authSecret,
  };
}

export type Received = {
  endpoint: string;
  message: PushMessage;
  /** The VAPID key that signed it (base64url), its JWT's claims, and the request's headers. */
  vapidKey: string;
  claims: { aud: string; exp: number; sub: string };
  headers: http.IncomingHttpHeaders;
  /** When it arrived, and when the answer to it had been written (Date.now()). */
  at: number;
  answeredAt?: number;
};

export type PushService = Awaited<ReturnType<typeof startPushService>>;

/** `port`: a fixed one, for a server started before the service (Playwright's webServer, which
 * is given TEST_PUSH_LOOPBACK_PORT with that port); a free one when absent. */
export async function startPushService(options: { port?: number } = {}) {
  const devices = new Map<string, Device>();
  const received: Received[] = [];
  /** Per endpoint path: statuses to answer next, one per push (then 201 again). */
  const forced = new Map<string, number[]>();
  /** Refused pushes, with the reason (a bad signature, undecryptable body). */
  const refusals: string[] = [];
  let delayMs = 0;
  const waiters = new Set<() => void>();

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const reply = (status: number, text = "", taken?: Received) => {
        const send = () => {
          response.writeHead(status, { "content-type": "text/plain" });
          response.end(text, () => {
            if (taken) taken.answeredAt = Date.now();
          });
        };
        if (delayMs > 0) setTimeout(send, delayMs);
        else send();
      };
      const path = request.url ?? "";
      const endpoint = `${url}${path}`;
      const device = devices.get(endpoint);
      if (request.method !== "POST" || !device) return reply(404, "no such subscription");
      let result: Received;
      try {
        result = readPush(endpoint, device, request.headers, Buffer.concat(chunks), url);
      } catch (error) {
        refusals.push((error as Error).message);
        return reply(400, (error as Error).message);
      }
      const queue = forced.get(path);
      const status = queue?.shift();
      if (status !== undefined) return reply(status, "as the test asked");
      received.push(result);
      for (const wake of waiters) wake();
      reply(201, "", result);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    port,
    received,
    refusals,
    /** A new device subscribed at this service: an endpoint and keys, as a browser has them. */
    device(): Device {
      const device = makeDevice(`${url}/push/${randomId()}`);
      devices.set(device.endpoint, device);
      return device;
    },
    /** What the browser sends to PUT /api/me/push/device. */
    subscription: (device: Device) => ({
      endpoint: device.endpoint,
      keys: device.keys,
      expirationTime: null,
    }),
    /** The next pushes to `device` are answered with these statuses, one each. */
    answer(device: Device, ...statuses: number[]) {
      const path = new URL(device.endpoint).pathname;
      forced.set(path, [...(forced.get(path) ?? []), ...statuses]);
    },
    /** Every answer waits this long (a slow push service: pushes in flight at a crash). */
    slow(ms: number) {
      delayMs = ms;
    },
    /** The pushes whose answer had not been written `marginMs` before now: those a server
     * killed now may not have marked sent (the resilience test's "in flight"). */
    inFlight: (marginMs: number) =>
      received.filter((r) => r.answeredAt === undefined || r.answeredAt > Date.now() - marginMs),
    /** What `device` received. */
    to: (device: Device) => received.filter((r) => r.endpoint === device.endpoint),
    /** Resolves once `done()` holds, checked at each arrival; rejects after `timeoutMs`. */
    async until(done: () => boolean, timeoutMs = 10_000) {
      if (done()) return;
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`push service: still waiting after ${timeoutMs} ms`));
        }, timeoutMs);
        const wake = () => {
          if (!done()) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve();
        };
        waiters.add(wake);
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Checks the VAPID header and decrypts the body; throws saying what is wrong. */
function readPush(
  endpoint: string,
  device: Device,
  headers: http.IncomingHttpHeaders,
  body: Buffer,
  origin: string,
): Received {
  if (headers["content-encoding"] !== "aes128gcm") throw new Error("not aes128gcm");
  if (!headers.ttl || !/^\d+$/.test(String(headers.ttl))) throw new Error("no TTL");
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(headers.authorization ?? "");
  if (!match) throw new Error("no vapid authorization");
  const [, jwt, vapidKey] = match as unknown as [string, string, string];
  const claims = verifyJwt(jwt, vapidKey);
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`);
  const now = Date.now() / 1000;
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error("exp out of range");
  if (!/^(mailto:|https:\/\/)/.test(claims.sub)) throw new Error("bad sub");
  const text = decrypt(body, device);
  return {
    endpoint,
    message: JSON.parse(text) as PushMessage,
    vapidKey,
    claims,
    headers,
    at: Date.now(),
  };
}

function verifyJwt(jwt: string, key: string) {
  const [head, payload, signature] = jwt.split(".");
  if (!head || !payload || !signature) throw new Error("malformed JWT");
  const header = JSON.parse(Buffer.from(head, "base64url").toString()) as { alg?: string };
  if (header.alg !== "ES256") throw new Error("JWT not ES256");
  const point = Buffer.from(key, "base64url");
  if (point.length !== 65 || point[0] !== 4) throw new Error("k is not a P-256 point");
  const publicKey = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
  const ok = verify(
    "sha256",
    Buffer.from(`${head}.${payload}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!ok) throw new Error("JWT signature does not verify");
  return JSON.parse(Buffer.from(payload, "base64url").toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
}

const hmac = (key: Buffer, data: Buffer) => createHmac("sha256", key).update(data).digest();

/** RFC 8291 §3.4 and RFC 8188: one record (a push is at most 4 KB). */
function decrypt(body: Buffer, device: Device) {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  if (records.length > recordSize) throw new Error("more than one record");
  const secret = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([
    Buffer.from("WebPush: info\0"),
    device.ecdh.getPublicKey(),
    senderKey,
  ]);
  const ikm = hmac(hmac(device.authSecret, secret), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0\x01")).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0\x01")).subarray(0, 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([
    decipher.update(records.subarray(0, records.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end).toString("utf8");
}
