CREATE TABLE "stock_moves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"variant_id" uuid NOT NULL,
	"available" integer DEFAULT 0 NOT NULL,
	"shelf" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Stock moves are applied at COMMIT (schema/catalog-variants.ts, stockMoves): a drop's variant row is locked
-- from here to the end of the commit, inside the database, instead of from an UPDATE sent mid-way through
-- the transaction to its end (with every round trip to a busy shop process in between). The first move of a
-- transaction to fire applies all of them (a transaction sees only its own: the others' are uncommitted, or
-- deleted when they committed), summed per variant and in variant order, so two transactions never wait on
-- each other in a cycle; the later firings find nothing left.
CREATE OR REPLACE FUNCTION stock_moves_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  m record;
  left_now integer;
BEGIN
  FOR m IN
    SELECT variant_id, sum(available)::int AS available, sum(shelf)::int AS shelf
      FROM stock_moves GROUP BY variant_id ORDER BY variant_id
  LOOP
    UPDATE variant_inventory
       SET available = available + m.available,
           current_stock = greatest(0, current_stock + m.shelf),
           updated_at = now()
     WHERE variant_id = m.variant_id AND available + m.available >= 0;
    IF NOT FOUND AND m.available < 0 THEN
      SELECT available INTO left_now FROM variant_inventory WHERE variant_id = m.variant_id;
      RAISE EXCEPTION 'not enough stock of variant %: % available', m.variant_id, coalesce(left_now, 0)
        USING ERRCODE = 'check_violation',
              TABLE = 'variant_inventory',
              CONSTRAINT = 'variant_inventory_available_ck',
              DETAIL = json_build_object('variantId', m.variant_id, 'available', coalesce(left_now, 0))::text;
    END IF;
  END LOOP;
  DELETE FROM stock_moves;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER stock_moves_apply AFTER INSERT ON stock_moves DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION stock_moves_apply();
