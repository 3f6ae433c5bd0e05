CREATE TABLE "roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "roles_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text,
	"phone_region_code" text,
	"gender" text,
	"birthday" date,
	"avatar_url" text,
	"ranking" integer DEFAULT 0 NOT NULL,
	"total_point" integer DEFAULT 0 NOT NULL,
	"total_exps" integer DEFAULT 0 NOT NULL,
	"receive_news_letter" boolean DEFAULT false NOT NULL,
	"push_notification_enabled" boolean DEFAULT false NOT NULL,
	"activated" boolean DEFAULT false NOT NULL,
	"registered_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_gender_ck" CHECK ("users"."gender" is null or "users"."gender" in ('MALE', 'FEMALE', 'OTHER')),
	CONSTRAINT "users_total_point_ck" CHECK ("users"."total_point" >= 0),
	CONSTRAINT "users_total_exps_ck" CHECK ("users"."total_exps" >= 0)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"parent_id" uuid,
	"kind" text DEFAULT 'MAIN' NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug"),
	CONSTRAINT "categories_kind_ck" CHECK ("categories"."kind" in ('MAIN', 'SUB')),
	CONSTRAINT "categories_parent_ck" CHECK (("categories"."kind" = 'MAIN') = ("categories"."parent_id" is null))
);
--> statement-breakpoint
CREATE TABLE "product_distributors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"image_url" text NOT NULL,
	"file_name" text NOT NULL,
	"file_extension" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"style" text NOT NULL,
	CONSTRAINT "product_tags_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"type" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"sub_name" text,
	"alias" text,
	"description" text DEFAULT '' NOT NULL,
	"privacy" text DEFAULT 'PUBLIC' NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"has_count_down" boolean DEFAULT false NOT NULL,
	"event_start_time" timestamp with time zone,
	"event_end_time" timestamp with time zone,
	"price_display_setting" text DEFAULT 'LOWEST_PRICE' NOT NULL,
	"quantity_display_setting" text DEFAULT 'SHOW_LOW_STOCK' NOT NULL,
	"star_reward" integer DEFAULT 0 NOT NULL,
	"main_category_id" uuid,
	"sub_category_id" uuid,
	"tag_id" uuid,
	"is_checkout_password_protected" boolean DEFAULT false NOT NULL,
	"checkout_password_hash" text,
	"purchasable" boolean DEFAULT true NOT NULL,
	"release_date" timestamp with time zone,
	"is_back_on_shelf" boolean DEFAULT false NOT NULL,
	"ref_link" text,
	"is_distributor" boolean DEFAULT false NOT NULL,
	"highest_bid_price" integer,
	"short_info" text DEFAULT '' NOT NULL,
	"long_info" text DEFAULT '' NOT NULL,
	"specification" text DEFAULT '' NOT NULL,
	"package" text DEFAULT '' NOT NULL,
	"delivery_and_shipping" text DEFAULT '' NOT NULL,
	"hashtags" text[] DEFAULT '{}'::text[] NOT NULL,
	"rating_overall" real DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_type_ck" CHECK ("products"."type" in ('IN_STOCK', 'RAFFLE', 'GROUP_BUY', 'AUCTION', 'GIFT_PRODUCT', 'BUNDLE')),
	CONSTRAINT "products_status_ck" CHECK ("products"."status" in ('DRAFT', 'ACTIVE', 'INACTIVE', 'ARCHIVED')),
	CONSTRAINT "products_privacy_ck" CHECK ("products"."privacy" in ('PUBLIC', 'PRIVATE')),
	CONSTRAINT "products_price_display_ck" CHECK ("products"."price_display_setting" in ('LOWEST_PRICE', 'HIGHEST_PRICE', 'RANGE')),
	CONSTRAINT "products_quantity_display_ck" CHECK ("products"."quantity_display_setting" in ('SHOW_ALWAYS', 'SHOW_LOW_STOCK', 'HIDE')),
	CONSTRAINT "products_star_reward_ck" CHECK ("products"."star_reward" >= 0),
	CONSTRAINT "products_event_window_ck" CHECK ("products"."event_start_time" is null or "products"."event_end_time" is null or "products"."event_end_time" >= "products"."event_start_time"),
	CONSTRAINT "products_password_ck" CHECK (not "products"."is_checkout_password_protected" or "products"."checkout_password_hash" is not null)
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"owner_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "attribute_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attribute_id" uuid NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"image_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "attribute_options_attribute_value_uq" UNIQUE("attribute_id","value")
);
--> statement-breakpoint
CREATE TABLE "bundle_variants" (
	"bundle_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bundle_variants_bundle_id_variant_id_pk" PRIMARY KEY("bundle_id","variant_id")
);
--> statement-breakpoint
CREATE TABLE "bundles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"image_url" text,
	"discount_type" text DEFAULT 'NONE' NOT NULL,
	"discount_value" integer DEFAULT 0 NOT NULL,
	"bundle_size" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bundles_discount_type_ck" CHECK ("bundles"."discount_type" in ('NONE', 'PERCENTAGE', 'SET_AMOUNT', 'NO_LIMIT')),
	CONSTRAINT "bundles_discount_value_ck" CHECK ("bundles"."discount_value" >= 0),
	CONSTRAINT "bundles_percentage_ck" CHECK ("bundles"."discount_type" <> 'PERCENTAGE' or "bundles"."discount_value" <= 100),
	CONSTRAINT "bundles_size_ck" CHECK ("bundles"."bundle_size" >= 1)
);
--> statement-breakpoint
CREATE TABLE "product_attributes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_attributes_product_code_uq" UNIQUE("product_id","code"),
	CONSTRAINT "product_attributes_status_ck" CHECK ("product_attributes"."status" in ('ACTIVE', 'INACTIVE'))
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sku" text NOT NULL,
	"regular_price" integer NOT NULL,
	"sale_price" integer,
	"sale_start" timestamp with time zone,
	"sale_end" timestamp with time zone,
	"image_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_sku_unique" UNIQUE("sku"),
	CONSTRAINT "product_variants_regular_price_ck" CHECK ("product_variants"."regular_price" >= 0),
	CONSTRAINT "product_variants_sale_price_ck" CHECK ("product_variants"."sale_price" is null or "product_variants"."sale_price" >= 0),
	CONSTRAINT "product_variants_sale_window_ck" CHECK ("product_variants"."sale_start" is null or "product_variants"."sale_end" is null or "product_variants"."sale_end" >= "product_variants"."sale_start")
);
--> statement-breakpoint
CREATE TABLE "variant_inventory" (
	"variant_id" uuid PRIMARY KEY NOT NULL,
	"available" integer DEFAULT 0 NOT NULL,
	"current_stock" integer DEFAULT 0 NOT NULL,
	"low_stock_value" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "variant_inventory_available_ck" CHECK ("variant_inventory"."available" >= 0),
	CONSTRAINT "variant_inventory_current_stock_ck" CHECK ("variant_inventory"."current_stock" >= 0),
	CONSTRAINT "variant_inventory_low_stock_ck" CHECK ("variant_inventory"."low_stock_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "variant_option_values" (
	"variant_id" uuid NOT NULL,
	"option_id" uuid NOT NULL,
	CONSTRAINT "variant_option_values_variant_id_option_id_pk" PRIMARY KEY("variant_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "article_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "article_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"thumbnail_url" text,
	"banner_images" text[] DEFAULT '{}'::text[] NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"published_date" timestamp with time zone,
	"is_highlight" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug"),
	CONSTRAINT "articles_status_ck" CHECK ("articles"."status" in ('DRAFT', 'PUBLISHED')),
	CONSTRAINT "articles_published_ck" CHECK ("articles"."status" <> 'PUBLISHED' or "articles"."published_date" is not null)
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"image_landscape_url" text NOT NULL,
	"image_portrait_url" text NOT NULL,
	"extra" text DEFAULT '' NOT NULL,
	"placement" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banners_content_type_ck" CHECK ("banners"."content_type" in ('PRODUCT', 'ARTICLE', 'TEXT')),
	CONSTRAINT "banners_placement_ck" CHECK ("banners"."placement" in ('HOME_SLIDER', 'LIVE_EVENT', 'COLLAB', 'HERITAGE', 'NEWS'))
);
--> statement-breakpoint
CREATE TABLE "collaborator_products" (
	"collaborator_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "collaborator_products_collaborator_id_product_id_pk" PRIMARY KEY("collaborator_id","product_id"),
	CONSTRAINT "collaborator_products_year_ck" CHECK ("collaborator_products"."year" between 2000 and 2100)
);
--> statement-breakpoint
CREATE TABLE "collaborators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"avatar_url" text,
	"logo_url" text,
	"link" text,
	"short_description" text DEFAULT '' NOT NULL,
	"feature" text DEFAULT '' NOT NULL,
	"banner_text" text DEFAULT '' NOT NULL,
	"banner_image_url" text,
	"project" text DEFAULT '' NOT NULL,
	"concept" text DEFAULT '' NOT NULL,
	"making_of" text DEFAULT '' NOT NULL,
	"facebook_react" integer DEFAULT 0 NOT NULL,
	"sold_old_time" integer DEFAULT 0 NOT NULL,
	"total_sold" integer DEFAULT 0 NOT NULL,
	"display_mode" text DEFAULT 'DEFAULT' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collaborators_slug_unique" UNIQUE("slug"),
	CONSTRAINT "collaborators_display_mode_ck" CHECK ("collaborators"."display_mode" in ('DEFAULT', 'YEARLY_GROUP'))
);
--> statement-breakpoint
CREATE TABLE "app_config" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"global_message_content" text DEFAULT '' NOT NULL,
	"social_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"zendesk_widget_key" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_config_store_id_unique" UNIQUE("store_id")
);
--> statement-breakpoint
CREATE TABLE "heritage_archived_products" (
	"heritage_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "heritage_archived_products_heritage_id_product_id_pk" PRIMARY KEY("heritage_id","product_id"),
	CONSTRAINT "heritage_archived_products_year_ck" CHECK ("heritage_archived_products"."year" between 2000 and 2100)
);
--> statement-breakpoint
CREATE TABLE "heritage_banners" (
	"heritage_id" uuid NOT NULL,
	"banner_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "heritage_banners_heritage_id_banner_id_pk" PRIMARY KEY("heritage_id","banner_id")
);
--> statement-breakpoint
CREATE TABLE "heritage_event_products" (
	"heritage_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "heritage_event_products_heritage_id_product_id_pk" PRIMARY KEY("heritage_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "heritages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "heritages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "home_page_banners" (
	"home_page_id" uuid NOT NULL,
	"banner_id" uuid NOT NULL,
	"section" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "home_page_banners_home_page_id_section_banner_id_pk" PRIMARY KEY("home_page_id","section","banner_id"),
	CONSTRAINT "home_page_banners_section_ck" CHECK ("home_page_banners"."section" in ('SLIDER', 'LIVE_EVENT'))
);
--> statement-breakpoint
CREATE TABLE "home_page_collabs" (
	"home_page_id" uuid NOT NULL,
	"collaborator_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "home_page_collabs_home_page_id_collaborator_id_pk" PRIMARY KEY("home_page_id","collaborator_id")
);
--> statement-breakpoint
CREATE TABLE "home_page_products" (
	"home_page_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "home_page_products_home_page_id_product_id_pk" PRIMARY KEY("home_page_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "home_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_pages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "social_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"home_page_id" uuid NOT NULL,
	"link" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_distributors" ADD CONSTRAINT "product_distributors_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_main_category_id_categories_id_fk" FOREIGN KEY ("main_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sub_category_id_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tag_id_product_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."product_tags"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_options" ADD CONSTRAINT "attribute_options_attribute_id_product_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."product_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_variants" ADD CONSTRAINT "bundle_variants_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_variants" ADD CONSTRAINT "bundle_variants_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundles" ADD CONSTRAINT "bundles_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attributes" ADD CONSTRAINT "product_attributes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_inventory" ADD CONSTRAINT "variant_inventory_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_option_values" ADD CONSTRAINT "variant_option_values_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_option_values" ADD CONSTRAINT "variant_option_values_option_id_attribute_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."attribute_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_article_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."article_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborator_products" ADD CONSTRAINT "collaborator_products_collaborator_id_collaborators_id_fk" FOREIGN KEY ("collaborator_id") REFERENCES "public"."collaborators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborator_products" ADD CONSTRAINT "collaborator_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_config" ADD CONSTRAINT "app_config_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heritage_archived_products" ADD CONSTRAINT "heritage_archived_products_heritage_id_heritages_id_fk" FOREIGN KEY ("heritage_id") REFERENCES "public"."heritages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heritage_archived_products" ADD CONSTRAINT "heritage_archived_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heritage_banners" ADD CONSTRAINT "heritage_banners_heritage_id_heritages_id_fk" FOREIGN KEY ("heritage_id") REFERENCES "public"."heritages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heritage_banners" ADD CONSTRAINT "heritage_banners_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heritage_event_products" ADD CONSTRAINT "heritage_event_products_heritage_id_heritages_id_fk" FOREIGN KEY ("heritage_id") REFERENCES "public"."heritages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heritage_event_products" ADD CONSTRAINT "heritage_event_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_page_banners" ADD CONSTRAINT "home_page_banners_home_page_id_home_pages_id_fk" FOREIGN KEY ("home_page_id") REFERENCES "public"."home_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_page_banners" ADD CONSTRAINT "home_page_banners_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_page_collabs" ADD CONSTRAINT "home_page_collabs_home_page_id_home_pages_id_fk" FOREIGN KEY ("home_page_id") REFERENCES "public"."home_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_page_collabs" ADD CONSTRAINT "home_page_collabs_collaborator_id_collaborators_id_fk" FOREIGN KEY ("collaborator_id") REFERENCES "public"."collaborators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_page_products" ADD CONSTRAINT "home_page_products_home_page_id_home_pages_id_fk" FOREIGN KEY ("home_page_id") REFERENCES "public"."home_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_page_products" ADD CONSTRAINT "home_page_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_pages" ADD CONSTRAINT "home_pages_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_posts" ADD CONSTRAINT "social_posts_home_page_id_home_pages_id_fk" FOREIGN KEY ("home_page_id") REFERENCES "public"."home_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "product_distributors_product_idx" ON "product_distributors" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_uq" ON "products" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "products_status_created_idx" ON "products" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "products_type_idx" ON "products" USING btree ("type");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_main_category_idx" ON "products" USING btree ("main_category_id");--> statement-breakpoint
CREATE INDEX "products_sub_category_idx" ON "products" USING btree ("sub_category_id");--> statement-breakpoint
CREATE INDEX "products_store_idx" ON "products" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "bundle_variants_variant_idx" ON "bundle_variants" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "bundles_product_idx" ON "bundles" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "variant_option_values_option_idx" ON "variant_option_values" USING btree ("option_id");--> statement-breakpoint
CREATE INDEX "articles_status_published_idx" ON "articles" USING btree ("status","published_date");--> statement-breakpoint
CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "articles_created_idx" ON "articles" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "banners_placement_idx" ON "banners" USING btree ("placement","position");--> statement-breakpoint
CREATE INDEX "collaborator_products_product_idx" ON "collaborator_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "collaborator_products_year_idx" ON "collaborator_products" USING btree ("collaborator_id","year");--> statement-breakpoint
CREATE INDEX "collaborators_position_idx" ON "collaborators" USING btree ("position");--> statement-breakpoint
CREATE INDEX "heritage_archived_products_year_idx" ON "heritage_archived_products" USING btree ("heritage_id","year");--> statement-breakpoint
CREATE INDEX "home_page_banners_banner_idx" ON "home_page_banners" USING btree ("banner_id");--> statement-breakpoint
CREATE INDEX "home_page_collabs_collaborator_idx" ON "home_page_collabs" USING btree ("collaborator_id");--> statement-breakpoint
CREATE INDEX "home_page_products_product_idx" ON "home_page_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "social_posts_home_idx" ON "social_posts" USING btree ("home_page_id","position");