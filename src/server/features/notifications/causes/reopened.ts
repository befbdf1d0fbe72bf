// A closed event opened again: its chats hear it is open; no email.
import type { Executor } from "../../../db/connection";
import { deliver } from "../channels";
import type { NoticeContext } from "../facts";

export const reopened = (db: Executor, ctx: NoticeContext, eventIds: string[]) =>
  deliver(db, ctx, "reopened", { eventIds });
