import { describe, expect, it } from 'vitest';
import { guestProfile, passwordConfirmation } from './accounts.ts';
import { accountMessages } from './accounts-values.ts';

const messagesOf = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('passwordConfirmation', () => {
  it('asks for the confirmation first', () => {
    expect(
      messagesOf(passwordConfirmation.safeParse({ password: 'secret123', confirmPassword: '' })),
    ).toEqual([['confirmPassword', accountMessages.confirmPasswordRequired]]);
  });

  it('then wants it to match, spaces included', () => {
    expect(
      messagesOf(passwordConfirmation.safeParse({ password: 'secret123', confirmPassword: 'secret123 ' })),
    ).toEqual([['confirmPassword', accountMessages.confirmPasswordMismatch]]);
    expect(
      passwordConfirmation.safeParse({ password: 'secret123', confirmPassword: 'secret123' }).success,
    ).toBe(true);
  });
});

describe('guestProfile', () => {
  it('needs a name, an e-mail address and a mobile number', () => {
    expect(
      messagesOf(
        guestProfile.safeParse({
          firstName: ' ',
          lastName: '',
          email: 'x',
          mobileNumber: { countryCode: '', number: '' },
        }),
      ),
    ).toEqual([
      ['firstName', accountMessages.firstNameRequired],
      ['lastName', accountMessages.lastNameRequired],
      ['email', accountMessages.emailInvalid],
      ['mobileNumber.countryCode', accountMessages.countryCodeInvalid],
      ['mobileNumber.number', accountMessages.phoneNumberInvalid],
    ]);
  });

  it('keeps a valid profile with the address in lower case', () => {
    expect(
      guestProfile.parse({
        firstName: 'Sara',
        lastName: 'Bekele',
        email: 'Sara@Example.com',
        mobileNumber: { countryCode: '+251', number: '911234567' },
      }),
    ).toEqual({
      firstName: 'Sara',
      lastName: 'Bekele',
      email: 'sara@example.com',
      mobileNumber: { countryCode: '+251', number: '911234567' },
    });
  });
});
