/** The longest display name accepted. */
export const NAME_MAX = 80;

export const NAME_ERRORS = {
  missing: 'Please enter a name.',
  tooLong: `Please keep your name to ${NAME_MAX} characters or fewer.`,
} as const;

/** Checks a display name: trimmed, not empty, not too long. */
export function checkDisplayName(
  input: string,
): { ok: true; name: string } | { ok: false; error: string } {
  const name = input.trim().replace(/\s+/g, ' ');
  if (name === '') return { ok: false, error: NAME_ERRORS.missing };
  if (name.length > NAME_MAX) return { ok: false, error: NAME_ERRORS.tooLong };
  return { ok: true, name };
}

export const PASSWORD_ERRORS = {
  missing: 'Please fill in all three password fields.',
  mismatch: "The new passwords don't match.",
  same: 'Your new password must be different from your current one.',
  tooShort: (min: number) =>
    `Your new password is too short. Please use at least ${min} characters.`,
  wrongCurrent: "Your current password isn't right. Please try again.",
} as const;

/** Checks the change-password form before it is sent; the server checks the rest. */
export function checkPasswordChange(
  form: { current: string; next: string; confirm: string },
  minLength: number,
): string | null {
  if (form.current === '' || form.next === '' || form.confirm === '') {
    return PASSWORD_ERRORS.missing;
  }
  if (form.next !== form.confirm) return PASSWORD_ERRORS.mismatch;
  if (form.next === form.current) return PASSWORD_ERRORS.same;
  if (form.next.length < minLength) return PASSWORD_ERRORS.tooShort(minLength);
  return null;
}
