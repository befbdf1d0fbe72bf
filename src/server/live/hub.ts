// Rooms of open live streams, one room per event. Writes publish here only after their
// transaction commits. In one process the hub delivers directly; with PostgreSQL a relay
// (live/relay.ts) carries each message to the other instances through LISTEN/NOTIFY.
import type { LiveMessage, PublishedMessage } from "../../shared/live";
import { seesResults } from "../../shared/voting";

export type Subscriber = {
  userId: string;
  /** A published message: the stream presents it for its member (`present` below) and sends it. */
  receive: (message: PublishedMessage) => void;
  /** Ends the stream (member removed, event deleted, shutdown). */
  close: () => void;
};

export type LiveHub = ReturnType<typeof createLiveHub>;

export function createLiveHub() {
  const rooms = new Map<string, Set<Subscriber>>();
  /** Where published messages go: delivered locally, or sent to the relay that delivers them. */
  let transport: (eventId: string, message: PublishedMessage) => void = (eventId, message) =>
    deliver(eventId, message);

  function deliver(eventId: string, message: PublishedMessage) {
    const room = rooms.get(eventId);
    if (!room) return;
    for (const subscriber of room) subscriber.receive(message);
    if (message.type === "event.deleted") {
      for (const subscriber of room) subscriber.close();
    }
    if (message.type === "member.left" || message.type === "member.removed") {
      for (const subscriber of room) if (subscriber.userId === message.userId) subscriber.close();
    }
  }

  return {
    /** Publish after commit. Never call this inside a transaction. */
    publish(eventId: string, message: PublishedMessage) {
      transport(eventId, message);
    },
    deliver,
    setTransport(next: (eventId: string, message: PublishedMessage) => void) {
      transport = next;
    },
    subscribe(eventId: string, subscriber: Subscriber) {
      let room = rooms.get(eventId);
      if (!room) rooms.set(eventId, (room = new Set()));
      room.add(subscriber);
      return () => {
        room.delete(subscriber);
        if (room.size === 0) rooms.delete(eventId);
      };
    },
    /** Every open stream, e.g. to send "refetch" to all after the relay reconnects. */
    broadcast(message: Extract<LiveMessage, { type: "refetch" }>) {
      for (const room of rooms.values()) for (const subscriber of room) subscriber.receive(message);
    },
    /** Ends every stream of one person on this instance (their account was deleted). */
    closeStreamsOf(userId: string) {
      for (const room of rooms.values()) for (const s of room) if (s.userId === userId) s.close();
    },
    countFor(userId: string) {
      let n = 0;
      for (const room of rooms.values()) for (const s of room) if (s.userId === userId) n++;
      return n;
    },
    closeAll() {
      for (const room of rooms.values()) for (const subscriber of room) subscriber.close();
      rooms.clear();
    },
  };
}

/** What a stream knows of its member to present messages: who they are, and whether they have
 * voted in the event (ever: it only ever turns true, from their own votes' messages). */
export type StreamViewer = { userId: string; hasVoted: boolean };

/**
 * A published message as one member may see it (decision 097): the voter's own streams get their
 * vote; results (counts, and with open votes who voted what) go only to a member who may see them
 * under the rules the message carries, and are null or empty for the others. A member whose own
 * first vote lets them see results is also told to fetch the page again, for every link's counts.
 * `rules` and `voter` never leave the server.
 */
export function present(message: PublishedMessage, viewer: StreamViewer): LiveMessage[] {
  if (!("rules" in message)) return [message];
  if (message.type === "votes.changed") {
    const { rules, voter, ...counts } = message;
    const own = voter?.userId === viewer.userId;
    const sawBefore = seesResults(rules, viewer.hasVoted);
    if (own && voter.hasVoted) viewer.hasVoted = true;
    const sees = seesResults(rules, viewer.hasVoted);
    const out: LiveMessage = sees ? counts : { ...counts, up: null, down: null };
    if (own) Object.assign(out, { myVote: voter.vote, myDots: voter.myDots });
    if (sees && voter && rules.votesShown === "open") {
      out.ballot = { userId: voter.userId, vote: voter.vote, dots: voter.dots };
    }
    return sees && !sawBefore ? [out, { type: "refetch" }] : [out];
  }
  const sees = seesResults(message.rules, viewer.hasVoted);
  switch (message.type) {
    case "member.left":
    case "member.removed": {
      const { rules: _, ...rest } = message;
      return [sees ? rest : { ...rest, counts: [] }];
    }
    default: {
      const { rules, results, ...rest } = message;
      const open = rules.votesShown === "open";
      return [{ ...rest, results: sees ? (open ? results : results.map(withoutVoters)) : [] }];
    }
  }
}

const withoutVoters = <T extends { voters: unknown }>(result: T): T => ({
  ...result,
  voters: null,
});
