/** A change as the owners keep it: who made it and when (epoch milliseconds). */
type KeptChange = { id: number; staffId: number; changedAt: number };

/**
 * A history of changes as the back office answers it: each with its id, its time in ISO 8601 and the name
 * of the admin who made it, looked up once per admin; `values` gives each change's own before and after.
 */
export async function namedChanges<C extends KeptChange, W>(
  changes: C[],
  staffNames: (staffId: number) => Promise<string | null>,
  values: (change: C) => W,
): Promise<({ changeId: number; changedAt: string; changedBy: string | null } & W)[]> {
  const names = new Map<number, Promise<string | null>>();
  for (const { staffId } of changes) if (!names.has(staffId)) names.set(staffId, staffNames(staffId));
  return Promise.all(
    changes.map(async (change) => ({
      changeId: change.id,
      changedAt: new Date(change.changedAt).toISOString(),
      changedBy: await names.get(change.staffId)!,
      ...values(change),
    })),
  );
}
