// The link id in the path (the event id is the access module's).
import type { Context } from "hono";
import { uuidParam } from "../../http/path-ids";

export const linkIdParam = (c: Context) => uuidParam(c, "linkId", "linkNotFound");
