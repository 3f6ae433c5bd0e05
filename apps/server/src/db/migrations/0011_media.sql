CREATE TABLE "media_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"owner_ref" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"incoming_key" text,
	"thumb_key" text,
	"large_key" text,
	"width" integer,
	"height" integer,
	"byte_size" integer,
	"rejected_code" text,
	"position" integer,
	"url_expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "media_uploads_status_ck" CHECK ("media_uploads"."status" in ('REQUESTED', 'READY', 'REJECTED', 'CLAIMED', 'DETACHED')),
	CONSTRAINT "media_uploads_purpose_ck" CHECK ("media_uploads"."purpose" in ('review', 'support'))
);
--> statement-breakpoint
ALTER TABLE "media_uploads" ADD CONSTRAINT "media_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_uploads_owner_idx" ON "media_uploads" USING btree ("purpose","owner_ref","status");--> statement-breakpoint
CREATE INDEX "media_uploads_user_idx" ON "media_uploads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "media_uploads_unclaimed_idx" ON "media_uploads" USING btree ("created_at") WHERE status <> 'CLAIMED';