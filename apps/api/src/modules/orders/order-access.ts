import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Caller } from '../auth/auth.module.ts';
import type { OrderRecord } from './orders.repository.ts';
import { owns } from './orders.rules.ts';

/**
 * The proof a guest holds that an order is theirs: an HMAC of the order code under the shop's secret,
 * handed out when the order is placed. Knowing an order code alone is not enough to read the order.
 */
export class OrderAccessTokens {
  private readonly secret: string;
  constructor(secret: string) {
    this.secret = secret;
  }

  issue(orderCode: string): string {
    return this.mac(orderCode).toString('base64url');
  }

  verify(orderCode: string, token: string | undefined): boolean {
    if (!token) return false;
    const given = Buffer.from(token, 'base64url');
    const expected = this.mac(orderCode);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** The order's owner, or whoever holds its access token, may read and change it. */
  allows(caller: Caller, order: Pick<OrderRecord, 'orderCode' | 'customerId' | 'memberId'>): boolean {
    return owns(caller, order) || this.verify(order.orderCode, caller.orderAccessToken);
  }

  private mac(orderCode: string): Buffer {
    return createHmac('sha256', this.secret).update(`order-access.v1.${orderCode}`).digest();
  }
}
