// A chat connected by an admin whose role ended (issue #49): demoted or removed, the chats they
// connected to the group and to its rounds are turned off in the same transaction, so their own
// receiver hears none of the links the group shares after; a current admin turns one back on.
import { describe, expect, it } from "vitest";
import type { EventSummary, GroupSummary } from "../../src/shared/api";
import { people, type Person } from "../support/factories/people";
import { share } from "../support/factories/actions";
import { chatWorld, type Json } from "../support/chat-world";

const { world, connectWebhook, deliverDue, requestsTo } = chatWorld();

async function bobsChats() {
  const [ada, bob] = (await people(world.app, 2)) as [Person, Person];
  const group = await ada.client.call<GroupSummary>("POST", "/api/groups", { name: "Lunch" });
  await bob.client.call("POST", "/api/groups/join", { code: group.invitationCode });
  await ada.client.call("PUT", `/api/groups/${group.id}/members/${bob.id}/role`, { role: "admin" });
  const round = await bob.client.call<EventSummary>("POST", `/api/groups/${group.id}/rounds`, {});
  const onGroup = await connectWebhook(bob, `/api/groups/${group.id}`);
  const onRound = await connectWebhook(bob, `/api/events/${round.id}`);
  return { ada, bob, group, round, onGroup, onRound };
}

const activeOf = async (as: Person, base: string) =>
  (await as.client.call<{ chats: Json[] }>("GET", `${base}/chats`)).chats.map(
    (chat) => chat.active,
  );

describe("the chats of an admin whose role ended", () => {
  for (const ending of ["demoted", "removed"] as const) {
    it(`are turned off when the admin is ${ending}, and hear nothing after`, async () => {
      const { ada, bob, group, round, onGroup, onRound } = await bobsChats();
      await share(ada, round.id, { url: "https://example.com/before", title: "Before" });
      await deliverDue();
      expect(requestsTo(onGroup.address)).toHaveLength(1);
      expect(requestsTo(onRound.address)).toHaveLength(1);

      if (ending === "demoted") {
        await ada.client.call("PUT", `/api/groups/${group.id}/members/${bob.id}/role`, {
          role: "member",
        });
      } else {
        await ada.client.call("DELETE", `/api/groups/${group.id}/members/${bob.id}`);
      }
      await share(ada, round.id, { url: "https://example.com/after", title: "After" });
      await deliverDue();
      expect(requestsTo(onGroup.address)).toHaveLength(1);
      expect(requestsTo(onRound.address)).toHaveLength(1);
      expect(await activeOf(ada, `/api/groups/${group.id}`)).toEqual([false]);
      expect(await activeOf(ada, `/api/events/${round.id}`)).toEqual([false]);

      // A current admin vouches for the group's chat again: it hears the next link.
      const chatId = onGroup.made.chat.id;
      const on = await ada.client.patch(`/api/groups/${group.id}/chats/${chatId}`, {
        active: true,
      });
      expect(on.status, on.text).toBe(200);
      await share(ada, round.id, { url: "https://example.com/later", title: "Later" });
      await deliverDue();
      expect(requestsTo(onGroup.address)).toHaveLength(2);
      expect(requestsTo(onRound.address)).toHaveLength(1);
    });
  }
});
