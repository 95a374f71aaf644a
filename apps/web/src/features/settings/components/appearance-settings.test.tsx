// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppearanceSettings } from './appearance-settings';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('Match my device instead', () => {
  it('hands focus to the Dark mode switch once it is gone, so the keyboard keeps its place', () => {
    localStorage.setItem('settings', JSON.stringify({ darkMode: true }));
    render(<AppearanceSettings />);
    const button = screen.getByRole('button', { name: 'Match my device instead' });
    button.focus();
    fireEvent.click(button);

    expect(screen.queryByRole('button', { name: 'Match my device instead' })).toBeNull();
    expect(JSON.parse(localStorage.getItem('settings')!).darkMode).toBeUndefined();
    expect(document.activeElement).toBe(screen.getByRole('switch', { name: 'Dark mode' }));
  });
});
