import { fixedError } from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../db/transaction.ts';
import { FieldErrors } from '../../http/problems.ts';
import { createTestDatabase, type TestDatabase, testEngines } from '../../testing/test-database.ts';
import { insertStaffMember } from '../staff/staff.fixtures.ts';
import { StaffAuditRepository } from '../staff/staff-audit.repository.ts';
import { StaffAuditLog } from '../staff/staff-audit.service.ts';
import { AuditedChanges } from './audited-change.ts';

describe.each(testEngines)('an audited change on %s', (engine) => {
  let database: TestDatabase;
  let staffId: number;
  let audit: StaffAuditLog;
  /** What each committed change found when its caches were dropped: the brands and the audit entries. */
  let seenAfterCommit: { brands: string[]; entries: string[] }[];
  let changes: AuditedChanges;

  const brands = async () =>
    (await database.db.selectFrom('brand').select('name').execute()).map((b) => b.name);
  const entries = async () =>
    (await database.db.selectFrom('staff_audit_entry').select('action').execute()).map((e) => e.action);
  const addBrand = (executor: Executor, name: string) =>
    executor.insertInto('brand').values({ name, name_ar: null, name_zh: null, image_url: null }).execute();

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    staffId = (await insertStaffMember(database, 'admin')).id;
    audit = new StaffAuditLog({ entries: new StaffAuditRepository(database.db), now: Date.now });
    seenAfterCommit = [];
    changes = new AuditedChanges({
      database: database.db,
      audit,
      afterCommit: () => {
        Promise.all([brands(), entries()]).then(([b, e]) => seenAfterCommit.push({ brands: b, entries: e }));
      },
    });
  });
  afterAll(() => database.drop());

  it('writes the change and its audit entry in one transaction, and drops the caches once it is committed', async () => {
    const answer = await changes.make(staffId, async (executor) => {
      await addBrand(executor, 'Aurora');
      return {
        action: 'brand.create',
        subject: 'brand:1',
        before: null,
        after: { name: 'Aurora' },
        answer: 'made',
      };
    });
    expect(answer).toBe('made');
    await expect.poll(() => seenAfterCommit.length).toBe(1);
    expect(seenAfterCommit[0]).toEqual({ brands: ['Aurora'], entries: ['brand.create'] });
    const [entry] = await audit.about('brand:1');
    expect(entry).toMatchObject({ staffId, action: 'brand.create', before: null, after: { name: 'Aurora' } });
  });

  it('writes neither the change nor an entry, and drops nothing, when the change is refused', async () => {
    const refused = changes.make(staffId, async (executor) => {
      await addBrand(executor, 'Borealis');
      throw new FieldErrors({ Name: [fixedError('backOfficeBrands.brandNotFound')] });
    });
    await expect(refused).rejects.toBeInstanceOf(FieldErrors);
    expect(await brands()).toEqual(['Aurora']);
    expect(await entries()).toEqual(['brand.create']);
    expect(seenAfterCommit).toHaveLength(1);
  });

  it('writes no entry for a change that found nothing to do, and answers what is there', async () => {
    expect(await changes.make(staffId, async () => ({ unchanged: 'as it was' }))).toBe('as it was');
    expect(await entries()).toEqual(['brand.create']);
  });
});
