CREATE TABLE "coupon_user_counts" (
	"coupon_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"redeemed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coupon_user_counts_coupon_id_user_id_pk" PRIMARY KEY("coupon_id","user_id"),
	CONSTRAINT "coupon_user_counts_ck" CHECK ("coupon_user_counts"."used" >= 0 and "coupon_user_counts"."redeemed" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupon_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"user_coupon_id" uuid,
	"user_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"redeem_method" text DEFAULT 'NONE' NOT NULL,
	"title" text NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"store_id" uuid,
	"discount_value" integer DEFAULT 0 NOT NULL,
	"max_amount" integer,
	"minimum_order_value" integer DEFAULT 0 NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"usage_days" integer,
	"required_stars" integer DEFAULT 0 NOT NULL,
	"min_ranking" integer DEFAULT 0 NOT NULL,
	"limit_per_coupon" integer,
	"limit_per_user" integer,
	"total_used" integer DEFAULT 0 NOT NULL,
	"total_redeemed" integer DEFAULT 0 NOT NULL,
	"can_combine" boolean DEFAULT true NOT NULL,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"product_id" uuid,
	"variant_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_type_ck" CHECK ("coupons"."type" in ('NONE', 'FREE_SHIPPING', 'GIFT_PRODUCT', 'PERCENTAGE', 'FIXED_AMOUNT', 'STAR')),
	CONSTRAINT "coupons_redeem_method_ck" CHECK ("coupons"."redeem_method" in ('NONE', 'FREE', 'STAR_EXCHANGE', 'SYSTEM_TRIGGER_RULE')),
	CONSTRAINT "coupons_money_ck" CHECK ("coupons"."discount_value" >= 0 and "coupons"."minimum_order_value" >= 0 and coalesce("coupons"."max_amount", 0) >= 0),
	CONSTRAINT "coupons_stars_ck" CHECK ("coupons"."required_stars" >= 0 and "coupons"."min_ranking" >= 0),
	CONSTRAINT "coupons_counts_ck" CHECK ("coupons"."total_used" >= 0 and "coupons"."total_redeemed" >= 0 and ("coupons"."limit_per_coupon" is null or ("coupons"."total_used" <= "coupons"."limit_per_coupon" and "coupons"."total_redeemed" <= "coupons"."limit_per_coupon")))
);
--> statement-breakpoint
CREATE TABLE "user_coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"code" text NOT NULL,
	"source" text NOT NULL,
	"stars_spent" integer DEFAULT 0 NOT NULL,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"used_order_id" uuid,
	"used_at" timestamp with time zone,
	CONSTRAINT "user_coupons_source_ck" CHECK ("user_coupons"."source" in ('REDEEM', 'GRANT')),
	CONSTRAINT "user_coupons_used_ck" CHECK (("user_coupons"."used_order_id" is null) = ("user_coupons"."used_at" is null))
);
--> statement-breakpoint
ALTER TABLE "coupon_user_counts" ADD CONSTRAINT "coupon_user_counts_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_user_counts" ADD CONSTRAINT "coupon_user_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_user_coupon_id_user_coupons_id_fk" FOREIGN KEY ("user_coupon_id") REFERENCES "public"."user_coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_user_counts_user_idx" ON "coupon_user_counts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_uses_order_coupon_uq" ON "coupon_uses" USING btree ("order_id","coupon_id") WHERE "coupon_uses"."released_at" is null;--> statement-breakpoint
CREATE INDEX "coupon_uses_order_idx" ON "coupon_uses" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_uq" ON "coupons" USING btree (upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "user_coupons_code_uq" ON "user_coupons" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "user_coupons_user_idx" ON "user_coupons" USING btree ("user_id","redeemed_at");--> statement-breakpoint
CREATE INDEX "user_coupons_coupon_idx" ON "user_coupons" USING btree ("coupon_id");