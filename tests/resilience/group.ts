// A group to put load on: people signed up through the API, one event they all joined with its
// code, and links shared and shortlisted by its creator.
import type { EventSummary, Link } from "../../src/shared/api";
import { expectStatus, signUp, type Person } from "./person";

export type Group = { eventId: string; members: Person[]; shortlist: string[] };

export async function makeGroup(base: string, options: { members: number; shortlisted: number }) {
  const creator = await signUp(base, "Creator");
  const event = expectStatus(
    await creator.request("POST", "/api/events", { title: "Resilience trip" }),
    201,
    "create event",
  ).json as EventSummary;
  const others = await Promise.all(
    Array.from({ length: options.members - 1 }, (_, i) => signUp(base, `Member ${i + 1}`)),
  );
  for (const person of others) {
    expectStatus(
      await person.request("POST", "/api/events/join", { code: event.invitationCode }),
      200,
      `join as ${person.name}`,
    );
  }
  const shortlist: string[] = [];
  for (let i = 0; i < options.shortlisted; i++) {
    const link = expectStatus(
      await creator.request("POST", `/api/events/${event.id}/links`, {
        url: `https://shortlist.example/${i}`,
        title: `Shortlisted ${i}`,
      }),
      201,
      "share a link",
    ).json as Link;
    expectStatus(
      await creator.request("PUT", `/api/events/${event.id}/links/${link.id}/shortlist`),
      200,
      "shortlist a link",
    );
    shortlist.push(link.id);
  }
  return { eventId: event.id, members: [creator, ...others], shortlist } satisfies Group;
}
