// @vitest-environment jsdom
import { ASK_RATINGS_LABEL } from '@mentora/domain/tool-use-schema';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ASK_RATINGS_SWITCH, ToolRatingSettings } from './tool-rating-settings';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('the setting for the ratings', () => {
  it("is named as the domain names it, on by default, and saves 'off'", () => {
    expect(ASK_RATINGS_SWITCH).toBe(ASK_RATINGS_LABEL);
    render(<ToolRatingSettings />);
    const toggle = screen.getByRole('switch', { name: ASK_RATINGS_LABEL });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(JSON.parse(localStorage.getItem('settings')!)).toMatchObject({ askToolRatings: false });
  });
});
