import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { PickerOption } from '../../components/picker-option.tsx';
import { languages, toShopLanguage } from './languages.ts';

/** SPEC §4: choosing a language stores it (local storage, via the detector) and switches in place. */
export function LanguageMenuItems() {
  const { i18n } = useTranslation('layout');
  const current = toShopLanguage(i18n.resolvedLanguage ?? i18n.language);

  return languages.map((language) => (
    <Dropdown.Item
      key={language.code}
      as={PickerOption}
      eventKey={language.code}
      lang={language.code}
      active={language.code === current.code}
      aria-current={language.code === current.code ? 'true' : undefined}
      onClick={() => {
        if (language.code !== current.code) void i18n.changeLanguage(language.code);
      }}
    >
      {language.label}
    </Dropdown.Item>
  ));
}
