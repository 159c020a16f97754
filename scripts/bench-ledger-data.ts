// The ledger benchmark's data (npm run bench, scripts/bench-ledger.ts): a national pool of ten years,
// grown set-based with INSERT ... SELECT generate_series in the migrated schema. 10,000 customer
// locations (2,000 customers), about 4 million heads with 1–4 lines each (10 million lines), the
// stock movements of every confirmed line, and the kept balances. Skewed like a real pool: five big
// locations carry 3 % of the heads each (120,000 at 4 million), a hundred medium ones 0.15 % each,
// the rest is spread evenly; the operator's depots are one side of every order and pickup.
import pg from 'pg';

export const LEDGER_DATA = {
  /** LEDGER_BENCH_HEADS makes a smaller pool while working on the bench itself. */
  heads: Number(process.env.LEDGER_BENCH_HEADS ?? 4_000_000),
  customers: 2_000,
  locations: 10_000,
  years: 10,
  /** Heads per insert statement: a few seconds each, memory flat. */
  chunk: 500_000,
};

export interface LedgerData {
  seconds: number;
  heads: number;
  lines: number;
  movements: number;
  locations: number;
  customers: number;
  /** The biggest customer location, its heads, and a user of it (tasks Order, Delivery, Reception). */
  bigLocationId: number;
  bigLocationHeads: number;
  bigLocationUser: string;
}

const FIRST_LOCATION = 100_001;
const FIRST_CUSTOMER = 100_001;

/**
 * Bulk load as pg_restore does it: the secondary indexes and unique constraints of the ledger tables
 * are dropped before the load and created again from their own definitions after it, and foreign
 * keys are not checked row by row (session_replication_role = replica; every reference is valid by
 * construction). The schema afterwards is exactly the migrated one.
 */
export async function growLedger(url: string, size: number = LEDGER_DATA.heads): Promise<LedgerData> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const q = (text: string, values?: unknown[]) => client.query(text, values);
  const step = async (label: string, work: () => Promise<unknown>) => {
    const at = performance.now();
    await work();
    console.log(`    ${label}: ${((performance.now() - at) / 1000).toFixed(1)} s`);
  };
  try {
    await q(`set session_replication_role = replica`);
    await q(`set maintenance_work_mem = '512MB'`);
    await q(`set synchronous_commit = off`);
    await q(`select setseed(0.42)`);
    const { customers, locations, years, chunk } = LEDGER_DATA;
    const heads = size;

    await step(`${customers} customers, ${locations} locations`, async () => {
      await q(`insert into customers (id, name, org_number, status_id, type)
        select ${FIRST_CUSTOMER} + g, 'Ledgerkunde ' || lpad(g::text, 4, '0') || ' AS', (940000000 + g)::text, 1, case when g % 2 = 0 then 'Industry' else 'Wholesale' end
        from generate_series(0, ${customers - 1}) g`);
      await q(`insert into locations (id, name, gln, customer_id, status_id, type, country_code, truck_type_ids, is_balance)
        select ${FIRST_LOCATION} + g, (array['Nord','Sør','Øst','Vest','Sentrum','Havn','Terminal'])[1 + g % 7] || ' ' || lpad(g::text, 5, '0') || ' Lager',
          '78' || lpad(g::text, 10, '0') || '0', ${FIRST_CUSTOMER} + g / ${locations / customers}, 1,
          case when (g / ${locations / customers}) % 2 = 0 then 'industry' else 'wholesale' end, (array['NOR','SWE','DNK'])[1 + g % 3], '{1}', true
        from generate_series(0, ${locations - 1}) g`);
    });
    // Lookup tables by position: the customer locations (0..4 big, 5..104 medium) and the depots.
    await q(`create temp table bench_locs as select id - ${FIRST_LOCATION} as n, id, customer_id from locations where id >= ${FIRST_LOCATION}`);
    await q(`create unique index on bench_locs (n)`);
    await q(`create temp table bench_depots as
      select row_number() over (order by l.id) - 1 as n, l.id, l.customer_id, case when l.is_balance then l.id else coalesce(l.location_id_invent_ex, l.id) end as account
      from locations l join customers c on c.id = l.customer_id where c.type = 'provider'`);
    await q(`create temp table bench_products as select row_number() over (order by id) - 1 as n, id from products`);
    const depots = Number((await q(`select count(*) as n from bench_depots`)).rows[0].n);
    const products = Number((await q(`select count(*) as n from bench_products`)).rows[0].n);
    if (depots === 0 || products < 4) throw new Error(`the seed has ${depots} depots and ${products} products (need 1 and 4)`);
    const admin = Number((await q(`select id from users where login_name = 'admin'`)).rows[0].id);
    const first = Number((await q(`select coalesce(max(id), 0) + 1 as id from transactions`)).rows[0].id);

    // Dropped for the load, recreated from the same definitions after it.
    const indexes = (await q(`select i.indexname, i.indexdef from pg_indexes i
      where i.tablename in ('transactions', 'transaction_lines', 'stock_movements') and i.schemaname = current_schema()
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`)).rows as Array<{ indexname: string; indexdef: string }>;
    const constraints = (await q(`select conrelid::regclass::text as tab, conname, pg_get_constraintdef(oid) as def from pg_constraint
      where conrelid in ('transaction_lines'::regclass) and contype = 'u'`)).rows as Array<{ tab: string; conname: string; def: string }>;
    for (const index of indexes) await q(`drop index ${index.indexname}`);
    for (const constraint of constraints) await q(`alter table ${constraint.tab} drop constraint ${constraint.conname}`);

    await step(`${heads} transaction heads`, async () => {
      for (let from = 0; from < heads; from += chunk) {
        const to = Math.min(heads, from + chunk) - 1;
        // d: the day, in id order over the years; recent heads (30 days) are still under way.
        await q(`insert into transactions (id, type, status, location_id_from, location_id_to, account_from, account_to, customer_id_from, customer_id_to,
            sender_reference, receiver_reference, transaction_date, truck_type_id, version, created_at, created_by_user_id, created_by_login_user_id,
            updated_at, updated_by_user_id, updated_by_login_user_id, sent_at, confirmed_at)
          select ${first} + x.g, k.type, s.status,
            case k.type when 1 then dp.id else c.id end, case k.type when 1 then c.id when 2 then dp.id else c2.id end,
            case k.type when 1 then dp.account else c.id end, case k.type when 1 then c.id when 2 then dp.account else c2.id end,
            case k.type when 1 then dp.customer_id else c.customer_id end, case k.type when 1 then c.customer_id when 2 then dp.customer_id else c2.customer_id end,
            case when x.g % 2 = 0 then 'PO-' || x.g end, case when x.g % 3 = 0 then 'R-' || x.g end,
            x.d, case when k.type = 1 then 1 end, greatest(1, least(s.status, 5)),
            x.d + interval '7 hours', ${admin}, ${admin}, x.d + interval '9 hours', ${admin}, ${admin},
            case when s.status in (4, 5, 6, 9) then x.d + interval '8 hours' end, case when s.status = 5 then x.d + interval '1 day' end
          from (select g, random() as r1, random() as r2, random() as r3,
                  current_date - ${years * 365 + 2} + (g::bigint * ${years * 365 + 3} / ${heads})::int as d
                from generate_series(${from}, ${to}) g) x
          cross join lateral (select case when x.r1 < 0.45 then 1 when x.r1 < 0.8 then 2 else 3 end as type,
            (case when x.r2 < 0.15 then floor(x.r2 / 0.15 * 5) when x.r2 < 0.3 then 5 + floor((x.r2 - 0.15) / 0.15 * 100) else floor((x.r2 - 0.3) / 0.7 * ${locations}) end)::int as n) k
          cross join lateral (select case
            when current_date - x.d > 30 then case when k.type < 3 and x.r3 > 0.96 then 7 else 5 end
            when k.type < 3 then case when x.r3 < 0.05 then 0 when x.r3 < 0.2 then 1 when x.r3 < 0.3 then 2 when x.r3 < 0.4 then 3 when x.r3 < 0.7 then 4 else 5 end
            else case when x.r3 < 0.1 then 0 when x.r3 < 0.5 then 4 when x.r3 < 0.9 then 5 when x.r3 < 0.95 then 6 else 9 end end as status) s
          join bench_locs c on c.n = least(k.n, ${locations - 1})
          join bench_locs c2 on c2.n = (k.n + 1 + x.g % ${locations - 1}) % ${locations}
          join bench_depots dp on dp.n = x.g % ${depots}`);
      }
      await q(`select setval(pg_get_serial_sequence('transactions', 'id'), (select max(id) from transactions))`);
    });

    await step('transaction lines', async () => {
      // 1–4 lines a head (2.5 on average), distinct products; picked and received as the status says.
      for (let from = first; from < first + heads; from += chunk) {
        const to = Math.min(first + heads, from + chunk) - 1;
        await q(`insert into transaction_lines (transaction_id, product_id, qty_ordered, qty_picked, qty_received)
          select t.id, p.id, qq.q,
            case when t.type < 3 and t.status in (3, 4, 5, 6, 9) then qq.q end,
            case when t.status = 5 then qq.q when t.status = 6 then qq.q - 10 end
          from transactions t
          cross join lateral generate_series(1, 1 + (t.id::bigint * 7919 % 4)::int) j
          join bench_products p on p.n = (t.id + j * 5) % ${products}
          cross join lateral (select 10 * (1 + (t.id::bigint * 31 + j * 17) % 40) as q) qq
          where t.id between ${from} and ${to}
          order by t.id, j`);
      }
    });

    // One statement: the lines have no index on their head during the load, so one hash join.
    await step('stock movements of the confirmed lines', () => q(`insert into stock_movements (transaction_id, account_location_id, product_id, quantity, booked_on, created_at)
      select t.id, side.account, l.product_id, side.sign * l.qty_received, t.transaction_date, t.confirmed_at
      from transactions t join transaction_lines l on l.transaction_id = t.id
      cross join lateral (values (t.account_from, -1), (t.account_to, 1)) side(account, sign)
      where t.status = 5 and t.id >= ${first}`));

    await step('indexes and constraints back', async () => {
      for (const constraint of constraints) await q(`alter table ${constraint.tab} add constraint ${constraint.conname} ${constraint.def}`);
      for (const index of indexes) await q(index.indexdef);
    });
    await step('kept balances and monthly nets', async () => {
      await q(`insert into stock_balances (location_id, product_id, quantity)
        select account_location_id, product_id, sum(quantity) from stock_movements group by 1, 2
        on conflict (location_id, product_id) do update set quantity = stock_balances.quantity + excluded.quantity`);
      // The last two years of monthly nets: what the 12-month indicator and the chart read.
      await q(`insert into stock_months (location_id, product_id, month, net)
        select account_location_id, product_id, date_trunc('month', booked_on)::date, sum(quantity) from stock_movements
        where booked_on >= date_trunc('month', current_date) - interval '24 months' group by 1, 2, 3
        on conflict (location_id, product_id, month) do update set net = stock_months.net + excluded.net`);
    });
    await q(`set session_replication_role = origin`);

    // A user at the biggest location, with the tasks of its lists and receipts.
    const big = (await q(`select id, customer_id from locations where id between ${FIRST_LOCATION} and ${FIRST_LOCATION + 4}
      order by (select count(*) from transactions t where t.location_id_from = locations.id) + (select count(*) from transactions t where t.location_id_to = locations.id) desc limit 1`)).rows[0];
    const bigLocationUser = 'ledger.storlager';
    await q(`insert into users (login_name, name, email, password_hash, customer_id, location_id, tasks_allowed, confirmed_gdpr)
      select $1, 'Lagerleder Storlager', 'storlager@example.no', password_hash, $2, $3, '{Order,Delivery,Reception,Expedition}', true
      from users where login_name = 'admin'`, [bigLocationUser, big.customer_id, big.id]);

    // As autovacuum would leave tables in use: statistics, and a visibility map for index-only scans.
    await step('vacuum analyze', () => q(`vacuum analyze transactions, transaction_lines, stock_movements, stock_balances, stock_months, locations, customers, users`));
    return await describeLedger(client, Math.round((performance.now() - started) / 100) / 10, bigLocationUser);
  } finally {
    await client.end();
  }
}

/** The sizes of a grown ledger and its measured location (the one of the bench user). */
export async function describeLedger(client: pg.Client, seconds: number, bigLocationUser = 'ledger.storlager'): Promise<LedgerData> {
  const count = async (table: string) => Number((await client.query(`select count(*) as n from ${table}`)).rows[0].n);
  const { location_id: bigLocationId } = (await client.query(`select location_id from users where login_name = $1`, [bigLocationUser])).rows[0];
  const heads = (await client.query(`select (select count(*) from transactions where location_id_from = $1) + (select count(*) from transactions where location_id_to = $1) as n`, [bigLocationId])).rows[0].n;
  return {
    seconds, heads: await count('transactions'), lines: await count('transaction_lines'), movements: await count('stock_movements'),
    locations: await count('locations'), customers: await count('customers'), bigLocationId, bigLocationHeads: Number(heads), bigLocationUser,
  };
}

/**
 * Puts the orders a bench run confirmed back in transit, so that a kept database (LEDGER_BENCH_REUSE)
 * offers the next run as many to confirm: their movements are taken out of the balances and month
 * nets again and deleted. A grown order's confirmed_at is at midnight; a confirm through the API is not.
 */
export async function putBackConfirmed(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(`create temp table undone on commit drop as
      select id from transactions where status = 5 and confirmed_at > now() - interval '7 days' and confirmed_at <> date_trunc('day', confirmed_at)`);
    await client.query(`with gone as (
        delete from stock_movements m using undone u where m.transaction_id = u.id
        returning m.account_location_id as location_id, m.product_id, m.quantity, date_trunc('month', m.booked_on)::date as month),
      balances as (
        update stock_balances b set quantity = b.quantity - g.quantity
        from (select location_id, product_id, sum(quantity) as quantity from gone group by 1, 2) g
        where b.location_id = g.location_id and b.product_id = g.product_id)
      update stock_months s set net = s.net - g.quantity
      from (select location_id, product_id, month, sum(quantity) as quantity from gone group by 1, 2, 3) g
      where s.location_id = g.location_id and s.product_id = g.product_id and s.month = g.month`);
    await client.query('update transaction_lines l set qty_received = null from undone u where l.transaction_id = u.id');
    const { rowCount } = await client.query('update transactions t set status = 4, confirmed_at = null from undone u where t.id = u.id');
    await client.query('commit');
    return rowCount ?? 0;
  } finally {
    await client.end();
  }
}
