// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type * as AuthClient from '@/lib/auth-client';
import { ChangePasswordForm } from './change-password-form';

const server = vi.hoisted(() => ({
  changePassword: vi.fn<(current: string, next: string) => Promise<void>>(),
}));

vi.mock('@/lib/auth-context', () => ({
  useAuth: () => ({ user: { uid: 'u1', email: 'robin@example.com', displayName: 'Robin' } }),
}));
vi.mock('@/lib/auth-client', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthClient>()),
  getServerConfig: () => Promise.resolve({ passwordMinLength: 6 }),
  changePassword: server.changePassword,
}));

beforeEach(() => {
  server.changePassword.mockReset();
});
afterEach(cleanup);

/** A server answer held until `settle` is called with how it ends. */
function heldAnswer() {
  let settle: (err?: Error) => void = () => {};
  server.changePassword.mockImplementation(
    () =>
      new Promise<void>((resolve, reject) => (settle = (err) => (err ? reject(err) : resolve()))),
  );
  return (err?: Error) => act(async () => settle(err));
}

function fill() {
  const current = screen.getByLabelText('Current password');
  const next = screen.getByLabelText('New password');
  const confirm = screen.getByLabelText('Confirm new password');
  fireEvent.change(current, { target: { value: 'not-my-password' } });
  fireEvent.change(next, { target: { value: 'steady-lantern-58' } });
  fireEvent.change(confirm, { target: { value: 'steady-lantern-58' } });
  return { current, next, confirm };
}

const invalid = (...fields: HTMLElement[]) =>
  fields.map((f) => f.getAttribute('aria-invalid') === 'true');

describe('Change password', () => {
  it('a wrong current password marks that field alone, and it takes the focus', async () => {
    render(<ChangePasswordForm />);
    const { current, next, confirm } = fill();
    const answer = heldAnswer();
    confirm.focus();
    fireEvent.submit(confirm.closest('form')!);
    await answer(new ApiError('Invalid password', 400, 'INVALID_PASSWORD'));

    expect(screen.getByRole('alert').textContent).toBe(
      "Your current password isn't right. Please try again.",
    );
    expect(invalid(current, next, confirm)).toEqual([true, false, false]);
    expect(current.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(document.activeElement).toBe(current);
  });

  it('while it saves, the button says so and keeps the focus', async () => {
    render(<ChangePasswordForm />);
    const { confirm } = fill();
    const answer = heldAnswer();
    confirm.focus();
    fireEvent.submit(confirm.closest('form')!);

    const saving = screen.getByRole('button', { name: 'Saving...' });
    expect(document.activeElement).toBe(saving);
    expect(saving.getAttribute('aria-disabled')).toBe('true');
    expect((confirm as HTMLInputElement).disabled).toBe(true);
    // pressed again meanwhile, nothing is sent twice
    fireEvent.click(saving);
    expect(server.changePassword).toHaveBeenCalledTimes(1);

    await answer();
    const button = screen.getByRole('button', { name: 'Change password' });
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Your password has been changed.');
  });

  it('checked before sending, only the fields to mend are marked', () => {
    render(<ChangePasswordForm />);
    const { current, next, confirm } = fill();
    fireEvent.change(current, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(invalid(current, next, confirm)).toEqual([true, false, false]);
    expect(document.activeElement).toBe(current);

    fireEvent.change(current, { target: { value: 'quiet-harbour-71' } });
    fireEvent.change(confirm, { target: { value: 'something-else' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByRole('alert').textContent).toBe("The new passwords don't match.");
    expect(invalid(current, next, confirm)).toEqual([false, false, true]);
    expect(document.activeElement).toBe(confirm);
    expect(server.changePassword).not.toHaveBeenCalled();
  });
});
