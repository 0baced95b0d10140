import {
  actionPrivileges,
  apiPaths,
  backOfficeCustomsRulesResponse,
  customsRuleDraft,
  customsRuleHistoryQuery,
  customsRuleHistoryResponse,
  customsRuleVersion,
} from '@dutyfree/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffCaller } from '../auth/auth.module.ts';
import { adminCall } from './admin-only.ts';
import type { BackOfficeCustomsRulesService } from './back-office-customs-rules.service.ts';

const customsAdminOnly = adminCall(actionPrivileges.backOfficeCustomsRules);

export const backOfficeCustomsRulesRoutes: FastifyPluginAsyncZod<{
  customsRules: BackOfficeCustomsRulesService;
}> = async (app, { customsRules }) => {
  app.get(
    apiPaths.backOfficeCustomsRules,
    {
      config: customsAdminOnly,
      schema: {
        tags: ['Staff'],
        summary: "Every destination's customs rule in force, with its version and source",
        response: { 200: backOfficeCustomsRulesResponse },
      },
    },
    async () => customsRules.all(),
  );

  app.get(
    apiPaths.backOfficeCustomsRuleHistory,
    {
      config: customsAdminOnly,
      schema: {
        tags: ['Staff'],
        summary: 'Every version of a destination’s customs rule, newest first, with who made it and when',
        querystring: customsRuleHistoryQuery,
        response: { 200: customsRuleHistoryResponse },
      },
    },
    async (request) => customsRules.history(request.query.destination),
  );

  app.post(
    apiPaths.backOfficeSaveCustomsRule,
    {
      config: customsAdminOnly,
      schema: {
        tags: ['Staff'],
        summary:
          'Change a destination’s customs rule (or add one): a new version, for orders placed from now on',
        body: customsRuleDraft,
        response: { 200: customsRuleVersion },
      },
    },
    async (request) => customsRules.save(staffCaller(request.caller, 'admin').staffId, request.body),
  );
};
