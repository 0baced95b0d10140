import {
  MAX_SCHEDULE_CSV_CHARS,
  SCHEDULE_CSV_COLUMNS,
  type ScheduleImportLine,
  type ScheduleImportResponse,
} from '@dutyfree/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useDescribeStaffFailure, useStaffMessage } from '../shared/staff-messages.ts';
import { useImportSchedule } from './api/import-schedule.ts';
import { useOrderFollowedText } from './order-followed.ts';

/** A left-to-right isolate: a column name or code inside a sentence of any direction. */
const ltr = (text: string) => `\u2068${text}\u2069`;

/**
 * A schedule file from the admin's computer: the browser reads its text and the server adds, retimes or
 * cancels the flights of its good lines; what each line did (with the orders that followed a retimed or
 * cancelled flight) and every bad line (line, column, problem) are shown below the form.
 */
export function ScheduleImport() {
  const { t } = useTranslation('staff');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ScheduleImportResponse | null>(null);
  const importSchedule = useImportSchedule();
  const describeFailure = useDescribeStaffFailure();
  const message = useStaffMessage();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    setResult(null);
    if (!file) return setError(t('messages.scheduleFileRequired'));
    // Characters, not bytes, are what the server counts; a file this large in bytes is too large anyway.
    if (file.size > MAX_SCHEDULE_CSV_CHARS * 4) return setError(t('messages.scheduleFileTooLarge'));
    importSchedule.mutate(await file.text(), {
      onSuccess: setResult,
      onError: (failure) => {
        const described = describeFailure(failure);
        setError(described.fields.csv ?? described.message ?? t('failures.unexpected'));
      },
    });
  }

  return (
    <section className="back-office-section" aria-labelledby="schedule-import-title">
      <h2 id="schedule-import-title">{t('scheduleImport.title')}</h2>
      {/* The column names are set in any language's sentence as one left-to-right isolate that may wrap. */}
      <p>{t('scheduleImport.intro', { columns: ltr(SCHEDULE_CSV_COLUMNS.join(', ')) })}</p>
      <p>{t('scheduleImport.optional', { status: ltr('status'), flightDate: ltr('flightDate') })}</p>
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <Form.Group controlId="schedule-file" className="mb-3">
          <Form.Label>{t('scheduleImport.choose')}</Form.Label>
          <Form.Control
            type="file"
            name="csv"
            accept=".csv,text/csv"
            isInvalid={Boolean(error)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'schedule-file-hint schedule-file-error' : 'schedule-file-hint'}
            onChange={(event) => {
              setError(null);
              setFile((event.target as HTMLInputElement).files?.[0] ?? null);
            }}
          />
          <Form.Text id="schedule-file-hint" className="d-block">
            {t('scheduleImport.hint')}
          </Form.Text>
          {error && (
            <Form.Control.Feedback id="schedule-file-error" type="invalid">
              {error}
            </Form.Control.Feedback>
          )}
        </Form.Group>
        <Button type="submit" variant="outline-primary" disabled={importSchedule.isPending}>
          {importSchedule.isPending && (
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          )}
          {t('scheduleImport.submit')}
        </Button>
      </Form>
      <div role="status" className="mt-3">
        {result && (
          <p className={result.problems.length > 0 ? 'alert alert-warning' : 'alert alert-success'}>
            {t('scheduleImport.added', { count: result.added })}{' '}
            {t('scheduleImport.summary', {
              retimed: result.retimed,
              cancelled: result.cancelled,
              unchanged: result.unchanged,
            })}{' '}
            {result.problems.length > 0 && t('scheduleImport.problems', { count: result.problems.length })}
          </p>
        )}
      </div>
      {result?.lines.some((line) => line.outcome !== 'error') && <ImportedLines result={result} />}
      {result && result.problems.length > 0 && (
        <div className="table-responsive">
          <table className="table table-sm caption-top back-office-table">
            <caption>{t('scheduleImport.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('scheduleImport.line')}</th>
                <th scope="col">{t('scheduleImport.column')}</th>
                <th scope="col">{t('scheduleImport.problem')}</th>
              </tr>
            </thead>
            <tbody>
              {result.problems.map((problem, index) => (
                // A line may have several problems, one per column: the order is the server's.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered.
                <tr key={index}>
                  <td>{problem.line}</td>
                  <td>
                    <code>{problem.field}</code>
                  </td>
                  <td>{message(problem)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The lines the file applied: the flight, what became of it, and of the orders it held. */
function ImportedLines({ result }: { result: ScheduleImportResponse }) {
  const { t } = useTranslation('staff');
  const applied = result.lines.filter((line) => line.outcome !== 'error');
  return (
    <div className="table-responsive">
      <table className="table table-sm caption-top back-office-table">
        <caption>{t('scheduleImport.linesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('scheduleImport.line')}</th>
            <th scope="col">{t('scheduleImport.flight')}</th>
            <th scope="col">{t('scheduleImport.outcome')}</th>
            <th scope="col">{t('scheduleImport.orders')}</th>
          </tr>
        </thead>
        <tbody>
          {applied.map((line) => (
            <tr key={line.line}>
              <td>{line.line}</td>
              <td className="text-nowrap">
                <bdi>{line.flightNumber}</bdi>
              </td>
              <td>{t(`scheduleImport.outcomes.${line.outcome}`)}</td>
              <td>
                <OrdersFollowed orders={line.orders} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OrdersFollowed({ orders }: { orders: ScheduleImportLine['orders'] }) {
  const { t } = useTranslation('staff');
  const followed = useOrderFollowedText();
  if (orders.length === 0) return t('scheduleImport.noOrders');
  return (
    <ul className="list-unstyled mb-0">
      {orders.map((order) => (
        <li key={order.orderCode}>{followed(order)}</li>
      ))}
    </ul>
  );
}
