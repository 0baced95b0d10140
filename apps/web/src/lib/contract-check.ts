/**
 * Any schema that can check a value against the contract; zod schemas from `@dutyfree/contracts` fit
 * without the web app having to depend on zod itself.
 */
export interface ContractSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/**
 * What the shop keeps or receives, checked against the contract when a schema is given. Callers pass
 * `import.meta.env.DEV ? schema : undefined`: development and the unit tests check every value, while a
 * production build leaves zod (a large download) out of the shopper's first load and only makes sure the
 * value is a JSON object or array, as every contract's is. The checks are a developer's aid: the server
 * enforces every rule on money, stock and privacy.
 */
export function checkContract<T>(
  schema: ContractSchema<T> | undefined,
  value: unknown,
): { success: true; data: T } | { success: false; error: unknown } {
  if (schema) return schema.safeParse(value);
  return typeof value === 'object' && value !== null
    ? { success: true, data: value as T }
    : { success: false, error: new Error('Not a JSON object or array') };
}
