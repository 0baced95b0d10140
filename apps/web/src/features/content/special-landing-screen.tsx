import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingIndicator } from '../../components/loading-indicator.tsx';
import { paths } from '../../config/paths.ts';
import { useSpecialLanding } from './api/get-special-landing.ts';
import { ContentPage, ContentSection } from './content-page.tsx';
import { HowItWorksSteps } from './how-it-works-steps.tsx';

// The shipped banner: a large one (size 3) drawn by the API's media module.
const SHIPPED_BANNER_URL = '/media/banners/1.svg?s=3&t=Special%20Offers';

/**
 * SPEC §2 /Special: banner, Buy now, what the shop is, the nine steps and the FAQ link. The banner picture
 * and the 'What is' text are the admin's where set (in the shopper's language), the shipped ones otherwise
 * or when they cannot be read.
 */
export function Component() {
  const { t } = useTranslation('content');
  const { t: tPages } = useTranslation('pages');
  const landing = useSpecialLanding();
  const set = landing.data;
  return (
    <ContentPage
      title={tPages('titles.specialLanding')}
      banner={
        landing.isPending ? (
          <div className="special-banner special-banner--pending" />
        ) : (
          <img
            src={set?.imageURL ?? SHIPPED_BANNER_URL}
            alt={t('special.bannerAlt')}
            className="special-banner"
            width={1600}
            height={500}
          />
        )
      }
    >
      <p className="special-buy">
        <Link to={paths.offers} className="btn btn-accent btn-lg">
          {t('special.buyNow')}
        </Link>
      </p>
      <ContentSection title={t('special.whatIsTitle')}>
        {landing.isPending ? (
          <LoadingIndicator label={t('special.loading')} />
        ) : (
          <p className="special-what-is">{set?.whatIs ?? t('special.whatIs')}</p>
        )}
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
