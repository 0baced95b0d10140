import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs the embedded shop on port 3000 with a SQLite file when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBe('sqlite:./data/shop.db');
    expect(config.publicBaseUrl).toBe('http://127.0.0.1:3000');
    expect(config.seedOnStart).toBe(true);
  });

  it('logs each request only when asked to', () => {
    expect(loadConfig({}).logRequests).toBe(false);
    expect(loadConfig({ LOG_REQUESTS: 'true' }).logRequests).toBe(true);
  });

  it('trusts forwarded client addresses only when told to', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    // `true` trusts the nearest proxy only: an address the client wrote into the header is not believed.
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
  });

  it('serves metrics to this machine only unless given a token or other addresses', () => {
    expect(loadConfig({}).metrics).toEqual({ token: undefined, allow: ['loopback'] });
    expect(
      loadConfig({ METRICS_TOKEN: 't'.repeat(32), METRICS_ALLOW: '10.0.0.0/8, loopback' }).metrics,
    ).toEqual({ token: 't'.repeat(32), allow: ['10.0.0.0/8', 'loopback'] });
    expect(loadConfig({ METRICS_ALLOW: 'none' }).metrics.allow).toEqual([]);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_ALLOW: 'everyone' })).toThrow(/METRICS_ALLOW/);
  });

  it('holds an unpaid order 30 minutes and settles a pending test card after 20 seconds by default', () => {
    expect(loadConfig({}).payments).toEqual({
      webhookSecret: undefined,
      abandonMinutes: 30,
      pendingSeconds: 20,
      providerUrl: 'http://127.0.0.1:3100',
      runSandbox: true,
    });
    expect(loadConfig({ PORT: '3700' }).payments.providerUrl).toBe('http://127.0.0.1:3800');
    expect(loadConfig({ PAYMENT_PROVIDER_URL: 'https://pay.example.com/' }).payments.providerUrl).toBe(
      'https://pay.example.com',
    );
    expect(() => loadConfig({ PAYMENT_WEBHOOK_SECRET: 'short' })).toThrow(/PAYMENT_WEBHOOK_SECRET="short"/);
    expect(() => loadConfig({ PAYMENT_ABANDON_MINUTES: '0' })).toThrow(/PAYMENT_ABANDON_MINUTES/);
  });

  it('asks an admin to confirm an exchange rate moved by more than 10 % by default', () => {
    expect(loadConfig({}).exchangeRateConfirmPercent).toBe(10);
    expect(loadConfig({ EXCHANGE_RATE_CONFIRM_PERCENT: '25' }).exchangeRateConfirmPercent).toBe(25);
    expect(() => loadConfig({ EXCHANGE_RATE_CONFIRM_PERCENT: 'ten' })).toThrow(
      /EXCHANGE_RATE_CONFIRM_PERCENT/,
    );
  });

  it('opens on-board ordering at boarding, an hour before departure, by default', () => {
    expect(loadConfig({}).onBoardOpensMinutesBeforeDeparture).toBe(60);
    expect(
      loadConfig({ ONBOARD_OPENS_MINUTES_BEFORE_DEPARTURE: '45' }).onBoardOpensMinutesBeforeDeparture,
    ).toBe(45);
    expect(() => loadConfig({ ONBOARD_OPENS_MINUTES_BEFORE_DEPARTURE: '-5' })).toThrow(
      /ONBOARD_OPENS_MINUTES_BEFORE_DEPARTURE/,
    );
    expect(() => loadConfig({ ONBOARD_OPENS_MINUTES_BEFORE_DEPARTURE: '2000' })).toThrow(/at most 1440/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).databaseUrl).toBe('sqlite:./data/shop.db');
  });

  it('names every bad variable and what it expects', () => {
    let problems: string[] = [];
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_ON_START: 'maybe' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      problems = (error as ConfigError).problems;
    }
    expect(problems).toHaveLength(3);
    expect(problems.find((p) => p.startsWith('PORT="eighty"'))).toBeDefined();
    expect(problems.find((p) => p.startsWith('DATABASE_URL="mysql://x"'))).toContain(
      'expected sqlite:<path>',
    );
    expect(problems.find((p) => p.startsWith('SEED_ON_START="maybe"'))).toContain('expected true or false');
  });

  it('derives the public base URL from a host that listens everywhere', () => {
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '8080' }).publicBaseUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://shop.example.com/' }).publicBaseUrl).toBe(
      'https://shop.example.com',
    );
  });
});
