import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '../../components/icons.tsx';
import { MenuOnDemand } from '../../components/menu-on-demand.tsx';
import { toShopLanguage } from './languages.ts';

const loadItems = () => import('./language-menu-items.tsx').then((module) => module.LanguageMenuItems);

/** The header's language picker; its rows load when it is first about to open. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation('layout');
  const current = toShopLanguage(i18n.resolvedLanguage ?? i18n.language);

  return (
    <MenuOnDemand
      className="header-picker"
      toggle={{
        id: 'language-picker',
        className: 'header-picker__toggle',
        label: t('languagePicker.label', { language: current.label }),
        children: (
          <>
            <GlobeIcon className="header-picker__icon" />
            <span lang={current.code}>{current.label}</span>
          </>
        ),
      }}
      items={loadItems}
    />
  );
}
