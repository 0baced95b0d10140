import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '../../components/icons.tsx';
import { PickerOption } from '../../components/picker-option.tsx';
import { languages, toShopLanguage } from './languages.ts';

/** SPEC §4: choosing a language stores it (local storage, via the detector) and switches in place. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation('layout');
  const current = toShopLanguage(i18n.resolvedLanguage ?? i18n.language);

  return (
    <Dropdown
      className="header-picker"
      onSelect={(code) => {
        if (code && code !== current.code) void i18n.changeLanguage(code);
      }}
    >
      <Dropdown.Toggle
        id="language-picker"
        variant="link"
        className="header-picker__toggle"
        aria-label={t('languagePicker.label', { language: current.label })}
      >
        <GlobeIcon className="header-picker__icon" />
        <span lang={current.code}>{current.label}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {languages.map((language) => (
          <Dropdown.Item
            key={language.code}
            as={PickerOption}
            eventKey={language.code}
            lang={language.code}
            active={language.code === current.code}
            aria-current={language.code === current.code ? 'true' : undefined}
          >
            {language.label}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
