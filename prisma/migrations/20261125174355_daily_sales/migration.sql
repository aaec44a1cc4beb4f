-- CreateTable
CREATE TABLE "daily_sales" (
    "day" DATE NOT NULL,
    "pending_orders" INTEGER NOT NULL DEFAULT 0,
    "completed_orders" INTEGER NOT NULL DEFAULT 0,
    "failed_orders" INTEGER NOT NULL DEFAULT 0,
    "paid_orders" INTEGER NOT NULL DEFAULT 0,
    "revenue" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "registrations" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "daily_sales_pkey" PRIMARY KEY ("day")
);

-- CreateTable
CREATE TABLE "daily_product_sales" (
    "day" DATE NOT NULL,
    "product_key" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL DEFAULT 0,
    "revenue" DECIMAL(14,2) NOT NULL DEFAULT 0,

    CONSTRAINT "daily_product_sales_pkey" PRIMARY KEY ("day","product_key")
);

-- The Colombo calendar day of a created_at (stored as UTC without a zone).
CREATE FUNCTION daily_sales_day(at TIMESTAMP) RETURNS DATE
LANGUAGE sql STABLE AS $$
  SELECT ((at AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Colombo')::date
$$;

-- Adds one order to its day (sign 1) or takes it away (sign -1).
CREATE FUNCTION daily_sales_count_order(item "orders", sign INTEGER) RETURNS VOID
LANGUAGE sql AS $$
  INSERT INTO "daily_sales" AS sales (day, pending_orders, completed_orders, failed_orders, paid_orders, revenue)
  SELECT daily_sales_day(item.created_at),
         sign * (item.payment_status = 'pending')::int,
         sign * (item.payment_status = 'completed')::int,
         sign * (item.payment_status = 'failed')::int,
         sign * paid::int,
         CASE WHEN paid THEN sign * item.total ELSE 0 END
  FROM (SELECT item.payment_status = 'completed' AND item.delivery_status <> 'cancelled' AS paid) AS revenue_order
  ON CONFLICT (day) DO UPDATE SET
    pending_orders = sales.pending_orders + EXCLUDED.pending_orders,
    completed_orders = sales.completed_orders + EXCLUDED.completed_orders,
    failed_orders = sales.failed_orders + EXCLUDED.failed_orders,
    paid_orders = sales.paid_orders + EXCLUDED.paid_orders,
    revenue = sales.revenue + EXCLUDED.revenue
$$;

CREATE FUNCTION daily_sales_on_order() RETURNS TRIGGER
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM daily_sales_count_order(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM daily_sales_count_order(NEW, 1); END IF;
  RETURN NULL;
END
$$;

CREATE FUNCTION daily_sales_on_user() RETURNS TRIGGER
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO "daily_sales" AS sales (day, registrations) VALUES (daily_sales_day(OLD.created_at), -1)
    ON CONFLICT (day) DO UPDATE SET registrations = sales.registrations - 1;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "daily_sales" AS sales (day, registrations) VALUES (daily_sales_day(NEW.created_at), 1)
    ON CONFLICT (day) DO UPDATE SET registrations = sales.registrations + 1;
  END IF;
  RETURN NULL;
END
$$;

-- The top products' key of an item: its product, or the name a deleted product's items were sold under.
CREATE FUNCTION daily_product_sales_key(product_id TEXT, name TEXT) RETURNS TEXT
LANGUAGE sql IMMUTABLE AS $$
  SELECT COALESCE(product_id, 'deleted:' || name)
$$;

-- Adds (sign 1) or takes away (sign -1) the items of an order not cancelled, all of them or only one.
CREATE FUNCTION daily_product_sales_count_items(placed "orders", sign INTEGER, only_item TEXT DEFAULT NULL) RETURNS VOID
LANGUAGE sql AS $$
  INSERT INTO "daily_product_sales" AS sales (day, product_key, quantity, revenue)
  SELECT daily_sales_day(placed.created_at), daily_product_sales_key(item.product_id, item.name),
         sign * SUM(item.quantity), sign * SUM(item.unit_price * item.quantity)
  FROM "order_items" AS item
  WHERE item.order_id = placed.id AND (only_item IS NULL OR item.id = only_item) AND placed.delivery_status <> 'cancelled'
  GROUP BY 2
  ON CONFLICT (day, product_key) DO UPDATE SET
    quantity = sales.quantity + EXCLUDED.quantity,
    revenue = sales.revenue + EXCLUDED.revenue
$$;

-- An order moved to another day or into or out of cancelled: its items move with it. Deleted: before the row goes
-- (its items are deleted by the cascade afterwards, when the order is no longer there to say where they counted).
CREATE FUNCTION daily_product_sales_on_order() RETURNS TRIGGER
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM daily_product_sales_count_items(OLD, -1);
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  PERFORM daily_product_sales_count_items(NEW, 1);
  RETURN NULL;
END
$$;

-- An item added, changed (its product deleted: product_id set to null) or removed, under its order's day.
CREATE FUNCTION daily_product_sales_on_item() RETURNS TRIGGER
LANGUAGE plpgsql AS $$
DECLARE
  placed "orders";
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT * INTO placed FROM "orders" WHERE id = OLD.order_id;
    IF FOUND AND placed.delivery_status <> 'cancelled' THEN
      INSERT INTO "daily_product_sales" AS sales (day, product_key, quantity, revenue)
      VALUES (daily_sales_day(placed.created_at), daily_product_sales_key(OLD.product_id, OLD.name), -OLD.quantity, -(OLD.unit_price * OLD.quantity))
      ON CONFLICT (day, product_key) DO UPDATE SET quantity = sales.quantity + EXCLUDED.quantity, revenue = sales.revenue + EXCLUDED.revenue;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT * INTO placed FROM "orders" WHERE id = NEW.order_id;
    PERFORM daily_product_sales_count_items(placed, 1, NEW.id);
  END IF;
  RETURN NULL;
END
$$;

-- Plain row triggers, in the writing statement's transaction. (Not deferred constraint triggers: Prisma's schema
-- engine cannot describe those.) A write locks its day's row until the commit; the order code locks products
-- before it writes the order (placing, cancelling, the hold sweep), so the day's row is always locked last.
CREATE TRIGGER daily_sales_order_written
AFTER INSERT OR DELETE ON "orders"
FOR EACH ROW EXECUTE FUNCTION daily_sales_on_order();

CREATE TRIGGER daily_sales_order_changed
AFTER UPDATE OF created_at, payment_status, delivery_status, total ON "orders"
FOR EACH ROW
WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.payment_status IS DISTINCT FROM NEW.payment_status
      OR OLD.delivery_status IS DISTINCT FROM NEW.delivery_status OR OLD.total IS DISTINCT FROM NEW.total)
EXECUTE FUNCTION daily_sales_on_order();

CREATE TRIGGER daily_sales_user_written
AFTER INSERT OR DELETE ON "users"
FOR EACH ROW EXECUTE FUNCTION daily_sales_on_user();

CREATE TRIGGER daily_sales_user_changed
AFTER UPDATE OF created_at ON "users"
FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at)
EXECUTE FUNCTION daily_sales_on_user();

CREATE TRIGGER daily_product_sales_order_changed
AFTER UPDATE OF created_at, delivery_status ON "orders"
FOR EACH ROW
WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at
      OR (OLD.delivery_status = 'cancelled') IS DISTINCT FROM (NEW.delivery_status = 'cancelled'))
EXECUTE FUNCTION daily_product_sales_on_order();

CREATE TRIGGER daily_product_sales_order_deleted
BEFORE DELETE ON "orders"
FOR EACH ROW EXECUTE FUNCTION daily_product_sales_on_order();

CREATE TRIGGER daily_product_sales_item_written
AFTER INSERT OR UPDATE OR DELETE ON "order_items"
FOR EACH ROW EXECUTE FUNCTION daily_product_sales_on_item();

-- The rollup recounted from scratch (the backfill below; the year fixture after loading rows with triggers off).
-- Writers wait for the recount, so no write is counted twice or lost.
CREATE FUNCTION rebuild_daily_sales() RETURNS VOID
LANGUAGE sql AS $$
  LOCK TABLE "orders", "order_items", "users", "daily_sales", "daily_product_sales" IN SHARE ROW EXCLUSIVE MODE;
  DELETE FROM "daily_sales";
  DELETE FROM "daily_product_sales";
  INSERT INTO "daily_sales" (day, pending_orders, completed_orders, failed_orders, paid_orders, revenue, registrations)
  SELECT day, sum(pending), sum(completed), sum(failed), sum(paid), sum(revenue), sum(registrations)
  FROM (
    SELECT daily_sales_day(created_at) AS day,
           (payment_status = 'pending')::int AS pending,
           (payment_status = 'completed')::int AS completed,
           (payment_status = 'failed')::int AS failed,
           (payment_status = 'completed' AND delivery_status <> 'cancelled')::int AS paid,
           CASE WHEN payment_status = 'completed' AND delivery_status <> 'cancelled' THEN total ELSE 0 END AS revenue,
           0 AS registrations
    FROM "orders"
    UNION ALL
    SELECT daily_sales_day(created_at), 0, 0, 0, 0, 0, 1 FROM "users"
  ) AS counted
  GROUP BY day;
  INSERT INTO "daily_product_sales" (day, product_key, quantity, revenue)
  SELECT daily_sales_day(placed.created_at), daily_product_sales_key(item.product_id, item.name),
         SUM(item.quantity), SUM(item.unit_price * item.quantity)
  FROM "orders" AS placed JOIN "order_items" AS item ON item.order_id = placed.id
  WHERE placed.delivery_status <> 'cancelled'
  GROUP BY 1, 2
$$;

SELECT rebuild_daily_sales();
