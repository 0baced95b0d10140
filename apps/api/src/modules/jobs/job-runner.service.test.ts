import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../db/database.ts';
import { withTransaction } from '../../db/transaction.ts';
import { createTestDatabase, type TestDatabase, testEngines } from '../../testing/test-database.ts';
import { JobRunner } from './job-runner.service.ts';
import { JobsRepository } from './jobs.repository.ts';

const retry = { baseMs: 1_000, capMs: 60_000, maxAttempts: 3 };

function quietLogger() {
  return { warn: vi.fn(), error: vi.fn(), info: vi.fn() } as unknown as FastifyBaseLogger & {
    warn: ReturnType<typeof vi.fn>;
    error: ReturnType<typeof vi.fn>;
  };
}

describe.each(testEngines)('the job runner on %s', (engine) => {
  let database: TestDatabase;
  let clock = 1_800_000_000_000;
  const now = () => clock;
  const key = (name: string) => `${name}-${randomUUID()}`;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.drop());
  afterEach(async () => {
    await database.db.deleteFrom('job').execute();
  });

  function runner(logger = quietLogger(), db = database) {
    return new JobRunner({
      jobs: new JobsRepository(db.db, db.engine),
      logger,
      pollMs: 50,
      claimMs: 60_000,
      keepDoneMs: 86_400_000,
      retry,
      now,
    });
  }

  const stateOf = (idempotencyKey: string) =>
    database.db
      .selectFrom('job')
      .select(['state', 'attempts', 'run_after', 'last_error', 'locked_by'])
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirstOrThrow();

  it('runs a job queued in a transaction only once that transaction commits', async () => {
    const jobs = runner();
    const ran = vi.fn(async () => undefined);
    jobs.handle('test.work', ran);
    const committed = key('committed');
    await withTransaction(database.db, (trx) =>
      jobs.enqueue(trx, { kind: 'test.work', idempotencyKey: committed, payload: { n: 1 } }),
    );
    const rolledBack = key('rolled-back');
    await expect(
      withTransaction(database.db, async (trx) => {
        await jobs.enqueue(trx, { kind: 'test.work', idempotencyKey: rolledBack, payload: { n: 2 } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    await jobs.runNow(committed, rolledBack);
    expect(ran).toHaveBeenCalledOnce();
    expect(ran).toHaveBeenCalledWith({ n: 1 });
    expect(await stateOf(committed)).toMatchObject({ state: 'done', attempts: 1, locked_by: null });
  });

  it('hands back, when stopped, the jobs it claimed but had not begun; another runner does them once', async () => {
    const stopping = runner();
    let release: () => void = () => undefined;
    const first = new Promise<void>((resolve) => {
      release = resolve;
    });
    const ranBy: string[] = [];
    stopping.handle<{ n: number }>('test.batch', async ({ n }) => {
      ranBy.push(`stopping ${n}`);
      if (n === 1) await first;
    });
    const keys = [1, 2, 3].map((n) => key(`batch-${n}`));
    for (const [index, idempotencyKey] of keys.entries()) {
      await stopping.enqueue(database.db, { kind: 'test.batch', idempotencyKey, payload: { n: index + 1 } });
    }
    clock += 10_000;
    const pass = stopping.runDue();
    await vi.waitFor(() => expect(ranBy).toEqual(['stopping 1']));
    const stopped = stopping.stop();
    release();
    await Promise.all([pass, stopped]);
    expect(await stateOf(keys[0]!)).toMatchObject({ state: 'done', attempts: 1 });
    for (const handedBack of keys.slice(1)) {
      expect(await stateOf(handedBack)).toMatchObject({ state: 'queued', attempts: 0, locked_by: null });
    }

    const taking = runner();
    taking.handle<{ n: number }>('test.batch', async ({ n }) => {
      ranBy.push(`taking ${n}`);
    });
    expect(await taking.runDue()).toBe(2);
    expect(ranBy.sort()).toEqual(['stopping 1', 'taking 2', 'taking 3']);
  });

  it('keeps one job for a key enqueued twice, and runs it once', async () => {
    const jobs = runner();
    const ran = vi.fn(async () => undefined);
    jobs.handle('test.once', ran);
    const once = key('once');
    await jobs.enqueue(database.db, { kind: 'test.once', idempotencyKey: once, payload: {} });
    await jobs.enqueue(database.db, { kind: 'test.once', idempotencyKey: once, payload: {} });
    await jobs.runNow(once);
    await jobs.runNow(once);
    clock += 60_000;
    expect(await jobs.runDue()).toBe(0);
    expect(ran).toHaveBeenCalledOnce();
  });

  it('tells the jobs not done by kind and state, with how long the oldest waiting one has been due', async () => {
    const jobs = runner();
    jobs.handle('test.backlog', async () => {
      throw new Error('not yet');
    });
    for (const name of ['first', 'second', 'third']) {
      await jobs.enqueue(database.db, { kind: 'test.backlog', idempotencyKey: key(name), payload: {} });
    }
    const fresh = key('fresh');
    await jobs.enqueue(database.db, { kind: 'test.other', idempotencyKey: fresh, payload: {} });
    clock += 5_000;
    const dueSince = clock;
    clock += 7_000;
    expect(await jobs.runDue()).toBe(3);
    await jobs.enqueue(database.db, { kind: 'test.other', idempotencyKey: key('later'), payload: {} });
    const backlog = await jobs.backlog();
    const of = (kind: string, state: string) => backlog.find((b) => b.kind === kind && b.state === state);
    // The three failed once and wait for their retry; the other kind's first job is due and unclaimed.
    expect(of('test.backlog', 'scheduled')).toMatchObject({ count: 3 });
    expect(of('test.backlog', 'waiting')).toMatchObject({ count: 0, oldestDueAt: null });
    expect(of('test.other', 'waiting')).toEqual({
      kind: 'test.other',
      state: 'waiting',
      count: 1,
      oldestDueAt: dueSince,
    });
    expect(of('test.other', 'scheduled')).toMatchObject({ count: 1 });
  });

  it('leaves a fresh job to the process that queued it, and takes it over once that one is gone', async () => {
    const queuedBy = runner();
    queuedBy.handle('test.handover', async () => undefined);
    const other = runner();
    const ran = vi.fn(async () => undefined);
    other.handle('test.handover', ran);
    const handover = key('handover');
    await queuedBy.enqueue(database.db, { kind: 'test.handover', idempotencyKey: handover, payload: {} });
    expect(await other.runDue()).toBe(0);
    clock += 10_000;
    expect(await other.runDue()).toBe(1);
    expect(ran).toHaveBeenCalledOnce();
  });

  it('leaves a job it has no handler for to a runner that has one', async () => {
    const shop = runner();
    shop.handle('test.shopWork', async () => undefined);
    const provider = runner();
    const delivered = vi.fn(async () => undefined);
    provider.handle('test.providerWork', delivered);
    const webhook = key('webhook');
    await provider.enqueue(database.db, { kind: 'test.providerWork', idempotencyKey: webhook, payload: {} });
    clock += 10_000;
    expect(await shop.runDue()).toBe(0);
    expect(await stateOf(webhook)).toMatchObject({ state: 'queued', attempts: 0 });
    expect(await provider.runDue()).toBe(1);
    expect(delivered).toHaveBeenCalledOnce();
  });

  it('deletes the jobs done longer ago than the keeping time, and keeps failed and recent ones', async () => {
    const jobs = runner();
    jobs.handle('test.old', async () => undefined);
    jobs.handle('test.broken', async () => {
      throw new Error('never works');
    });
    const old = key('old');
    const broken = key('broken');
    await jobs.enqueue(database.db, { kind: 'test.old', idempotencyKey: old, payload: {} });
    await jobs.enqueue(database.db, { kind: 'test.broken', idempotencyKey: broken, payload: {} });
    await jobs.runNow(old);
    for (let attempt = 0; attempt < retry.maxAttempts; attempt++) {
      clock += retry.capMs;
      await jobs.runDue();
    }
    expect(await stateOf(broken)).toMatchObject({ state: 'failed' });
    clock += 86_400_000 - retry.capMs * retry.maxAttempts;
    const recent = key('recent');
    jobs.handle('test.recent', async () => undefined);
    await jobs.enqueue(database.db, { kind: 'test.recent', idempotencyKey: recent, payload: {} });
    await jobs.runNow(recent);

    clock += 1;
    expect(await jobs.pruneDone()).toBe(1);
    const left = await database.db.selectFrom('job').select('idempotency_key').execute();
    expect(left.map((job) => job.idempotency_key).sort()).toEqual([broken, recent].sort());
  });

  it('takes over a job whose runner died holding it, once the claim runs out', async () => {
    const dying = runner();
    const handed = key('claimed');
    dying.handle('test.claimed', () => new Promise<void>(() => undefined)); // never finishes: the process died
    await dying.enqueue(database.db, { kind: 'test.claimed', idempotencyKey: handed, payload: {} });
    void dying.runNow(handed);
    await vi.waitFor(async () => expect((await stateOf(handed)).state).toBe('running'));

    const survivor = runner();
    const ran = vi.fn(async () => undefined);
    survivor.handle('test.claimed', ran);
    clock += 10_000;
    expect(await survivor.runDue()).toBe(0);
    clock += 60_000;
    expect(await survivor.runDue()).toBe(1);
    expect(ran).toHaveBeenCalledOnce();
    expect(await stateOf(handed)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('retries a failing job with growing delays, says so in the log, and keeps it as failed after the last attempt', async () => {
    const logger = quietLogger();
    const jobs = runner(logger);
    const failing = vi.fn(async () => {
      throw new Error('the gateway is down');
    });
    jobs.handle('test.failing', failing);
    const doomed = key('doomed');
    await jobs.enqueue(database.db, { kind: 'test.failing', idempotencyKey: doomed, payload: {} });

    await jobs.runNow(doomed);
    expect(await stateOf(doomed)).toMatchObject({
      state: 'queued',
      attempts: 1,
      run_after: clock + 1_000,
      last_error: 'the gateway is down',
    });
    expect(logger.warn).toHaveBeenCalledOnce();

    clock += 999;
    expect(await jobs.runDue()).toBe(0);
    clock += 1;
    expect(await jobs.runDue()).toBe(1);
    expect(await stateOf(doomed)).toMatchObject({ state: 'queued', attempts: 2, run_after: clock + 2_000 });

    clock += 2_000;
    expect(await jobs.runDue()).toBe(1);
    expect(await stateOf(doomed)).toMatchObject({ state: 'failed', attempts: 3 });
    expect(logger.error).toHaveBeenCalledOnce();
    expect(failing).toHaveBeenCalledTimes(3);
    expect(
      (await new JobsRepository(database.db, engine).failed(10)).map((job) => job.idempotencyKey),
    ).toEqual([doomed]);

    clock += 60 * 60_000;
    expect(await jobs.runDue()).toBe(0);
  });

  it('ends a job done on its retry once the failure passes', async () => {
    const jobs = runner();
    const flaky = vi.fn().mockRejectedValueOnce(new Error('timeout')).mockResolvedValue(undefined);
    jobs.handle('test.flaky', flaky);
    const recovers = key('recovers');
    await jobs.enqueue(database.db, { kind: 'test.flaky', idempotencyKey: recovers, payload: {} });
    await jobs.runNow(recovers);
    clock += 1_000;
    await jobs.runDue();
    expect(await stateOf(recovers)).toMatchObject({ state: 'done', attempts: 2, last_error: null });
  });

  // SQLite belongs to one process, so only PostgreSQL has runners on separate connections.
  if (engine === 'postgres') {
    it('never runs one job twice when two runners on two connections claim at once', async () => {
      const second = openDatabase(database.url);
      try {
        const runs = new Map<string, number>();
        const count = async ({ n }: { n: string }) => {
          runs.set(n, (runs.get(n) ?? 0) + 1);
          await new Promise((resolve) => setTimeout(resolve, 2));
        };
        const first = runner();
        const other = new JobRunner({
          jobs: new JobsRepository(second.db, 'postgres'),
          logger: quietLogger(),
          pollMs: 50,
          claimMs: 60_000,
          keepDoneMs: 86_400_000,
          retry,
          now,
        });
        first.handle('test.race', count);
        other.handle('test.race', count);
        for (let n = 0; n < 60; n++) {
          await first.enqueue(database.db, {
            kind: 'test.race',
            idempotencyKey: key('race'),
            payload: { n: String(n) },
          });
        }
        clock += 10_000;
        const passes = async (jobs: JobRunner) => {
          let ran = 0;
          for (let pass = 0; pass < 10; pass++) ran += await jobs.runDue();
          return ran;
        };
        const [a, b] = await Promise.all([passes(first), passes(other)]);
        expect(a + b).toBe(60);
        expect(a).toBeGreaterThan(0);
        expect(b).toBeGreaterThan(0);
        expect([...runs.values()].every((times) => times === 1)).toBe(true);
        expect(runs.size).toBe(60);
      } finally {
        await second.destroy();
      }
    });
  }
});
