// A comment change applied to the cached thread and page: idempotent, so our own change and its
// live message may arrive in either order; the page's count follows the server's, and is left
// off at 0 as the server leaves it off.
import { describe, expect, it } from "vitest";
import type { Comment, EventPage, Link } from "../../../shared/api";
import { applyLiveMessage } from "../live/apply-message";
import { withComment, withCommentCount, withoutComment } from "./comment-changes";

const said = (id: string, body = "Hi"): Comment => ({
  id,
  linkId: "l1",
  author: { id: "u2", name: "Bob" },
  body,
  createdAt: "2026-01-01T00:00:00.000Z",
  editedAt: null,
});

// Only the fields these changes read; the rest of a page is not theirs.
const page = (links: Array<Partial<Link>>) =>
  ({ event: { version: 5 }, links, members: [], seesResults: true }) as unknown as EventPage;

describe("the thread", () => {
  it("adds a comment once, last, and replaces an edited one in place", () => {
    const one = withComment({ comments: [said("c1")] }, said("c2"));
    expect(withComment(one, said("c2")).comments.map((c) => c.id)).toEqual(["c1", "c2"]);
    const edited = withComment(one, said("c1", "Edited"));
    expect(edited.comments.map((c) => [c.id, c.body])).toEqual([
      ["c1", "Edited"],
      ["c2", "Hi"],
    ]);
    expect(withoutComment(withoutComment(one, "c1"), "c1").comments.map((c) => c.id)).toEqual([
      "c2",
    ]);
  });
});

describe("the count on the card", () => {
  it("is set to the server's count, and left off at 0", () => {
    const before = page([{ id: "l1" }, { id: "l2", cc: 4 }]);
    expect(withCommentCount(before, "l1", 2).links).toEqual([
      { id: "l1", cc: 2 },
      { id: "l2", cc: 4 },
    ]);
    expect(withCommentCount(before, "l2", 0).links[1]).toEqual({ id: "l2" });
  });

  it("follows the live messages, each one version on", () => {
    const added = applyLiveMessage(
      page([{ id: "l1" }]),
      { type: "comment.added", version: 6, comment: said("c1"), commentCount: 1 },
      "u1",
    );
    expect(added).toMatchObject({ page: { links: [{ id: "l1", cc: 1 }], event: { version: 6 } } });
    const { page: next } = added as { page: EventPage };
    const edited = applyLiveMessage(
      next,
      { type: "comment.edited", version: 7, comment: said("c1", "Edited") },
      "u1",
    );
    expect(edited).toMatchObject({ page: { links: [{ id: "l1", cc: 1 }], event: { version: 7 } } });
    const deleted = applyLiveMessage(
      (edited as { page: EventPage }).page,
      { type: "comment.deleted", version: 8, linkId: "l1", commentId: "c1", commentCount: 0 },
      "u1",
    );
    expect((deleted as { page: EventPage }).page.links).toEqual([{ id: "l1" }]);
  });
});
