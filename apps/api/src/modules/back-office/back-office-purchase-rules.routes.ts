import {
  actionPrivileges,
  apiPaths,
  backOfficePurchaseRule,
  backOfficePurchaseRulesResponse,
  purchaseRuleItemRequest,
  purchaseRuleQuery,
  purchaseRuleReasonDraft,
} from '@dutyfree/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffCaller } from '../auth/auth.module.ts';
import { adminCall } from './admin-only.ts';
import type { BackOfficePurchaseRulesService } from './back-office-purchase-rules.service.ts';

const rulesAdminOnly = adminCall(actionPrivileges.backOfficePurchaseRules);

export const backOfficePurchaseRulesRoutes: FastifyPluginAsyncZod<{
  purchaseRules: BackOfficePurchaseRulesService;
}> = async (app, { purchaseRules }) => {
  const admin = (request: { caller: Parameters<typeof staffCaller>[0] }) =>
    staffCaller(request.caller, 'admin').staffId;

  app.get(
    apiPaths.backOfficePurchaseRules,
    {
      config: rulesAdminOnly,
      schema: {
        tags: ['Staff'],
        summary: 'Every purchase rule with its item codes and its reason in the three languages',
        response: { 200: backOfficePurchaseRulesResponse },
      },
    },
    async () => purchaseRules.rules(),
  );

  app.post(
    apiPaths.backOfficeAddPurchaseRuleItem,
    {
      config: rulesAdminOnly,
      schema: {
        tags: ['Staff'],
        summary: "Add an item's code to a purchase rule (the item must exist)",
        querystring: purchaseRuleQuery,
        body: purchaseRuleItemRequest,
        response: { 200: backOfficePurchaseRule },
      },
    },
    async (request) => purchaseRules.addItem(admin(request), request.query.rule, request.body.itemCode),
  );

  app.post(
    apiPaths.backOfficeRemovePurchaseRuleItem,
    {
      config: rulesAdminOnly,
      schema: {
        tags: ['Staff'],
        summary: 'Take an item code off a purchase rule',
        querystring: purchaseRuleQuery,
        body: purchaseRuleItemRequest,
        response: { 200: backOfficePurchaseRule },
      },
    },
    async (request) => purchaseRules.removeItem(admin(request), request.query.rule, request.body.itemCode),
  );

  app.post(
    apiPaths.backOfficeSavePurchaseRuleReason,
    {
      config: rulesAdminOnly,
      schema: {
        tags: ['Staff'],
        summary: 'Change the reason a purchase rule gives the traveller, in English, Arabic and Chinese',
        querystring: purchaseRuleQuery,
        body: purchaseRuleReasonDraft,
        response: { 200: backOfficePurchaseRule },
      },
    },
    async (request) => purchaseRules.saveReason(admin(request), request.query.rule, request.body),
  );
};
