import { apiPaths, engagementMessages, fixedError } from '@dutyfree/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { getToasts } from '../../lib/toast-store.ts';
import { fakeApi, json } from '../../testing/fake-api.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { setUpScreenTests } from '../../testing/screen-tests.ts';
import { SUBSCRIBED_TOAST_MS } from './newsletter-form.tsx';

type Handler = Parameters<typeof fakeApi>[0][string];

const tokens = { clientAccessToken: 'client-token', accessToken: 'anonymous-token', baseUrl: '' };

function shopApi(handlers: Record<string, Handler> = {}) {
  return fakeApi({
    [apiPaths.tokenIssue]: () => json(200, tokens),
    [apiPaths.currencies]: () =>
      json(200, { currenciesRes: [{ id: 2, currencyCode: 'USD', currencyName: 'US Dollar' }] }),
    ...handlers,
  });
}

const bodyOf = (init: RequestInit): unknown => JSON.parse(String(init.body));
const headerOf = (init: RequestInit, name: string) => new Headers(init.headers).get(name);

/** The field's error, as assistive technology reaches it: through aria-describedby. */
function errorOf(field: HTMLElement): string {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id))
    .filter((element) => element?.classList.contains('invalid-feedback'))
    .map((element) => element?.textContent)
    .join(' ');
}

setUpScreenTests();

describe('feedback form', () => {
  async function openForm() {
    const main = within(await screen.findByRole('main'));
    await main.findByRole('heading', { level: 1, name: 'Feedback' });
    return {
      fullName: main.getByLabelText('Full name'),
      email: main.getByLabelText('E-mail address'),
      feedBack: main.getByLabelText('Your feedback'),
      send: main.getByRole('button', { name: 'Send feedback' }),
    };
  }

  test('names every missing field with the messages of SPEC §5 and moves focus to the first', async () => {
    const api = shopApi();
    renderApp('/feed-back');
    const form = await openForm();

    await userEvent.click(form.send);

    expect(errorOf(form.fullName)).toBe('Full Name is required');
    expect(form.fullName.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(form.email)).toBe('Email Address field is required.');
    expect(errorOf(form.feedBack)).toBe('Feed back is required');
    await waitFor(() => expect(document.activeElement).toBe(form.fullName));
    expect(api.mock.calls.some(([url]) => String(url).includes(apiPaths.feedbackCreate))).toBe(false);
  });

  test('refuses digits in the name and a malformed address, and clears a message once the field changes', async () => {
    shopApi();
    renderApp('/feed-back');
    const form = await openForm();

    await userEvent.type(form.fullName, 'Selam 2');
    await userEvent.type(form.email, 'selam@');
    await userEvent.type(form.feedBack, 'Hello');
    await userEvent.click(form.send);

    expect(errorOf(form.fullName)).toBe('Full Name can not contain numberic character');
    expect(errorOf(form.email)).toBe('Email address format is invalid');
    await userEvent.type(form.fullName, '{backspace}{backspace}');
    expect(errorOf(form.fullName)).toBe('');
  });

  test('sends the feedback, shows the thanks and empties the form', async () => {
    let release: () => void = () => undefined;
    const api = shopApi({
      [apiPaths.feedbackCreate]: () =>
        new Promise((resolve) => {
          release = () => resolve(json(200, { message: engagementMessages.feedbackReceived }));
        }),
    });
    renderApp('/feed-back');
    const form = await openForm();

    await userEvent.type(form.fullName, 'Selam Tesfaye');
    await userEvent.type(form.email, 'Selam@Example.com');
    await userEvent.type(form.feedBack, 'Quick pick-up on board.');
    await userEvent.click(form.send);

    const sending = await screen.findByRole('button', { name: 'Sending…' });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    release();

    const thanks = await screen.findByText('Thank you for your feedback. We read every message.');
    expect(thanks.closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(thanks));
    expect((form.fullName as HTMLInputElement).value).toBe('');
    expect((form.feedBack as HTMLTextAreaElement).value).toBe('');

    const [, init] = api.mock.calls.find(([url]) => String(url).includes(apiPaths.feedbackCreate)) ?? [];
    expect(bodyOf(init as RequestInit)).toEqual({
      fullName: 'Selam Tesfaye',
      email: 'selam@example.com',
      feedBack: 'Quick pick-up on board.',
    });
    expect(headerOf(init as RequestInit, 'action-privilege')).toBe('PreOrder-Access');
  });

  test('says so when the message could not be sent, instead of only logging it', async () => {
    shopApi({ [apiPaths.feedbackCreate]: () => json(429, fixedError('account.tooManyAttempts')) });
    renderApp('/feed-back');
    const form = await openForm();

    await userEvent.type(form.fullName, 'Selam Tesfaye');
    await userEvent.type(form.email, 'selam@example.com');
    await userEvent.type(form.feedBack, 'Hello');
    await userEvent.click(form.send);

    const alert = await screen.findByText('Too many attempts. Please wait a few minutes and try again.');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect((form.fullName as HTMLInputElement).value).toBe('Selam Tesfaye');
    expect(screen.getByRole('button', { name: 'Send feedback' })).toBeTruthy();
  });

  test("puts the server's field messages on their fields", async () => {
    shopApi({
      [apiPaths.feedbackCreate]: () => json(400, { errors: { Email: [engagementMessages.emailInvalid] } }),
    });
    renderApp('/feed-back');
    const form = await openForm();

    await userEvent.type(form.fullName, 'Selam');
    await userEvent.type(form.email, 'selam@example.com');
    await userEvent.type(form.feedBack, 'Hello');
    await userEvent.click(form.send);

    await waitFor(() => expect(errorOf(form.email)).toBe('Email address format is invalid'));
  });
});

describe('newsletter form in the footer', () => {
  async function openFooterForm() {
    const footer = within(await screen.findByRole('contentinfo'));
    return {
      footer,
      email: footer.getByLabelText('Your e-mail address for our offers'),
      subscribe: footer.getByRole('button', { name: 'Subscribe' }),
    };
  }

  test('needs an e-mail address before it calls the server', async () => {
    const api = shopApi();
    renderApp('/how-to-order');
    const form = await openFooterForm();

    await userEvent.click(form.subscribe);
    // The field check loads with the first submit (it keeps zod out of the first download).
    await waitFor(() =>
      expect(form.footer.getByRole('alert').textContent).toBe('Email Address field is required.'),
    );
    expect(form.email.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(form.email));

    await userEvent.type(form.email, 'not-an-address');
    expect(form.email.getAttribute('aria-invalid')).toBeNull();
    await userEvent.click(form.subscribe);
    await waitFor(() =>
      expect(form.footer.getByRole('alert').textContent).toBe('Email address format is invalid'),
    );
    expect(api.mock.calls.some(([url]) => String(url).includes(apiPaths.subscribeToMail))).toBe(false);
  });

  test('subscribes, clears the field and shows the server message in a toast for 5 s', async () => {
    const api = shopApi({
      [apiPaths.subscribeToMail]: () => json(200, { message: engagementMessages.subscribed }),
    });
    renderApp('/how-to-order');
    const form = await openFooterForm();

    await userEvent.type(form.email, 'Traveller@Example.com');
    await userEvent.click(form.subscribe);

    const toast = await screen.findByText('Thank you for subscribing. Our offers will reach your inbox.');
    expect(toast.closest('[role="status"]')).not.toBeNull();
    expect(getToasts().at(-1)?.durationMs).toBe(SUBSCRIBED_TOAST_MS);
    expect(SUBSCRIBED_TOAST_MS).toBe(5000);
    expect((form.email as HTMLInputElement).value).toBe('');

    const [, init] = api.mock.calls.find(([url]) => String(url).includes(apiPaths.subscribeToMail)) ?? [];
    expect(bodyOf(init as RequestInit)).toEqual({ email: 'traveller@example.com' });
    expect(headerOf(init as RequestInit, 'action-privilege')).toBe('PreOrder-SubmitSubscribetoMail');
  });

  test('a second subscription is told it is already on the list', async () => {
    shopApi({
      [apiPaths.subscribeToMail]: () => json(200, { message: engagementMessages.alreadySubscribed }),
    });
    renderApp('/how-to-order');
    const form = await openFooterForm();

    await userEvent.type(form.email, 'traveller@example.com');
    await userEvent.click(form.subscribe);

    expect(
      await screen.findByText('You are already subscribed to our newsletter with this e-mail address.'),
    ).toBeTruthy();
  });

  test('shows a failure under the field instead of staying silent, and keeps what was typed', async () => {
    shopApi({
      [apiPaths.subscribeToMail]: () => json(500, { message: 'Something went wrong on our side.' }),
    });
    renderApp('/how-to-order');
    const form = await openFooterForm();

    await userEvent.type(form.email, 'traveller@example.com');
    await userEvent.click(form.subscribe);

    await waitFor(() =>
      expect(form.footer.getByRole('alert').textContent).toBe('Something went wrong on our side.'),
    );
    expect(form.email.getAttribute('aria-describedby')).toBe(form.footer.getByRole('alert').id);
    expect((form.email as HTMLInputElement).value).toBe('traveller@example.com');
  });
});
