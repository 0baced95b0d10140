import { type FlightLoadResponse, flightLoadDraft } from '@dutyfree/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form-field.tsx';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { type FieldErrorMap, parseForm } from '../../../lib/form-errors.ts';
import { EditorStatus, useEditor } from '../back-office/editor.tsx';
import { useStaffFailureMessage } from '../shared/staff-messages.ts';
import { useFlightLoad, useSaveFlightLoad } from './api/flight-load.ts';
import {
  emptyLoadRow,
  type LoadRow,
  loadInput,
  loadMovedTo,
  loadRows,
  withMovedFigure,
} from './schedule-form.ts';

/** What the flight carries on board: item codes and quantities; travellers on it order from these. */
export function FlightLoadEditor({ flightId }: { flightId: number }) {
  const { t } = useTranslation('staff');
  const load = useFlightLoad(flightId);
  const failureMessage = useStaffFailureMessage();
  return (
    <section className="back-office-section" aria-labelledby="load-title">
      <h2 id="load-title">{t('flightLoad.title')}</h2>
      <p>{t('flightLoad.intro')}</p>
      {load.isPending ? (
        <LoadingIndicator label={t('flightLoad.loading')} />
      ) : load.isError ? (
        <div className="alert alert-danger" role="alert">
          {failureMessage(load.error)}
        </div>
      ) : (
        <LoadForm flightId={flightId} saved={load.data} />
      )}
    </section>
  );
}

function LoadForm({ flightId, saved }: { flightId: number; saved: FlightLoadResponse }) {
  const { t } = useTranslation('staff');
  const [rows, setRows] = useState<LoadRow[]>(() => loadRows(saved));
  // Saved lines taken off the form: the save brings each to 0 from the figure it showed.
  const [removed, setRemoved] = useState<LoadRow[]>([]);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const save = useSaveFlightLoad(flightId);
  const editor = useEditor();

  const setRow = (index: number, change: Partial<LoadRow>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)));

  function submit(event: React.FormEvent) {
    event.preventDefault();
    editor.submit({
      parsed: parseForm(flightLoadDraft, loadInput(rows, removed)),
      showErrors: setErrors,
      call: save,
      variables: (draft) => draft,
      saved: (load) => {
        // The saved load names each item; lines of 0 have left it.
        setRows(loadRows(load));
        setRemoved([]);
        return { message: t('flightLoad.saved') };
      },
      // A line's figure moved meanwhile (orders on board): the refusal says it, and saving again starts from it.
      refused: (error) => {
        const moved = loadMovedTo(error);
        if (!moved) return;
        setRows((current) => withMovedFigure(current, moved));
        setRemoved((current) => withMovedFigure(current, moved));
      },
    });
  }

  return (
    <Form noValidate onSubmit={submit} className="back-office-load">
      <EditorStatus editor={editor} />
      {rows.length === 0 && <p className="staff-empty">{t('flightLoad.empty')}</p>}
      {rows.map((row, index) => (
        <fieldset key={row.rowKey} className="back-office-tier">
          <legend>{row.name ?? t('flightLoad.line', { number: index + 1 })}</legend>
          <TextField
            id={`load-${index}-itemCode`}
            label={t('flightLoad.itemCode')}
            autoCapitalize="characters"
            spellCheck={false}
            value={row.itemCode}
            error={errors[`lines.${index}.itemCode`]}
            onChange={(event) => setRow(index, { itemCode: event.target.value })}
          />
          <TextField
            id={`load-${index}-quantity`}
            label={t('flightLoad.quantity')}
            inputMode="numeric"
            value={row.quantity}
            error={errors[`lines.${index}.quantity`]}
            onChange={(event) => setRow(index, { quantity: event.target.value })}
          />
          <Button
            variant="outline-danger"
            size="sm"
            className="back-office-tier__remove"
            onClick={() => {
              setRows(rows.filter((_, i) => i !== index));
              if (row.shown > 0) setRemoved([...removed, row]);
            }}
          >
            {t('flightLoad.remove', { name: row.name ?? row.itemCode ?? index + 1 })}
          </Button>
        </fieldset>
      ))}
      <div className="back-office-actions">
        <Button variant="outline-secondary" onClick={() => setRows([...rows, emptyLoadRow()])}>
          {t('flightLoad.add')}
        </Button>
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {t('flightLoad.save')}
        </Button>
      </div>
    </Form>
  );
}
