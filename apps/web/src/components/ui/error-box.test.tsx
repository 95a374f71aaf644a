// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorBox } from './error-box';

afterEach(cleanup);

describe('ErrorBox', () => {
  it('reads the message out as an alert, in the error box', () => {
    render(<ErrorBox message="Could not save. Try again." id="save-error" className="no-print" />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Could not save. Try again.');
    expect(alert.id).toBe('save-error');
    expect(alert.className).toBe('error-box no-print');
  });

  it('renders nothing without a message', () => {
    const { container } = render(
      <>
        <ErrorBox message={null} />
        <ErrorBox message="" />
        <ErrorBox message={undefined} />
      </>,
    );
    expect(container.innerHTML).toBe('');
  });
});
