import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import {
  codeTranslator,
  type FieldErrorMap,
  type FieldProblems,
  fieldErrorsFromServer,
  type Translatable,
  translateErrors as translateEach,
} from '../../lib/form-errors.ts';

// The contracts and the server speak English (SPEC §5 messages) and name each message by a code; the
// forms show them in the reader's language. The rate limiter's refusal is the shared account code
// `account.tooManyAttempts`, which this catalogue words too.

/** What a failed call means for a form: messages per field (400), or one for the whole form. */
export interface Failure {
  fields: FieldErrorMap;
  message: string | null;
}

export function useEngagementMessages() {
  const { t } = useTranslation('engagement');

  /** A code the catalogue has no words for is shown as the server wrote it. */
  const translate: (text: Translatable) => string = codeTranslator(
    t as (key: string, options: Record<string, unknown>) => string,
  );

  function translateErrors(errors: FieldProblems): FieldErrorMap {
    return translateEach(errors, translate);
  }

  function describeFailure(error: unknown): Failure {
    if (!(error instanceof ApiError)) return { fields: {}, message: t('failures.unexpected') };
    if (error.kind === 'network') return { fields: {}, message: t('failures.network') };
    const fields = translateErrors(fieldErrorsFromServer(error.fieldErrorTexts));
    if (Object.keys(fields).length > 0) return { fields, message: null };
    const serverError = error.serverError;
    return { fields: {}, message: serverError ? translate(serverError) : t('failures.unexpected') };
  }

  return { translate, translateErrors, describeFailure };
}
