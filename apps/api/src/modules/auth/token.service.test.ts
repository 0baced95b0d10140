import { describe, expect, it } from 'vitest';
import { TokenService } from './token.service.ts';

const secret = 'a'.repeat(64);

describe('TokenService', () => {
  it('verifies the tokens it signed, each only as its own kind', () => {
    const tokens = new TokenService({ secret, clientTtlSeconds: 60, userTtlSeconds: 60 });
    const client = tokens.issueClientToken('web');
    const user = tokens.issueUserToken('customer', { sub: '42' });
    expect(tokens.verifyClientToken(client)).toMatchObject({ typ: 'client', client: 'web' });
    expect(tokens.verifyUserToken(user)).toMatchObject({ typ: 'user', kind: 'customer', sub: '42' });
    expect(tokens.verifyUserToken(client)).toBeNull();
    expect(tokens.verifyClientToken(user)).toBeNull();
  });

  it('rejects a token signed with another secret or with altered claims', () => {
    const ours = new TokenService({ secret, clientTtlSeconds: 60, userTtlSeconds: 60 });
    const theirs = new TokenService({ secret: 'b'.repeat(64), clientTtlSeconds: 60, userTtlSeconds: 60 });
    expect(ours.verifyUserToken(theirs.issueUserToken('customer', { sub: '1' }))).toBeNull();

    const [version, , signature] = ours.issueUserToken('customer', { sub: '1' }).split('.');
    const forged = Buffer.from(
      JSON.stringify({ typ: 'user', kind: 'customer', sub: '2', jti: 'x', exp: 9e9 }),
    );
    expect(ours.verifyUserToken(`${version}.${forged.toString('base64url')}.${signature}`)).toBeNull();
    expect(ours.verifyUserToken('not a token')).toBeNull();
  });

  it('lets a user token expire after its time to live', () => {
    let now = Date.UTC(2026, 10, 21, 12);
    const tokens = new TokenService({ secret, clientTtlSeconds: 60, userTtlSeconds: 3600, now: () => now });
    const token = tokens.issueUserToken('anonymous');
    now += 3599_000;
    expect(tokens.verifyUserToken(token)).not.toBeNull();
    now += 2_000;
    expect(tokens.verifyUserToken(token)).toBeNull();
  });
});

describe('TokenService subjects', () => {
  const tokens = new TokenService({ secret, clientTtlSeconds: 60, userTtlSeconds: 60 });

  it.each([
    ['customer', '2147483647'],
    ['staff', '1'],
    ['member', 'ET100200300'],
  ] as const)('verifies a %s token whose subject a row can have (%s)', (kind, sub) => {
    expect(tokens.verifyUserToken(tokens.issueUserToken(kind, { sub }))).toMatchObject({ kind, sub });
  });

  it.each([
    ['customer', String(2 ** 40)],
    ['customer', '2147483648'],
    ['customer', '0'],
    ['customer', '-1'],
    ['customer', '1.5'],
    ['customer', '1e3'],
    ['customer', undefined],
    ['staff', String(2 ** 31)],
    ['staff', 'a\u0000b'],
    ['member', 'ET\u0000'],
    ['member', ''],
    ['member', 'x'.repeat(65)],
  ] as const)('refuses a validly signed %s token whose subject no row can have (%j)', (kind, sub) => {
    expect(tokens.verifyUserToken(tokens.issueUserToken(kind, sub === undefined ? {} : { sub }))).toBeNull();
  });

  it('refuses a customer token whose linked membership number is not text', () => {
    expect(
      tokens.verifyUserToken(tokens.issueUserToken('customer', { sub: '1', member: 'ET\u0000' })),
    ).toBeNull();
  });
});
