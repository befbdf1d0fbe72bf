// The comment id in the path (the event's and the link's are their features').
import type { Context } from "hono";
import { uuidParam } from "../../http/path-ids";

export const commentIdParam = (c: Context) => uuidParam(c, "commentId", "commentNotFound");
