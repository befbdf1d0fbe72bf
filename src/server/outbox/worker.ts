// The one outbox worker: each channel runs one at a time, apart, so a slow chat holds up no mail.
import type { OutboxChannelName } from "./content";
import type { ChannelDelivery } from "./engine";
import { oneRunAtATime } from "./one-run-at-a-time";

export type NotificationOutbox = ReturnType<typeof createNotificationOutbox>;

export function createNotificationOutbox(channels: ChannelDelivery[]) {
  const runs = channels.map(({ channel, deliverAll }) => ({
    channel,
    run: oneRunAtATime(deliverAll),
  }));
  return {
    /** Sends everything due now (of `only`, if named); resolves with how many were tried. */
    async deliverDue(only?: OutboxChannelName): Promise<number> {
      const chosen = runs.filter(({ channel }) => only === undefined || channel === only);
      const settled = await Promise.allSettled(chosen.map(({ run }) => run.deliverDue()));
      const failed = settled.find((s) => s.status === "rejected");
      if (failed) throw failed.reason;
      return settled.reduce((sum, s) => sum + (s.status === "fulfilled" ? s.value : 0), 0);
    },
    /** Resolves when the runs in progress have finished (for a clean stop). */
    idle: async () => {
      await Promise.all(runs.map(({ run }) => run.idle()));
    },
  };
}
