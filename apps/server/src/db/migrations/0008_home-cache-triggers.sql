-- The home page answer is cached with the catalogue (modules/content/get-home.ts): writes to what it is made of
-- bump the same version, so every instance drops its cached home page within versionCheckMs.
CREATE TRIGGER home_pages_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON home_pages FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER home_page_banners_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON home_page_banners FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER home_page_products_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON home_page_products FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER home_page_collabs_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON home_page_collabs FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER social_posts_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON social_posts FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER banners_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON banners FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
