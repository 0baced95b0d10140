import {
  BACK_OFFICE_CUSTOMERS_LIMIT,
  type BackOfficeCustomersQuery,
  type BackOfficeCustomersResponse,
} from '@dutyfree/contracts';
import type { BackOfficeCustomersRepository } from './back-office-customers.repository.ts';

/**
 * An admin looks a traveller up, as a shop account or a loyalty member (they are separate: a member may
 * shop without an account). A search answers each list a page at a time.
 */
export class BackOfficeCustomersService {
  private readonly customers: BackOfficeCustomersRepository;
  constructor(customers: BackOfficeCustomersRepository) {
    this.customers = customers;
  }

  async search(query: BackOfficeCustomersQuery): Promise<BackOfficeCustomersResponse> {
    const search = query.search || undefined;
    // One row more than a page tells whether another page follows.
    const [customers, members] = await Promise.all([
      this.customers.customers(search, query.customersBefore, BACK_OFFICE_CUSTOMERS_LIMIT + 1),
      this.customers.members(search, query.membersAfter || undefined, BACK_OFFICE_CUSTOMERS_LIMIT + 1),
    ]);
    const customersPage = customers.slice(0, BACK_OFFICE_CUSTOMERS_LIMIT);
    const membersPage = members.slice(0, BACK_OFFICE_CUSTOMERS_LIMIT);
    return {
      customers: customersPage,
      members: membersPage,
      nextCustomersBefore: customers.length > customersPage.length ? customersPage.at(-1)!.id : null,
      nextMembersAfter: members.length > membersPage.length ? membersPage.at(-1)!.memberId : null,
    };
  }
}
