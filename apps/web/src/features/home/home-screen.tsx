import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScrollToTop } from '../../components/scroll-to-top.tsx';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { useBanners } from '../catalog/api/get-banners.ts';
import { usePreOrderItems } from '../catalog/api/get-pre-order-items.ts';
import { ProductSlider } from '../catalog/product-slider.tsx';
import { useOnBoardingDetail } from '../onboard/onboard-store.ts';
import { OnBoardWelcome } from '../onboard/onboard-welcome.tsx';
import { BannerCarousel } from './banner-carousel.tsx';
import { ShopNow } from './shop-now.tsx';

export function Component() {
  const { t } = useTranslation('pages');
  const { t: tCatalog } = useTranslation('catalog');
  useDocumentTitle(t('home.title'));
  const banners = useBanners();
  const batch = usePreOrderItems();
  const onBoard = useOnBoardingDetail();

  return (
    <>
      {banners.isPending && <div className="banner-carousel banner-carousel--loading" aria-hidden="true" />}
      {banners.data && banners.data.length > 0 && <BannerCarousel banners={banners.data} />}
      <Container fluid="xl" className="page home">
        {onBoard ? (
          <OnBoardWelcome detail={onBoard} />
        ) : (
          <section className="home-welcome" aria-labelledby="home-title">
            <h1 id="home-title" className="home-welcome__title">
              {t('home.title')}
            </h1>
            <p className="home-welcome__lead">{t('home.intro')}</p>
          </section>
        )}
        {/* Products right after the welcome, so that a phone's first screen shows some. */}
        <ProductSlider
          title={t('titles.newArrivals')}
          items={batch.data?.newArrivalItems}
          status={batch.status}
          viewAllTo={paths.newArrivals}
          priority
        />
        {!onBoard && (
          <div className="home-welcome home-welcome--how">
            <p>{t('home.onBoard')}</p>
            <ul className="home-welcome__links">
              <li>
                <Link to={paths.whatIsPreorder} className="btn btn-primary">
                  {t('home.whatIsPreorder')}
                </Link>
              </li>
              <li>
                <Link to={paths.howToOrder} className="btn btn-outline-primary">
                  {t('home.howToOrder')}
                </Link>
              </li>
            </ul>
          </div>
        )}
        <ShopNow />
        <ProductSlider
          title={t('titles.specialOffers')}
          items={batch.data?.specialOfferItems}
          status={batch.status}
          viewAllTo={paths.offers}
        />
      </Container>
      <ScrollToTop label={tCatalog('home.scrollToTop')} />
    </>
  );
}
