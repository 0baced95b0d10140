import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { island, takeOverWithIslands, type Wake, wakeEveryIsland } from './island.tsx';

const rendered = vi.fn();

function Counter({ label }: { label: string }) {
  rendered(label);
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

const TouchCounter = island(Counter, 'touch');
const VisibleCounter = island(Counter, 'visible');

function Page({ label, wake }: { label: string; wake: Wake }) {
  return <main>{wake === 'touch' ? <TouchCounter label={label} /> : <VisibleCounter label={label} />}</main>;
}

let root: Root | undefined;
let pages = 0;

/** The server's page for `label`, taken over in a fresh container as main.tsx does it. */
async function takeOver(label: string, wake: Wake): Promise<HTMLElement> {
  const container = document.createElement('div');
  // An island is known by its React id; each page here gets ids of its own, as each page load does.
  const identifierPrefix = `page${++pages}-`;
  container.innerHTML = renderToString(<Page label={label} wake={wake} />, { identifierPrefix });
  document.body.append(container);
  rendered.mockClear();
  takeOverWithIslands(document);
  await act(async () => {
    root = hydrateRoot(container, <Page label={label} wake={wake} />, { identifierPrefix });
  });
  return container;
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('island', () => {
  it('is in the server’s page whole, in a wrapper that names how it wakes', () => {
    const html = renderToString(<Page label="Bag" wake="touch" />);
    expect(html).toMatch(/<div class="island" data-island="[^"]+" data-wake="touch">/);
    expect(html).toContain('>Bag<!-- --> <!-- -->0</button>');
  });

  it('keeps the server’s markup and runs none of its components until touched', async () => {
    const container = await takeOver('Asleep', 'touch');
    expect(rendered).not.toHaveBeenCalled();
    expect(container.querySelector('button')?.textContent).toBe('Asleep 0');

    // A tap's own events wake it, and the tap itself reaches the component.
    const button = container.querySelector('button')!;
    await act(async () => {
      button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      button.click();
    });
    expect(rendered).toHaveBeenCalledWith('Asleep');
    expect(screen.getByRole('button').textContent).toBe('Asleep 1');
  });

  it('wakes the moment it is tapped, without a pointer event before the click', async () => {
    const container = await takeOver('Tapped', 'touch');
    await act(async () => container.querySelector('button')!.click());
    expect(screen.getByRole('button').textContent).toBe('Tapped 1');
  });

  it('wakes when it comes into view', async () => {
    const watched: Element[] = [];
    let inView: (entries: Partial<IntersectionObserverEntry>[]) => void = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof inView) {
          inView = callback;
        }
        observe(element: Element) {
          watched.push(element);
        }
        unobserve() {}
      },
    );
    const container = await takeOver('Seen', 'visible');
    expect(rendered).not.toHaveBeenCalled();
    expect(watched).toEqual([container.querySelector('button')]);

    await act(async () => inView([{ isIntersecting: true, target: watched[0]! }]));
    expect(rendered).toHaveBeenCalledWith('Seen');
    await act(async () => container.querySelector('button')!.click());
    expect(screen.getByRole('button').textContent).toBe('Seen 1');
  });

  it('stays asleep while React tries it again later', async () => {
    const container = await takeOver('Later', 'touch');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(rendered).not.toHaveBeenCalled();
    expect(container.querySelector('button')?.textContent).toBe('Later 0');
  });

  it('is rendered afresh when the page changes it while it sleeps', async () => {
    const container = await takeOver('Old', 'touch');
    await act(async () => root!.render(<Page label="New" wake="touch" />));
    expect(container.querySelector('button')?.textContent).toBe('New 0');
  });

  // Last: from here every island of this test file is awake.
  it('wakes with every other island when the page is about to change as a whole', async () => {
    const container = await takeOver('All', 'touch');
    await act(async () => wakeEveryIsland());
    expect(rendered).toHaveBeenCalledWith('All');
    await act(async () => container.querySelector('button')!.click());
    expect(screen.getByRole('button').textContent).toBe('All 1');
  });

  it('is plain content on a page the browser renders itself', () => {
    render(<Page label="Fresh" wake="touch" />);
    expect(rendered).toHaveBeenCalledWith('Fresh');
    expect(screen.getByRole('button').textContent).toBe('Fresh 0');
  });
});
