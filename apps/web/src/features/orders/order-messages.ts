import type { ErrorParams } from '@dutyfree/contracts';
import { useTranslation } from 'react-i18next';
import {
  codeTranslator,
  describeFailure,
  type FieldErrorMap,
  type FieldProblems,
  type FormFailure,
  type Templates,
  type Translatable,
  translateErrors,
} from '../../lib/form-errors.ts';

// The contracts and the server speak English (SPEC §5 and §8 messages) and name each message by a code;
// this shows them in the reader's language. A message with a name or a number in it brings them as params.

/** Codes whose words in this catalogue differ from their key, or pick one of two sentences. */
export const orderTemplates: Templates = {
  'orders.outOfStock': ({ name = '', available = 0 }) => {
    const values: ErrorParams = available === 0 ? { name } : { count: available, name };
    return { key: available === 0 ? 'outOfStock' : 'lowStock', values };
  },
  'onBoard.notEnoughOnBoard': ({ name = '', available = 0 }) => {
    const values: ErrorParams = available === 0 ? { name } : { count: available, name };
    return { key: available === 0 ? 'soldOutOnBoard' : 'lowStockOnBoard', values };
  },
};

export function useOrderMessage(): (text: Translatable) => string {
  const { t } = useTranslation('orders');
  return codeTranslator(t as (key: string, options: Record<string, unknown>) => string, orderTemplates);
}

export function useDescribeOrderFailure(): (error: unknown) => FormFailure {
  const { t } = useTranslation('orders');
  const translate = useOrderMessage();
  return (error) =>
    describeFailure(error, translate, {
      unexpected: t('failures.unexpected'),
      network: t('failures.network'),
    });
}

/** Translates every message of a form's own check. */
export function useTranslateOrderErrors(): (errors: FieldProblems) => FieldErrorMap {
  const translate = useOrderMessage();
  return (errors) => translateErrors(errors, translate);
}
