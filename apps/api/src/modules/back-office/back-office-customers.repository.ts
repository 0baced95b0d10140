import type { BackOfficeCustomersResponse } from '@dutyfree/contracts';
import type { Engine } from '../../db/database.ts';
import type { Executor } from '../../db/transaction.ts';

/**
 * Shop accounts and loyalty members as an admin looks them up. Every column is named: no password hash
 * (nor any other secret of the tables) is ever read, so none can slip into an answer.
 */
export class BackOfficeCustomersRepository {
  private readonly db: Executor;
  private readonly engine: Engine;
  constructor(db: Executor, engine: Engine) {
    this.db = db;
    this.engine = engine;
  }

  /**
   * Newest first, up to `limit` older than `before`: a name, e-mail address, user name or membership
   * number containing `search`.
   */
  async customers(
    search: string | undefined,
    before: number | undefined,
    limit: number,
  ): Promise<BackOfficeCustomersResponse['customers']> {
    let query = this.db
      .selectFrom('customer as c')
      .select([
        'c.id',
        'c.username',
        'c.email',
        'c.first_name',
        'c.last_name',
        'c.membership_number',
        'c.created_at',
      ])
      .select((eb) =>
        eb
          .selectFrom('customer_order as o')
          .select((o) => o.fn.countAll<number>().as('n'))
          .whereRef('o.customer_id', '=', 'c.id')
          .as('orders'),
      )
      .$if(before !== undefined, (q) => q.where('c.id', '<', before as number))
      .orderBy('c.id', 'desc')
      .limit(limit);
    if (search) {
      const operator = this.operator();
      const pattern = `%${search}%`;
      query = query.where((eb) =>
        eb.or(
          (['c.username', 'c.email', 'c.first_name', 'c.last_name', 'c.membership_number'] as const).map(
            (column) => eb(column, operator, pattern),
          ),
        ),
      );
    }
    return (await query.execute()).map((row) => ({
      id: row.id,
      username: row.username,
      email: row.email,
      name: `${row.first_name} ${row.last_name}`,
      membershipNumber: row.membership_number,
      createdAt: new Date(Number(row.created_at)).toISOString(),
      orders: Number(row.orders ?? 0),
    }));
  }

  /**
   * Loyalty members by number, name or e-mail, with their balance (the sum of their miles), in number
   * order, up to `limit` numbered after `after`.
   */
  async members(
    search: string | undefined,
    after: string | undefined,
    limit: number,
  ): Promise<BackOfficeCustomersResponse['members']> {
    let query = this.db
      .selectFrom('loyalty_member as m')
      .select(['m.member_id', 'm.email', 'm.first_name', 'm.last_name', 'm.tier', 'm.created_at'])
      .select((eb) =>
        eb
          .selectFrom('miles_transaction as t')
          .select((t) => t.fn.coalesce(t.fn.sum<number>('t.miles'), t.lit(0)).as('balance'))
          .whereRef('t.member_id', '=', 'm.member_id')
          .as('balance'),
      )
      .$if(after !== undefined, (q) => q.where('m.member_id', '>', after as string))
      .orderBy('m.member_id')
      .limit(limit);
    if (search) {
      const operator = this.operator();
      const pattern = `%${search}%`;
      query = query.where((eb) =>
        eb.or(
          (['m.member_id', 'm.email', 'm.first_name', 'm.last_name'] as const).map((column) =>
            eb(column, operator, pattern),
          ),
        ),
      );
    }
    return (await query.execute()).map((row) => ({
      memberId: row.member_id,
      email: row.email,
      name: `${row.first_name} ${row.last_name}`,
      tier: row.tier,
      milesBalance: Number(row.balance ?? 0),
      createdAt: new Date(Number(row.created_at)).toISOString(),
    }));
  }

  // SQLite's LIKE ignores the case of ASCII letters already; PostgreSQL needs ILIKE for that.
  private operator() {
    return this.engine === 'postgres' ? ('ilike' as const) : ('like' as const);
  }
}
