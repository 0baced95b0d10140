import { accountMessages, engagementMessages } from '@dutyfree/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import { type FieldErrorMap, fieldErrorsFromServer } from '../../lib/form-errors.ts';

// The contracts and the server speak English (SPEC §5 messages); the forms show them in the reader's
// language. The rate limiter's answer comes from the shared limiter, hence the one account message.
const knownMessages = { ...engagementMessages, tooManyAttempts: accountMessages.tooManyAttempts };
type MessageKey = keyof typeof knownMessages;

const keyByMessage = new Map<string, MessageKey>(
  Object.entries(knownMessages).map(([key, message]) => [message, key as MessageKey]),
);

/** What a failed call means for a form: messages per field (400), or one for the whole form. */
export interface Failure {
  fields: FieldErrorMap;
  message: string | null;
}

export function useEngagementMessages() {
  const { t } = useTranslation('engagement');

  /** A message the catalogue does not know is shown as the server wrote it. */
  function translate(message: string): string {
    const key = keyByMessage.get(message);
    return key ? t(`messages.${key}`) : message;
  }

  function translateErrors(errors: FieldErrorMap): FieldErrorMap {
    return Object.fromEntries(
      Object.entries(errors).map(([field, message]) => [field, message && translate(message)]),
    );
  }

  function describeFailure(error: unknown): Failure {
    if (!(error instanceof ApiError)) return { fields: {}, message: t('failures.unexpected') };
    if (error.kind === 'network') return { fields: {}, message: t('failures.network') };
    const fields = translateErrors(fieldErrorsFromServer(error.fieldErrors));
    if (Object.keys(fields).length > 0) return { fields, message: null };
    const message = error.serverMessage;
    return { fields: {}, message: message ? translate(message) : t('failures.unexpected') };
  }

  return { translate, translateErrors, describeFailure };
}
