// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { whileBusy } from './while-busy';

/** A button that, as a browser does, loses focus when it is disabled. */
function saveButton() {
  const button = document.createElement('button');
  button.textContent = 'Save name';
  document.body.append(button);
  button.focus();
  const setBusy = (busy: boolean) => {
    if (busy) button.blur();
    button.disabled = busy;
  };
  return { button, setBusy };
}

afterEach(() => document.body.replaceChildren());

describe('whileBusy', () => {
  it('gives focus back to the control that had it, once the work is done', async () => {
    const { button, setBusy } = saveButton();
    const result = await whileBusy(setBusy, async () => {
      expect(button.disabled).toBe(true);
      expect(document.activeElement).toBe(document.body);
      return 'saved';
    });
    expect(result).toBe('saved');
    expect(button.disabled).toBe(false);
    expect(document.activeElement).toBe(button);
  });

  it('after a failure too, and the failure is passed on', async () => {
    const { button, setBusy } = saveButton();
    await expect(whileBusy(setBusy, () => Promise.reject(new Error('offline')))).rejects.toThrow(
      'offline',
    );
    expect(document.activeElement).toBe(button);
  });

  it('leaves focus that the work moved on purpose, and a control that is gone', async () => {
    const { setBusy } = saveButton();
    const message = document.createElement('p');
    message.tabIndex = -1;
    document.body.append(message);
    await whileBusy(setBusy, async () => message.focus());
    expect(document.activeElement).toBe(message);

    const other = saveButton();
    await whileBusy(other.setBusy, async () => other.button.remove());
    expect(document.activeElement).toBe(document.body);
  });
});
