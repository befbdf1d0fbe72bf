// The scheduler: each step claims its rows in the database, so any number of instances may run one.
import { sql } from "drizzle-orm";
import type { Database } from "../../db/connection";
import { errorFacts } from "../../kernel/error-facts";
import type { Logger } from "../../kernel/request-log";
import { type LiveHub, publishGroupChange } from "../../kernel/live-hub";
import type { NotificationOutbox } from "../../outbox/worker";
import { CLOSE_BATCH, closeDueEvents, toClosure } from "../closing";
import { OPEN_BATCH, openDueRounds } from "../groups";
import { removeLeftGuests } from "../guests";
import { announceJoins, remindNearDeadlines, type Notices } from "../notifications";

export type Scheduler = ReturnType<typeof createScheduler>;

/** Sent messages are kept for complaints, then deleted (they hold links); hourly, as it scans all. */
const KEEP_SENT = "7 days";
const CLEAN_UP_EVERY_MS = 3600_000;
/** Concurrent opening batches on PostgreSQL; the pool has 10, requests keep the rest. */
const OPENING_LANES = 4;

export function createScheduler(deps: {
  database: Database;
  live: LiveHub;
  notices: Notices;
  /** The outbox worker: mail, pushes and chat messages. */
  outbox: NotificationOutbox;
  tickMs: number;
  log?: Logger;
}) {
  const { database, live, notices, tickMs, log } = deps;
  const { db } = database;
  const { outbox } = deps;
  // Given-up chat messages go too: a chat shows its own tries (chat_attempts).
  const oldMessages = sql`delete from notification_outbox
    where sent_at < now() - ${KEEP_SENT}::interval
      or (channel = 'chat' and failed_at < now() - ${KEEP_SENT}::interval)`;
  const wake = () => void outbox.deliverDue().catch(failed("sending notifications"));
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let cleanedAt = 0;

  // The error's name and code, never its message (error-facts.ts).
  const failed = (step: string) => (error: unknown) =>
    log?.({ level: "error", msg: `scheduler: ${step} failed`, ...errorFacts(error) });

  async function closeDue() {
    for (;;) {
      const { closed, groups } = await closeDueEvents(db, notices);
      for (const event of closed) {
        const { rules, results } = event;
        live.publish(event.id, { type: "event.closed", ...toClosure(event), rules, results });
        for (const round of event.otherRounds) live.publish(round, { type: "refetch" });
        log?.({ level: "info", msg: "event closed at its deadline", eventId: event.id });
      }
      // Their groups' pages show it, at the version their closing's transaction gave them.
      for (const group of groups) publishGroupChange(live, group.id, group.version);
      if (closed.length < CLOSE_BATCH) return;
    }
  }

  /** Opens due rounds, a batch per transaction; concurrent on PostgreSQL (SKIP LOCKED). */
  async function openDue(now: Date) {
    const lanes = database.kind === "postgres" ? OPENING_LANES : 1;
    const opened = await Promise.all(Array.from({ length: lanes }, () => openingLane(now)));
    return opened.reduce((a, b) => a + b, 0);
  }

  async function openingLane(now: Date) {
    let opened = 0;
    for (;;) {
      const batch = await openDueRounds(db, notices, now);
      for (const done of batch) {
        const { groupId, roundId, nextOpeningAt } = done;
        publishGroupChange(live, groupId, done.groupVersion);
        if (roundId) {
          opened++;
          log?.({ level: "info", msg: "round opened by the schedule", groupId, eventId: roundId });
        } else {
          log?.({
            level: "warn",
            msg: "scheduled opening skipped: the group's last round is still open",
            groupId,
            nextOpeningAt: nextOpeningAt?.toISOString() ?? null,
          });
        }
      }
      if (batch.length < OPEN_BATCH) return opened;
    }
  }

  /** One round of every step; a failing step (the database away) is logged and the next runs. */
  async function tick() {
    await closeDue().catch(failed("closing due events"));
    await openDue(new Date()).catch(failed("opening scheduled rounds"));
    await remindNearDeadlines(db, notices).catch(failed("deadline reminders"));
    await announceJoins(db, notices).catch(failed("join notices"));
    if (Date.now() - cleanedAt >= CLEAN_UP_EVERY_MS) {
      cleanedAt = Date.now();
      await db.execute(oldMessages).catch(failed("outbox clean-up"));
      await removeLeftGuests(db).catch(failed("guest clean-up"));
    }
    await outbox.deliverDue().catch(failed("sending notifications"));
  }

  const runTick = () => {
    running ??= tick().finally(() => (running = undefined));
    return running;
  };

  return {
    /** Runs a tick now, then every `tickMs`. */
    start() {
      void runTick();
      timer = setInterval(() => void runTick(), tickMs);
      timer.unref();
    },
    /** One tick, now (tests). */
    tick: runTick,
    /** The openings due at `now`, their mail sent at once; answers how many rounds opened. */
    async openDue(now: Date) {
      const opened = await openDue(now);
      wake();
      return opened;
    },
    /** Mail (or pushes) was written: send it now rather than at the next tick. */
    wakeMail: wake,
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
      await outbox.idle();
    },
  };
}
