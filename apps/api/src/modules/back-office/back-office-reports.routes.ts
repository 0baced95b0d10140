import {
  actionPrivileges,
  apiPaths,
  backOfficeCustomersQuery,
  backOfficeCustomersResponse,
  dashboardResponse,
} from '@dutyfree/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCall } from './admin-only.ts';
import type { BackOfficeCustomersService } from './back-office-customers.service.ts';
import type { BackOfficeDashboardService } from './back-office-dashboard.service.ts';

export const backOfficeReportsRoutes: FastifyPluginAsyncZod<{
  customers: BackOfficeCustomersService;
  dashboard: BackOfficeDashboardService;
}> = async (app, { customers, dashboard }) => {
  app.get(
    apiPaths.backOfficeCustomers,
    {
      config: adminCall(actionPrivileges.backOfficeCustomers),
      schema: {
        tags: ['Staff'],
        summary: 'Shop accounts and loyalty members by name, e-mail, user name or number (no password data)',
        querystring: backOfficeCustomersQuery,
        response: { 200: backOfficeCustomersResponse },
      },
    },
    async (request) => customers.search(request.query),
  );

  app.get(
    apiPaths.backOfficeDashboard,
    {
      config: adminCall(actionPrivileges.backOfficeDashboard),
      schema: {
        tags: ['Staff'],
        summary: 'Orders and revenue per day and per flight for the last 30 days, top items, low stock',
        response: { 200: dashboardResponse },
      },
    },
    async () => dashboard.dashboard(),
  );
};
