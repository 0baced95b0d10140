import type { PriceCartResponse } from '@dutyfree/contracts';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { type CustomsDestination, useAllowanceUses } from '../cart/customs-allowances.tsx';
import { DestinationAgeDialog, destinationAgeToAsk } from './destination-age-dialog.tsx';
import { DutyDueDialog } from './duty-due-dialog.tsx';

/** The server's refusals of an order over an allowance (a kind of goods, or the value of the others). */
const DUTY_DUE: ReadonlySet<string | undefined> = new Set([
  'orders.dutyDueToConfirm',
  'orders.dutyDueOnGoodsValue',
]);

/** What the destination's customs ask of an order before it is sent (pre-order and on board alike). */
type CustomsAnswered = { travellerAge?: number | undefined; dutyDueConfirmed?: boolean | undefined };

/**
 * The destination's questions before an order is sent, the same for every checkout: its legal age when
 * above the shop's own (asked first), then the duty due on what is over an allowance. `ask` starts them
 * and sends the order once answered; `refused` opens the duty dialog for an over-allowance refusal the
 * browser did not foresee (a rule changed since); `dialogs` are rendered once in the form.
 */
export function useCustomsQuestions<Order extends CustomsAnswered>(
  destination: CustomsDestination | null,
  quote: PriceCartResponse | undefined,
  send: (order: Order) => void,
) {
  // The goods as they will fly: the priced lines, gifts included, against the destination's allowances.
  const uses = useAllowanceUses(destination, quote?.customsMeasures, quote?.lines ?? []);
  const over = uses.filter((use) => use.over);
  const ageToAsk = destinationAgeToAsk(destination, quote);
  // The order the age question is asked about, then the one the duty dialog asks about.
  const [ageFor, setAgeFor] = useState<Order | null>(null);
  const [dutyDueFor, setDutyDueFor] = useState<Order | null>(null);

  function askDutyOrSend(order: Order) {
    if (over.length > 0) setDutyDueFor(order);
    else send(order);
  }

  function ask(order: Order) {
    if (ageToAsk !== null) setAgeFor(order);
    else askDutyOrSend(order);
  }

  function answerAge(oldEnough: boolean | null) {
    const order = ageFor;
    setAgeFor(null);
    if (!order || oldEnough === null || ageToAsk === null) return;
    // The youngest age the answer allows: the server judges it against the destination's rule.
    askDutyOrSend({ ...order, travellerAge: oldEnough ? ageToAsk : ageToAsk - 1 });
  }

  function confirmDutyDue() {
    if (dutyDueFor) send({ ...dutyDueFor, dutyDueConfirmed: true });
    setDutyDueFor(null);
  }

  function refused(error: unknown, order: Order) {
    if (error instanceof ApiError && DUTY_DUE.has(error.code) && !order.dutyDueConfirmed) {
      setDutyDueFor(order);
    }
  }

  const dialogs = (
    <>
      <DestinationAgeDialog age={ageFor ? ageToAsk : null} destination={destination} onAnswer={answerAge} />
      <DutyDueDialog
        show={dutyDueFor !== null}
        destination={destination}
        over={over}
        onConfirm={confirmDutyDue}
        onCancel={() => setDutyDueFor(null)}
      />
    </>
  );
  return { uses, ask, refused, dialogs };
}
