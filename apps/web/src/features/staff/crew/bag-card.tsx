import { type Bag, handOverRefusalMessages } from '@dutyfree/contracts';
import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast-store.ts';
import { formatAmount, formatClock } from '../shared/staff-format.ts';
import { useDescribeStaffFailure } from '../shared/staff-messages.ts';
import { useBagAction } from './api/hand-over.ts';
import { OnBoardPaymentForm, type TakenPayment } from './on-board-payment-form.tsx';

type Step = 'idle' | 'payment' | 'confirmNotCollected';

/** One sealed bag at its seat: who, what, ID check, what to collect, and the crew's hand-over. */
export function BagCard({ bag, flightId }: { bag: Bag; flightId: number }) {
  const { t } = useTranslation('staff');
  const [step, setStep] = useState<Step>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const action = useBagAction(flightId);
  const describeFailure = useDescribeStaffFailure();
  // The server's word on the payment (not the amount due, say) goes under the payment form's field.
  const [paymentErrors, setPaymentErrors] = useState<{ amount?: string; method?: string }>({});
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const handOverRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const seat = bag.seatNumber ?? t('bags.noSeat');
  const headingId = `bag-${bag.orderCode}`;
  // The server says whether the crew may hand it over, by the order lifecycle's own rule.
  const open = bag.handOverRefusal === null;

  // After an outcome is recorded the buttons go away: keyboard focus moves to what now stands there.
  const [focusOutcome, setFocusOutcome] = useState(false);
  useEffect(() => {
    if (focusOutcome && bag.handOver) {
      outcomeRef.current?.focus();
      setFocusOutcome(false);
    }
  }, [focusOutcome, bag.handOver]);
  useEffect(() => {
    if (step === 'confirmNotCollected') confirmRef.current?.focus();
  }, [step]);

  function settle(kind: 'handOver' | 'notCollected', payment?: TakenPayment) {
    setFailure(null);
    setPaymentErrors({});
    action.mutate(
      kind === 'handOver'
        ? { kind, request: { orderCode: bag.orderCode, ...(payment ? { payment } : {}) } }
        : { kind, request: { orderCode: bag.orderCode } },
      {
        onSuccess: () => {
          setStep('idle');
          setFocusOutcome(true);
          showToast({
            variant: 'success',
            message: t(kind === 'handOver' ? 'bags.handedOverToast' : 'bags.notCollectedToast', { seat }),
          });
        },
        onError: (error) => {
          const { fields, message } = describeFailure(error);
          const amount = fields['payment.amount'];
          const method = fields['payment.method'] ?? fields.payment;
          if (payment && (amount || method)) {
            setPaymentErrors({ ...(amount ? { amount } : {}), ...(method ? { method } : {}) });
            return;
          }
          setFailure(message ?? Object.values(fields).filter(Boolean).join(', '));
        },
      },
    );
  }

  function cancelStep() {
    setStep('idle');
    // The step's controls are gone; focus returns to the button that opened it.
    requestAnimationFrame(() => handOverRef.current?.focus());
  }

  return (
    <li className={`bag${bag.idCheck ? ' bag--id-check' : ''}${open ? '' : ' bag--settled'}`}>
      <article aria-labelledby={headingId}>
        <span className="bag__tick" aria-hidden="true" />
        <h3 id={headingId} className="bag__seat">
          <span className="visually-hidden">{t('bags.seat')} </span>
          {seat}
        </h3>
        <div className="bag__who">
          <span className="bag__passenger">{bag.passengerName}</span>
          <span className="bag__order">
            {t('bags.order', { code: bag.orderCode })}
            {bag.kind === 'onboard' && <span className="bag__kind">{t('bags.onBoardOrder')}</span>}
          </span>
        </div>
        <ul className="bag__lines" aria-label={t('bags.lines')}>
          {bag.lines.map((line) => (
            <li key={line.itemId}>
              <span className="bag__quantity">{line.quantity} ×</span> {line.name}{' '}
              <span className="bag__code">({line.itemCode})</span>
              {line.ageRestricted && <span className="visually-hidden"> {t('bags.ageRestricted')}</span>}
            </li>
          ))}
        </ul>
        <div className="bag__checks">
          {bag.idCheck && (
            <span className="bag__badge bag__badge--id">
              <span aria-hidden="true">⚠ </span>
              {t('bags.idCheck')}
            </span>
          )}
          <span className={`bag__badge bag__badge--${bag.collect.kind}`}>
            {bag.collect.kind === 'paid'
              ? t('bags.paid')
              : t('bags.collect', { amount: formatAmount(bag.collect.amount, bag.collect.currencyCode) })}
          </span>
        </div>

        <div className="bag__state">
          <Outcome bag={bag} outcomeRef={outcomeRef} />
          <div role="alert" className="bag__failure">
            {failure && <div className="alert alert-danger mb-2">{failure}</div>}
          </div>
          {open && step === 'idle' && (
            <div className="bag__actions staff-no-print">
              <Button
                ref={handOverRef}
                variant="success"
                disabled={action.isPending}
                aria-describedby={headingId}
                onClick={() => (bag.collect.kind === 'onBoard' ? setStep('payment') : settle('handOver'))}
              >
                {t('bags.handOver')}
              </Button>
              <Button
                variant="outline-secondary"
                disabled={action.isPending}
                aria-describedby={headingId}
                onClick={() => setStep('confirmNotCollected')}
              >
                {t('bags.notCollected')}
              </Button>
            </div>
          )}
          {open && step === 'payment' && bag.collect.kind === 'onBoard' && (
            <OnBoardPaymentForm
              id={`pay-${bag.orderCode}`}
              amountDue={bag.collect.amount}
              currencyCode={bag.collect.currencyCode}
              pending={action.isPending}
              serverErrors={paymentErrors}
              onSubmit={(payment) => settle('handOver', payment)}
              onCancel={cancelStep}
            />
          )}
          {open && step === 'confirmNotCollected' && (
            <fieldset className="bag__confirm staff-no-print">
              <legend className="bag__confirm-question">
                {t(
                  bag.collect.kind === 'paid'
                    ? 'bags.confirmNotCollectedPaid'
                    : 'bags.confirmNotCollectedOnBoard',
                  {
                    seat,
                  },
                )}
              </legend>
              <Button
                ref={confirmRef}
                variant="danger"
                disabled={action.isPending}
                onClick={() => settle('notCollected')}
              >
                {t('bags.confirmNotCollected')}
              </Button>{' '}
              <Button variant="link" disabled={action.isPending} onClick={cancelStep}>
                {t('bags.keep')}
              </Button>
            </fieldset>
          )}
        </div>
      </article>
    </li>
  );
}

/** What happened to the bag, in words: the time and the crew member, and a payment taken on board. */
function Outcome({
  bag,
  outcomeRef,
}: {
  bag: Bag;
  outcomeRef: React.RefObject<HTMLParagraphElement | null>;
}) {
  const { t } = useTranslation('staff');
  const { handOver } = bag;
  if (handOver) {
    const payment = handOver.payment
      ? t('bags.paymentTaken', {
          method: t(`payment.${handOver.payment.method}`),
          amount: formatAmount(handOver.payment.amount, handOver.payment.currencyCode),
        })
      : '';
    return (
      <p ref={outcomeRef} tabIndex={-1} className={`bag__outcome bag__outcome--${handOver.outcome}`}>
        {t(handOver.outcome === 'Delivered' ? 'bags.handedOverAt' : 'bags.notCollectedAt', {
          time: formatClock(handOver.at),
          name: handOver.staffName,
        })}
        {payment && ` ${payment}`}
      </p>
    );
  }
  if (bag.handOverRefusal === null) return null;
  return (
    <p className="bag__outcome bag__outcome--refused">
      {t(`messages.${handOverRefusalMessages[bag.handOverRefusal]}`)}
    </p>
  );
}
