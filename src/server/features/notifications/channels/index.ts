// The channels, named once: a cause's facts go to each that wants the cause, in this order.
import type { Executor } from "../../../db/connection";
import type { CauseFacts, CauseName, NoticeContext } from "../facts";
import { chat } from "./chat";
import { email } from "./email";
import { push } from "./push";

const channels = [email, push, chat];

/** Hands `facts` of `cause` to every channel that wants it, in the cause's transaction. */
export async function deliver<C extends CauseName>(
  db: Executor,
  ctx: NoticeContext,
  cause: C,
  facts: CauseFacts[C],
) {
  for (const channel of channels) {
    const write = channel[cause] as
      ((db: Executor, ctx: NoticeContext, facts: CauseFacts[C]) => Promise<void>) | undefined;
    await write?.(db, ctx, facts);
  }
}
