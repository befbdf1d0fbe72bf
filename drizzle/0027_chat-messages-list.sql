-- Hand-written (decision 229): a chat's messages are one list of the kinds turned on, in the order
-- of chatMessageKinds, in place of a column per kind; filled from the four booleans, then they go.
ALTER TABLE "chat_targets" ADD COLUMN "messages" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
UPDATE "chat_targets" SET "messages" = array_remove(ARRAY[
  CASE WHEN "opened" THEN 'opened' END,
  CASE WHEN "link_shared" THEN 'linkShared' END,
  CASE WHEN "deadline" THEN 'deadline' END,
  CASE WHEN "closed" THEN 'closed' END
]::text[], NULL);--> statement-breakpoint
ALTER TABLE "chat_targets" ALTER COLUMN "messages" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "chat_targets" DROP COLUMN "opened";--> statement-breakpoint
ALTER TABLE "chat_targets" DROP COLUMN "link_shared";--> statement-breakpoint
ALTER TABLE "chat_targets" DROP COLUMN "deadline";--> statement-breakpoint
ALTER TABLE "chat_targets" DROP COLUMN "closed";
