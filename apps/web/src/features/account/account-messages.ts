import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import {
  codeTranslator,
  describeFailure,
  type FieldErrorMap,
  type FieldProblems,
  type FormFailure,
  firstMessagesOf,
  type Translatable,
  translateErrors,
} from '../../lib/form-errors.ts';

/**
 * The contracts and the server speak English (SPEC §5 messages) and name each message by a code; this
 * shows them in the reader's language. A code the catalogue has no words for is shown as written.
 */
export function useAccountMessage(): (text: Translatable) => string {
  const { t } = useTranslation('account');
  return codeTranslator(t as (key: string, options: Record<string, unknown>) => string);
}

export type Failure = FormFailure;

export function useDescribeFailure(): (error: unknown) => Failure {
  const { t } = useTranslation('account');
  const translate = useAccountMessage();
  return (error) =>
    describeFailure(error, translate, {
      unexpected: t('failures.unexpected'),
      network: t('failures.network'),
    });
}

/** Translates every message of a form's client-side check. */
export function useTranslateErrors(): (errors: FieldProblems) => FieldErrorMap {
  const translate = useAccountMessage();
  return (errors) => translateErrors(errors, translate);
}

/**
 * SPEC §8 for sign-in, forgot and reset: a 400 shows the first message of each named field joined by
 * ', ' (any field's first message when none of them is named); other failures show the server's message.
 */
export function useFailureMessage(
  fields: readonly string[] = ['Username', 'Password'],
): (error: unknown) => string {
  const { t } = useTranslation('account');
  const translate = useAccountMessage();
  const describeFailure = useDescribeFailure();
  return (error) => {
    const texts = error instanceof ApiError ? error.fieldErrorTexts : {};
    if (Object.keys(texts).length > 0) {
      const named = firstMessagesOf(texts, fields);
      const messages = named.length > 0 ? named : firstMessagesOf(texts, Object.keys(texts));
      return messages.map(translate).join(', ');
    }
    return describeFailure(error).message ?? t('failures.unexpected');
  };
}
