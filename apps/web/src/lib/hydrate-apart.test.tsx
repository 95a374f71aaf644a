// @vitest-environment jsdom
import { act, useCallback, useLayoutEffect, useState, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HydrateApart } from './hydrate-apart';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** What each commit's layout effects saw, in order. */
let seen: string[] = [];

/** Sets state as it mounts, from a ref, as a Radix slider's thumb does. */
function Measured() {
  const [size, setSize] = useState(0);
  const measure = useCallback((node: HTMLSpanElement | null) => {
    if (!node) return;
    seen.push('measured mounted');
    setSize(40);
  }, []);
  return (
    <span id="measured" ref={measure}>
      {size}
    </span>
  );
}

function Page({ wrap }: { wrap: (part: ReactNode) => ReactNode }) {
  useLayoutEffect(() => {
    seen.push(`page mounted, measured shows ${document.getElementById('measured')?.textContent}`);
  }, []);
  return (
    <main>
      <p>Hello</p>
      {wrap(<Measured />)}
    </main>
  );
}

const apart = (part: ReactNode) => <HydrateApart>{part}</HydrateApart>;
const inline = (part: ReactNode) => part;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  seen = [];
  document.body.innerHTML = '';
});

async function hydrate(wrap: (part: ReactNode) => ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page wrap={wrap} />);
  document.body.append(container);
  const serverSpan = container.querySelector('#measured');
  await act(async () => {
    root = hydrateRoot(container, <Page wrap={wrap} />);
  });
  return { container, serverSpan };
}

describe('HydrateApart', () => {
  it('is in the server HTML like any other content', () => {
    expect(renderToString(<Page wrap={apart} />)).toContain('<span id="measured">0</span>');
  });

  it('hydrates its part after the page around it, keeping the server element', async () => {
    const { container, serverSpan } = await hydrate(apart);
    // The page committed first, with the part still as the server left it.
    expect(seen).toEqual(['page mounted, measured shows 0', 'measured mounted']);
    // Hydrated, not rebuilt: the server's element is kept and now updated by React.
    expect(container.querySelector('#measured')).toBe(serverSpan);
    expect(serverSpan?.textContent).toBe('40');
  });

  it('without it, the part mounts (and sets its state) in the page’s own commit', async () => {
    await hydrate(inline);
    expect(seen).toEqual(['measured mounted', 'page mounted, measured shows 0']);
  });
});
