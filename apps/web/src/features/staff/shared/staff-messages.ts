import type { ErrorParams } from '@dutyfree/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import {
  codeTranslator,
  describeFailure,
  type FieldErrorMap,
  type FieldProblems,
  type FormFailure,
  type Translatable,
  translateErrors,
} from '../../../lib/form-errors.ts';

// The server names each refusal by a code (`staff.alreadyHandedOver`); the staff namespace has the words
// under `messages.<key>`, and a code without words is shown as the server wrote it.

export function useStaffMessage(): (text: Translatable) => string {
  const { t } = useTranslation('staff');
  return codeTranslator(t as (key: string, options: Record<string, unknown>) => string);
}

export function useDescribeStaffFailure(): (error: unknown) => FormFailure {
  const { t } = useTranslation('staff');
  const translate = useStaffMessage();
  return (error) =>
    describeFailure(error, translate, {
      unexpected: t('failures.unexpected'),
      network: t('failures.network'),
    });
}

/** One sentence for a failed call: the form's field messages joined, or the server's message. */
export function useStaffFailureMessage(): (error: unknown) => string {
  const describe = useDescribeStaffFailure();
  return (error) => {
    const failure = describe(error);
    return failure.message ?? Object.values(failure.fields).filter(Boolean).join(', ');
  };
}

export function useTranslateStaffErrors(): (errors: FieldProblems) => FieldErrorMap {
  const translate = useStaffMessage();
  return (errors) => translateErrors(errors, translate);
}

/** The values of a refusal the server named `code` (409, such as a stock figure that moved meanwhile). */
export function conflictParams(error: unknown, code: string): ErrorParams | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const refusal = error.serverError;
  return refusal?.code === code ? refusal.params : undefined;
}
