import type { CustomerMobileNumber, CustomerTitle } from '@dutyfree/contracts';
import type { ChangeEvent } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../components/form-field.tsx';
import type { FieldErrorMap } from '../../../lib/form-errors.ts';

/** The profile's form values, named by their path in the request so that errors land on the right field. */
export type ProfileValues = {
  title: string;
  firstName: string;
  middleName: string;
  lastName: string;
  email: string;
  nationality: string;
  'mobileNumber.countryCode': string;
  'mobileNumber.number': string;
};

export const emptyProfile: ProfileValues = {
  title: '',
  firstName: '',
  middleName: '',
  lastName: '',
  email: '',
  nationality: '',
  'mobileNumber.countryCode': '',
  'mobileNumber.number': '',
};

export function profileValuesOf(profile: {
  title: number;
  firstName: string;
  middleName?: string | null;
  lastName: string;
  email: string;
  nationality: string | null;
  mobileNumber: CustomerMobileNumber | null;
}): ProfileValues {
  return {
    title: String(profile.title),
    firstName: profile.firstName,
    middleName: profile.middleName ?? '',
    lastName: profile.lastName,
    email: profile.email,
    nationality: profile.nationality ?? '',
    'mobileNumber.countryCode': profile.mobileNumber?.countryCode ?? '',
    'mobileNumber.number': profile.mobileNumber?.number ?? '',
  };
}

/** The request's profile part; an untouched mobile number is left out rather than refused. */
export function profilePayloadOf(values: ProfileValues) {
  const countryCode = values['mobileNumber.countryCode'];
  const number = values['mobileNumber.number'];
  return {
    title: (values.title === '' ? undefined : Number(values.title)) as CustomerTitle,
    firstName: values.firstName,
    middleName: values.middleName,
    lastName: values.lastName,
    email: values.email,
    nationality: values.nationality,
    mobileNumber: countryCode.trim() === '' && number.trim() === '' ? null : { countryCode, number },
  };
}

type MobileName = 'mobileNumber.countryCode' | 'mobileNumber.number';

interface FieldsProps<Name extends string> {
  idPrefix: string;
  values: Readonly<Record<Name, string>>;
  errors: FieldErrorMap;
  onChange: (name: Name, value: string) => void;
}

function binder<Name extends string>({ idPrefix, values, errors, onChange }: FieldsProps<Name>) {
  return (name: Name) => ({
    id: `${idPrefix}-${name.replace('.', '-')}`,
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onChange(name, event.target.value),
  });
}

/** Country code and number side by side, as one group. */
export function MobileNumberFields({
  legend,
  required = false,
  ...props
}: FieldsProps<MobileName> & { legend: string; required?: boolean }) {
  const { t } = useTranslation('account');
  const bind = binder(props);
  return (
    <fieldset className="mb-1">
      <legend className="form-label fs-6 mb-2">{legend}</legend>
      <Row>
        <Col xs={5} sm={4}>
          <TextField
            label={t('fields.countryCode')}
            inputMode="tel"
            autoComplete="tel-country-code"
            placeholder="+251"
            dir="ltr"
            required={required}
            {...bind('mobileNumber.countryCode')}
          />
        </Col>
        <Col xs={7} sm={8}>
          <TextField
            label={t('fields.phoneNumber')}
            inputMode="numeric"
            autoComplete="tel-national"
            dir="ltr"
            required={required}
            {...bind('mobileNumber.number')}
          />
        </Col>
      </Row>
    </fieldset>
  );
}

/** Title, names, e-mail, nationality and mobile number: shared by registration and account details. */
export function ProfileFields(props: FieldsProps<keyof ProfileValues>) {
  const { t } = useTranslation('account');
  const bind = binder(props);
  const optional = (label: string) => t('fields.optional', { label });

  return (
    <>
      <Row>
        <Col sm={4}>
          <SelectField label={t('fields.title')} required autoComplete="honorific-prefix" {...bind('title')}>
            <option value="">{t('fields.titleChoose')}</option>
            <option value="1">{t('fields.titles.mr')}</option>
            <option value="2">{t('fields.titles.mrs')}</option>
            <option value="3">{t('fields.titles.ms')}</option>
          </SelectField>
        </Col>
      </Row>
      <Row>
        <Col md={4}>
          <TextField
            label={t('fields.firstName')}
            required
            autoComplete="given-name"
            {...bind('firstName')}
          />
        </Col>
        <Col md={4}>
          <TextField
            label={optional(t('fields.middleName'))}
            autoComplete="additional-name"
            {...bind('middleName')}
          />
        </Col>
        <Col md={4}>
          <TextField label={t('fields.lastName')} required autoComplete="family-name" {...bind('lastName')} />
        </Col>
      </Row>
      <TextField
        label={t('fields.email')}
        type="email"
        required
        autoComplete="email"
        spellCheck={false}
        {...bind('email')}
      />
      <TextField label={optional(t('fields.nationality'))} autoComplete="off" {...bind('nationality')} />
      <MobileNumberFields legend={optional(t('fields.mobileNumber'))} {...props} />
    </>
  );
}
