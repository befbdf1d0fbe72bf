CREATE TABLE "mail_opt_outs" (
	"email" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_opt_outs_email_kind_pk" PRIMARY KEY("email","kind")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"unsubscribe_url" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "deadline" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "deadline_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "joins_unannounced" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "joins_announced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "result_token" text;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at","id") WHERE "outbox"."sent_at" is null and "outbox"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "events_deadline_idx" ON "events" USING btree ("deadline") WHERE "events"."status" = 'active' and "events"."deadline" is not null;--> statement-breakpoint
CREATE INDEX "events_joins_unannounced_idx" ON "events" USING btree ("joins_announced_at") WHERE "events"."joins_unannounced" > 0;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_result_token_unique" UNIQUE("result_token");