import { type FormEvent, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../hooks/use-form.ts';
import { parseForm } from '../../lib/form-errors.ts';
import { showToast } from '../../lib/toast-store.ts';
import { useSubscribeToMail } from './api/subscribe-to-mail.ts';
import { useEngagementMessages } from './engagement-messages.ts';
import './engagement.css';

/** SPEC §4/§9: the server's answer shows in a toast for 5 s. */
export const SUBSCRIBED_TOAST_MS = 5000;

/**
 * The footer's newsletter sign-up (SPEC §2). The original stayed silent when subscribing failed (SPEC §8);
 * here the failure is said under the field (docs/spec-deviations.md).
 */
export function NewsletterForm() {
  const { t } = useTranslation('engagement');
  const id = useId();
  const headingId = `${id}-heading`;
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  const form = useForm({ email: '' });
  const subscribe = useSubscribeToMail();
  const messages = useEngagementMessages();
  const [failure, setFailure] = useState<string | null>(null);
  const email = form.field('email');
  const problem = email.error ?? failure;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const { subscribeToMailRequest } = await import('./subscribe-request.ts');
    const parsed = parseForm(subscribeToMailRequest, form.values);
    if (parsed.errors) {
      form.showErrors(messages.translateErrors(parsed.errors));
      return;
    }
    subscribe.mutate(parsed.data, {
      onSuccess: ({ message }) => {
        form.setValues({ email: '' });
        showToast({
          variant: 'success',
          message: messages.translate(message),
          durationMs: SUBSCRIBED_TOAST_MS,
        });
      },
      onError: (error) => {
        const described = messages.describeFailure(error);
        form.showErrors(described.fields);
        setFailure(described.message);
      },
    });
  }

  return (
    <section aria-labelledby={headingId} className="newsletter">
      <h2 id={headingId} className="footer-group__heading">
        {t('newsletter.heading')}
      </h2>
      <Form ref={form.formRef} noValidate onSubmit={submit} className="newsletter__form">
        <Form.Label htmlFor={inputId}>{t('newsletter.label')}</Form.Label>
        <InputGroup hasValidation>
          <Form.Control
            id={inputId}
            type="email"
            autoComplete="email"
            spellCheck={false}
            required
            name={email.name}
            value={email.value}
            onChange={(event) => {
              setFailure(null);
              email.onChange(event);
            }}
            isInvalid={Boolean(problem)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
          />
          <Button type="submit" variant="accent" disabled={subscribe.isPending}>
            {subscribe.isPending && (
              <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
            )}
            {subscribe.isPending ? t('newsletter.subscribing') : t('newsletter.subscribe')}
          </Button>
        </InputGroup>
        {/* Always in the page, so that a message appearing in it is announced. */}
        <div role="alert" id={errorId} className="newsletter__error">
          {problem}
        </div>
      </Form>
    </section>
  );
}
