// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyModule } from './lazy-module';
import { useLazyCode } from './use-lazy-code';

afterEach(cleanup);

describe('useLazyCode', () => {
  it('fetches the code at once when it is needed, and gives it once it has arrived', async () => {
    const importer = vi.fn(() => Promise.resolve({ name: 'form' }));
    const code = lazyModule(importer);
    const { result, rerender } = renderHook(
      ({ needed }) => useLazyCode(code, { needed, name: 'the form', prefetch: false }),
      { initialProps: { needed: false } },
    );
    expect(result.current).toBeNull();
    expect(importer).not.toHaveBeenCalled();
    rerender({ needed: true });
    await waitFor(() => expect(result.current).toEqual({ name: 'form' }));
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tells the caller when a fetch it needed failed, and a later need tries again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const importer = vi.fn(() =>
      fail ? Promise.reject(new Error('offline')) : Promise.resolve({ name: 'form' }),
    );
    const code = lazyModule(importer);
    const onFail = vi.fn();
    const { result, rerender } = renderHook(
      ({ needed }) => useLazyCode(code, { needed, name: 'the form', onFail, prefetch: false }),
      { initialProps: { needed: true } },
    );
    await waitFor(() => expect(onFail).toHaveBeenCalledTimes(1));
    expect(error).toHaveBeenCalledWith('Could not load the form', expect.any(Error));
    expect(result.current).toBeNull();
    fail = false;
    rerender({ needed: false });
    rerender({ needed: true });
    await waitFor(() => expect(result.current).toEqual({ name: 'form' }));
    expect(onFail).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
