import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestIdOf } from './request-ids.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A request from `peer` carrying `requestId` in X-Request-Id. */
const arriving = (peer: string, requestId?: string) =>
  ({
    headers: requestId === undefined ? {} : { 'x-request-id': requestId },
    socket: { remoteAddress: peer },
  }) as unknown as IncomingMessage;

describe('requestIdOf', () => {
  it('keeps a well-formed id sent by a proxy TRUST_PROXY trusts', () => {
    expect(requestIdOf(1)(arriving('127.0.0.1', 'lb-7f3a:1'))).toBe('lb-7f3a:1');
    expect(requestIdOf(['10.0.0.0/8'])(arriving('10.1.2.3', 'Root=1-5f84c7a5-91e5'))).toBe(
      'Root=1-5f84c7a5-91e5',
    );
    expect(requestIdOf(['10.0.0.0/8'])(arriving('::ffff:10.1.2.3', 'from-mapped'))).toBe('from-mapped');
  });

  it('makes a new id for a client, an untrusted peer, or an id that could split a log line', () => {
    expect(requestIdOf(false)(arriving('127.0.0.1', 'from-a-client'))).toMatch(UUID);
    expect(requestIdOf(['10.0.0.0/8'])(arriving('192.0.2.1', 'from-elsewhere'))).toMatch(UUID);
    for (const malformed of ['two words', 'line\nbreak', 'x'.repeat(129), '']) {
      expect(requestIdOf(1)(arriving('127.0.0.1', malformed))).toMatch(UUID);
    }
    expect(requestIdOf(1)(arriving('127.0.0.1'))).toMatch(UUID);
  });
});
