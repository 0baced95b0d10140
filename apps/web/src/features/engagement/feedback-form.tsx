import { FEEDBACK_MAX_LENGTH, feedbackRequest } from '@dutyfree/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '../../components/form-field.tsx';
import { useForm } from '../../hooks/use-form.ts';
import { parseForm } from '../../lib/form-errors.ts';
import { useSendFeedback } from './api/send-feedback.ts';
import { useEngagementMessages } from './engagement-messages.ts';

const empty = { fullName: '', email: '', feedBack: '' };

/**
 * SPEC §2 /feed-back. The original only logged a failure (SPEC §8); here the traveller sees whether the
 * message arrived (docs/spec-deviations.md).
 */
export function FeedbackForm() {
  const { t } = useTranslation('engagement');
  const form = useForm(empty);
  const send = useSendFeedback();
  const messages = useEngagementMessages();
  const [failure, setFailure] = useState<string | null>(null);
  const [thanks, setThanks] = useState<string | null>(null);
  const thanksRef = useRef<HTMLDivElement>(null);

  // The form stays for another message; the thanks above it is where the reader's eyes should go.
  useEffect(() => {
    if (thanks) thanksRef.current?.focus();
  }, [thanks]);

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setThanks(null);
    const parsed = parseForm(feedbackRequest, form.values);
    if (parsed.errors) {
      form.showErrors(messages.translateErrors(parsed.errors));
      return;
    }
    send.mutate(parsed.data, {
      onSuccess: ({ message }) => {
        form.setValues(empty);
        setThanks(messages.translate(message));
      },
      onError: (error) => {
        const described = messages.describeFailure(error);
        form.showErrors(described.fields);
        setFailure(described.message);
      },
    });
  }

  return (
    <Form ref={form.formRef} noValidate onSubmit={submit} className="feedback-form">
      <p>{t('feedback.intro')}</p>
      {/* Live regions are in the page from the start: screen readers announce changes, not arrivals. */}
      <div role="status">
        {thanks && (
          <div ref={thanksRef} tabIndex={-1} className="alert alert-success">
            {thanks}
          </div>
        )}
      </div>
      <div role="alert">{failure && <div className="alert alert-danger">{failure}</div>}</div>
      <TextField
        id="feedback-full-name"
        label={t('feedback.fullName')}
        autoComplete="name"
        required
        {...form.field('fullName')}
      />
      <TextField
        id="feedback-email"
        label={t('feedback.email')}
        type="email"
        autoComplete="email"
        spellCheck={false}
        required
        {...form.field('email')}
      />
      <TextAreaField
        id="feedback-text"
        label={t('feedback.feedBack')}
        hint={t('feedback.feedBackHint', { max: FEEDBACK_MAX_LENGTH })}
        rows={6}
        maxLength={FEEDBACK_MAX_LENGTH}
        required
        {...form.field('feedBack')}
      />
      <Button type="submit" variant="primary" size="lg" disabled={send.isPending}>
        {send.isPending && (
          <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
        )}
        {send.isPending ? t('feedback.sending') : t('feedback.send')}
      </Button>
    </Form>
  );
}
