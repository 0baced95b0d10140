import { DASHBOARD_DAYS, type DashboardResponse, LOW_STOCK_THRESHOLD } from '@dutyfree/contracts';
import type { CabinService } from '../cabin/cabin.module.ts';
import type { ItemKeeping } from '../catalog/catalog.module.ts';
import type { OrderBook } from '../orders/orders.module.ts';
import { DAY_MS, dayOf } from './utc-days.ts';

/** How many items the low-stock list shows. */
const LOW_STOCK_ROWS = 10;

export type BackOfficeDashboardDependencies = {
  orders: Pick<OrderBook, 'trade'>;
  items: Pick<ItemKeeping, 'lowStock'>;
  trolley: Pick<CabinService, 'tradeSince'>;
  now: () => number;
};

/**
 * The shop's last 30 days at a glance: orders and revenue per day and per flight and the top items (the
 * orders module's trade), the items running low (the catalogue's), and the trolley sales and the flights
 * whose trolley closed with a difference (the cabin's).
 */
export class BackOfficeDashboardService {
  private readonly deps: BackOfficeDashboardDependencies;
  constructor(deps: BackOfficeDashboardDependencies) {
    this.deps = deps;
  }

  async dashboard(): Promise<DashboardResponse> {
    const today = Math.floor(this.deps.now() / DAY_MS);
    const firstDay = today - (DASHBOARD_DAYS - 1);
    const [trade, lowStock, trolley] = await Promise.all([
      this.deps.orders.trade(firstDay * DAY_MS),
      this.deps.items.lowStock(LOW_STOCK_THRESHOLD, LOW_STOCK_ROWS),
      this.deps.trolley.tradeSince(firstDay * DAY_MS),
    ]);
    const byDay = new Map(trade.perDay.map((figures) => [figures.dayNumber, figures]));
    // Every day of the window, so a chart's axis shows quiet days as quiet rather than skipping them.
    const days = Array.from({ length: DASHBOARD_DAYS }, (_, n) => {
      const dayNumber = firstDay + n;
      const figures = byDay.get(dayNumber);
      return {
        day: dayOf(dayNumber * DAY_MS),
        orders: figures?.orders ?? 0,
        revenueCents: figures?.revenueCents ?? 0,
        revenueMiles: figures?.revenueMiles ?? 0,
      };
    });
    return {
      days,
      flights: trade.perFlight,
      topItems: trade.topItems,
      trolley,
      lowStock: lowStock.map((item) => ({
        itemId: item.id,
        itemCode: item.itemCode,
        name: item.name,
        stock: item.stock,
      })),
    };
  }
}
