import { accountMessages } from '@dutyfree/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import {
  describeFailure,
  type FieldErrorMap,
  type FormFailure,
  firstMessagesOf,
  translateErrors,
} from '../../lib/form-errors.ts';

type AccountMessageKey = keyof typeof accountMessages;

const keyByMessage = new Map<string, AccountMessageKey>(
  Object.entries(accountMessages).map(([key, message]) => [message, key as AccountMessageKey]),
);

/**
 * The contracts and the server speak English (SPEC §5 messages); this shows their messages in the
 * reader's language. A message the catalogue does not know is shown as the server wrote it.
 */
export function useAccountMessage(): (message: string) => string {
  const { t } = useTranslation('account');
  return (message) => {
    const key = keyByMessage.get(message);
    return key ? t(`messages.${key}`) : message;
  };
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
export function useTranslateErrors(): (errors: FieldErrorMap) => FieldErrorMap {
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
    if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
      const named = firstMessagesOf(error.fieldErrors, fields);
      const messages =
        named.length > 0 ? named : firstMessagesOf(error.fieldErrors, Object.keys(error.fieldErrors));
      return messages.map(translate).join(', ');
    }
    return describeFailure(error).message ?? t('failures.unexpected');
  };
}
