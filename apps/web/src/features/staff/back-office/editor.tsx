import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { usePrefersReducedMotion } from '../../../hooks/use-prefers-reduced-motion.ts';
import type { FieldErrorMap, ParsedForm } from '../../../lib/form-errors.ts';
import { useDescribeStaffFailure, useTranslateStaffErrors } from '../shared/staff-messages.ts';
import './editor.css';

// The back office's one way to edit a record: a table of records, a form, a save, and what it came to.
// After a save or a refusal the outcome stands at the top of the form, brought into view and focused (a
// save of a long form no longer leaves the page scrolled to its bottom with nothing to see), and announced:
// politely when saved, at once when refused. The row saved is marked in the table. A refusal keeps what
// was typed; the fields it names are marked and the first of them focused instead.

/**
 * What the last save came to, in the admin's words; `details` lists what it did to other records (the
 * orders that followed a moved ticket).
 */
export type EditorOutcome = { kind: 'saved' | 'refused'; message: string; details?: readonly string[] };

/** What a save's answer means: the words, the row it saved, and the page to go to (a new record's own). */
type Saved<Key> = { message: string; details?: readonly string[]; key?: Key; to?: string };

/** The save call: a mutation of TanStack Query, or anything that calls back the same way. */
type SaveCall<Variables, Result> = {
  mutate: (
    variables: Variables,
    callbacks: { onSuccess: (result: Result) => void; onError: (error: Error) => void },
  ) => void;
};

type Submission<Draft, Variables, Result, Key> = {
  /** The form's values as the contracts' schema read them. */
  parsed: ParsedForm<Draft>;
  /** Marks the fields named, by the schema or by the server; the form's own names where they differ. */
  showErrors: (errors: FieldErrorMap) => void;
  call: SaveCall<Variables, Result>;
  variables: (draft: Draft) => Variables;
  /** What the answer means; the draft sent beside it. */
  saved: (result: Result, draft: Draft) => Saved<Key>;
  /** Learns from a refusal before it is shown (a stock figure that moved meanwhile, to save from next). */
  refused?: (error: Error) => void;
};

/**
 * Where the outcome rides along when a save opens another page: the navigation's state, under the name of
 * the editor that saved, for the same editor on the new page (other editors there have said nothing).
 */
type Carried = { editorOutcome: { editor: string | undefined; message: string } };

function carriedOutcome(state: unknown, editor: string | undefined): EditorOutcome | null {
  const carried = (state as Partial<Carried> | null)?.editorOutcome;
  return editor !== undefined && carried?.editor === editor && typeof carried.message === 'string'
    ? { kind: 'saved', message: carried.message }
    : null;
}

/** `name`: an editor whose save opens the record's own page names itself, to say there what it did. */
export function useEditor<Key extends string | number = number>(name?: string) {
  const { t, i18n } = useTranslation('staff');
  const navigate = useNavigate();
  const location = useLocation();
  const describeFailure = useDescribeStaffFailure();
  const translateErrors = useTranslateStaffErrors();
  const reducedMotion = usePrefersReducedMotion();
  const statusRef = useRef<HTMLDivElement>(null);
  const [outcome, setOutcome] = useState<EditorOutcome | null>(() => carriedOutcome(location.state, name));
  // Counts the outcomes shown, so that each one is brought into view.
  const [shown, setShown] = useState(() => (outcome ? 1 : 0));
  const [editing, setEditing] = useState<Key | null>(null);
  const [savedKey, setSavedKey] = useState<Key | null>(null);

  useEffect(() => {
    if (shown === 0) return;
    // After every effect of this render: on a new record's page the area moves focus to the page first,
    // and a form whose fields the refusal names focuses the first of them, where it stays.
    queueMicrotask(() => {
      if (document.activeElement?.getAttribute('aria-invalid') === 'true') return;
      const status = statusRef.current;
      status?.scrollIntoView?.({ block: 'center', behavior: reducedMotion ? 'auto' : 'smooth' });
      status?.focus({ preventScroll: true });
    });
  }, [shown, reducedMotion]);

  // An outcome is said in the language of its save (a server's refusal too): once the admin reads the page
  // in another language, it goes rather than stay in the one left.
  const saidIn = useRef(i18n.resolvedLanguage);
  useEffect(() => {
    if (saidIn.current === i18n.resolvedLanguage) return;
    saidIn.current = i18n.resolvedLanguage;
    setOutcome(null);
  }, [i18n.resolvedLanguage]);

  // The outcome carried to a new record's page is shown once: a reload of the page does not repeat it.
  useEffect(() => {
    if (carriedOutcome(location.state, name)) void navigate(location, { replace: true, state: null });
  }, [location, navigate, name]);

  function show(next: EditorOutcome) {
    setOutcome(next);
    setShown((count) => count + 1);
  }

  /** Checks the form, saves it, and says what came of it. */
  function submit<Draft, Variables, Result>(submission: Submission<Draft, Variables, Result, Key>) {
    setOutcome(null);
    const { parsed } = submission;
    if (parsed.errors) {
      submission.showErrors(translateErrors(parsed.errors));
      return;
    }
    const draft = parsed.data;
    submission.showErrors({});
    submission.call.mutate(submission.variables(draft), {
      onSuccess: (result) => {
        const { message, details, key, to } = submission.saved(result, draft);
        if (key !== undefined) {
          setSavedKey(key);
          setEditing(key);
        }
        if (to) {
          const state: Carried = { editorOutcome: { editor: name, message } };
          void navigate(to, { replace: true, state });
        } else show({ kind: 'saved', message, details });
      },
      onError: (error) => {
        submission.refused?.(error);
        const failure = describeFailure(error);
        submission.showErrors(failure.fields);
        show({ kind: 'refused', message: failure.message ?? t('editor.checkFields') });
      },
    });
  }

  return {
    statusRef,
    outcome,
    /** The record the form edits; null for a new one. */
    editing,
    edit(key: Key | null) {
      setEditing(key);
      setOutcome(null);
    },
    submit,
    /** A table row's marks: the record in the form, and the one just saved. */
    rowProps(key: Key) {
      return {
        className: key === savedKey ? 'back-office-row--saved' : undefined,
        'aria-current': key === editing ? ('true' as const) : undefined,
      };
    },
  };
}

export type Editor<Key extends string | number = number> = ReturnType<typeof useEditor<Key>>;

/** The outcome of the editor's last save, where the form begins. */
export function EditorStatus<Key extends string | number>({ editor }: { editor: Editor<Key> }) {
  const { outcome } = editor;
  return (
    <div ref={editor.statusRef} tabIndex={-1} className="editor-status">
      <div role="status">
        {outcome?.kind === 'saved' && (
          <div className="alert alert-success mb-3">
            {outcome.message}
            {outcome.details && (
              <ul className="mb-0 mt-2">
                {outcome.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
      <div role="alert">
        {outcome?.kind === 'refused' && <div className="alert alert-danger mb-3">{outcome.message}</div>}
      </div>
    </div>
  );
}
