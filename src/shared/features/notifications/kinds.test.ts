// The lists derived from the registry are those the Settings screens, the API and the stored rows
// have always had, in their order.
import { describe, expect, expectTypeOf, it } from "vitest";
import {
  chatMessageDefaults,
  chatMessageKinds,
  chatTypes,
  mailKinds,
  noticeKinds,
  placeIn,
  pushKinds,
  type ChatMessageKind,
  type MailKind,
  type NoticeKind,
  type PushKind,
} from "./kinds";

describe("the kinds of notice", () => {
  it("give each channel its kinds in its order", () => {
    expect(mailKinds).toEqual([
      "invitation",
      "reminder",
      "deadline",
      "closed",
      "joined",
      "roundOpened",
    ]);
    expect(pushKinds).toEqual(["roundOpened", "deadline", "reminder", "closed", "joined"]);
    expect(chatMessageKinds).toEqual(["opened", "linkShared", "deadline", "closed"]);
    expect(chatTypes).toEqual(["event.opened", "link.shared", "deadline.near", "event.closed"]);
    expect(chatMessageDefaults).toEqual({
      opened: true,
      linkShared: false,
      deadline: true,
      closed: true,
    });
  });

  it("number each channel's places 1, 2, 3… with no gap or twin", () => {
    for (const channel of ["email", "push", "chat"] as const) {
      const places = (Object.keys(noticeKinds) as NoticeKind[])
        .map((kind) => placeIn(channel, kind))
        .filter((place) => place > 0)
        .sort((a, b) => a - b);
      expect(places, channel).toEqual(places.map((_, i) => i + 1));
    }
  });

  it("type each channel's kinds exactly", () => {
    expectTypeOf<MailKind>().toEqualTypeOf<
      "invitation" | "reminder" | "deadline" | "closed" | "joined" | "roundOpened"
    >();
    expectTypeOf<PushKind>().toEqualTypeOf<
      "roundOpened" | "deadline" | "reminder" | "closed" | "joined"
    >();
    expectTypeOf<ChatMessageKind>().toEqualTypeOf<
      "opened" | "linkShared" | "deadline" | "closed"
    >();
  });
});
