import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { hashPassword } from '@/lib/auth/password';
import { DELIVERY_FEES } from '@/lib/orders/delivery-fees';
import { addGeneratedProducts } from './generated-products';

/**
 * A year of a busy shop (issue 17), loaded straight into PostgreSQL with set-based SQL (generate_series and
 * INSERT ... SELECT), for the year benchmark (`npm run bench -- --year`) and for checking indexes at volume.
 * It runs on a database prepared by prepareDatabase (migrated, demo catalogue, the operator's admin) and adds:
 *
 * - products up to `products` (scripts/generated-products.ts), dated before the year;
 * - customers with Sri Lankan names, e-mails and phones, one default address each; a few admins; five heavy shoppers
 *   with 300 orders each at full scale (every 100th order); other customers' orders skewed (many with a few, some
 *   with dozens, some with none); 2% suspended, 12% unverified;
 * - orders over the last 365 days (Colombo days), busier at weekends, in mid-April (Avurudu), around Vesak and in
 *   December, and growing through the year; 30% buy now (one line), cart orders 1-5 lines of distinct products,
 *   popular products ordered more; amounts as createOrder writes them (lines at unit price, coupon percent off the
 *   subtotal, the mode's delivery fee); delivery and payment states by age (old orders delivered, recent ones
 *   pending or shipped, some cancelled; card orders paid, failed or left unpaid when cancelled, cash on delivery
 *   paid on delivery);
 * - one payment per card order with the order's state and total, plus earlier declined attempts up to `payments`;
 * - reviews by buyers of delivered products (one per shopper and product), mostly good;
 * - notifications as the shop writes them (new order, payment, new user, new review to the admins; order placed,
 *   delivered, payment received to the shopper), each already pushed; admin ones mostly unread, the heavy shoppers'
 *   all kept.
 *
 * Then the AFTER_YEAR_LOAD steps bring the derived data in line (product ratings, coupon uses, planner statistics).
 * Every fixture user has the password given to loadYearFixture. `scale` shrinks every volume (tests use 1/1000).
 */

const YEAR_VOLUMES = {
  products: 20_000,
  users: 30_000,
  orders: 150_000,
  payments: 100_000,
  reviews: 60_000,
  notifications: 300_000,
  adminNotifications: 235_000,
};

export type YearVolumes = typeof YEAR_VOLUMES;

/** Fixture users 1..5 are the heavy shoppers, 6..8 the admins, the rest customers. */
const HEAVY_SHOPPERS = 5;
const ADMINS = 3;
const FIRST_CUSTOMER = HEAVY_SHOPPERS + ADMINS + 1;
/** Every HEAVY_EVERY-th order is a heavy shopper's: 150,000 / 100 / 5 = 300 each. */
const HEAVY_EVERY = 100;
const YEAR_COUPON_CODE = 'YEAR10';

export function scaledVolumes(scale: number): YearVolumes {
  const volumes = Object.fromEntries(
    Object.entries(YEAR_VOLUMES).map(([key, value]) => [key, Math.max(1, Math.round(value * scale))]),
  ) as YearVolumes;
  volumes.users = Math.max(volumes.users, FIRST_CUSTOMER + 1);
  return volumes;
}

/** The fixture's user n as the shop stores them: e-mails are `first.last<n>@domain`, ids `yu<n>`. */
const fixtureUserId = (n: number) => `yu${n}`;
export const HEAVY_SHOPPER_ID = fixtureUserId(1);
export const FIXTURE_ADMIN_ID = fixtureUserId(HEAVY_SHOPPERS + 1);

/**
 * What runs after the rows are in, in order, on the same connection: derived data the shop's writes keep current
 * one row at a time, rebuilt here in one statement each. A domain that adds derived data (a statistics rollup, an
 * unread counter) adds its rebuild here, before the planner statistics.
 */
export type AfterLoadStep = { name: string; run(db: pg.Client): Promise<unknown> };

const AFTER_YEAR_LOAD: AfterLoadStep[] = [
  {
    name: 'product ratings from the reviews',
    run: (db) =>
      db.query(`UPDATE products p SET rating_average = coalesce(r.average, 0), rating_count = coalesce(r.count, 0)
                FROM products q
                LEFT JOIN (SELECT product_id, round(avg(rating), 2) AS average, count(*) AS count FROM reviews GROUP BY product_id) r
                  ON r.product_id = q.id
                WHERE q.id = p.id`),
  },
  {
    name: 'coupon uses',
    run: (db) =>
      db.query(`UPDATE coupons c SET used_count =
                  (SELECT count(*) FROM orders o WHERE o.coupon_id = c.id AND NOT (o.delivery_status = 'cancelled' AND o.payment_status <> 'completed'))`),
  },
  { name: 'statistics rollup (daily_sales, daily_product_sales)', run: (db) => db.query('SELECT rebuild_daily_sales()') },
  { name: 'notification counts', run: (db) => db.query('SELECT rebuild_notification_counts()') },
  { name: 'planner statistics and the visibility map (what autovacuum keeps over a year)', run: (db) => db.query('VACUUM ANALYZE') },
];

const FIRST_NAMES = ['Nimal', 'Kamal', 'Sunil', 'Saman', 'Ruwan', 'Chaminda', 'Kasun', 'Tharindu', 'Nuwan', 'Dinesh', 'Lahiru', 'Asanka', 'Pradeep', 'Mahesh', 'Sanjaya', 'Dilshan', 'Roshan', 'Chathura', 'Isuru', 'Janaka', 'Anura', 'Sampath', 'Priyantha', 'Malinda', 'Harsha', 'Gayan', 'Amila', 'Buddhika', 'Thilina', 'Supun', 'Kavindu', 'Sachin', 'Ravindu', 'Kumari', 'Nadeesha', 'Dilani', 'Chamari', 'Sanduni', 'Ishara', 'Tharushi', 'Nethmi', 'Hansani', 'Madushani', 'Piumi', 'Anjali', 'Sewwandi', 'Gayani', 'Nilmini', 'Shashikala', 'Upeksha', 'Kaveesha', 'Hiruni', 'Rashmi', 'Sachini', 'Oshadi', 'Fathima', 'Mohamed', 'Rizwan', 'Fazeela', 'Arun', 'Suresh', 'Lakshmi', 'Kavitha', 'Vijay', 'Ganesh', 'Thulasi'];
const LAST_NAMES = ['Perera', 'Fernando', 'Silva', 'de Silva', 'Jayawardena', 'Bandara', 'Wijesinghe', 'Gunasekara', 'Dissanayake', 'Herath', 'Ratnayake', 'Senanayake', 'Wickramasinghe', 'Karunaratne', 'Weerasinghe', 'Jayasuriya', 'Amarasinghe', 'Gunawardena', 'Samarasinghe', 'Kumara', 'Liyanage', 'Ekanayake', 'Abeysekara', 'Wijeratne', 'Pathirana', 'Mendis', 'Peiris', 'Cooray', 'Hettiarachchi', 'Munasinghe', 'Nanayakkara', 'Rodrigo', 'Seneviratne', 'Tennakoon', 'Yapa', 'Mohideen', 'Marikar', 'Sivakumar', 'Rajaratnam', 'Navaratnam', 'Selvaraj'];
const MAIL_DOMAINS = ['gmail.com', 'gmail.com', 'gmail.com', 'yahoo.com', 'slt.lk', 'sltnet.lk', 'hotmail.com', 'outlook.com'];
/** Cities, largest first (customers are drawn towards the front), with their provinces. */
const CITIES = ['Colombo', 'Dehiwala', 'Moratuwa', 'Negombo', 'Kandy', 'Gampaha', 'Kalutara', 'Galle', 'Kurunegala', 'Jaffna', 'Matara', 'Ratnapura', 'Anuradhapura', 'Badulla', 'Trincomalee', 'Batticaloa', 'Nuwara Eliya', 'Hambantota'];
const PROVINCES = ['Western', 'Western', 'Western', 'Western', 'Central', 'Western', 'Western', 'Southern', 'North Western', 'Northern', 'Southern', 'Sabaragamuwa', 'North Central', 'Uva', 'Eastern', 'Eastern', 'Central', 'Southern'];
const ROADS = ['Galle Road', 'Kandy Road', 'Temple Road', 'Station Road', 'Lake Drive', 'Church Street', 'Main Street', 'Hospital Road', 'School Lane', 'Flower Road', 'Baseline Road', 'High Level Road'];
const GOOD_COMMENTS = ['Excellent quality, will buy again.', 'Arrived quickly and well packed.', 'Just like the picture. Very happy.', 'Great value for the price.', 'My family loves it!', 'Fresh and authentic taste.'];
const MIDDLE_COMMENTS = ['Okay for the price.', 'Good, but delivery took a while.', 'Decent quality, smaller than expected.', ''];
const BAD_COMMENTS = ['Not as described.', 'Arrived damaged, disappointed.', 'Poor quality, would not recommend.'];

/** A constant word list as an SQL array literal (the lists above hold no quotes, but quote them anyway). */
function textArray(words: string[]): string {
  return `ARRAY[${words.map((word) => `'${word.replaceAll("'", "''")}'`).join(', ')}]::text[]`;
}

function wholeNumber(value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`Not a whole number: ${value}`);
  return value;
}

const NOW = `(now() AT TIME ZONE 'UTC')`;
const RS = (amount: string) => `'Rs. ' || to_char(${amount}, 'FM999,999,999,990.00')`;

export type YearFixtureResult = {
  volumes: YearVolumes;
  counts: Record<'products' | 'users' | 'orders' | 'orderItems' | 'payments' | 'reviews' | 'notifications' | 'adminNotifications', number>;
  seconds: number;
};

/** Loads the year into the prepared database at `url`; `log` hears each step with its time. */
export async function loadYearFixture(
  url: string,
  options: { password: string; scale?: number; log?: (line: string) => void },
): Promise<YearFixtureResult> {
  const volumes = scaledVolumes(options.scale ?? 1);
  const log = options.log ?? (() => {});
  const passwordHash = await hashPassword(options.password);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const started = performance.now();
  const step = async (name: string, work: () => Promise<unknown>) => {
    const from = performance.now();
    await work();
    log(`${name} (${((performance.now() - from) / 1000).toFixed(1)} s)`);
  };
  const sql = (text: string, values?: unknown[]) => db.query(text, values);
  try {
    await sql('SELECT setseed(0.17)');
    // Triggers off while the rows go in (a superuser's session setting; it skips the foreign keys' checks too, which
    // the fixture's own test checks instead): the statistics rollup's row triggers would add about 100 s to the load,
    // and AFTER_YEAR_LOAD rebuilds what the triggers keep, in one statement each.
    await sql('SET session_replication_role = replica');
    const users = wholeNumber(volumes.users);
    const orders = wholeNumber(volumes.orders);

    await step(`products up to ${volumes.products.toLocaleString('en')}`, async () => {
      await addGeneratedProducts(db, volumes.products);
      // The catalogue was there before the year's first order.
      await sql(`UPDATE products SET created_at = created_at - interval '400 days', updated_at = updated_at - interval '400 days'`);
      await sql(`CREATE TEMP TABLE fx_products AS
                 SELECT (row_number() OVER (ORDER BY md5(id)) - 1)::int AS k, id, name, price, images[1] AS image FROM products`);
      await sql('CREATE INDEX ON fx_products (k)');
    });
    const productCount = Number((await sql('SELECT count(*) FROM fx_products')).rows[0].count);

    await step(`${orders.toLocaleString('en')} orders planned over 365 days`, async () => {
      await sql(`CREATE TEMP TABLE fx_days AS
        WITH d AS (SELECT back, ((now() AT TIME ZONE 'Asia/Colombo')::date - back) AS day FROM generate_series(0, 364) AS back),
        w AS (
          SELECT back, day,
                 ((CASE extract(isodow FROM day) WHEN 6 THEN 1.35 WHEN 7 THEN 1.4 WHEN 5 THEN 1.15 ELSE 1 END)
                  * (1 + 0.7 * exp(-power((extract(doy FROM day) - 103) / 8.0, 2))
                       + 0.4 * exp(-power((extract(doy FROM day) - 135) / 4.0, 2))
                       + 0.9 * exp(-power((extract(doy FROM day) - 352) / 12.0, 2)))
                  * (0.7 + 0.6 * (364 - back) / 364.0))::numeric AS w
          FROM d)
        SELECT back, day, w, sum(w) OVER (ORDER BY back DESC) AS upto, sum(w) OVER () AS total FROM w`);
      await sql(`CREATE TEMP TABLE fx_orders AS
        WITH per_day AS (
          SELECT day, (floor(${orders} * upto / total) - floor(${orders} * (upto - w) / total))::int AS n FROM fx_days
        ), placed AS (
          SELECT least(((day + interval '7 hours' + sqrt(random()) * interval '16 hours 59 minutes') AT TIME ZONE 'Asia/Colombo') AT TIME ZONE 'UTC',
                       ${NOW} - random() * interval '3 hours') AS ts
          FROM per_day, generate_series(1, per_day.n)
        ), rolled AS (
          SELECT row_number() OVER (ORDER BY ts)::int AS n, ts::timestamp(3) AS ts,
                 random() AS r1, random() AS r2, random() AS r3, random() AS r4, random() AS r5, random() AS r6, random() AS r7
          FROM placed
        ), shaped AS (
          SELECT n, ts,
                 CASE WHEN n % ${HEAVY_EVERY} = 0 THEN 1 + (n / ${HEAVY_EVERY}) % ${HEAVY_SHOPPERS}
                      ELSE ${FIRST_CUSTOMER} + floor(${users - FIRST_CUSTOMER + 1} * power(r7, 1.8))::int END AS user_n,
                 CASE WHEN r1 < 0.3 THEN 'BUY_NOW' ELSE 'CART' END AS mode,
                 CASE WHEN r2 < 0.6 THEN 'CARD' ELSE 'COD' END AS method,
                 CASE WHEN r1 < 0.3 THEN 1 ELSE 1 + floor(r3 * 4.3)::int END AS items,
                 floor(${productCount} * power(r4, 2))::int AS base,
                 r1 >= 0.3 AND r5 < 0.06 AS coupon,
                 r2, r6, ${NOW} - ts AS age
          FROM rolled
        ), delivered AS (
          SELECT *,
                 CASE WHEN age > interval '10 days' THEN (CASE WHEN r6 < 0.06 THEN 'cancelled' ELSE 'delivered' END)
                      WHEN age > interval '2 days' THEN (CASE WHEN r6 < 0.08 THEN 'cancelled' WHEN r6 < 0.45 THEN 'delivered' ELSE 'shipped' END)
                      ELSE (CASE WHEN r6 < 0.05 THEN 'cancelled' WHEN r6 < 0.5 THEN 'pending' ELSE 'shipped' END) END AS delivery
          FROM shaped
        )
        SELECT n, ts, user_n, mode, method, items, base, coupon, delivery,
               CASE WHEN method = 'CARD' THEN (CASE WHEN delivery <> 'cancelled' THEN 'completed' WHEN r2 < 0.42 THEN 'failed' ELSE 'pending' END)
                    ELSE (CASE WHEN delivery = 'delivered' THEN 'completed' ELSE 'pending' END) END AS payment_status
        FROM delivered`);
      await sql('CREATE INDEX ON fx_orders (n)');
      await sql(`CREATE TEMP TABLE fx_items AS
        SELECT o.n, line.k, p.id AS product_id, p.name, p.image, p.price, (1 + floor(power(random(), 2.5) * 3))::int AS quantity
        FROM fx_orders o CROSS JOIN LATERAL generate_series(0, o.items - 1) AS line (k)
        JOIN fx_products p ON p.k = (o.base + line.k * 7) % ${productCount}`);
      await sql(`CREATE TEMP TABLE fx_totals AS
        SELECT n, sub, discount, fee, sub - discount + fee AS total
        FROM (SELECT i.n, sum(i.price * i.quantity) AS sub,
                     CASE WHEN o.coupon THEN round(sum(i.price * i.quantity) * 10 / 100, 2) ELSE 0 END AS discount,
                     CASE WHEN o.mode = 'BUY_NOW' THEN ${DELIVERY_FEES.buy_now / 100} ELSE ${DELIVERY_FEES.cart / 100} END::numeric(12, 2) AS fee
              FROM fx_items i JOIN fx_orders o USING (n) GROUP BY i.n, o.coupon, o.mode) amounts`);
      await sql('CREATE INDEX ON fx_totals (n)');
    });

    await step(`${users.toLocaleString('en')} users and their addresses`, async () => {
      await sql(`CREATE TEMP TABLE fx_users AS
        SELECT u AS n, 'yu' || u AS id, first || ' ' || last AS name,
               lower(replace(first, ' ', '')) || '.' || lower(replace(last, ' ', '')) || u || '@' || domain AS email,
               '07' || (ARRAY['0', '1', '2', '4', '5', '6', '7', '8'])[1 + u % 8] || lpad(((u::bigint * 7919) % 10000000)::text, 7, '0') AS mobile,
               city_at,
               least(${NOW} - power(random(), 0.7) * interval '420 days', o.first_order - random() * interval '30 days')::timestamp(3) AS created_at,
               o.last_order
        FROM generate_series(1, ${users}) AS u
        LEFT JOIN (SELECT user_n, min(ts) AS first_order, max(ts) AS last_order FROM fx_orders GROUP BY user_n) o ON o.user_n = u
        CROSS JOIN LATERAL (SELECT
          (${textArray(FIRST_NAMES)})[1 + (u * 31 + u / 7) % ${FIRST_NAMES.length}] AS first,
          (${textArray(LAST_NAMES)})[1 + (u * 17 + u / 11) % ${LAST_NAMES.length}] AS last,
          (${textArray(MAIL_DOMAINS)})[1 + (u * 13) % ${MAIL_DOMAINS.length}] AS domain,
          1 + floor(power(random(), 1.6) * ${CITIES.length})::int AS city_at) picked`);
      await sql(
        `INSERT INTO users (id, name, email, password_hash, mobile, role, status, email_verified_at, last_login_at, created_at, updated_at)
         SELECT id, name, email, $1, mobile,
                CASE WHEN n > ${HEAVY_SHOPPERS} AND n < ${FIRST_CUSTOMER} THEN 'ADMIN' ELSE 'USER' END::"Role",
                CASE WHEN n >= ${FIRST_CUSTOMER} AND n % 50 = 7 THEN 'SUSPENDED' ELSE 'ACTIVE' END::"UserStatus",
                CASE WHEN n < ${FIRST_CUSTOMER} OR n % 25 > 2 THEN created_at + interval '12 minutes' END,
                coalesce(last_order, created_at) + interval '1 minute',
                created_at, coalesce(last_order, created_at) + interval '1 minute'
         FROM fx_users`,
        [passwordHash],
      );
      await sql(`INSERT INTO addresses (id, user_id, name, mobile, address_line, city, state, pincode, country, is_default, created_at, updated_at)
        SELECT 'ya' || n, id, name, mobile,
               'No. ' || (1 + n % 240) || ', ' || (${textArray(ROADS)})[1 + n % ${ROADS.length}],
               (${textArray(CITIES)})[city_at], (${textArray(PROVINCES)})[city_at],
               lpad((10000 + (n * 97) % 80000)::text, 5, '0'), 'Sri Lanka', true, created_at, created_at
        FROM fx_users`);
      await sql(`INSERT INTO coupons (id, code, discount_percent, expiry_date, description, usage_limit, used_count, created_at, updated_at)
        VALUES ('ycoupon', '${YEAR_COUPON_CODE}', 10, ${NOW} + interval '1 year', 'A year of Lanka Shop: 10% off', 0, 0,
                ${NOW} - interval '400 days', ${NOW} - interval '400 days')`);
    });

    await step('orders and their items', async () => {
      await sql(`INSERT INTO orders (id, order_number, user_id, user_name, user_email, mode, payment_method, payment_id, payment_status,
                                     delivery_status, sub_total, discount_amount, delivery_fee, total, coupon_id, coupon_code,
                                     delivery_name, delivery_mobile, delivery_address_line, delivery_city, delivery_state,
                                     delivery_pincode, delivery_country, created_at, updated_at)
        SELECT 'yo' || o.n, 'ORD-' || (extract(epoch FROM o.ts) * 1000)::bigint || '-' || upper(lpad(to_hex(o.n), 6, '0')),
               u.id, u.name, u.email, o.mode::"OrderMode", o.method::"PaymentMethod",
               CASE WHEN o.method = 'COD' THEN 'COD-' || (extract(epoch FROM o.ts) * 1000)::bigint
                    WHEN o.payment_status = 'completed' THEN 'pi_year_' || o.n END,
               o.payment_status::"OrderPaymentStatus", o.delivery::"DeliveryStatus",
               t.sub, t.discount, t.fee, t.total,
               CASE WHEN o.coupon THEN 'ycoupon' END, CASE WHEN o.coupon THEN '${YEAR_COUPON_CODE}' END,
               a.name, a.mobile, a.address_line, a.city, a.state, a.pincode, a.country,
               o.ts, least(o.ts + CASE o.delivery WHEN 'pending' THEN interval '0' ELSE interval '3 days' END, ${NOW})
        FROM fx_orders o JOIN fx_totals t USING (n) JOIN fx_users u ON u.n = o.user_n JOIN addresses a ON a.id = 'ya' || u.n`);
      await sql(`INSERT INTO order_items (id, order_id, product_id, name, image, unit_price, quantity)
        SELECT 'yi' || n || '-' || k, 'yo' || n, product_id, name, image, price, quantity FROM fx_items`);
    });

    const cardOrders = Number((await sql(`SELECT count(*) FROM fx_orders WHERE method = 'CARD'`)).rows[0].count);
    await step('payments', async () => {
      await sql(`INSERT INTO payments (id, order_id, user_id, gateway, intent_id, amount, currency, status, failure_message, created_at, updated_at)
        SELECT 'yp' || o.n, 'yo' || o.n, 'yu' || o.user_n, 'TEST', 'pi_year_' || o.n, t.total, 'LKR',
               (CASE o.payment_status WHEN 'completed' THEN 'succeeded' ELSE o.payment_status END)::"PaymentStatus",
               CASE WHEN o.payment_status = 'failed' THEN 'Your card was declined.' END,
               o.ts + interval '1 minute', o.ts + interval '2 minutes'
        FROM fx_orders o JOIN fx_totals t USING (n) WHERE o.method = 'CARD'`);
      // Shoppers whose first card was declined and who paid with another: the earlier attempt is a failed payment.
      await sql(`INSERT INTO payments (id, order_id, user_id, gateway, intent_id, amount, currency, status, failure_message, created_at, updated_at)
        SELECT 'ypf' || o.n, 'yo' || o.n, 'yu' || o.user_n, 'TEST', 'pi_year_declined_' || o.n, t.total, 'LKR', 'failed',
               'Your card was declined.', o.ts + interval '30 seconds', o.ts + interval '40 seconds'
        FROM fx_orders o JOIN fx_totals t USING (n) WHERE o.method = 'CARD' AND o.payment_status = 'completed'
        ORDER BY random() LIMIT ${wholeNumber(Math.max(0, volumes.payments - cardOrders))}`);
    });

    await step('reviews by buyers', async () => {
      await sql(`INSERT INTO reviews (id, user_id, product_id, rating, comment, created_at, updated_at)
        SELECT 'yr' || row_number() OVER (), 'yu' || user_n, product_id, rating,
               CASE WHEN rating >= 4 THEN (${textArray(GOOD_COMMENTS)})[1 + floor(random() * ${GOOD_COMMENTS.length})::int]
                    WHEN rating = 3 THEN (${textArray(MIDDLE_COMMENTS)})[1 + floor(random() * ${MIDDLE_COMMENTS.length})::int]
                    ELSE (${textArray(BAD_COMMENTS)})[1 + floor(random() * ${BAD_COMMENTS.length})::int] END,
               at, at
        FROM (
          SELECT user_n, product_id,
                 CASE WHEN r < 0.07 THEN 1 WHEN r < 0.13 THEN 2 WHEN r < 0.25 THEN 3 WHEN r < 0.5 THEN 4 ELSE 5 END AS rating,
                 least(ts + (3 + random() * 20) * interval '1 day', ${NOW})::timestamp(3) AS at
          FROM (
            SELECT *, random() AS r FROM (
              SELECT DISTINCT ON (o.user_n, i.product_id) o.user_n, i.product_id, o.ts
              FROM fx_items i JOIN fx_orders o USING (n) WHERE o.delivery = 'delivered'
              ORDER BY o.user_n, i.product_id, o.ts) bought
            ORDER BY random() LIMIT ${wholeNumber(volumes.reviews)}) picked) rated`);
    });

    await step('notifications', async () => {
      const orderMeta = `jsonb_build_object('orderId', ord.order_number, 'total', ${RS('ord.total')}, 'payment', CASE ord.payment_method WHEN 'CARD' THEN 'Card' ELSE 'Cash on delivery' END)`;
      const paymentMeta = `jsonb_build_object('orderId', ord.order_number, 'amount', ${RS('p.amount')}, 'paymentId', p.intent_id)`;
      await sql(`CREATE TEMP TABLE fx_admin_notices AS
        SELECT 'New order ' || ord.order_number || ' from ' || ord.user_name || ' (' || ${RS('ord.total')} || ')' AS message,
               ${orderMeta} || jsonb_build_object('customer', ord.user_email) AS meta, ord.created_at AS at,
               'order'::"NotificationType" AS type
        FROM orders ord
        UNION ALL
        SELECT 'Payment of ' || ${RS('p.amount')} || ' received for order ' || ord.order_number, ${paymentMeta}, p.updated_at, 'payment'
        FROM payments p JOIN orders ord ON ord.id = p.order_id WHERE p.status = 'succeeded'
        UNION ALL
        SELECT 'New user registered: ' || name || ' (' || email || ')', jsonb_build_object('name', name, 'email', email), created_at, 'account'
        FROM users WHERE id LIKE 'yu%'
        UNION ALL
        SELECT 'New review (' || r.rating || '★) on ' || pr.name || ' by ' || u.name,
               jsonb_build_object('product', pr.name, 'rating', r.rating, 'user', u.name), r.created_at, 'review'
        FROM reviews r JOIN products pr ON pr.id = r.product_id JOIN users u ON u.id = r.user_id`);
      await sql(`CREATE TEMP TABLE fx_user_notices AS
        SELECT ord.user_id, 'Your order ' || ord.order_number || ' has been placed' AS message, ${orderMeta} AS meta, ord.created_at AS at,
               'order'::"NotificationType" AS type
        FROM orders ord
        UNION ALL
        SELECT ord.user_id, 'Your order ' || ord.order_number || ' is now delivered', jsonb_build_object('orderId', ord.order_number), ord.updated_at,
               'order'
        FROM orders ord WHERE ord.delivery_status = 'delivered'
        UNION ALL
        SELECT p.user_id, 'Payment of ' || ${RS('p.amount')} || ' received for order ' || ord.order_number, ${paymentMeta}, p.updated_at, 'payment'
        FROM payments p JOIN orders ord ON ord.id = p.order_id WHERE p.status = 'succeeded'`);
      await sql(`INSERT INTO notifications (id, audience, user_id, message, type, read, meta, created_at, pushed_at)
        SELECT 'yna' || row_number() OVER (), 'ADMIN', NULL, message, type, random() < 0.15, meta, at, at
        FROM (SELECT * FROM fx_admin_notices ORDER BY random() LIMIT ${wholeNumber(volumes.adminNotifications)}) picked`);
      // The heavy shoppers keep all theirs (the lists' worst case); the others a random share.
      await sql(`INSERT INTO notifications (id, audience, user_id, message, type, read, meta, created_at, pushed_at)
        SELECT 'ynu' || row_number() OVER (), 'USER', user_id, message, type,
               CASE WHEN at < ${NOW} - interval '14 days' THEN random() < 0.8 ELSE random() < 0.3 END, meta, at, at
        FROM (SELECT * FROM fx_user_notices
              ORDER BY user_id IN (${Array.from({ length: HEAVY_SHOPPERS }, (_, i) => `'${fixtureUserId(i + 1)}'`).join(', ')}) DESC, random()
              LIMIT ${wholeNumber(Math.max(0, volumes.notifications - volumes.adminNotifications))}) picked`);
    });

    await sql('SET session_replication_role = DEFAULT');
    for (const after of AFTER_YEAR_LOAD) await step(`after load: ${after.name}`, () => after.run(db));

    const count = async (table: string, where = 'true') => Number((await sql(`SELECT count(*) FROM ${table} WHERE ${where}`)).rows[0].count);
    return {
      volumes,
      counts: {
        products: await count('products'),
        users: await count('users'),
        orders: await count('orders'),
        orderItems: await count('order_items'),
        payments: await count('payments'),
        reviews: await count('reviews'),
        notifications: await count('notifications'),
        adminNotifications: await count('notifications', `audience = 'ADMIN'`),
      },
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await db.end();
  }
}
