// Live rooms, one per event; publish after commit, relayed by LISTEN/NOTIFY.
import type { LiveMessage, PublishedMessage } from "../../shared/live";
import { seesResults } from "../../shared/core/voting";

/** One delivery's serializations per audience: 2,000 streams share a few texts. */
export type SharedFrames = Map<string, Uint8Array>;

export type Subscriber = {
  userId: string;
  /** A published message, presented per member, sharing bytes via `shared`. */
  receive: (message: PublishedMessage, shared?: SharedFrames) => void;
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
    const shared: SharedFrames = new Map();
    for (const subscriber of room) subscriber.receive(message, shared);
    if (message.type === "event.deleted" || (message.type === "group.changed" && message.deleted)) {
      for (const subscriber of room) subscriber.close();
    }
    if (message.type === "group.changed" && message.left) {
      for (const subscriber of room) if (subscriber.userId === message.left) subscriber.close();
    }
    if (message.type === "member.left" || message.type === "member.removed") {
      for (const subscriber of room) if (subscriber.userId === message.userId) subscriber.close();
    }
    if (message.type === "refetch" && "roleChanged" in message) {
      for (const subscriber of room) {
        if (subscriber.userId === message.roleChanged) subscriber.close();
      }
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
      const shared: SharedFrames = new Map();
      for (const room of rooms.values()) {
        for (const subscriber of room) subscriber.receive(message, shared);
      }
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

/** Counters keep the largest seen: messages committed together may arrive in either order. */
export type StreamViewer = {
  userId: string;
  /** Whether they created the event: they see every member's address. */
  isCreator: boolean;
  hasVoted: boolean;
  sees: boolean;
  version: number;
  tally: number;
  voteSeq: number;
};

/** A member's page version: without results it moves only with shared changes and own votes. */
export const viewerVersion = (v: Pick<StreamViewer, "sees" | "version" | "tally" | "voteSeq">) =>
  v.version + (v.sees ? v.tally : v.voteSeq);

/** Whether a published message is newer than the state a stream read when it started. */
export function isNewer(message: PublishedMessage, state: StreamViewer) {
  if (!("version" in message)) return true;
  if (message.type !== "votes.changed") return message.version > state.version;
  return message.tally > state.tally || message.version > state.version;
}

/** Streams of an audience share bytes: it must name every viewer fact used. */
export type Shown = { message: LiveMessage; audience?: string };

const REFETCH: Shown = { message: { type: "refetch" }, audience: "refetch" };

/** `presentShared` without the audiences: the messages one member gets. */
export const present = (message: PublishedMessage, viewer: StreamViewer): LiveMessage[] =>
  presentShared(message, viewer).map((shown) => shown.message);

/** Nothing that depends on others' votes reaches a member without results. */
export function presentShared(message: PublishedMessage, viewer: StreamViewer): Shown[] {
  if (message.type === "refetch") return [REFETCH];
  // A group's room is its own (`group:<id>`): its messages never reach an event's stream.
  if (message.type === "group.changed") return [];
  const sawBefore = viewer.sees;
  viewer.version = Math.max(viewer.version, message.version);
  if (message.type === "votes.changed") {
    const { rules, voter, tally, ...counts } = message;
    const own = voter.userId === viewer.userId;
    viewer.tally = Math.max(viewer.tally, tally);
    if (own) {
      if (voter.hasVoted) viewer.hasVoted = true;
      viewer.voteSeq = Math.max(viewer.voteSeq, voter.voteSeq);
    }
    viewer.sees = seesResults(rules, viewer.hasVoted);
    const version = viewerVersion(viewer);
    if (own) {
      const mine = { myVote: voter.value, myDots: voter.myDots };
      if (!viewer.sees) return [{ message: { ...counts, version, up: null, down: null, ...mine } }];
      const out: LiveMessage = { ...counts, version, ...mine };
      if (rules.votesShown === "open") {
        out.ballot = { userId: voter.userId, value: voter.value, weight: voter.weight };
      }
      return sawBefore ? [{ message: out }] : [{ message: out }, REFETCH];
    }
    if (!viewer.sees) {
      if (!voter.firstVote) return [];
      return [
        {
          message: { type: "member.voted", version, userId: voter.userId },
          audience: `voted:${version}`,
        },
      ];
    }
    const out: LiveMessage = { ...counts, version };
    if (rules.votesShown === "open") {
      out.ballot = { userId: voter.userId, value: voter.value, weight: voter.weight };
    }
    const shown = { message: out, audience: `counts:${version}` };
    return sawBefore ? [shown] : [shown, REFETCH];
  }
  if ("rules" in message) viewer.sees = seesResults(message.rules, viewer.hasVoted);
  // Their version now counts fewer changes than the page they hold: it must be fetched again.
  if (sawBefore && !viewer.sees) return [REFETCH];
  const version = viewerVersion(viewer);
  const sees = viewer.sees ? "sees" : "hidden";
  switch (message.type) {
    case "member.left":
    case "member.removed": {
      const { rules: _, ...rest } = message;
      const out = { ...rest, version, counts: viewer.sees ? rest.counts : [] };
      return [{ message: out, audience: `${sees}:${version}` }];
    }
    case "member.joined": {
      // An address goes only to its owner and to the creator.
      const { member } = message;
      const shown = viewer.isCreator || member.id === viewer.userId;
      const out = { ...message, version, member: shown ? member : { ...member, email: "" } };
      return [{ message: out, audience: `${shown ? "address" : "no-address"}:${version}` }];
    }
    case "event.edited": {
      const { rules: _, ...rest } = message;
      return [{ message: { ...rest, version }, audience: `all:${version}` }];
    }
    case "event.closed":
    case "event.reopened": {
      const { rules, results, ...rest } = message;
      const open = rules.votesShown === "open";
      const shown = viewer.sees ? (open ? results : results.map(withoutVoters)) : [];
      return [{ message: { ...rest, version, results: shown }, audience: `${sees}:${version}` }];
    }
    default:
      return [{ message: { ...message, version }, audience: `all:${version}` }];
  }
}

const withoutVoters = <T extends { voters: unknown }>(result: T): T => ({
  ...result,
  voters: null,
});

export const groupRoom = (groupId: string) => `group:${groupId}`;

/** After the commit: the group page's streams hear that it changed. */
export function publishGroupChange(
  live: LiveHub,
  groupId: string,
  version: number,
  extra: { left?: string; deleted?: boolean } = {},
) {
  live.publish(groupRoom(groupId), { type: "group.changed", version, ...extra });
}
