import {
  BACK_OFFICE_CUSTOMERS_LIMIT,
  type BackOfficeCustomersQuery,
  type BackOfficeCustomersResponse,
} from '@dutyfree/contracts';
import type { BackOfficeCustomersRepository } from './back-office-customers.repository.ts';

/**
 * An admin looks a traveller up, as a shop account or a loyalty member (they are separate: a member may
 * shop without an account). A search answers the first few of each; a person is found by narrowing it.
 */
export class BackOfficeCustomersService {
  private readonly customers: BackOfficeCustomersRepository;
  constructor(customers: BackOfficeCustomersRepository) {
    this.customers = customers;
  }

  async search(query: BackOfficeCustomersQuery): Promise<BackOfficeCustomersResponse> {
    const search = query.search || undefined;
    const [customers, members] = await Promise.all([
      this.customers.customers(search, BACK_OFFICE_CUSTOMERS_LIMIT),
      this.customers.members(search, BACK_OFFICE_CUSTOMERS_LIMIT),
    ]);
    return { customers, members };
  }
}
