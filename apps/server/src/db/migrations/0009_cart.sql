CREATE TABLE "cart_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"line_key" text NOT NULL,
	"variant_id" uuid,
	"bundle_id" uuid,
	"variant_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"quantity" integer NOT NULL,
	"seen_price" integer,
	"cart_password" text,
	"coupon_id" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_cart_key_uq" UNIQUE("cart_id","line_key"),
	CONSTRAINT "cart_lines_kind_ck" CHECK ("cart_lines"."kind" in ('VARIANT', 'BUNDLE', 'GIFT')),
	CONSTRAINT "cart_lines_quantity_ck" CHECK ("cart_lines"."quantity" between 1 and 99),
	CONSTRAINT "cart_lines_shape_ck" CHECK (("cart_lines"."kind" = 'BUNDLE') = ("cart_lines"."bundle_id" is not null and "cart_lines"."variant_id" is null and cardinality("cart_lines"."variant_ids") > 0)),
	CONSTRAINT "cart_lines_gift_ck" CHECK (("cart_lines"."kind" = 'GIFT') = ("cart_lines"."coupon_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "max_per_customer" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "max_per_customer" integer;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_max_per_customer_ck" CHECK ("products"."max_per_customer" is null or "products"."max_per_customer" >= 1);--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_max_per_customer_ck" CHECK ("product_variants"."max_per_customer" is null or "product_variants"."max_per_customer" >= 1);