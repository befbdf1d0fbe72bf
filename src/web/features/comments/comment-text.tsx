// A comment's words as plain text: nothing in it is rendered (no HTML, no markdown), only its
// http and https addresses become links, found by linkifyjs (decision 217) rather than a pattern
// of our own. Each opens in a new tab, hands this page nothing, and tells search engines the
// link is a member's, not ours. Each address is isolated (unicode-bidi: isolate): a direction
// control before it in the comment (stored before they were refused, decision 201) cannot turn
// it around.
import Linkify from "linkify-react";
import type { Opts } from "linkifyjs";

const options: Opts = {
  target: "_blank",
  rel: "noopener noreferrer nofollow ugc",
  // Addresses written with their scheme only: "example.com" stays text, and so do email
  // addresses and every other scheme.
  validate: (value, type) => type === "url" && /^https?:\/\//i.test(value),
  className:
    "font-medium text-primary underline underline-offset-2 [overflow-wrap:anywhere] [unicode-bidi:isolate] focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-ring",
};

export function CommentText({ body }: { body: string }) {
  return (
    <Linkify
      as="p"
      options={options}
      className="mt-1 whitespace-pre-line text-sm text-slate-800 [overflow-wrap:anywhere]"
    >
      {body}
    </Linkify>
  );
}
