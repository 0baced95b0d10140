import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { ContentPage, ContentSection } from './content-page.tsx';
import { HowItWorksSteps } from './how-it-works-steps.tsx';

// A large banner (size 3) drawn by the API's media module.
const BANNER_URL = '/media/banners/1.svg?s=3&t=Special%20Offers';

/** SPEC §2 /Special: banner, Buy now, what the shop is, the nine steps and the FAQ link. */
export function Component() {
  const { t } = useTranslation('content');
  const { t: tPages } = useTranslation('pages');
  return (
    <ContentPage
      title={tPages('titles.specialLanding')}
      banner={
        <img
          src={BANNER_URL}
          alt={t('special.bannerAlt')}
          className="special-banner"
          width={1600}
          height={500}
        />
      }
    >
      <p className="special-buy">
        <Link to={paths.offers} className="btn btn-accent btn-lg">
          {t('special.buyNow')}
        </Link>
      </p>
      <ContentSection title={t('special.whatIsTitle')}>
        <p>{t('special.whatIs')}</p>
      </ContentSection>
      <ContentSection title={t('howItWorks.title')}>
        <HowItWorksSteps />
      </ContentSection>
      <p>
        {t('special.questions')} <Link to={paths.faq}>{t('links.faq')}</Link>
      </p>
    </ContentPage>
  );
}
