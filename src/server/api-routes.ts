// Chained so their type is the typed client's; its own file, so that import reaches nothing else.
import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "./kernel/app-env";
import type { FeatureDeps } from "./kernel/deps";
import { type NoticesDeps, notificationRoutes } from "./features/notifications";
import { type PreviewsDeps, previewRoutes } from "./features/previews";
import { serverRoutes } from "./features/server-routes";
import { liveRoutes } from "./live/routes";
import { eventRoutes } from "./features/events";
import { memberRoutes } from "./features/members";
import { invitationRoutes } from "./features/invitations";
import { closingRoutes } from "./features/closing";
import { voteRoutes } from "./features/votes";
import { accountRoutes } from "./features/account";
import { reminderRoutes } from "./features/reminders";
import { linkRoutes } from "./features/links";
import { commentRoutes } from "./features/comments";
import { resultRoutes } from "./features/results";
import { groupRoutes, groupLiveRoutes, groupExportRoutes, scheduleRoutes } from "./features/groups";
import { pushRoutes } from "./features/push";
import { calendarRoutes } from "./features/calendar";
import { chatRoutes } from "./features/chat";

/** The kernel's deps and the services two features make: what app.ts wires once. */
export type AppFeatureDeps = FeatureDeps & NoticesDeps & PreviewsDeps;

export const declaredRoutes = (features: AppFeatureDeps) =>
  new OpenAPIHono<AppEnv>()
    .route("/", serverRoutes(features))
    .route("/", accountRoutes(features))
    .route("/", liveRoutes(features))
    .route("/", eventRoutes(features))
    .route("/", memberRoutes(features))
    .route("/", invitationRoutes(features))
    .route("/", voteRoutes(features))
    .route("/", notificationRoutes(features))
    .route("/", reminderRoutes(features))
    .route("/", linkRoutes(features))
    .route("/", previewRoutes(features))
    .route("/", commentRoutes(features))
    .route("/", resultRoutes(features))
    .route("/", closingRoutes(features))
    .route("/", groupRoutes(features))
    .route("/", groupLiveRoutes(features))
    .route("/", groupExportRoutes(features))
    .route("/", scheduleRoutes(features))
    .route("/", pushRoutes(features))
    .route("/", calendarRoutes(features))
    .route("/", chatRoutes(features));

/** What the browser's typed client calls. */
export type HuddleApi = ReturnType<typeof declaredRoutes>;
