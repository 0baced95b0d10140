import { type BackOfficeFlight, type FlightTicketsResponse, flightTicketMove } from '@dutyfree/contracts';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../components/form-field.tsx';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { useForm } from '../../../hooks/use-form.ts';
import { isolate } from '../../../lib/bidi.ts';
import { parseForm } from '../../../lib/form-errors.ts';
import { EditorStatus, useEditor } from '../back-office/editor.tsx';
import { LoadFailure } from '../back-office/load-failure.tsx';
import { SearchBox } from '../back-office/search-box.tsx';
import { useStaffTime } from '../shared/staff-format.ts';
import { useMoveFlightTicket } from './api/flight-tickets.ts';
import { useScheduledFlights } from './api/get-scheduled-flights.ts';
import { useOrderFollowedText } from './order-followed.ts';

type Ticket = FlightTicketsResponse['tickets'][number];
type MoveFormValues = { ticketNumber: string; toFlightId: string };

/**
 * The traveller was rebooked: the admin picks the flight the ticket moves to (from the schedule, by
 * flight number when the first page does not show it) and confirms; the dialog then says what became of
 * each order the ticket held for this flight. A modal dialog: focus stays inside it, Escape and the close
 * button leave it; `onClosed` is told whether the ticket moved, once the dialog is gone.
 */
export function MoveTicketDialog({
  flightId,
  ticket,
  onClosed,
}: {
  flightId: number;
  ticket: Ticket;
  onClosed: (moved: boolean) => void;
}) {
  const { t } = useTranslation('staff');
  const time = useStaffTime();
  const followed = useOrderFollowedText();
  const [show, setShow] = useState(true);
  const [moved, setMoved] = useState(false);
  const [flightNumber, setFlightNumber] = useState('');
  const flights = useScheduledFlights(flightNumber, undefined);
  // Neither this flight nor a cancelled one takes the ticket; the server refuses both anyway.
  const choices = flights.data?.flights.filter((f) => f.id !== flightId && !f.cancelledAt) ?? [];
  const form = useForm<MoveFormValues>({ ticketNumber: ticket.ticketNumber, toFlightId: '' });
  const move = useMoveFlightTicket(flightId);
  const editor = useEditor<string>();
  const titleId = useId();
  const formId = useId();

  const describe = (flight: BackOfficeFlight) =>
    t('flightTickets.moveTicket.flight', {
      flight: isolate(flight.flightNumber),
      route: t('flights.route', { origin: isolate(flight.origin), destination: isolate(flight.destination) }),
      departure: time(flight.departureAt),
    });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const { toFlightId } = form.values;
    const to = choices.find((flight) => String(flight.id) === toFlightId);
    editor.submit({
      parsed: parseForm(flightTicketMove, {
        ticketNumber: form.values.ticketNumber,
        toFlightId: toFlightId === '' ? undefined : Number(toFlightId),
      }),
      showErrors: form.showErrors,
      call: move,
      variables: (draft) => draft,
      saved: (result) => {
        setMoved(true);
        return {
          message: t('flightTickets.moveTicket.moved', {
            ticket: ticket.ticketNumber,
            flight: to && isolate(to.flightNumber),
            departure: to && time(to.departureAt),
          }),
          details:
            result.orders.length > 0 ? result.orders.map(followed) : [t('flightTickets.moveTicket.noOrders')],
        };
      },
    });
  }

  return (
    <Modal
      show={show}
      // A move under way finishes in the dialog, where its outcome is said.
      onHide={() => move.isPending || setShow(false)}
      onExited={() => onClosed(moved)}
      // The row that opened the dialog is gone once the ticket moved: the caller says where focus goes.
      restoreFocus={!moved}
      aria-labelledby={titleId}
      size="lg"
    >
      <Modal.Header closeButton closeLabel={t('flightTickets.moveTicket.close')}>
        <Modal.Title as="h2" id={titleId} className="h4">
          {t('flightTickets.moveTicket.title', { ticket: ticket.ticketNumber })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <EditorStatus editor={editor} />
        {!moved && (
          <>
            {/* Read only, and where the server's word on the ticket (no longer on this flight) is shown. */}
            <TextField
              id="move-ticket-ticketNumber"
              label={t('flightTickets.ticketNumber')}
              hint={t('flightTickets.moveTicket.passenger', { passenger: ticket.passengerName })}
              plaintext
              readOnly
              form={formId}
              {...form.field('ticketNumber')}
            />
            <p>{t('flightTickets.moveTicket.intro')}</p>
            <SearchBox
              id="move-ticket-search"
              label={t('flightTickets.moveTicket.search')}
              placeholder={t('schedule.searchHint')}
              onSearch={(text) => {
                setFlightNumber(text);
                form.setValue('toFlightId', '');
              }}
            />
            <Form id={formId} ref={form.formRef} noValidate onSubmit={submit}>
              {flights.isPending ? (
                <LoadingIndicator label={t('schedule.loading')} />
              ) : flights.isError ? (
                <LoadFailure error={flights.error} retry={() => void flights.refetch()} />
              ) : choices.length === 0 ? (
                <p className="staff-empty">
                  {flightNumber
                    ? t('flightTickets.moveTicket.noneFound')
                    : t('flightTickets.moveTicket.none')}
                </p>
              ) : (
                <SelectField
                  id="move-ticket-toFlightId"
                  label={t('flightTickets.moveTicket.toFlight')}
                  hint={t('flightTickets.moveTicket.toFlightHint')}
                  required
                  aria-busy={flights.isPlaceholderData}
                  {...form.field('toFlightId')}
                >
                  <option value="">{t('itemForm.choose')}</option>
                  {choices.map((flight) => (
                    <option key={flight.id} value={flight.id}>
                      {describe(flight)}
                    </option>
                  ))}
                </SelectField>
              )}
            </Form>
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        {moved ? (
          <Button variant="primary" onClick={() => setShow(false)}>
            {t('flightTickets.moveTicket.close')}
          </Button>
        ) : (
          <>
            <Button variant="outline-primary" onClick={() => setShow(false)} disabled={move.isPending}>
              {t('flightTickets.moveTicket.cancel')}
            </Button>
            <Button type="submit" form={formId} variant="primary" disabled={move.isPending}>
              {move.isPending && (
                <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
              )}
              {t('flightTickets.moveTicket.submit')}
            </Button>
          </>
        )}
      </Modal.Footer>
    </Modal>
  );
}
