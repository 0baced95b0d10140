import { type FlightTicketsResponse, flightTicketDraft } from '@dutyfree/contracts';
import { useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form-field.tsx';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { useForm } from '../../../hooks/use-form.ts';
import { parseForm } from '../../../lib/form-errors.ts';
import { EditorStatus, useEditor } from '../back-office/editor.tsx';
import { useStaffFailureMessage } from '../shared/staff-messages.ts';
import { useFlightTickets, useSaveFlightTicket } from './api/flight-tickets.ts';
import { MoveTicketDialog } from './move-ticket-dialog.tsx';
import { emptyTicketForm, type TicketFormValues } from './schedule-form.ts';

/**
 * The passengers on the flight, a form that puts a ticket on it or changes a passenger's seat, and a
 * dialog that moves a ticket to another flight.
 */
export function FlightTicketsEditor({ flightId }: { flightId: number }) {
  const { t } = useTranslation('staff');
  const tickets = useFlightTickets(flightId);
  const failureMessage = useStaffFailureMessage();
  const form = useForm<TicketFormValues>(emptyTicketForm);
  const save = useSaveFlightTicket(flightId);
  // The tickets are the rows, keyed by ticket number; the form puts one on the flight or changes it.
  const editor = useEditor<string>();
  const [moving, setMoving] = useState<FlightTicketsResponse['tickets'][number] | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    editor.submit({
      parsed: parseForm(flightTicketDraft, form.values),
      showErrors: form.showErrors,
      call: save,
      variables: (draft) => draft,
      saved: (_, { ticketNumber }) => {
        form.setValues(emptyTicketForm);
        return { message: t('flightTickets.saved', { ticket: ticketNumber }), key: ticketNumber };
      },
    });
  }

  return (
    <section className="back-office-section" aria-labelledby="tickets-title">
      {/* Focused after a move: the row whose button opened the dialog has left the table. */}
      <h2 id="tickets-title" ref={titleRef} tabIndex={-1}>
        {t('flightTickets.title')}
      </h2>
      {tickets.isPending ? (
        <LoadingIndicator label={t('flightTickets.loading')} />
      ) : tickets.isError ? (
        <div className="alert alert-danger" role="alert">
          {failureMessage(tickets.error)}
        </div>
      ) : tickets.data.tickets.length === 0 ? (
        <p className="staff-empty">{t('flightTickets.none')}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm back-office-table">
            <caption className="visually-hidden">{t('flightTickets.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('flightTickets.ticketNumber')}</th>
                <th scope="col">{t('flightTickets.passengerName')}</th>
                <th scope="col">{t('flightTickets.seatNumber')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('flightTickets.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {tickets.data.tickets.map((ticket) => (
                <tr key={ticket.ticketNumber} {...editor.rowProps(ticket.ticketNumber)}>
                  <td>
                    <code>{ticket.ticketNumber}</code>
                  </td>
                  <td>{ticket.passengerName}</td>
                  <td>{ticket.seatNumber ?? '—'}</td>
                  {/* The two actions side by side on a wide screen, one under the other on a phone. */}
                  <td>
                    <div className="d-flex flex-column flex-md-row align-items-start column-gap-3 row-gap-2">
                      <Button
                        variant="link"
                        size="sm"
                        className="p-0 text-start"
                        onClick={() => {
                          editor.edit(ticket.ticketNumber);
                          form.setValues({
                            ticketNumber: ticket.ticketNumber,
                            passengerName: ticket.passengerName,
                            seatNumber: ticket.seatNumber ?? '',
                          });
                        }}
                      >
                        {t('flightTickets.edit', { ticket: ticket.ticketNumber })}
                      </Button>
                      <Button
                        variant="link"
                        size="sm"
                        className="p-0 text-start"
                        onClick={() => setMoving(ticket)}
                      >
                        {t('flightTickets.moveTicket.action', { ticket: ticket.ticketNumber })}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {moving && (
        <MoveTicketDialog
          key={moving.ticketNumber}
          flightId={flightId}
          ticket={moving}
          onClosed={(moved) => {
            setMoving(null);
            if (!moved) return;
            // What the form said last (a ticket saved) is about a passenger who may have left, and a form
            // holding the ticket moved would put it back on this flight.
            editor.edit(null);
            if (form.values.ticketNumber === moving.ticketNumber) form.setValues(emptyTicketForm);
            titleRef.current?.focus();
          }}
        />
      )}
      <Form ref={form.formRef} noValidate onSubmit={submit} className="back-office-form">
        <EditorStatus editor={editor} />
        <fieldset>
          <legend>{t('flightTickets.formTitle')}</legend>
          <div className="back-office-numbers">
            <TextField
              id="ticket-ticketNumber"
              label={t('flightTickets.ticketNumber')}
              inputMode="numeric"
              required
              {...form.field('ticketNumber')}
            />
            <TextField
              id="ticket-passengerName"
              label={t('flightTickets.passengerName')}
              required
              {...form.field('passengerName')}
            />
            <TextField
              id="ticket-seatNumber"
              label={t('flightTickets.seatNumber')}
              hint={t('flightTickets.seatHint')}
              {...form.field('seatNumber')}
            />
          </div>
        </fieldset>
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {t('flightTickets.save')}
        </Button>
      </Form>
    </section>
  );
}
