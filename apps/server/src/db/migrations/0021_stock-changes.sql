CREATE TABLE "catalog_stock_changes" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalog_stock_changes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tx" bigint NOT NULL,
	"product_id" uuid NOT NULL,
	"availability" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_stock_prune" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"before_tx" bigint DEFAULT 0 NOT NULL,
	"next_tx" bigint DEFAULT 0 NOT NULL,
	"pruned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_stock_prune_one_ck" CHECK ("catalog_stock_prune"."one")
);
--> statement-breakpoint
CREATE INDEX "catalog_stock_changes_tx_idx" ON "catalog_stock_changes" USING btree ("tx");--> statement-breakpoint
-- Stock is versioned per product (modules/catalog/README.md "The catalogue cache"): an UPDATE of
-- variant_inventory no longer bumps catalog_version_seq (which drops every cached answer of every instance)
-- but logs the products whose stock changed. Inserting, deleting or emptying inventory rows still bumps it.
INSERT INTO "catalog_stock_prune" ("one") VALUES (true);
--> statement-breakpoint
DROP TRIGGER IF EXISTS variant_inventory_catalog_version ON variant_inventory;
--> statement-breakpoint
CREATE TRIGGER variant_inventory_catalog_version AFTER INSERT OR DELETE OR TRUNCATE ON variant_inventory FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_stock_log() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One row per product and statement; the writer's transaction id lets readers never skip a late commit.
  INSERT INTO catalog_stock_changes (tx, product_id, availability)
  SELECT pg_current_xact_id()::text::bigint, v.product_id, bool_or((o.available > 0) <> (n.available > 0))
  FROM new_rows n
  JOIN old_rows o ON o.variant_id = n.variant_id
  JOIN product_variants v ON v.id = n.variant_id
  WHERE (n.available, n.current_stock, n.low_stock_value) IS DISTINCT FROM (o.available, o.current_stock, o.low_stock_value)
  GROUP BY v.product_id;
  -- A row moved to another variant (its key changed): that is no stock change, the whole catalogue moves.
  IF EXISTS (SELECT 1 FROM new_rows n LEFT JOIN old_rows o ON o.variant_id = n.variant_id WHERE o.variant_id IS NULL) THEN
    PERFORM nextval('catalog_version_seq');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER variant_inventory_stock_log AFTER UPDATE ON variant_inventory REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_stock_log();
