import { apiPaths } from '@dutyfree/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { catalogApi } from '../../testing/catalog-fixtures.ts';
import { fakeApi, json } from '../../testing/fake-api.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { setUpScreenTests } from '../../testing/screen-tests.ts';

const FAILED = 'Error occured while showing products associated with your promocode. Please try again later!';

/** The promotion code lookup answers `status` with a message; returns how often it was asked. */
function promoLookupAnswering(status: number) {
  const calls = { count: 0 };
  fakeApi(
    catalogApi({
      [apiPaths.priceListByPromoCode]: () => {
        calls.count += 1;
        return json(status, { message: 'Refused.' });
      },
    }),
  );
  return calls;
}

setUpScreenTests();

describe('the promotion code form', () => {
  test('a refused check (4xx) is asked once and its failure shows at once', async () => {
    const calls = promoLookupAnswering(429);
    renderApp('/promocode-products');
    await userEvent.type(await screen.findByLabelText('Enter a promotion code'), 'WELCOME10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText(FAILED, {}, { timeout: 800 })).toBeTruthy();
    expect(calls.count).toBe(1);
  });

  test('a check the traveller asked for is not repeated behind their back: a 5xx fails at once', async () => {
    const calls = promoLookupAnswering(503);
    renderApp('/promocode-products');
    await userEvent.type(await screen.findByLabelText('Enter a promotion code'), 'WELCOME10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText(FAILED, {}, { timeout: 800 })).toBeTruthy();
    expect(calls.count).toBe(1);
  });

  test('an expired code says it has expired; another refusal keeps the words of SPEC §8', async () => {
    let expired = true;
    fakeApi(
      catalogApi({
        [apiPaths.priceListByPromoCode]: () => json(200, { status: 0, priceList: null, expired }),
      }),
    );
    renderApp('/promocode-products');
    const field = await screen.findByLabelText('Enter a promotion code');
    await userEvent.type(field, 'OLDNEWS');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The promotion code OLDNEWS has expired.')).toBeTruthy();

    expired = false;
    await userEvent.clear(field);
    await userEvent.type(field, 'NOSUCHCODE');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText(
        'Unable to show products associated with your promocode. Kindly confirm the accuracy of the promotion code, please.',
      ),
    ).toBeTruthy();
  });

  test('a new submit clears the message of the previous check', async () => {
    let answer: (response: Response) => void = () => undefined;
    fakeApi(
      catalogApi({
        [apiPaths.priceListByPromoCode]: () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      }),
    );
    renderApp('/promocode-products');
    const field = await screen.findByLabelText('Enter a promotion code');
    await userEvent.type(field, 'WELCOME10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByRole('button', { name: 'Checking…' });
    // The traveller clears the field while the check runs; then it fails.
    await userEvent.clear(field);
    answer(json(503, {}));
    expect(await screen.findByText(FAILED)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Please provide a valid promo code')).toBeTruthy();
    expect(screen.queryByText(FAILED)).toBeNull();
  });
});
