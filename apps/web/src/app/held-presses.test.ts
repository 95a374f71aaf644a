// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { counterpartOf, pressHeld } from './held-presses';

/** A page of `html` in the app's #root. */
function page(html: string): HTMLElement {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  return document.getElementById('root')!;
}

/** React building the page afresh: the old content leaves #root, the new takes its place. */
function buildAfresh(root: HTMLElement, html: string) {
  root.replaceChildren();
  root.insertAdjacentHTML('beforeend', html);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('counterpartOf', () => {
  it('is the control itself while it is still in the page', () => {
    const root = page('<button>Save</button>');
    const button = root.querySelector('button')!;
    expect(counterpartOf(button, root)).toBe(button);
  });

  it('is the same control, by name and place among its namesakes, in a page built afresh', () => {
    const root = page('<main><button>Delete</button><button>Delete</button><p>x</p></main>');
    const second = root.querySelectorAll('button')[1]!;
    buildAfresh(
      root,
      '<main><p>Today: 7/10</p><button>Delete</button><button aria-label="Close">x</button><button>Delete</button></main>',
    );
    expect(second.isConnected).toBe(false);
    expect(counterpartOf(second, root)).toBe(root.querySelectorAll('button')[2]);
  });

  it('knows a form by its label, not by what its fields show', () => {
    const root = page('<form aria-label="Send a message"><textarea></textarea></form>');
    const form = root.querySelector('form')!;
    buildAfresh(root, '<form aria-label="Send a message"><textarea>I feel tired</textarea></form>');
    expect(counterpartOf(form, root)).toBe(root.querySelector('form'));
  });

  it('is nothing when the new page has no such control', () => {
    const root = page('<button>Start</button>');
    const start = root.querySelector('button')!;
    buildAfresh(root, '<button>Stop</button>');
    expect(counterpartOf(start, root)).toBeNull();
  });
});

describe('pressHeld', () => {
  it('presses the held controls, in order, in a task after the effects', () => {
    vi.useFakeTimers();
    const root = page('<button>One</button><button>Two</button>');
    const [one, two] = [...root.querySelectorAll('button')] as HTMLButtonElement[];
    buildAfresh(root, '<button>One</button><button>Two</button>');
    const pressed: string[] = [];
    root.addEventListener('click', (e) => pressed.push((e.target as Element).textContent!));

    pressHeld([two!, one!]);
    expect(pressed).toEqual([]);
    vi.runAllTimers();
    expect(pressed).toEqual(['Two', 'One']);
  });

  it('does not press a control that an earlier press took away', () => {
    vi.useFakeTimers();
    const root = page('<button>Open</button><button>Other</button>');
    const [open, other] = [...root.querySelectorAll('button')];
    const pressed: string[] = [];
    open!.addEventListener('click', () => {
      pressed.push('Open');
      other!.remove();
    });
    other!.addEventListener('click', () => pressed.push('Other'));
    pressHeld([open!, other!]);
    vi.runAllTimers();
    expect(pressed).toEqual(['Open']);
  });
});
