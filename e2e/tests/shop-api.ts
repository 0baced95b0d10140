import {
  type ActionPrivilege,
  actionPrivileges,
  apiPaths,
  type Brand,
  type BrandsResponse,
  type CatalogItem,
} from '@dutyfree/contracts';
import { type APIRequestContext, expect } from '@playwright/test';
import { demoStaff } from '../../apps/api/src/seed/people.ts';
import { EU_BANNED_COSMETIC_ITEM_CODES } from '../../apps/api/src/seed/purchase-rule-codes.ts';
import { uniqueId } from './texts.ts';

// The shop's own API as journeys use it: to choose products by what they are (never by a fixed id) and to
// set up a traveller without clicking through screens another journey already covers.

export type Traveller = {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
};

export function newTraveller(tag: string): Traveller {
  const id = uniqueId();
  return {
    username: `e2e_${tag}_${id}`,
    email: `e2e.${tag}.${id}@example.com`,
    password: 'Journey-2026!',
    firstName: 'Tigist',
    lastName: 'Haile',
  };
}

const PAGE_SIZE = 60;
// One copy of the catalogue per worker: journeys choose from it, and its stock figures are only a guide.
let catalogue: Promise<CatalogItem[]> | undefined;

export class ShopApi {
  readonly #request: APIRequestContext;
  constructor(request: APIRequestContext) {
    this.#request = request;
  }

  /** The three headers of every call (SPEC §6), for an anonymous visitor. */
  async headers(privilege: ActionPrivilege = actionPrivileges.preOrderAccess) {
    const tokens = await (
      await this.#request.post(apiPaths.tokenIssue, { data: { clientId: 'web' } })
    ).json();
    return {
      authorization: `Bearer ${tokens.clientAccessToken}`,
      'user-token': tokens.accessToken,
      'action-privilege': privilege,
    };
  }

  /**
   * The demo's crew member closes a flight's trolley on arrival through the API, as the crew app's closing
   * would: `counts` per item (with the reason for a difference), no cash.
   */
  async closeTrolley(
    flightId: number,
    counts: { itemId: number; counted: number; reason?: string }[],
  ): Promise<void> {
    const crew = demoStaff.find((member) => member.role === 'crew')!;
    const signedIn = await this.#request.post(apiPaths.staffSignIn, {
      headers: await this.headers(actionPrivileges.staffSignIn),
      data: { email: crew.email, password: crew.password },
    });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    const { token } = (await signedIn.json()) as { token: string };
    const closed = await this.#request.post(apiPaths.cabinCloseTrolley, {
      headers: { ...(await this.headers(actionPrivileges.cabinDuty)), 'user-token': token },
      data: { flightId, key: `closing-${uniqueId()}`, counts, cash: [] },
    });
    expect(closed.status(), await closed.text()).toBe(200);
  }

  /** The shop's brands as the API lists them now: the demo's, and any an admin's journey has added. */
  async brands(): Promise<Brand[]> {
    const answer = await this.#request.get(apiPaths.brands, { headers: await this.headers() });
    return ((await answer.json()) as BrandsResponse).brandsRes;
  }

  /** Every product of the demo shop, as the API shows it in USD, in the shop's default order. */
  items(): Promise<CatalogItem[]> {
    catalogue ??= (async () => {
      const headers = await this.headers();
      const items: CatalogItem[] = [];
      for (let page = 1; ; page++) {
        const answer = await this.#request.get(apiPaths.searchItems, {
          headers,
          params: { pageSize: PAGE_SIZE, activePage: page },
        });
        const { items: found } = (await answer.json()) as { items: CatalogItem[] };
        items.push(...found);
        if (found.length < PAGE_SIZE) return items;
      }
    })();
    return catalogue;
  }

  /** The first product that fits; `what` names it in the failure when there is none. */
  async item(what: string, fits: (item: CatalogItem) => boolean): Promise<CatalogItem> {
    const found = (await this.items()).find(fits);
    if (!found) throw new Error(`The demo shop has no ${what}`);
    return found;
  }

  /**
   * The cheapest product added without a question (no age gate, no EU prompt), in stock, that miles can
   * pay for: cheap, so that its miles price fits a demo member's balance.
   */
  async plainItem(maxMiles = Number.MAX_SAFE_INTEGER): Promise<CatalogItem> {
    const cheapestFirst = [...(await this.items())].sort((a, b) => a.currentPrice - b.currentPrice);
    const found = cheapestFirst.find(
      (i) =>
        !['LIQUOR', 'TOBACCO'].includes(i.itemCategory) &&
        !EU_BANNED_COSMETIC_ITEM_CODES.includes(i.itemCode) &&
        i.quantity >= 8 &&
        i.milesForRedeem > 0 &&
        i.milesForRedeem <= maxMiles,
    );
    if (!found) throw new Error('The demo shop has no plain product in stock');
    return found;
  }

  /** A product's name as a reader of `language` sees it (goods are named in the reader's language). */
  async nameIn(itemId: number, language: string): Promise<string> {
    const answer = await this.#request.get(apiPaths.itemById, {
      headers: { ...(await this.headers()), 'accept-language': language },
      params: { id: itemId },
    });
    return ((await answer.json()) as CatalogItem).name;
  }

  /** A new shop customer of this journey alone, registered (and, on a page's request, signed in). */
  async register(traveller: Traveller): Promise<void> {
    const answer = await this.#request.post(apiPaths.customerProfileCreate, {
      headers: await this.headers(actionPrivileges.accountSave),
      data: {
        username: traveller.username,
        password: traveller.password,
        email: traveller.email,
        title: 3,
        firstName: traveller.firstName,
        lastName: traveller.lastName,
      },
    });
    expect(answer.status(), await answer.text()).toBe(200);
  }

  /**
   * A guest's pre-order of `quantity` of `itemId` for the demo ticket's one flight (seat 14A), placed
   * through the API; `order` sets the payment option, currency, language and the guest's details.
   */
  async placePreOrder(
    ticket: { ticketNumber: string; lastName: string },
    itemId: number,
    order: {
      paymentOption: 'Card' | 'Cash On Board';
      currencyId: number;
      language: string;
      quantity?: number;
      guest: { firstName: string; lastName: string; email: string; mobileNumber: string };
    },
  ) {
    const lookup = await this.#request.get(apiPaths.onBoardPassengerFromTicket, {
      headers: await this.headers(actionPrivileges.onBoardPassengerFromTicket),
      params: { TicketNumber: ticket.ticketNumber, LastName: ticket.lastName },
    });
    const [sector] = (await lookup.json()).paxSectorsRes;
    const placed = await this.#request.put(apiPaths.updatePreOrder, {
      headers: await this.headers(),
      data: {
        pickFrom: 'On Board',
        origin: sector.origin,
        destination: sector.destination,
        flightNumber: sector.flightNumber,
        departureDate: sector.departureDate,
        ticketNumber: ticket.ticketNumber,
        passengerLastName: ticket.lastName,
        seatNumber: '14A',
        paxSectorId: sector.id,
        orderItemRequet: [{ itemId, quantity: order.quantity ?? 1 }],
        paymentOption: order.paymentOption,
        currencyId: order.currencyId,
        language: order.language,
        guest: {
          ...order.guest,
          mobileNumber: { countryCode: '+251', number: order.guest.mobileNumber },
        },
      },
    });
    expect(placed.status(), await placed.text()).toBe(200);
    return (await placed.json()) as {
      paymentUrl: string | null;
      paymentSummary: { orderCode: string; totalPrice: number; handOverToken?: string | null };
    };
  }
}
