import { canDecreaseQuantity, canIncreaseQuantity, clampQuantity } from '@dutyfree/pricing';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../hooks/use-hydrated.ts';

interface QuantitySelectorProps {
  value: number;
  stock: number;
  onChange: (quantity: number) => void;
}

/**
 * SPEC §5: at least 1, at most the stock; minus is disabled at 1 and plus at the stock. The number can
 * also be typed; it is brought within the limits when the field is left.
 */
export function QuantitySelector({ value, stock, onChange }: QuantitySelectorProps) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  function commit(text: string) {
    const next = clampQuantity(Number.parseInt(text, 10), stock);
    setDraft(String(next));
    if (next !== value) onChange(next);
  }

  // A page the server rendered steps nothing until the app has taken it over.
  const hydrated = useHydrated();
  const canDecrease = hydrated && canDecreaseQuantity(value);
  const canIncrease = hydrated && canIncreaseQuantity(value, stock);
  return (
    <div className="quantity-selector">
      <label htmlFor={id} className="quantity-selector__label">
        {t('product.quantity')}
      </label>
      <div className="quantity-selector__controls">
        {/* aria-disabled keeps focus on a button that reaches its limit, where disabled would drop it. */}
        <button
          type="button"
          className="quantity-selector__step"
          aria-label={t('product.decrease')}
          aria-controls={id}
          aria-disabled={!canDecrease}
          onClick={() => canDecrease && onChange(value - 1)}
        >
          −
        </button>
        <input
          id={id}
          className="form-control quantity-selector__input"
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, stock)}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={(event) => commit(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(event.currentTarget.value);
          }}
        />
        <button
          type="button"
          className="quantity-selector__step"
          aria-label={t('product.increase')}
          aria-controls={id}
          aria-disabled={!canIncrease}
          onClick={() => canIncrease && onChange(value + 1)}
        >
          +
        </button>
      </div>
    </div>
  );
}
