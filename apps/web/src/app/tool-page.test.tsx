// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ToolPage } from './tool-page';

afterEach(cleanup);

describe('ToolPage', () => {
  it('is the main landmark: the way back, help and the controls, then the heading and content', () => {
    render(
      <MemoryRouter>
        <ToolPage
          title="Sleep Well"
          back={{ to: '/chat/self-care', label: 'Back to Self-Care' }}
          actions={<button type="button">Print</button>}
          card="sleep-card"
        >
          <p>Tips</p>
        </ToolPage>
      </MemoryRouter>,
    );
    const main = screen.getByRole('main');
    expect(main.id).toBe('main');
    const back = within(main).getByRole('link', { name: 'Back to Self-Care' });
    expect(back.getAttribute('href')).toBe('/chat/self-care');
    const heading = within(main).getByRole('heading', { level: 1, name: 'Sleep Well' });
    expect(heading.parentElement?.className).toBe('card sleep-card');
    // Reading order: back link, 'Need urgent help?' (on every page), the bar's other controls,
    // the heading, the content.
    const help = within(main).getByRole('button', { name: 'Need urgent help?' });
    const print = within(main).getByRole('button', { name: 'Print' });
    const order = [back, help, print, heading, screen.getByText('Tips')];
    for (let i = 1; i < order.length; i++)
      expect(order[i - 1]!.compareDocumentPosition(order[i]!)).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
  });

  it('puts the heading straight in the page without a card', () => {
    render(
      <MemoryRouter>
        <ToolPage title="Privacy" back={{ to: '/chat', label: 'Back' }} className="x">
          <p>Text</p>
        </ToolPage>
      </MemoryRouter>,
    );
    expect(screen.getByRole('main').className).toBe('page x');
    expect(screen.getByRole('heading', { level: 1 }).parentElement).toBe(screen.getByRole('main'));
  });
});
