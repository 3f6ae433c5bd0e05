CREATE TABLE "review_moderation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"action" text NOT NULL,
	"reason" text NOT NULL,
	"actor_id" uuid,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "review_moderation_action_ck" CHECK ("review_moderation"."action" in ('HIDE', 'RESTORE'))
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "order_line_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "photo_thumbs" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "photo_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "gold_round" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "gold_media" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_moderation" ADD CONSTRAINT "review_moderation_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_moderation" ADD CONSTRAINT "review_moderation_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_moderation_review_idx" ON "review_moderation" USING btree ("review_id","at");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order_line_uq" ON "reviews" USING btree ("order_line_id");