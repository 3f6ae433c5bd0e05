CREATE TABLE "support_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"ticket_id" uuid NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"from_store" boolean NOT NULL,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"resolution" text DEFAULT 'NONE' NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"photo_thumbs" text[] DEFAULT '{}'::text[] NOT NULL,
	"photo_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_messages_type_ck" CHECK ("support_messages"."type" in ('MESSAGE_CENTER', 'MESSAGE_CENTER_REPLY', 'MESSAGE_CENTER_RESOLUTION', 'MESSAGE_CENTER_RESOLUTION_REASON')),
	CONSTRAINT "support_messages_length_ck" CHECK (char_length("support_messages"."message") <= 2100)
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"action" text,
	"sub_action" text,
	"topic" text,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"order_id" uuid,
	"store_id" uuid,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"address" jsonb,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"resolution" text DEFAULT 'NONE' NOT NULL,
	"resolve_strategy" text DEFAULT 'NONE' NOT NULL,
	"resolution_reason" text DEFAULT '' NOT NULL,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"rating" integer,
	"shopper_unread" boolean DEFAULT false NOT NULL,
	"staff_unread" boolean DEFAULT true NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message" text DEFAULT '' NOT NULL,
	"last_message_from_store" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_tickets_scope_ck" CHECK ("support_tickets"."scope" in ('ORDER', 'STORE')),
	CONSTRAINT "support_tickets_action_ck" CHECK ("support_tickets"."action" is null or "support_tickets"."action" in ('CANCEL', 'REFUND', 'CHECK_SHIPPING_DATE', 'UPDATE_SHIPPING_ADDRESS', 'RECEIVE_PRODUCT', 'REPORT', 'CUSTOMS_UNDER_DECLARED', 'OTHERS')),
	CONSTRAINT "support_tickets_sub_action_ck" CHECK ("support_tickets"."sub_action" is null or "support_tickets"."sub_action" in ('CANCEL_ORDER', 'CANCEL_ITEM', 'REFUND_ITEM', 'REFUND_ORDER', 'REFUND_SHIPPING_FEE', 'RECEIVE_PRODUCT', 'REPORT_BROKEN', 'REPORT_DEFECTIVE')),
	CONSTRAINT "support_tickets_topic_ck" CHECK ("support_tickets"."topic" is null or "support_tickets"."topic" in ('COLLABORATION', 'COMMISSION', 'PRODUCTS_AND_DISTRIBUTION', 'OTHERS')),
	CONSTRAINT "support_tickets_status_ck" CHECK ("support_tickets"."status" in ('NONE', 'CREATED', 'ON_GOING', 'ON_HOLD', 'PENDING', 'DONE')),
	CONSTRAINT "support_tickets_resolution_ck" CHECK ("support_tickets"."resolution" in ('NONE', 'ACCEPT', 'REFUSE')),
	CONSTRAINT "support_tickets_rating_ck" CHECK ("support_tickets"."rating" is null or "support_tickets"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_messages_ticket_idx" ON "support_messages" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "support_tickets_user_idx" ON "support_tickets" USING btree ("user_id","last_message_at");--> statement-breakpoint
CREATE INDEX "support_tickets_status_idx" ON "support_tickets" USING btree ("status","last_message_at");--> statement-breakpoint
CREATE INDEX "support_tickets_order_idx" ON "support_tickets" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "support_tickets_open_request_uq" ON "support_tickets" USING btree ("order_id","action") WHERE resolution = 'NONE' and order_id is not null;