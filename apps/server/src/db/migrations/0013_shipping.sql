CREATE TABLE "shipping_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"carrier" text NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"min_value_cents" integer DEFAULT 0 NOT NULL,
	"max_value_cents" integer,
	"min_weight_grams" integer DEFAULT 0 NOT NULL,
	"max_weight_grams" integer,
	"fee_cents" integer NOT NULL,
	"min_days" integer,
	"max_days" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_rates_carrier_ck" CHECK ("shipping_rates"."carrier" in ('STANDARD', 'EXPRESS')),
	CONSTRAINT "shipping_rates_country_ck" CHECK ("shipping_rates"."country" = '*' or "shipping_rates"."country" ~ '^[A-Z]{2}$'),
	CONSTRAINT "shipping_rates_fee_ck" CHECK ("shipping_rates"."fee_cents" >= 0 and "shipping_rates"."min_value_cents" >= 0 and "shipping_rates"."min_weight_grams" >= 0)
);
--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipping_rates_store_country_idx" ON "shipping_rates" USING btree ("store_id","country");