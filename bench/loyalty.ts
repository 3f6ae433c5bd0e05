/**
 * The loyalty lines of `npm run bench` (issue 10), on PostgreSQL only: the coupon list of a member
 * (GET /coupons, states computed per shopper) and redeeming (PATCH /coupons/{id}/redeem: one transaction that
 * counts the redemption, writes the wallet copy and spends gold) at full load, and the contention case: 50
 * parallel redeems of one coupon limited to 10, timed in ms, exactly 10 must succeed. The bench coupons are
 * written straight into the database (the shop has no staff page for coupons yet).
 */
import { call, type Jar, newShopper, signIn } from './cart.ts';

export interface LoyaltyTarget {
  name: string;
  path: string;
  options: Record<string, unknown>;
}

async function insertCoupon(databaseUrl: string, code: string, limit: number | null): Promise<string> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const r = await client.query(
      `insert into coupons (code, type, redeem_method, title, discount_value, required_stars, limit_per_coupon, limit_per_user, usage_days)
       values ($1, 'FIXED_AMOUNT', 'STAR_EXCHANGE', 'Bench coupon', 100, 1, $2, null, 30) returning id`,
      [code, limit],
    );
    return r.rows[0].id as string;
  } finally {
    await client.end();
  }
}

export async function loyaltyTargets(
  base: string,
  databaseUrl: string,
  shoppers: number,
): Promise<{
  targets: LoyaltyTarget[];
  contention: () => Promise<{ ms: number; succeeded: number; errors: number }>;
}> {
  const staff = await signIn(base, 'staff@keycap.shop', 'Staff1234');
  const jars: Jar[] = [];
  const me = async (jar: Jar) => (await call(base, jar, 'GET', '/api/v1/me')).json.id as string;
  for (let i = 0; i < shoppers; i++) {
    const jar = await newShopper(base, staff, 1000 + i);
    const gold = await call(base, staff, 'POST', '/api/v1/staff/gold-adjustments', {
      userId: await me(jar),
      amount: 1_000_000,
      reason: 'Bench gold',
    });
    if (gold.status !== 201) throw new Error(`bench gold: ${gold.status} ${JSON.stringify(gold.json)}`);
    jars.push(jar);
  }
  const stamp = Date.now().toString(36).toUpperCase();
  const open = await insertCoupon(databaseUrl, `BENCH${stamp}`, null);
  const perShopper = () => {
    let next = 0;
    return (client: { setHeaders(h: Record<string, string>): void }) => {
      const { 'content-type': _, ...headers } = jars[next++ % jars.length]!.headers();
      client.setHeaders(headers);
    };
  };
  return {
    targets: [
      {
        name: 'loyalty: coupon list (member)',
        path: '/api/v1/coupons',
        options: { setupClient: perShopper() },
      },
      {
        name: 'loyalty: redeem',
        path: `/api/v1/coupons/${open}/redeem`,
        options: { method: 'PATCH', setupClient: perShopper() },
      },
    ],
    async contention() {
      const limited = await insertCoupon(databaseUrl, `BENCH10${stamp}`, 10);
      const started = performance.now();
      // No body, so no content-type (an empty JSON body is refused).
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => {
          const { 'content-type': _c, ...headers } = jars[i % jars.length]!.headers();
          return fetch(`${base}/api/v1/coupons/${limited}/redeem`, { method: 'PATCH', headers }).then(
            (r) => ({ status: r.status }),
          );
        }),
      );
      const ms = performance.now() - started;
      return {
        ms,
        succeeded: answers.filter((a) => a.status === 200).length,
        errors: answers.filter((a) => a.status !== 200 && a.status !== 409).length,
      };
    },
  };
}
