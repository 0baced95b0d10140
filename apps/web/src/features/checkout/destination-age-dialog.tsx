import { MINIMUM_PURCHASE_AGE, type PriceCartResponse } from '@dutyfree/contracts';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { useRegionName } from '../../lib/region-names.ts';
import type { CustomsDestination } from '../cart/customs-allowances.tsx';

/**
 * The age the destination asks of the basket's alcohol and tobacco when it is above the shop's own (the
 * add-to-cart question asked for 18): null when there is nothing to ask. Goods without a customs measure
 * (alcohol-free, nicotine-free, accessories) ask nothing, as the server judges them.
 */
export function destinationAgeToAsk(
  destination: CustomsDestination | null,
  quote: PriceCartResponse | undefined,
): number | null {
  if (!destination || !quote) return null;
  const measured = new Set(quote.customsMeasures.map((measure) => measure.itemId));
  const ages = quote.lines.flatMap((line) => {
    if (!measured.has(line.itemId)) return [];
    const category = line.item?.itemCategory;
    const age =
      category === 'LIQUOR'
        ? destination.rule.legalAgeAlcohol
        : category === 'TOBACCO'
          ? destination.rule.legalAgeTobacco
          : null;
    return age === null ? [] : [age];
  });
  const age = Math.max(0, ...ages);
  return age > MINIMUM_PURCHASE_AGE ? age : null;
}

/**
 * The age gate with the destination's legal age ("Are you 21 or over?"), asked before the order is sent.
 * The answer goes with the order as the youngest age it allows; the server refuses an age below the
 * destination's, with the rule's reason.
 */
export function DestinationAgeDialog({
  age,
  destination,
  onAnswer,
}: {
  age: number | null;
  destination: CustomsDestination | null;
  onAnswer: (oldEnough: boolean | null) => void;
}) {
  const { t } = useTranslation('checkout');
  const regionName = useRegionName();
  const titleId = useId();
  const bodyId = useId();
  const country = destination ? regionName(destination.rule.region, destination.airport) : '';
  return (
    <Modal
      show={age !== null}
      onHide={() => onAnswer(null)}
      centered
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      className="destination-age-dialog"
    >
      <Modal.Header closeButton closeLabel={t('dutyDue.close')}>
        <Modal.Title as="h2" id={titleId} className="h4">
          {t('destinationAge.title', { age })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body id={bodyId}>{t('destinationAge.body', { age, country })}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-primary" onClick={() => onAnswer(false)}>
          {t('destinationAge.no', { age })}
        </Button>
        <Button variant="primary" onClick={() => onAnswer(true)}>
          {t('destinationAge.yes', { age })}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
