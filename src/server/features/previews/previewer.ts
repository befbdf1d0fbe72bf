// Previews fetched off the request path, bounded, so slow sites cannot pile up sockets.
import type { Config } from "../../kernel/config";
import type { Database } from "../../db/connection";
import type { Logger } from "../../kernel/request-log";
import type { LiveHub } from "../../kernel/live-hub";
import { errorFacts } from "../../kernel/error-facts";
import { fetchPreview, type FetchedPreview } from "./fetch-preview";
import {
  findPreview,
  isFresh,
  savePreview,
  toAddressPreview,
  toLinkPreview,
  type AddressPreviewOf,
} from "./store";

const AT_ONCE = 4;
const MAX_WAITING = 200;

export type Previewer = ReturnType<typeof createPreviewer>;

/** What a feature that previews addresses asks for beside FeatureDeps. */
export type PreviewsDeps = { previews: Previewer };

type Deps = { config: Config; database: Database; live: LiveHub; log?: Logger };

export function createPreviewer({ config, database: { db }, live, log }: Deps) {
  const { enabled, testLoopbackPort } = config.previews;
  const userAgent = `Huddle link preview (+${config.publicUrl})`;
  const inFlight = new Map<string, Promise<AddressPreviewOf | null>>();
  const waiting: Array<() => void> = [];
  let running = 0;
  let closed = false;

  /** Waits for a free place; false when the wait list is full (or the server is stopping). */
  async function place() {
    if (closed) return false;
    if (running < AT_ONCE) {
      running++;
      return true;
    }
    if (waiting.length >= MAX_WAITING) return false;
    await new Promise<void>((resolve) => waiting.push(resolve));
    return !closed;
  }

  function release() {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }

  /** Keeps the result, else marks it failed so it is not refetched. Never throws. */
  async function save(url: string, fetched: FetchedPreview | null) {
    try {
      return await savePreview(db, url, fetched);
    } catch (error) {
      // Its name and code only: the error's message would repeat the page's text (error-facts.ts).
      log?.({ level: "error", msg: "link preview not stored", ...errorFacts(error) });
      if (!fetched) return null;
      return save(url, null);
    }
  }

  async function fetchAndSave(url: string) {
    if (!(await place())) return null;
    try {
      const result = await fetchPreview(url, { userAgent, allowLoopbackPort: testLoopbackPort });
      if (closed) return null;
      const saved = await save(url, result.ok ? result.preview : null);
      if (!saved) return null;
      const { row, changed } = saved;
      const preview = toLinkPreview(row);
      if (result.ok && preview) {
        for (const event of changed) {
          live.publish(event.id, { type: "link.preview", version: event.version, url, preview });
        }
      } else if (!result.ok) {
        log?.({ level: "info", msg: "link preview not fetched", reason: result.failure });
      }
      return toAddressPreview(row);
    } finally {
      release();
    }
  }

  /** The address's preview, fetched once however many ask at the same time. */
  function fetchOnce(url: string) {
    let pending = inFlight.get(url);
    if (!pending) {
      pending = fetchAndSave(url).finally(() => inFlight.delete(url));
      inFlight.set(url, pending);
    }
    return pending;
  }

  return {
    /** The preview for the share form: the kept one while fresh, else fetched now. */
    async previewOf(url: string): Promise<AddressPreviewOf | null> {
      if (!enabled) return null;
      const kept = await findPreview(db, url);
      if (isFresh(kept)) return toAddressPreview(kept);
      return (await fetchOnce(url)) ?? toAddressPreview(kept);
    },

    /** After a committed share: fetch unless the share's read is fresh. Never throws. */
    refreshInBackground(url: string, kept: { fresh: boolean }) {
      if (!enabled || kept.fresh) return;
      fetchOnce(url).catch((error: unknown) =>
        log?.({ level: "error", msg: "link preview failed", ...errorFacts(error) }),
      );
    },

    /** Stops taking work: fetches under way finish on their own deadline and save nothing. */
    close() {
      closed = true;
      for (const next of waiting.splice(0)) next();
    },
  };
}
