import { useEffect, useMemo, useRef, useState } from 'react';
import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { paths } from '../../config/paths.ts';
import { useDebouncedValue } from '../../hooks/use-debounced-value.ts';
import { showToast } from '../../lib/toast-store.ts';
import { type PriceCartInput, usePriceCart } from './api/price-cart.ts';
import { AppliedPromoNote } from './applied-promo.tsx';
import { CartLineView, GiftLineView } from './cart-line-view.tsx';
import {
  beginCheckout,
  refreshCart,
  removeFromCart,
  resumeCart,
  setLineQuantity,
  setLineSelected,
} from './cart-store.ts';
import { CartSummary, type PriceCheck } from './cart-summary.tsx';
import { AllowanceUses, useAllowanceUses } from './customs-allowances.tsx';
import { rememberedCustomsDestination } from './customs-destination.ts';
import { exceedsStock } from './line-notes.ts';
import { PromoCodeForm } from './promo-code-form.tsx';
import { useCart, useLiveQuote } from './use-cart.ts';

/** Quantity clicks in a row are priced by the server once they stop. */
const PRICE_CHECK_DELAY_MS = 300;

/** /cart: the lines, their notes and totals, the promotion code and the way to checkout. */
export function Component() {
  const { t } = useTranslation('pages');
  const { t: tCart } = useTranslation('cart');
  const navigate = useNavigate();
  const { cart, selectedItemsInCart, promo } = useCart();
  const [announcement, setAnnouncement] = useState('');
  const linesHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => resumeCart(), []);

  const selected = useMemo(
    () => cart.filter((line) => selectedItemsInCart[line.item.id] === true),
    [cart, selectedItemsInCart],
  );
  const everyLine = useLiveQuote(cart);
  const liveSelected = useLiveQuote(selected);

  // The server prices what would go to checkout; the string key keeps the request stable across renders.
  const request = JSON.stringify({
    lines: selected.map((line) => ({ itemId: line.item.id, quantity: line.quantity })),
    promoCode: promo?.code ?? null,
  } satisfies PriceCartInput);
  const settled = useDebouncedValue(request, PRICE_CHECK_DELAY_MS);
  const server = usePriceCart(useMemo(() => JSON.parse(settled) as PriceCartInput, [settled]));
  const confirmed = settled === request ? server.data : undefined;

  useEffect(() => {
    const answer = server.data;
    if (!answer) return;
    const promoGone = answer.promoStatus === 0;
    refreshCart({
      items: answer.lines.flatMap((line) => (line.item ? [line.item] : [])),
      unavailableItemIds: answer.unavailableItemIds,
      ...(promoGone ? { promo: null } : {}),
    });
    if (answer.unavailableItemIds.length > 0)
      showToast({ variant: 'warning', message: tCart('toasts.itemsRemoved') });
    if (promoGone)
      showToast({ variant: 'warning', message: tCart('toasts.promoRemoved', { code: answer.promoCode }) });
  }, [server.data, tCart]);

  const summaryQuote = confirmed ?? liveSelected;
  // The flight chosen at checkout in this visit, if any: what the basket uses of its allowances.
  const [destination] = useState(rememberedCustomsDestination);
  const uses = useAllowanceUses(destination, server.data?.customsMeasures, summaryQuote.lines);
  const check: PriceCheck =
    selected.length === 0
      ? 'idle'
      : settled !== request || server.isFetching
        ? 'checking'
        : server.isError
          ? 'failed'
          : 'confirmed';
  const blocker =
    selected.length === 0
      ? tCart('summary.nothingSelected')
      : selected.some((line) => exceedsStock(line.quantity, line.item))
        ? tCart('summary.stockProblem')
        : null;

  function remove(itemId: number, name: string) {
    removeFromCart(itemId);
    setAnnouncement(tCart('lines.removed', { name }));
    linesHeading.current?.focus();
  }

  function checkout() {
    beginCheckout();
    void navigate(paths.checkout);
  }

  return (
    <Container fluid="xl" className="page cart-page">
      <PageTitle>{t('titles.cart')}</PageTitle>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {cart.length === 0 ? (
        <div className="cart-page__empty">
          <p className="cart-page__empty-text">{tCart('lines.empty')}</p>
          <Link to={paths.home} className="btn btn-primary">
            {tCart('lines.continueShopping')}
          </Link>
          <section className="cart-promo" aria-labelledby="cart-promo-heading">
            <h2 id="cart-promo-heading" className="cart-page__subtitle">
              {tCart('promo.heading')}
            </h2>
            <PromoCodeForm />
          </section>
        </div>
      ) : (
        <div className="cart-page__layout">
          <section aria-labelledby="cart-lines-heading" className="cart-page__lines">
            <h2 id="cart-lines-heading" ref={linesHeading} tabIndex={-1} className="cart-page__subtitle">
              {tCart('lines.heading', { count: everyLine.itemCount })}
            </h2>
            <ul className="cart-lines">
              {cart.map((line) => {
                const id = line.item.id;
                const isSelected = selectedItemsInCart[id] === true;
                const source = isSelected ? summaryQuote : everyLine;
                const priced =
                  source.lines.find((l) => !l.isFreeOffer && l.itemId === id) ??
                  everyLine.lines.find((l) => !l.isFreeOffer && l.itemId === id);
                if (!priced) return null;
                const gift = source.lines.find((l) => l.isFreeOffer && l.offeredByItemId === id);
                return [
                  <CartLineView
                    key={id}
                    item={line.item}
                    priced={priced}
                    gift={gift}
                    selected={isSelected}
                    onSelect={(value) => setLineSelected(id, value)}
                    onQuantity={(quantity) => setLineQuantity(id, quantity)}
                    onRemove={() => remove(id, line.item.name)}
                  />,
                  gift && <GiftLineView key={`${id}-gift`} gift={gift} earnedBy={line.item} />,
                ];
              })}
            </ul>
          </section>
          <aside aria-labelledby="cart-summary-heading" className="cart-summary">
            <h2 id="cart-summary-heading" className="cart-page__subtitle">
              {tCart('summary.heading')}
            </h2>
            <CartSummary quote={summaryQuote} check={check} blocker={blocker} onCheckout={checkout} />
            <AllowanceUses destination={destination} uses={uses} />
            <section className="cart-promo" aria-labelledby="cart-promo-heading">
              <h3 id="cart-promo-heading" className="cart-promo__title">
                {tCart('promo.heading')}
              </h3>
              {promo && <AppliedPromoNote promo={promo} />}
              <PromoCodeForm />
            </section>
          </aside>
        </div>
      )}
    </Container>
  );
}
