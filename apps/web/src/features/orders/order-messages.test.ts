import { fixedError, orderMessages, templatedError } from '@dutyfree/contracts';
import i18next from 'i18next';
import { beforeAll, describe, expect, test } from 'vitest';
import { codeTranslator } from '../../lib/form-errors.ts';
import cartAr from '../../locales/ar/cart.json';
import ordersAr from '../../locales/ar/orders.json';
import { orderTemplates } from './order-messages.ts';

const i18n = i18next.createInstance();
let translate: ReturnType<typeof codeTranslator>;

beforeAll(async () => {
  await i18n.init({
    lng: 'ar',
    resources: { ar: { orders: ordersAr, cart: cartAr } },
    interpolation: { escapeValue: false },
  });
  translate = codeTranslator(
    i18n.getFixedT('ar', 'orders') as (key: string, options: Record<string, unknown>) => string,
    orderTemplates,
  );
});

describe('order errors in the reader’s language, found by code', () => {
  test('a fixed refusal', () => {
    expect(translate(fixedError('orders.orderClosed'))).toBe(ordersAr.messages.orderClosed);
  });

  test('out of stock and low stock are two sentences of one code, with the name and the count', () => {
    expect(translate(templatedError('orders.outOfStock', { name: 'Cognac XO', available: 0 }))).toBe(
      'نفد مخزون Cognac XO. يرجى إزالته من سلة التسوق.',
    );
    expect(translate(templatedError('orders.outOfStock', { name: 'Cognac XO', available: 2 }))).toBe(
      'لم يتبقَّ من Cognac XO سوى 2 في المخزون. يرجى تقليل الكمية.',
    );
  });

  test('an allowance refusal names its unit as the cart’s allowance lines do', () => {
    const refusal = templatedError('orders.dutyDueToConfirm', {
      allowance: 'alcohol',
      used: 4.2,
      allowed: 4,
      airport: 'مطار دبي الدولي',
    });
    expect(translate(refusal)).toContain(`من 4 ${cartAr.allowances.units.alcohol} مسموح بها`);
  });

  test('the numbers of a miles refusal and of the ticket length rule', () => {
    expect(translate(templatedError('orders.notEnoughMiles', { needed: 24_690, available: 1_000 }))).toBe(
      'الأميال غير كافية: المطلوب 24690، والمتاح 1000.',
    );
    expect(translate(templatedError('flights.ticketNumberLength', { n: 9 }))).toBe(
      'يجب أن يتكون رقم التذكرة من 13 حرفاً. عدد الأحرف الحالي (9).',
    );
  });

  test('a refusal of the shared field rules, such as a control character in a text', () => {
    expect(translate(fixedError('fields.textNotAllowed'))).toBe(ordersAr.messages.textNotAllowed);
  });

  test('a fixed message of the contracts, as a lookup answers it', () => {
    expect(translate(orderMessages.orderClosed)).toBe(ordersAr.messages.orderClosed);
  });

  test('an error it has no words for is shown as the server wrote it', () => {
    expect(
      translate({ message: 'The flight was struck by lightning.', code: 'request.uncoded', params: {} }),
    ).toBe('The flight was struck by lightning.');
  });
});
