ALTER TABLE "user" ADD COLUMN "is_anonymous" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "user_guest_idx" ON "user" USING btree ("created_at") WHERE "user"."is_anonymous";