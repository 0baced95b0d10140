import { MAX_PRICE_AMOUNT } from '@dutyfree/contracts';
import { type FormEvent, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { type ListingFilters, NO_FILTERS } from './listing-params.ts';

export interface FilterOption {
  id: number;
  name: string;
}

interface FilterPanelProps {
  id: string;
  filters: ListingFilters;
  brandOptions: FilterOption[] | undefined;
  categoryOptions: FilterOption[] | undefined;
  currencyCode: string;
  open: boolean;
  onApply: (filters: ListingFilters) => void;
}

function toggle(ids: number[], id: number, on: boolean): number[] {
  return on ? [...ids, id] : ids.filter((other) => other !== id);
}

function toPrice(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  // The server refuses amounts past its bound; saying so here keeps the listing on screen.
  return Number.isFinite(value) && value >= 0 && value <= MAX_PRICE_AMOUNT ? value : Number.NaN;
}

/**
 * Brands, categories and a price range. Choices are collected and applied together, so a shopper ticking
 * three brands gets one new result list rather than three.
 */
export function FilterPanel(props: FilterPanelProps) {
  const { filters, brandOptions, categoryOptions, currencyCode, open, onApply } = props;
  const { t } = useTranslation('catalog');
  const headingId = useId();
  const minId = useId();
  const maxId = useId();
  const errorId = useId();
  const [brands, setBrands] = useState(filters.brands);
  const [categories, setCategories] = useState(filters.categories);
  const [minText, setMinText] = useState(filters.minPrice === undefined ? '' : String(filters.minPrice));
  const [maxText, setMaxText] = useState(filters.maxPrice === undefined ? '' : String(filters.maxPrice));
  const [error, setError] = useState<'invalid' | 'range' | null>(null);

  function apply(event: FormEvent) {
    event.preventDefault();
    const minPrice = toPrice(minText);
    const maxPrice = toPrice(maxText);
    if (Number.isNaN(minPrice) || Number.isNaN(maxPrice)) return setError('invalid');
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) return setError('range');
    setError(null);
    onApply({ brands, categories, minPrice, maxPrice });
  }

  const priceError = error === null ? undefined : errorId;
  return (
    <form
      id={props.id}
      className={open ? 'filter-panel is-open' : 'filter-panel'}
      aria-labelledby={headingId}
      onSubmit={apply}
      noValidate
    >
      <h2 id={headingId} className="filter-panel__title">
        {t('filters.title')}
      </h2>
      {brandOptions && brandOptions.length > 0 && (
        <CheckboxGroup
          legend={t('filters.brands')}
          options={brandOptions}
          checked={brands}
          onToggle={(id, on) => setBrands((ids) => toggle(ids, id, on))}
        />
      )}
      {categoryOptions && categoryOptions.length > 0 && (
        <CheckboxGroup
          legend={t('filters.categories')}
          options={categoryOptions}
          checked={categories}
          onToggle={(id, on) => setCategories((ids) => toggle(ids, id, on))}
        />
      )}
      <fieldset className="filter-panel__group">
        <legend className="filter-panel__legend">{t('filters.price', { currency: currencyCode })}</legend>
        <div className="filter-panel__range">
          <div>
            <Form.Label htmlFor={minId}>{t('filters.minPrice')}</Form.Label>
            <Form.Control
              id={minId}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              size="sm"
              value={minText}
              onChange={(event) => setMinText(event.target.value)}
              aria-invalid={error !== null}
              aria-describedby={priceError}
            />
          </div>
          <div>
            <Form.Label htmlFor={maxId}>{t('filters.maxPrice')}</Form.Label>
            <Form.Control
              id={maxId}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              size="sm"
              value={maxText}
              onChange={(event) => setMaxText(event.target.value)}
              aria-invalid={error !== null}
              aria-describedby={priceError}
            />
          </div>
        </div>
        {error && (
          <p id={errorId} className="invalid-feedback d-block" role="alert">
            {t(error === 'range' ? 'filters.rangeError' : 'filters.priceError')}
          </p>
        )}
      </fieldset>
      <div className="filter-panel__actions">
        <Button type="submit" variant="primary" size="sm">
          {t('filters.apply')}
        </Button>
        <Button type="button" variant="outline-primary" size="sm" onClick={() => onApply(NO_FILTERS)}>
          {t('filters.clear')}
        </Button>
      </div>
    </form>
  );
}

interface CheckboxGroupProps {
  legend: string;
  options: FilterOption[];
  checked: number[];
  onToggle: (id: number, on: boolean) => void;
}

function CheckboxGroup({ legend, options, checked, onToggle }: CheckboxGroupProps) {
  const idPrefix = useId();
  return (
    <fieldset className="filter-panel__group">
      <legend className="filter-panel__legend">{legend}</legend>
      <div className="filter-panel__options">
        {options.map((option) => (
          <Form.Check
            key={option.id}
            id={`${idPrefix}-${option.id}`}
            type="checkbox"
            label={option.name}
            checked={checked.includes(option.id)}
            onChange={(event) => onToggle(option.id, event.target.checked)}
          />
        ))}
      </div>
    </fieldset>
  );
}
