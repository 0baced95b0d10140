import type { PaymentOption } from '@dutyfree/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { paths } from '../../config/paths.ts';
import { isolate } from '../../lib/bidi.ts';
import { usePassengerProfile } from '../account/api/get-passenger-profile.ts';
import { withRedirect } from '../account/redirect-target.ts';
import { useAccount } from '../account/use-account.ts';
import { shownCart, useCartRevision } from '../cart/api/cart-revision.ts';
import { usePriceCart } from '../cart/api/price-cart.ts';
import { checkoutLines } from '../cart/cart-store.ts';
import { useCart } from '../cart/use-cart.ts';
import { useOnBoardingDetail } from '../onboard/onboard-store.ts';
import { usePaymentSummary } from '../orders/api/get-payment-summary.ts';
import { checkoutOrder, takeCheckoutOrder } from '../orders/order-access.ts';
import { CheckoutForm } from './checkout-form.tsx';
import { CheckoutSummary } from './checkout-summary.tsx';
import { OnBoardCheckoutForm } from './onboard-checkout-form.tsx';
import { OrderAwaitingPayment } from './order-awaiting-payment.tsx';
import './checkout.css';
import '../orders/orders.css';

/** A guest has no sign-in answer to list payment options; card and payment on board need no account. */
const GUEST_PAYMENT_OPTIONS: readonly PaymentOption[] = ['Card', 'Cash On Board'];

/**
 * A checkout the browser brings back from its back-forward cache (Back from the payment page) shows the
 * moment it was left: "taking you to the payment page", the order not yet known. It is read again.
 */
function useReadAgainWhenBroughtBack() {
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
}

/**
 * /checkout: reached from the cart by a signed-in traveller, a loyalty member or a guest; anyone
 * else is sent to choose first (/account?redirectUrl=/checkout).
 */
export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const { t: tPages } = useTranslation('pages');
  const { t: tOnBoard } = useTranslation('onboard');
  // A cart follows the catalogue the shop shows (CartProvider): on board, its lines are the flight's.
  const onBoard = useOnBoardingDetail();
  const account = useAccount();
  const cart = useCart();
  const { promo } = cart;
  const profile = usePassengerProfile();
  // The cart's lines as they are now, however /checkout was reached: never a copy made earlier.
  const lines = useMemo(
    () => checkoutLines(cart).map((line) => ({ itemId: line.item.id, quantity: line.quantity })),
    [cart],
  );
  const shown = shownCart(useCartRevision(cart.cart).data);
  // The order this tab sent to the payment page, if it came back unpaid: paid or cancelled before another.
  const sent = usePaymentSummary(checkoutOrder()).data;
  const awaitingPayment = sent?.awaitingPayment === true && sent.paymentOption === 'Card' ? sent : null;
  useReadAgainWhenBroughtBack();
  const [cancelled, setCancelled] = useState<string | null>(null);
  const cancelledNote = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (cancelled) cancelledNote.current?.focus();
  }, [cancelled]);
  function orderCancelled(orderCode: string) {
    takeCheckoutOrder(orderCode);
    setCancelled(orderCode);
  }
  const promoCode = promo?.code ?? null;
  const priced = usePriceCart(useMemo(() => ({ lines, promoCode }), [lines, promoCode]));

  const knownTraveller = account.userAccessToken !== null;
  if (!knownTraveller && !account.guestProfile) {
    return <Navigate replace to={withRedirect(paths.account, paths.checkout)} />;
  }

  const paymentOptions = knownTraveller ? account.paymentOptions : GUEST_PAYMENT_OPTIONS;
  const milesBalance = profile.data?.milesBalance ?? account.milesProfile?.milesBalance ?? null;

  return (
    <Container fluid="xl" className="page checkout-page">
      <PageTitle>{tPages('titles.checkout')}</PageTitle>
      {cancelled && (
        <p className="alert alert-success" role="status" tabIndex={-1} ref={cancelledNote}>
          {t('awaiting.cancelled', { orderCode: isolate(cancelled) })}
        </p>
      )}
      {awaitingPayment ? (
        <OrderAwaitingPayment order={awaitingPayment} onCancelled={orderCancelled} />
      ) : lines.length === 0 ? (
        <div className="account-empty">
          <p className="account-empty__title">{t('summary.empty')}</p>
          <Link to={paths.cart} className="btn btn-primary">
            {t('summary.backToCart')}
          </Link>
        </div>
      ) : (
        <>
          <p>{onBoard ? tOnBoard('checkout.intro') : t('intro')}</p>
          {/* The form first, then the summary, on every screen: the order it is read and tabbed in. */}
          <Row className="gy-4">
            <Col lg={7}>
              {onBoard ? (
                <OnBoardCheckoutForm
                  onBoard={onBoard}
                  lines={lines}
                  shownCart={shown}
                  promoCode={promoCode}
                  quote={priced.data}
                  paymentOptions={paymentOptions}
                  milesBalance={milesBalance}
                  guest={knownTraveller ? null : account.guestProfile}
                />
              ) : (
                <CheckoutForm
                  lines={lines}
                  shownCart={shown}
                  promoCode={promoCode}
                  quote={priced.data}
                  paymentOptions={paymentOptions}
                  milesBalance={milesBalance}
                  guest={knownTraveller ? null : account.guestProfile}
                />
              )}
            </Col>
            <Col lg={5}>
              <CheckoutSummary
                quote={priced.data}
                loading={priced.isPending}
                failed={priced.isError}
                onRetry={() => void priced.refetch()}
              />
              <Link to={paths.cart} className="btn btn-link px-0 mt-2">
                {t('summary.backToCart')}
              </Link>
            </Col>
          </Row>
        </>
      )}
    </Container>
  );
}
