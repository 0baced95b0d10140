import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated.ts';

function AddButton() {
  return (
    <button type="button" disabled={!useHydrated()}>
      Add
    </button>
  );
}

describe('useHydrated', () => {
  it('is false in the server’s page, so a control is shown disabled there', () => {
    expect(renderToString(<AddButton />)).toContain('disabled');
  });

  it('turns true once the browser has taken the server’s page over', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<AddButton />);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <AddButton />);
    });
    expect(container.querySelector('button')?.disabled).toBe(false);
    container.remove();
  });

  it('is true at once on a page the browser renders itself', () => {
    render(<AddButton />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add' }).disabled).toBe(false);
  });
});
