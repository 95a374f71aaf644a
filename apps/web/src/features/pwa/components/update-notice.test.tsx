// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUpdateStore } from '../update-store';
import { UPDATE_AVAILABLE, UpdateNotice } from './update-notice';

afterEach(cleanup);

function setup() {
  const deps = {
    activate: vi.fn(() => Promise.resolve()),
    keepAndReload: vi.fn(),
    hasWaiting: () => true,
    setTimeout: vi.fn(),
  };
  const store = createUpdateStore(() => deps);
  render(<UpdateNotice store={store} />);
  return { store, deps };
}

describe('UpdateNotice', () => {
  it('is an empty live region until a new version is waiting', () => {
    const { store } = setup();
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');
    act(() => store.setAvailable());
    expect(region).toHaveProperty('textContent', expect.stringContaining(UPDATE_AVAILABLE));
    expect(UPDATE_AVAILABLE).toBe('A new version is available');
  });

  it('does not take focus away from what the person is typing', () => {
    const { store } = setup();
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    act(() => store.setAvailable());
    expect(document.activeElement).toBe(input);
    input.remove();
  });

  it('Reload switches to the new version; it shows it is working and cannot be pressed twice', () => {
    const { store, deps } = setup();
    act(() => store.setAvailable());
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(deps.activate).toHaveBeenCalledTimes(1);
    const busy = screen.getByRole('button', { name: 'Reloading…' });
    expect(busy).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Later' })).toHaveProperty('disabled', true);
  });

  it('Later hides it without reloading', () => {
    const { store, deps } = setup();
    act(() => store.setAvailable());
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText(UPDATE_AVAILABLE)).toBeNull();
    expect(deps.keepAndReload).not.toHaveBeenCalled();
    expect(deps.activate).not.toHaveBeenCalled();
  });
});
