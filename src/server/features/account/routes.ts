// The account: GET /api/me (my profile) and PATCH /api/me (change my name).
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { updateMeInput, type Me } from "../../../shared/api";
import type { AppEnv } from "../../app-env";
import type { FeatureDeps } from "../deps";
import { user } from "../../db/schema";
import { sendSmallJson } from "../../http/compression";
import { readJson } from "../../http/json-body";
import { personColumns } from "../../auth/person";

export function accountRoutes({ database, sessionCheck }: FeatureDeps) {
  const routes = new Hono<AppEnv>();
  routes.use("/me", sessionCheck.requireUser);
  routes.get("/me", (c) => sendSmallJson<Me>(c, c.var.user));
  routes.patch("/me", async (c) => {
    const { name } = await readJson(c, updateMeInput);
    const [updated] = await database.db
      .update(user)
      .set({ name, updatedAt: new Date() })
      .where(eq(user.id, c.var.user.id))
      .returning(personColumns);
    return c.json<Me>(updated!);
  });
  return routes;
}
