CREATE TABLE "chat_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"target_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"message" text NOT NULL,
	"status" integer,
	"ok" boolean NOT NULL,
	"duration_ms" integer NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "chat_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"target_id" uuid NOT NULL,
	"message" text NOT NULL,
	"payload" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chat_targets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid,
	"group_id" uuid,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"sealed" text NOT NULL,
	"shown" text NOT NULL,
	"opened" boolean NOT NULL,
	"link_shared" boolean NOT NULL,
	"deadline" boolean NOT NULL,
	"closed" boolean NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"turned_off_at" timestamp with time zone,
	"failing_since" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_targets_one_owner" CHECK (("chat_targets"."event_id" is null) <> ("chat_targets"."group_id" is null))
);
--> statement-breakpoint
ALTER TABLE "chat_attempts" ADD CONSTRAINT "chat_attempts_target_id_chat_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."chat_targets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_outbox" ADD CONSTRAINT "chat_outbox_target_id_chat_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."chat_targets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_targets" ADD CONSTRAINT "chat_targets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_targets" ADD CONSTRAINT "chat_targets_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_targets" ADD CONSTRAINT "chat_targets_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_attempts_target_idx" ON "chat_attempts" USING btree ("target_id","at");--> statement-breakpoint
CREATE INDEX "chat_outbox_due_idx" ON "chat_outbox" USING btree ("next_attempt_at","id") WHERE "chat_outbox"."sent_at" is null and "chat_outbox"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "chat_outbox_target_idx" ON "chat_outbox" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "chat_targets_event_idx" ON "chat_targets" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "chat_targets_group_idx" ON "chat_targets" USING btree ("group_id");