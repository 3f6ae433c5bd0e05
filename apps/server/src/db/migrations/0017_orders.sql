CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10001 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"type" text NOT NULL,
	"actor" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_activity_type_ck" CHECK ("order_activity"."type" in ('PLACED', 'STATUS_CHANGED', 'PAYMENT_SUCCEEDED', 'PAYMENT_FAILED', 'REFUNDED', 'SHIPPING_ADDRESS_CHANGED', 'NOTE')),
	CONSTRAINT "order_activity_actor_ck" CHECK ("order_activity"."actor" in ('SHOPPER', 'STAFF', 'SYSTEM', 'PROVIDER'))
);
--> statement-breakpoint
CREATE TABLE "order_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"total_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"product_id" uuid,
	"product_type" text,
	"variant_id" uuid,
	"bundle_id" uuid,
	"name" text NOT NULL,
	"variant_name" text,
	"slug" text,
	"image_url" text,
	"values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"children" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"price" integer NOT NULL,
	"sale_price" integer NOT NULL,
	"line_total" integer NOT NULL,
	"coupon_id" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_lines_quantity_ck" CHECK ("order_lines"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "order_units" (
	"order_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_units_order_id_variant_id_pk" PRIMARY KEY("order_id","variant_id"),
	CONSTRAINT "order_units_quantity_ck" CHECK ("order_units"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"number" bigint DEFAULT nextval('order_number_seq') NOT NULL,
	"user_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"payment_method" text NOT NULL,
	"payment_status" text DEFAULT 'PENDING' NOT NULL,
	"card_brand" text,
	"transaction_id" text,
	"sub_total" integer NOT NULL,
	"total_discount" integer DEFAULT 0 NOT NULL,
	"shipping_fee" integer DEFAULT 0 NOT NULL,
	"discount_shipping_fee" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"refund" integer DEFAULT 0 NOT NULL,
	"total_items" integer NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"billing_address" jsonb NOT NULL,
	"shipping_method" jsonb NOT NULL,
	"coupons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"customer_note" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_ck" CHECK ("orders"."status" in ('NONE', 'PENDING', 'PROCESSING', 'WAREHOUSE', 'ON_DELIVERY', 'DELIVERED', 'CANCELED', 'REFUNDED', 'ON_HOLD', 'EXPIRED_ORDER')),
	CONSTRAINT "orders_payment_method_ck" CHECK ("orders"."payment_method" in ('ZERO_PAYMENT', 'PAYPAL', 'STRIPE', 'STRIPE_INLINE', 'ONEPAY_DOMESTIC', 'ONEPAY_INTERNATIONAL', 'ONEPAY_INSTALLMENT', 'TWO_C_TWO_P', 'TWO_C_TWO_P_MOMO', 'TWO_C_TWO_P_ZALOPAY', 'TWO_C_TWO_P_ZALOPAY_QR', 'TEST')),
	CONSTRAINT "orders_payment_status_ck" CHECK ("orders"."payment_status" in ('PENDING', 'SUCCEEDED', 'FAILED', 'CANCELED', 'REFUNDED', 'PARTIALLY_REFUNDED')),
	CONSTRAINT "orders_money_ck" CHECK ("orders"."sub_total" >= 0 and "orders"."total" >= 0 and "orders"."paid" >= 0 and "orders"."refund" >= 0 and "orders"."refund" <= "orders"."paid")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"source" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"provider_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_source_event_id_pk" PRIMARY KEY("source","event_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"amount_cents" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_ref" text,
	"client_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"card_brand" text,
	"transaction_id" text,
	"failure_code" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"event_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_method_ck" CHECK ("payments"."method" in ('ZERO_PAYMENT', 'PAYPAL', 'STRIPE', 'STRIPE_INLINE', 'ONEPAY_DOMESTIC', 'ONEPAY_INTERNATIONAL', 'ONEPAY_INSTALLMENT', 'TWO_C_TWO_P', 'TWO_C_TWO_P_MOMO', 'TWO_C_TWO_P_ZALOPAY', 'TWO_C_TWO_P_ZALOPAY_QR', 'TEST')),
	CONSTRAINT "payments_status_ck" CHECK ("payments"."status" in ('PENDING', 'SUCCEEDED', 'FAILED', 'CANCELED', 'REFUNDED', 'PARTIALLY_REFUNDED')),
	CONSTRAINT "payments_amount_ck" CHECK ("payments"."amount_cents" >= 0 and "payments"."refunded_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_activity" ADD CONSTRAINT "order_activity_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_groups" ADD CONSTRAINT "order_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_units" ADD CONSTRAINT "order_units_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_group_id_order_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."order_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_group_id_order_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."order_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_activity_order_idx" ON "order_activity" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_groups_user_key_uq" ON "order_groups" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_units_variant_idx" ON "order_units" USING btree ("variant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_uq" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_group_idx" ON "orders" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_key_uq" ON "payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_uq" ON "payments" USING btree ("method","provider_ref");--> statement-breakpoint
CREATE INDEX "payments_group_idx" ON "payments" USING btree ("group_id","created_at");