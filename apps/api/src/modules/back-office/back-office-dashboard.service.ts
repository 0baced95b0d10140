import { DASHBOARD_DAYS, type DashboardResponse, LOW_STOCK_THRESHOLD } from '@dutyfree/contracts';
import { tradeStatuses } from '../orders/orders.module.ts';
import type { BackOfficeDashboardRepository } from './back-office-dashboard.repository.ts';
import { DAY_MS, dayOf } from './utc-days.ts';

/** The shop's last 30 days at a glance: orders and revenue per day and per flight, top items, low stock. */
export class BackOfficeDashboardService {
  private readonly figures: BackOfficeDashboardRepository;
  private readonly now: () => number;
  constructor(deps: { figures: BackOfficeDashboardRepository; now: () => number }) {
    this.figures = deps.figures;
    this.now = deps.now;
  }

  async dashboard(): Promise<DashboardResponse> {
    const today = Math.floor(this.now() / DAY_MS);
    const firstDay = today - (DASHBOARD_DAYS - 1);
    const window = { since: firstDay * DAY_MS, statuses: tradeStatuses };
    const [perDay, flights, topItems, lowStock] = await Promise.all([
      this.figures.perDay(window),
      this.figures.perFlight(window),
      this.figures.topItems(window),
      this.figures.lowStock(LOW_STOCK_THRESHOLD),
    ]);
    const byDay = new Map(perDay.map((figures) => [figures.dayNumber, figures]));
    // Every day of the window, so a chart's axis shows quiet days as quiet rather than skipping them.
    const days = Array.from({ length: DASHBOARD_DAYS }, (_, n) => {
      const dayNumber = firstDay + n;
      const figures = byDay.get(dayNumber);
      return {
        day: dayOf(dayNumber * DAY_MS),
        orders: figures?.orders ?? 0,
        revenueCents: figures?.revenueCents ?? 0,
      };
    });
    return { days, flights, topItems, lowStock };
  }
}
