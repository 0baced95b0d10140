import { promoCode } from '@dutyfree/contracts';
import { useEffect } from 'react';
import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadingIndicator } from '../../components/loading-indicator.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { usePromoPriceList } from './api/get-promo-price-list.ts';
import { applyPromo, getCart } from './cart-store.ts';
import { PromoCodeForm } from './promo-code-form.tsx';
import { PromoProducts } from './promo-products.tsx';

/** /promocode-products/{promocode?}: the products of a promotion code with their promotion prices. */
export function Component() {
  const { t } = useTranslation('pages');
  const { t: tCart } = useTranslation('cart');
  const given = useParams().promocode;
  const parsed = promoCode.safeParse(given ?? '');
  const code = parsed.success ? parsed.data : undefined;
  const promo = usePromoPriceList(code);
  const priceList = promo.data?.priceList ?? null;
  // A code that gave nothing is left in the field to be corrected; a working one is not.
  const retry = given && (!code || promo.data?.status === 0) ? given : '';

  // Opening a code's page (also from a shared link) applies the code to the cart, as entering it does.
  useEffect(() => {
    if (!code || !priceList) return;
    const current = getCart().promo;
    if (current?.code !== code || current.priceList !== priceList) applyPromo({ code, priceList });
  }, [code, priceList]);

  return (
    <Container fluid="xl" className="page promo-page">
      <PageTitle>{priceList ? priceList.name : t('titles.promocodeProducts')}</PageTitle>
      {code && promo.isPending && <LoadingIndicator label={tCart('promoPage.loading')} />}
      {code && promo.isError && (
        <p className="alert alert-danger" role="alert">
          {tCart('promo.failed')}
        </p>
      )}
      {/* SPEC §8 status 0; a code that cannot even be a code gets the same answer. */}
      {retry && (
        <p className="alert alert-warning" role="alert">
          {promo.data?.expired ? tCart('promo.expired', { code: retry }) : tCart('promo.notFound')}
        </p>
      )}
      {priceList && code && (
        <>
          <p className="promo-page__intro">{tCart('promoPage.applied', { code })}</p>
          <PromoProducts priceList={priceList} />
        </>
      )}
      <section className="promo-page__entry" aria-labelledby="promo-entry-heading">
        <h2 id="promo-entry-heading" className="promo-page__subtitle">
          {priceList ? tCart('promoPage.another') : tCart('promo.heading')}
        </h2>
        {!given && <p>{tCart('promoPage.intro')}</p>}
        <PromoCodeForm key={retry} initialCode={retry} />
      </section>
    </Container>
  );
}
