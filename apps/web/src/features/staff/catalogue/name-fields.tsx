import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form-field.tsx';
import type { NameFormValues } from './shelves-form.ts';

type NameForm = {
  field: (name: keyof NameFormValues) => {
    name: string;
    value: string;
    error: string | undefined;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
};

/** A name in English (required), Arabic and Chinese, each field in its own language and direction. */
export function NameFields({ idPrefix, form }: { idPrefix: string; form: NameForm }) {
  const { t } = useTranslation('staff');
  return (
    <div className="back-office-numbers">
      <div lang="en" dir="ltr">
        <TextField id={`${idPrefix}-name`} label={t('itemForm.nameEn')} required {...form.field('name')} />
      </div>
      <div lang="ar" dir="rtl">
        <TextField id={`${idPrefix}-nameAr`} label={t('itemForm.nameAr')} {...form.field('nameAr')} />
      </div>
      <div lang="zh" dir="ltr">
        <TextField id={`${idPrefix}-nameZh`} label={t('itemForm.nameZh')} {...form.field('nameZh')} />
      </div>
    </div>
  );
}
