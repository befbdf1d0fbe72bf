import type { Executor } from "../../../db/connection";
import { deliver } from "../channels";
import type { CauseFacts, NoticeContext } from "../facts";

export const linkShared = (
  db: Executor,
  ctx: NoticeContext,
  eventId: string,
  link: CauseFacts["linkShared"]["link"],
) => deliver(db, ctx, "linkShared", { eventId, link });
