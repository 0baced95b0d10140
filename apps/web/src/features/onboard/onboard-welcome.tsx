import { useTranslation } from 'react-i18next';
import { useFlightName } from './flight-name.ts';
import type { OnBoardingDetail } from './onboard-store.ts';

/** The home page's welcome while onboarding is on: what the shop shows, and how the order reaches the seat. */
export function OnBoardWelcome({ detail }: { detail: OnBoardingDetail }) {
  const { t } = useTranslation('onboard');
  const name = useFlightName();
  return (
    <section className="home-welcome" aria-labelledby="home-title">
      <h1 id="home-title" className="home-welcome__title">
        {t('home.title')}
      </h1>
      <p className="home-welcome__lead">{t('home.intro', name(detail.flight))}</p>
    </section>
  );
}
