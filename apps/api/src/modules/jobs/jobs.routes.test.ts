import { actionPrivileges, apiPaths } from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { insertStaffMember, signInStaff } from '../staff/staff.fixtures.ts';
import { JobsRepository } from './jobs.repository.ts';

describe.each(testEngines)('failed jobs for admins on %s', (engine) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine);
  });
  afterAll(() => shop.close());

  it('lists a refund that failed every attempt to an admin, and to no crew member', async () => {
    const jobs = new JobsRepository(shop.database.db, engine);
    const failedAt = Date.UTC(2026, 10, 25, 12, 0);
    await jobs.enqueue(
      { kind: 'orders.refund', idempotencyKey: 'refund-DF-FAILED01', payload: { orderId: 1 }, runAfter: 0 },
      failedAt,
    );
    await jobs.enqueue(
      {
        kind: 'orders.confirmationMail',
        idempotencyKey: 'confirmation-mail-DF-QUEUED01',
        payload: {},
        runAfter: 0,
      },
      failedAt,
    );
    const [claimed] = await jobs.claimDue(
      { runner: 'test', now: failedAt, until: failedAt + 1 },
      ['orders.refund'],
      1,
    );
    await jobs.retryOrFail(claimed!.id, 'test', 'the gateway refused the refund', null, failedAt);

    const admin = await signInStaff(shop.app, await insertStaffMember(shop.database, 'admin'));
    const read = await shop.app.inject({
      method: 'GET',
      url: apiPaths.staffFailedJobs,
      headers: admin.headers(actionPrivileges.staffFailedJobs),
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      jobs: [
        {
          id: claimed!.id,
          kind: 'orders.refund',
          key: 'refund-DF-FAILED01',
          attempts: 1,
          lastError: 'the gateway refused the refund',
          failedAt: '2026-11-25T12:00:00.000Z',
        },
      ],
    });

    const crew = await signInStaff(shop.app, await insertStaffMember(shop.database, 'crew'), '203.0.113.11');
    const refused = await shop.app.inject({
      method: 'GET',
      url: apiPaths.staffFailedJobs,
      headers: crew.headers(actionPrivileges.staffFailedJobs),
    });
    expect(refused.statusCode).toBe(403);
  });
});
