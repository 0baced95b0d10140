import { describe, expect, it } from 'vitest';
import { isValidSignature, SIGNATURE_TOLERANCE_SECONDS, signWebhook } from './webhook-signature.ts';

const secret = 'a-webhook-secret-of-at-least-32-characters';
const body = '{"id":"evt_1","type":"payment.succeeded","data":{"sessionId":"cs_1"}}';
const now = 1_767_225_600_000;

describe('webhook signatures', () => {
  it('accepts a body exactly as it was signed', () => {
    expect(isValidSignature(secret, body, signWebhook(secret, body, now), now)).toBe(true);
  });

  it('refuses a body changed after signing', () => {
    const signature = signWebhook(secret, body, now);
    expect(isValidSignature(secret, body.replace('succeeded', 'declined'), signature, now)).toBe(false);
  });

  it('refuses a signature made with another secret', () => {
    const signature = signWebhook('another-secret-of-at-least-32-characters!', body, now);
    expect(isValidSignature(secret, body, signature, now)).toBe(false);
  });

  it('refuses an old delivery replayed after the tolerance', () => {
    const signature = signWebhook(secret, body, now);
    const later = now + (SIGNATURE_TOLERANCE_SECONDS + 1) * 1000;
    expect(isValidSignature(secret, body, signature, later)).toBe(false);
  });

  it('refuses a missing or malformed header', () => {
    expect(isValidSignature(secret, body, undefined, now)).toBe(false);
    expect(isValidSignature(secret, body, 'v1=abc', now)).toBe(false);
    expect(isValidSignature(secret, body, `t=${Math.floor(now / 1000)},v1=zz`, now)).toBe(false);
  });
});
