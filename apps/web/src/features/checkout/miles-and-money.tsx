import { type PriceCartResponse, shopLanguageOf } from '@dutyfree/contracts';
import {
  displayLocale,
  formatMiles,
  formatMoneyWithCode,
  fromMajor,
  maxMilesToSpend,
  moneyInCurrency,
  splitMilesAndMoney,
} from '@dutyfree/pricing';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../lib/bidi.ts';

// Miles and money in one order (docs/decisions/0059): the member chooses how many miles to spend and sees
// at once what is left to pay, by the pricing package's one rule, which the server applies again.

/** The cart's lines as the split reads them: in US cents, as the server prices the order. */
function splitLines(quote: PriceCartResponse) {
  return quote.lines.map((line) => ({
    lineTotal: line.usdLineTotalCents ?? fromMajor(line.lineTotal),
    milesForRedeem: line.milesForRedeem,
  }));
}

/** The most miles this member may spend on the cart: 0 when miles cannot pay any of it. */
export function milesAllowed(quote: PriceCartResponse | undefined, balance: number | null): number {
  return quote && balance !== null ? maxMilesToSpend(splitLines(quote), balance) : 0;
}

/** What is left to pay in money, in minor units of the cart's currency, when `miles` are spent. */
export function moneyLeft(quote: PriceCartResponse, miles: number): number {
  const split = splitMilesAndMoney(splitLines(quote), miles);
  return moneyInCurrency(split, quote.usdRateMicros ?? 1_000_000);
}

interface MilesAndMoneyProps {
  quote: PriceCartResponse;
  /** The most miles that may be spent (milesAllowed), above 0. */
  most: number;
  /** The miles chosen, or null when the member pays all in money. */
  miles: number | null;
  onChange: (miles: number | null) => void;
}

export function MilesAndMoney({ quote, most, miles, onChange }: MilesAndMoneyProps) {
  const { t, i18n } = useTranslation('checkout');
  const locale = displayLocale(shopLanguageOf(i18n.resolvedLanguage ?? i18n.language));
  const chosen = miles === null ? null : Math.min(Math.max(1, miles), most);
  const preview =
    chosen === null
      ? null
      : t('payment.milesAndMoney.preview', {
          // Each part kept whole inside an Arabic sentence: 'USD 3.99' stays in its own order.
          miles: isolate(formatMiles(chosen, locale)),
          money: isolate(formatMoneyWithCode(moneyLeft(quote, chosen), quote.currency, { locale })),
        });
  const set = (value: string) => {
    const parsed = Number.parseInt(value, 10);
    onChange(Number.isFinite(parsed) ? Math.min(Math.max(1, parsed), most) : 1);
  };

  return (
    <div className="miles-and-money">
      <Form.Check
        type="switch"
        id="miles-and-money-use"
        label={t('payment.milesAndMoney.use', { most: formatMiles(most, locale) })}
        checked={chosen !== null}
        onChange={(event) =>
          onChange(event.currentTarget.checked ? Math.min(most, Math.ceil(most / 2)) : null)
        }
      />
      {chosen !== null && (
        <>
          <Form.Label htmlFor="miles-and-money-range" className="mt-2 mb-1">
            {t('payment.milesAndMoney.label')}
          </Form.Label>
          <Form.Range
            id="miles-and-money-range"
            min={1}
            max={most}
            step={1}
            value={chosen}
            aria-valuetext={preview ?? undefined}
            aria-describedby="miles-and-money-preview"
            onChange={(event) => set(event.currentTarget.value)}
          />
          <div className="miles-and-money__exact">
            <Form.Label htmlFor="miles-and-money-number" className="mb-1">
              {t('payment.milesAndMoney.exact', {
                min: formatMiles(1, locale),
                max: formatMiles(most, locale),
              })}
            </Form.Label>
            <Form.Control
              id="miles-and-money-number"
              type="number"
              inputMode="numeric"
              min={1}
              max={most}
              step={1}
              value={chosen}
              onChange={(event) => set(event.currentTarget.value)}
            />
          </div>
        </>
      )}
      <p id="miles-and-money-preview" className="miles-and-money__preview fw-semibold" aria-live="polite">
        {preview}
      </p>
    </div>
  );
}
