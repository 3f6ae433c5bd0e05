-- Kept by the database, so every writer (the API, the seed, a staff console, plain SQL) keeps them right:
-- 1. catalog_version_seq, bumped by any write to a table a product page or card is made of; the catalogue
--    cache of each instance compares it (modules/catalog/README.md);
-- 2. products.search_document, the full-text document of a product, and search_words, the vocabulary that
--    misspelt search words are matched against (modules/search/README.md).
CREATE SEQUENCE IF NOT EXISTS catalog_version_seq;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A sequence never blocks concurrent writers (a version row would serialise every stock update).
  PERFORM nextval('catalog_version_seq');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER product_variants_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_variants FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER variant_inventory_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON variant_inventory FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER product_images_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_images FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER product_tags_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_tags FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER categories_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER product_attributes_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_attributes FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER attribute_options_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON attribute_options FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER variant_option_values_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON variant_option_values FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER product_distributors_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_distributors FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER bundles_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bundles FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER bundle_variants_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bundle_variants FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER collaborators_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON collaborators FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER collaborator_products_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON collaborator_products FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER reviews_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
-- Weights: A name; B sub name, alias, collaborators, tag and hashtags; C categories; D description.
CREATE OR REPLACE FUNCTION product_search_document(p products) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT
    setweight(to_tsvector('english', coalesce(p.name, '')), 'A') ||
    setweight(to_tsvector('english', concat_ws(' ', p.sub_name, p.alias)), 'B') ||
    setweight(to_tsvector('english', coalesce((
      SELECT string_agg(c.name, ' ') FROM collaborator_products cp
      JOIN collaborators c ON c.id = cp.collaborator_id WHERE cp.product_id = p.id), '')), 'B') ||
    setweight(to_tsvector('english', concat_ws(' ',
      (SELECT t.name FROM product_tags t WHERE t.id = p.tag_id), array_to_string(p.hashtags, ' '))), 'B') ||
    setweight(to_tsvector('english', coalesce((
      SELECT string_agg(k.name, ' ') FROM categories k WHERE k.id IN (p.main_category_id, p.sub_category_id)), '')), 'C') ||
    setweight(to_tsvector('english', coalesce(p.description, '')), 'D')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_document_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_document := product_search_document(NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint
-- Also on "UPDATE ... SET search_document = NULL": the triggers below touch a product that way to recompute it.
CREATE TRIGGER products_search_document BEFORE INSERT OR UPDATE OF name, sub_name, alias, description, hashtags,
  tag_id, main_category_id, sub_category_id, search_document ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_document_set();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only the lexemes a shopper types as names (weights A to C), not every word of the descriptions.
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM changed_products p,
    unnest(tsvector_to_array(ts_filter(p.search_document, '{a,b,c}'::"char"[]))) AS w
  WHERE w ~ '^[[:alnum:]]{3,40}$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_words_insert AFTER INSERT ON products REFERENCING NEW TABLE AS changed_products FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect();
--> statement-breakpoint
CREATE TRIGGER products_search_words_update AFTER UPDATE ON products REFERENCING NEW TABLE AS changed_products FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_touch_products(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products SET search_document = NULL WHERE id = ANY(ids)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION collaborator_products_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM search_touch_products(ARRAY(SELECT DISTINCT product_id FROM new_links));
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM search_touch_products(ARRAY(SELECT DISTINCT product_id FROM old_links));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER collaborator_products_search_insert AFTER INSERT ON collaborator_products REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION collaborator_products_search();
--> statement-breakpoint
CREATE TRIGGER collaborator_products_search_update AFTER UPDATE ON collaborator_products REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION collaborator_products_search();
--> statement-breakpoint
CREATE TRIGGER collaborator_products_search_delete AFTER DELETE ON collaborator_products REFERENCING OLD TABLE AS old_links FOR EACH STATEMENT EXECUTE FUNCTION collaborator_products_search();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION collaborators_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_touch_products(ARRAY(
    SELECT DISTINCT cp.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
    JOIN collaborator_products cp ON cp.collaborator_id = n.id WHERE n.name IS DISTINCT FROM o.name));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER collaborators_search AFTER UPDATE ON collaborators REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION collaborators_search();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_tags_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_touch_products(ARRAY(
    SELECT p.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    JOIN products p ON p.tag_id = n.id WHERE n.name IS DISTINCT FROM o.name));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_tags_search AFTER UPDATE ON product_tags REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_tags_search();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION categories_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_touch_products(ARRAY(
    SELECT p.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    JOIN products p ON n.id IN (p.main_category_id, p.sub_category_id) WHERE n.name IS DISTINCT FROM o.name));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_search AFTER UPDATE ON categories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION categories_search();
--> statement-breakpoint
-- Products that exist already (a shop seeded before this migration) get their documents now.
UPDATE products SET search_document = NULL;
