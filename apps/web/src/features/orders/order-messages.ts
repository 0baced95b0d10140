import {
  accountMessages,
  cartMessages,
  flightMessages,
  notEnoughMilesMessage,
  notEnoughOnBoardMessage,
  notRedeemableMessage,
  onBoardMessages,
  orderMessages,
  outOfStockMessage,
  ticketNumberLengthMessage,
  unavailableItemMessage,
} from '@dutyfree/contracts';
import { useTranslation } from 'react-i18next';
import {
  describeFailure,
  type FieldErrorMap,
  type FormFailure,
  translateErrors,
} from '../../lib/form-errors.ts';
import type { ShopResources } from '../i18n/resources.ts';

// The contracts and the server speak English (SPEC §5 and §8 messages); this shows them in the reader's
// language. Messages with a name or a number in them are recognised by their contract's own template.

type MessageKey = keyof ShopResources['orders']['messages'];
type Values = Record<string, string>;

const fixedMessages: [string, MessageKey][] = [
  ...Object.entries({ ...orderMessages, ...flightMessages, ...onBoardMessages }).map(
    ([key, message]) => [message, key as MessageKey] as [string, MessageKey],
  ),
  [cartMessages.promoCodeInvalid, 'promoCodeInvalid'],
  [accountMessages.tooManyAttempts, 'tooManyAttempts'],
  [accountMessages.signInRequired, 'signInRequired'],
];
const keyByMessage = new Map(fixedMessages);

// Slots the templates are filled with to find where a name or a number sits in the message.
const TEXT_SLOT = '\u0001';
const NUMBER_SLOT = 987_654_321;

function templatePattern(filled: string, slots: readonly string[]): RegExp {
  let source = filled.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const slot of slots) {
    source = source.replace(
      slot === 'text' ? TEXT_SLOT : String(NUMBER_SLOT),
      slot === 'text' ? '(.+)' : '(\\d+)',
    );
  }
  return new RegExp(`^${source}$`);
}

const templates: { key: MessageKey; pattern: RegExp; names: string[] }[] = [
  { key: 'outOfStock', pattern: templatePattern(outOfStockMessage(TEXT_SLOT, 0), ['text']), names: ['name'] },
  {
    key: 'lowStock',
    pattern: templatePattern(outOfStockMessage(TEXT_SLOT, NUMBER_SLOT), ['number', 'text']),
    names: ['count', 'name'],
  },
  {
    key: 'soldOutOnBoard',
    pattern: templatePattern(notEnoughOnBoardMessage(TEXT_SLOT, 0), ['text']),
    names: ['name'],
  },
  {
    key: 'lowStockOnBoard',
    pattern: templatePattern(notEnoughOnBoardMessage(TEXT_SLOT, NUMBER_SLOT), ['number', 'text']),
    names: ['count', 'name'],
  },
  {
    key: 'notRedeemable',
    pattern: templatePattern(notRedeemableMessage(TEXT_SLOT), ['text']),
    names: ['name'],
  },
  {
    key: 'notEnoughMiles',
    pattern: templatePattern(notEnoughMilesMessage(NUMBER_SLOT, NUMBER_SLOT), ['number', 'number']),
    names: ['needed', 'available'],
  },
  {
    key: 'unavailableItem',
    pattern: templatePattern(unavailableItemMessage(NUMBER_SLOT), ['number']),
    names: ['itemId'],
  },
  {
    key: 'ticketNumberLength',
    pattern: templatePattern(ticketNumberLengthMessage(NUMBER_SLOT), ['number']),
    names: ['n'],
  },
];

/** The catalogue key of a contract message and the values found in it; null for a message it does not know. */
export function orderMessageKey(message: string): { key: MessageKey; values: Values } | null {
  for (const { key, pattern, names } of templates) {
    const match = pattern.exec(message);
    if (match) return { key, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])) };
  }
  const key = keyByMessage.get(message);
  return key ? { key, values: {} } : null;
}

export function useOrderMessage(): (message: string) => string {
  const { t } = useTranslation('orders');
  return (message) => {
    const known = orderMessageKey(message);
    return known ? t(`messages.${known.key}`, { ...known.values, defaultValue: message }) : message;
  };
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
export function useTranslateOrderErrors(): (errors: FieldErrorMap) => FieldErrorMap {
  const translate = useOrderMessage();
  return (errors) => translateErrors(errors, translate);
}
