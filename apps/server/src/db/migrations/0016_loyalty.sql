CREATE TABLE "gold_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"record_type" text NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"key" text NOT NULL,
	"ref_entity_type" text,
	"ref_entity_id" text,
	"order_id" uuid,
	"product_name" text,
	"product_image" text,
	"reason" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gold_ledger_type_ck" CHECK ("gold_ledger"."record_type" in ('ORDER', 'REVIEW', 'REVIEW_MEDIA', 'WELCOME', 'REDEEM', 'REVERSAL', 'ADJUSTMENT')),
	CONSTRAINT "gold_ledger_amount_ck" CHECK ("gold_ledger"."amount" <> 0 and "gold_ledger"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gold_pending" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"release_at" timestamp with time zone NOT NULL,
	"product_name" text,
	"product_image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "gold_pending_status_ck" CHECK ("gold_pending"."status" in ('PENDING', 'RELEASED', 'CANCELLED')),
	CONSTRAINT "gold_pending_amount_ck" CHECK ("gold_pending"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "ranks" (
	"level" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"exp_target" integer NOT NULL,
	"benefits" text DEFAULT '' NOT NULL,
	"badge_url" text,
	CONSTRAINT "ranks_exp_target_unique" UNIQUE("exp_target"),
	CONSTRAINT "ranks_ck" CHECK ("ranks"."level" >= 0 and "ranks"."exp_target" >= 0)
);
--> statement-breakpoint
ALTER TABLE "gold_ledger" ADD CONSTRAINT "gold_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_ledger" ADD CONSTRAINT "gold_ledger_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_pending" ADD CONSTRAINT "gold_pending_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gold_ledger_key_uq" ON "gold_ledger" USING btree ("key");--> statement-breakpoint
CREATE INDEX "gold_ledger_user_idx" ON "gold_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gold_pending_order_uq" ON "gold_pending" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "gold_pending_due_idx" ON "gold_pending" USING btree ("release_at") WHERE "gold_pending"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "gold_pending_user_idx" ON "gold_pending" USING btree ("user_id");