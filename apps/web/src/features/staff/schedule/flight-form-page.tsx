import { type BackOfficeFlight, type FlightChoicesResponse, flightDraft } from '@dutyfree/contracts';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { SelectField, TextField } from '../../../components/form-field.tsx';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useForm } from '../../../hooks/use-form.ts';
import { parseForm } from '../../../lib/form-errors.ts';
import { AdminOnly } from '../back-office/admin-only.tsx';
import { EditorStatus, useEditor } from '../back-office/editor.tsx';
import { useStaffFailureMessage } from '../shared/staff-messages.ts';
import { scheduledFlightPath, staffPaths } from '../shared/staff-paths.ts';
import { StockHistory } from '../shared/stock-history.tsx';
import { useFlightChoices, useScheduledFlight } from './api/get-scheduled-flight.ts';
import { useSaveFlight } from './api/save-flight.ts';
import { FlightLoadEditor } from './flight-load-editor.tsx';
import { FlightTicketsEditor } from './flight-tickets-editor.tsx';
import {
  emptyFlightForm,
  type FlightFormValues,
  flightDraftInput,
  flightFormValues,
} from './schedule-form.ts';
import { TrolleyReconciliation } from './trolley-reconciliation.tsx';

/**
 * A new flight (`/staff/schedule/new`) or an existing one: its route and times, its load, its trolley's
 * closing on arrival, its passengers.
 */
export function FlightFormPage() {
  const { t } = useTranslation('staff');
  const { flightId } = useParams();
  const id = flightId && /^\d+$/.test(flightId) ? Number(flightId) : undefined;
  return (
    <AdminOnly title={id ? t('flightForm.editTitle') : t('flightForm.newTitle')}>
      <FlightLoader flightId={id} />
    </AdminOnly>
  );
}

function FlightLoader({ flightId }: { flightId: number | undefined }) {
  const { t } = useTranslation('staff');
  const flight = useScheduledFlight(flightId);
  const choices = useFlightChoices();
  const failureMessage = useStaffFailureMessage();
  const failed = choices.error ?? flight.error;
  if (failed) {
    return (
      <div className="alert alert-danger" role="alert">
        {failureMessage(failed)} <Link to={staffPaths.schedule}>{t('flightForm.backToSchedule')}</Link>
      </div>
    );
  }
  if (!choices.data || (flightId !== undefined && !flight.data))
    return <LoadingIndicator label={t('flightForm.loading')} />;
  return (
    <>
      {/* Keyed by flight, so that moving from one flight to another starts from that flight's values. */}
      <FlightForm key={flight.data?.id ?? 'new'} flight={flight.data} choices={choices.data} />
      {flight.data && (
        <>
          <FlightLoadEditor flightId={flight.data.id} />
          <StockHistory of={{ flightId: flight.data.id }} />
          <TrolleyReconciliation flightId={flight.data.id} />
          <FlightTicketsEditor flightId={flight.data.id} />
        </>
      )}
    </>
  );
}

function FlightForm({
  flight,
  choices,
}: {
  flight: BackOfficeFlight | undefined;
  choices: FlightChoicesResponse;
}) {
  const { t } = useTranslation('staff');
  const form = useForm<FlightFormValues>(() => (flight ? flightFormValues(flight) : emptyFlightForm));
  const save = useSaveFlight();
  const editor = useEditor('flight');

  function submit(event: React.FormEvent) {
    event.preventDefault();
    editor.submit({
      parsed: parseForm(flightDraft, flightDraftInput(form.values)),
      showErrors: form.showErrors,
      call: save,
      variables: (draft) =>
        flight
          ? ({ kind: 'update', flightId: flight.id, draft } as const)
          : ({ kind: 'create', draft } as const),
      saved: (saved) => ({
        message: t('flightForm.saved', { flight: saved.flightNumber }),
        // A new flight continues on its own page, where its load and passengers are added.
        to: flight ? undefined : scheduledFlightPath(saved.id),
      }),
    });
  }

  const airport = (name: 'origin' | 'destination', label: string) => (
    <SelectField id={`flight-${name}`} label={label} required {...form.field(name)}>
      <option value="">{t('itemForm.choose')}</option>
      {choices.airports.map((choice) => (
        <option key={choice.code} value={choice.code}>
          {`${choice.city} (${choice.code})`}
        </option>
      ))}
    </SelectField>
  );
  const time = (name: 'departureAt' | 'arrivalAt', label: string) => (
    <TextField id={`flight-${name}`} label={label} type="datetime-local" required {...form.field(name)} />
  );

  return (
    <section>
      <p>
        <Link to={staffPaths.schedule}>{t('flightForm.backToSchedule')}</Link>
      </p>
      <PageTitle>
        {flight
          ? t('flightForm.editTitleOf', {
              flight: flight.flightNumber,
              origin: flight.origin,
              destination: flight.destination,
            })
          : t('flightForm.newTitle')}
      </PageTitle>
      <EditorStatus editor={editor} />
      <Form ref={form.formRef} noValidate onSubmit={submit} className="back-office-form">
        <fieldset>
          <legend>{t('flightForm.flight')}</legend>
          <TextField
            id="flight-flightNumber"
            label={t('flightForm.flightNumber')}
            hint={t('flightForm.flightNumberHint')}
            required
            autoCapitalize="characters"
            spellCheck={false}
            {...form.field('flightNumber')}
          />
          <div className="back-office-numbers">
            {airport('origin', t('flightForm.origin'))}
            {airport('destination', t('flightForm.destination'))}
            {time('departureAt', t('flightForm.departureAt'))}
            {time('arrivalAt', t('flightForm.arrivalAt'))}
          </div>
        </fieldset>
        <Button type="submit" variant="primary" size="lg" disabled={save.isPending}>
          {save.isPending && (
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          )}
          {flight ? t('flightForm.save') : t('flightForm.create')}
        </Button>
      </Form>
    </section>
  );
}
