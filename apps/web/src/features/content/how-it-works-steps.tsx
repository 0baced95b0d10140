import { useTranslation } from 'react-i18next';

// SPEC §2 /Special: the nine steps, in the order the spec lists them. /how-to-order shows the same list.
const steps = [
  'browseOffers',
  'selectItem',
  'addToBasket',
  'registerDetails',
  'insertTicket',
  'selectPayment',
  'pay',
  'getOrderNumber',
  'showCrew',
] as const;

export function HowItWorksSteps() {
  const { t } = useTranslation('content');
  return (
    <ol className="how-it-works">
      {steps.map((step) => (
        <li key={step} className="how-it-works__step">
          {t(`howItWorks.steps.${step}`)}
        </li>
      ))}
    </ol>
  );
}
