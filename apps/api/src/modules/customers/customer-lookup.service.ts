import type { CustomerRecord, CustomersRepository } from './customers.repository.ts';

/** A shop account as others may see it: everything but its password's hash. */
export type CustomerAccount = Omit<CustomerRecord, 'passwordHash'>;

/** An admin looks a traveller's shop account up; no password data ever leaves the module this way. */
export class CustomerLookup {
  private readonly customers: CustomersRepository;
  constructor(customers: CustomersRepository) {
    this.customers = customers;
  }

  /**
   * Newest first, up to `limit` older than the customer `before`: a name, e-mail address, user name or
   * membership number containing `search` (any when not given).
   */
  async search(
    search: string | undefined,
    before: number | undefined,
    limit: number,
  ): Promise<CustomerAccount[]> {
    return (await this.customers.search(search, before, limit)).map(
      ({ passwordHash: _hash, ...account }) => account,
    );
  }
}
