import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { PickerOption } from '../../components/picker-option.tsx';
import { getSelectedCurrencyCode, getSelectedCurrencyId } from '../../lib/currency-preference.ts';
import { useCurrencies } from './api/get-currencies.ts';
import { selectCurrency } from './select-currency.ts';

export function CurrencyPicker() {
  const { t } = useTranslation('layout');
  const currencies = useCurrencies();
  const selectedId = getSelectedCurrencyId();
  const code =
    currencies.data?.find((currency) => currency.id === selectedId)?.currencyCode ??
    getSelectedCurrencyCode();

  return (
    <Dropdown
      className="header-picker"
      onSelect={(key) => {
        const chosen = currencies.data?.find((currency) => String(currency.id) === key);
        if (chosen && chosen.id !== selectedId) selectCurrency(chosen);
      }}
    >
      <Dropdown.Toggle
        id="currency-picker"
        variant="link"
        className="header-picker__toggle"
        aria-label={t('currencyPicker.label', { currency: code })}
      >
        {code}
      </Dropdown.Toggle>
      <Dropdown.Menu className="currency-menu">
        {currencies.isLoading && <Dropdown.ItemText>{t('currencyPicker.loading')}</Dropdown.ItemText>}
        {/* Failed, or never asked because the start-up tokens are missing (the error page). */}
        {!currencies.data && !currencies.isLoading && (
          <Dropdown.ItemText>{t('currencyPicker.failed')}</Dropdown.ItemText>
        )}
        {currencies.data?.map((currency) => (
          <Dropdown.Item
            key={currency.id}
            as={PickerOption}
            eventKey={String(currency.id)}
            active={currency.id === selectedId}
            aria-current={currency.id === selectedId ? 'true' : undefined}
          >
            <span className="currency-menu__code">{currency.currencyCode}</span> {currency.currencyName}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
