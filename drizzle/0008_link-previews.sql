CREATE TABLE "link_previews" (
	"url" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"title" text,
	"description" text,
	"site_name" text,
	"image_id" text,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preview_images" (
	"id" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "link_previews" ADD CONSTRAINT "link_previews_image_id_preview_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."preview_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "links_url_event_id_idx" ON "links" USING btree ("url","event_id");