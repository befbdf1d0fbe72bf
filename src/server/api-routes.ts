// The routes declared once (http/endpoint.ts), chained so that their type is the browser's typed
// client (web/lib/client): a file of its own, which imports only the features' routes, so the
// client's type-only import reaches nothing of the server's first paint (no import cycle).
import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "./kernel/app-env";
import type { FeatureDeps } from "./kernel/deps";
import type { NoticesDeps } from "./features/notifications/notices";
import type { PreviewsDeps } from "./features/previews/previewer";
import { serverRoutes } from "./features/server-routes";
import { liveRoutes } from "./live/routes";
import { eventRoutes } from "./features/events/routes";
import { memberRoutes } from "./features/members/routes";
import { invitationRoutes } from "./features/invitations/routes";
import { closingRoutes } from "./features/closing/routes";
import { voteRoutes } from "./features/votes/routes";
import { accountRoutes } from "./features/account/routes";
import { notificationRoutes } from "./features/notifications/routes";
import { reminderRoutes } from "./features/reminders/routes";
import { linkRoutes } from "./features/links/routes";
import { previewRoutes } from "./features/previews/routes";
import { commentRoutes } from "./features/comments/routes";
import { resultRoutes } from "./features/results/routes";
import { groupRoutes } from "./features/groups/routes";
import { groupLiveRoutes } from "./features/groups/live";
import { groupExportRoutes } from "./features/groups/export-routes";
import { scheduleRoutes } from "./features/groups/schedule-routes";
import { pushRoutes } from "./features/push/routes";
import { calendarRoutes } from "./features/calendar/routes";
import { chatRoutes } from "./features/chat/routes";

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
