import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Dropdown from 'react-bootstrap/Dropdown';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { MenuOnDemand } from './menu-on-demand.tsx';

function Rows() {
  return (
    <>
      <Dropdown.Item as="button">Euro</Dropdown.Item>
      <Dropdown.Item as="button">Dollar</Dropdown.Item>
    </>
  );
}

const loadRows = () => Promise.resolve(Rows);

function Picker() {
  return (
    <MenuOnDemand
      className="header-picker"
      toggle={{
        id: 'currency-picker',
        className: 'header-picker__toggle',
        label: 'Currency: USD',
        children: 'USD',
      }}
      items={loadRows}
    />
  );
}

describe('a header menu loaded on demand', () => {
  afterEach(cleanup);

  it('is drawn before it loads exactly as the closed Dropdown draws itself', () => {
    const closedDropdown = renderToString(
      <Dropdown className="header-picker">
        <Dropdown.Toggle
          id="currency-picker"
          variant="link"
          className="header-picker__toggle"
          aria-label="Currency: USD"
        >
          USD
        </Dropdown.Toggle>
        <Dropdown.Menu>
          <Rows />
        </Dropdown.Menu>
      </Dropdown>,
    );
    const classes = (html: string) => html.match(/class="([^"]*)"/g)?.map((found) => found.split(' ').sort());
    const drawn = renderToString(<Picker />);
    expect(classes(drawn)).toEqual(classes(closedDropdown));
    expect(drawn.replace(/ class="[^"]*"/g, '')).toBe(closedDropdown.replace(/ class="[^"]*"/g, ''));
  });

  it('opens on its first tap, the real toggle taking focus', async () => {
    render(<Picker />);
    await userEvent.click(screen.getByRole('button', { name: 'Currency: USD' }));
    expect(await screen.findByRole('button', { name: 'Euro' })).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Currency: USD' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(toggle));
  });

  it('opens from the keyboard with the Down arrow, as the Dropdown does', async () => {
    render(<Picker />);
    act(() => screen.getByRole('button', { name: 'Currency: USD' }).focus());
    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findByRole('button', { name: 'Dollar' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.id).toBe('currency-picker'));
  });
});
