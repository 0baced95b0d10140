import {
  BACK_OFFICE_CUSTOMERS_LIMIT,
  type BackOfficeCustomersQuery,
  type BackOfficeCustomersResponse,
} from '@dutyfree/contracts';
import type { CustomerLookup } from '../customers/customers.module.ts';
import type { LoyaltyProgramme } from '../loyalty/loyalty.module.ts';
import type { OrderBook } from '../orders/orders.module.ts';

export type BackOfficeCustomersDependencies = {
  customers: CustomerLookup;
  orders: Pick<OrderBook, 'countsByCustomer'>;
  loyalty: Pick<LoyaltyProgramme, 'members'>;
};

/**
 * An admin looks a traveller up, as a shop account (with the orders it placed) or a loyalty member (with
 * their balance): they are separate, since a member may shop without an account. A search answers each
 * list a page at a time. No password data is ever read for it.
 */
export class BackOfficeCustomersService {
  private readonly deps: BackOfficeCustomersDependencies;
  constructor(deps: BackOfficeCustomersDependencies) {
    this.deps = deps;
  }

  async search(query: BackOfficeCustomersQuery): Promise<BackOfficeCustomersResponse> {
    const search = query.search || undefined;
    // One row more than a page tells whether another page follows.
    const [customers, members] = await Promise.all([
      this.deps.customers.search(search, query.customersBefore, BACK_OFFICE_CUSTOMERS_LIMIT + 1),
      this.deps.loyalty.members(search, query.membersAfter || undefined, BACK_OFFICE_CUSTOMERS_LIMIT + 1),
    ]);
    const customersPage = customers.slice(0, BACK_OFFICE_CUSTOMERS_LIMIT);
    const membersPage = members.slice(0, BACK_OFFICE_CUSTOMERS_LIMIT);
    const orders = await this.deps.orders.countsByCustomer(customersPage.map((customer) => customer.id));
    return {
      customers: customersPage.map((customer) => ({
        id: customer.id,
        username: customer.username,
        email: customer.email,
        name: `${customer.firstName} ${customer.lastName}`,
        membershipNumber: customer.membershipNumber,
        createdAt: new Date(customer.createdAt).toISOString(),
        orders: orders.get(customer.id) ?? 0,
      })),
      members: membersPage.map((member) => ({
        memberId: member.memberId,
        email: member.email,
        name: `${member.firstName} ${member.lastName}`,
        tier: member.tier,
        milesBalance: member.milesBalance,
        createdAt: new Date(member.createdAt).toISOString(),
      })),
      nextCustomersBefore: customers.length > customersPage.length ? customersPage.at(-1)!.id : null,
      nextMembersAfter: members.length > membersPage.length ? membersPage.at(-1)!.memberId : null,
    };
  }
}
