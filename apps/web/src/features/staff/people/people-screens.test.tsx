import { apiPaths, fixedError, type StaffAccount } from '@dutyfree/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { json } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import {
  admin,
  bodyOf,
  callsTo,
  FIRST_SCREEN,
  setUpStaffScreenTests,
  staffApi,
} from '../shared/staff-screens.fixtures.ts';
import { startStaffSession } from '../shared/staff-session.ts';

// Staff accounts: the admins' list and invitation, and the page a mailed password link opens.

setUpStaffScreenTests();

const amina: StaffAccount = {
  id: 1,
  name: 'Amina Bekele',
  email: 'crew@dutyfree.example',
  role: 'crew',
  active: true,
  invited: false,
  secondFactor: false,
};
const dawit: StaffAccount = { ...admin.staff, active: true, invited: false, secondFactor: true };

describe('staff accounts', () => {
  test('an admin disables a crew member, and invites one in the screen’s language', async () => {
    startStaffSession(admin);
    const fetchMock = staffApi({
      [apiPaths.backOfficeStaffAccounts]: () => json(200, { accounts: [amina, dawit] }),
      [apiPaths.backOfficeSetStaffActive]: () => json(200, { ...amina, active: false }),
      [apiPaths.backOfficeInviteStaff]: ({ init }) =>
        json(200, { ...amina, ...(bodyOf(init) as object), id: 3 }),
    });
    renderApp('/staff/people');

    await userEvent.click(await screen.findByRole('button', { name: 'Disable Amina Bekele' }, FIRST_SCREEN));
    expect(await screen.findByText('Amina Bekele is disabled. Their open sessions have ended.')).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, apiPaths.backOfficeSetStaffActive)[0]?.[1])).toEqual({
      staffId: 1,
      active: false,
    });
    // An admin neither disables nor demotes themselves.
    expect(screen.queryByRole('button', { name: 'Disable Dawit Tesfaye' })).toBeNull();
    expect((screen.getByLabelText('Role of Dawit Tesfaye') as HTMLSelectElement).disabled).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText('Name field is required.')).toBeTruthy();
    expect(callsTo(fetchMock, apiPaths.backOfficeInviteStaff)).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Name'), 'Ruth Alemu');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ruth@dutyfree.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText('Invitation sent to ruth@dutyfree.example.')).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, apiPaths.backOfficeInviteStaff)[0]?.[1])).toEqual({
      name: 'Ruth Alemu',
      email: 'ruth@dutyfree.example',
      role: 'crew',
      language: 'en',
    });
  });

  test('an invited admin sets the password with the authenticator’s code and is shown the recovery codes', async () => {
    const fetchMock = staffApi({
      [apiPaths.staffAccessLink]: () =>
        json(200, {
          name: 'Hana Girma',
          email: 'hana@dutyfree.example',
          role: 'admin',
          purpose: 'invitation',
          authenticator: {
            secret: 'JBSWY3DPEHPK3PXP',
            uri: 'otpauth://totp/x',
            qrCodeDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
          },
        }),
      [apiPaths.staffSetPassword]: () =>
        json(200, { message: 'Your password is set. You can sign in now.', recoveryCodes: ['abcde-fghij'] }),
    });
    renderApp('/staff/set-password?token=7.abc');

    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }, FIRST_SCREEN),
    ).toBeTruthy();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('New password', { exact: false }), 'Hana-chose-this-1');
    await userEvent.type(screen.getByLabelText('Code from the app'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Save the password' }));

    expect(await screen.findByText('abcde-fghij')).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, apiPaths.staffSetPassword)[0]?.[1])).toEqual({
      token: '7.abc',
      password: 'Hana-chose-this-1',
      code: '123456',
    });
    expect(screen.getByRole('link', { name: 'Go to sign-in' }).getAttribute('href')).toBe('/staff/sign-in');
  });

  test('a used or expired link says so and offers no form', async () => {
    staffApi({ [apiPaths.staffAccessLink]: () => json(400, fixedError('staff.accessLinkInvalid')) });
    renderApp('/staff/set-password?token=7.abc');
    await waitFor(
      () =>
        expect(screen.getByRole('alert').textContent).toBe(
          'This link has expired or has been used already. Ask an administrator for a new one.',
        ),
      FIRST_SCREEN,
    );
    expect(screen.queryByRole('button', { name: 'Save the password' })).toBeNull();
  });
});
