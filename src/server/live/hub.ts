// Rooms of open live streams, one room per event. Writes publish here only after their
// transaction commits. In one process the hub delivers directly; with PostgreSQL a relay
// (live/relay.ts) carries each message to the other instances through LISTEN/NOTIFY.
import type { LiveMessage, PublishedMessage } from "../../shared/live";

export type Subscriber = {
  userId: string;
  send: (message: LiveMessage) => void;
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
    for (const subscriber of room) subscriber.send(personalize(message, subscriber.userId));
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
    broadcast(message: LiveMessage) {
      for (const room of rooms.values()) for (const subscriber of room) subscriber.send(message);
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

/** A vote's message tells the voter's own streams their vote, and everyone else only counts. */
export function personalize(message: PublishedMessage, userId: string): LiveMessage {
  if (message.type !== "votes.changed" || !message.voter) return message;
  const { voter, ...rest } = message;
  return voter.userId === userId ? { ...rest, myVote: voter.vote } : rest;
}
