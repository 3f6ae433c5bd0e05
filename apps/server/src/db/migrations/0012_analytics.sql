CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"name" text NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	"value_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_day_name_pk" PRIMARY KEY("day","name")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_visitors" (
	"day" date PRIMARY KEY NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"viewed" integer DEFAULT 0 NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"checked_out" integer DEFAULT 0 NOT NULL,
	"purchased" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"day" date NOT NULL,
	"name" text NOT NULL,
	"visitor" text NOT NULL,
	"path" text,
	"transaction_id" text,
	"value_cents" bigint,
	"currency" text,
	"items" jsonb,
	"rolled_up" boolean DEFAULT false NOT NULL,
	CONSTRAINT "analytics_events_transaction_uq" UNIQUE("transaction_id"),
	CONSTRAINT "analytics_events_name_ck" CHECK ("analytics_events"."name" in ('view_item', 'add_to_cart', 'remove_from_cart', 'purchase', 'begin_checkout', 'view_cart', 'page_view'))
);
--> statement-breakpoint
CREATE TABLE "analytics_items" (
	"day" date NOT NULL,
	"item_id" text NOT NULL,
	"name" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"adds_to_cart" integer DEFAULT 0 NOT NULL,
	"purchased" integer DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_items_day_item_id_pk" PRIMARY KEY("day","item_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_search_misses" (
	"day" date NOT NULL,
	"term" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_search_misses_day_term_pk" PRIMARY KEY("day","term")
);
--> statement-breakpoint
CREATE TABLE "analytics_visitors" (
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	"steps" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_visitors_day_visitor_pk" PRIMARY KEY("day","visitor")
);
--> statement-breakpoint
CREATE INDEX "analytics_events_day_name_idx" ON "analytics_events" USING btree ("day","name");--> statement-breakpoint
CREATE INDEX "analytics_events_pending_idx" ON "analytics_events" USING btree ("id") WHERE not "analytics_events"."rolled_up";