import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorMessage, useAsyncAction } from './use-async-action.js';

describe('errorMessage', () => {
  it("should take an Error's message, a string as is, and word anything else generically", () => {
    expect(errorMessage(new Error('Error: Password could not be changed'))).toBe(
      'Error: Password could not be changed',
    );
    expect(errorMessage('Oops.. Check that your email is correct')).toBe(
      'Oops.. Check that your email is correct',
    );
    expect(errorMessage(undefined)).toBe('Something went wrong. Please try again.');
    expect(errorMessage(new Error(''))).toBe('Something went wrong. Please try again.');
  });
});

describe('useAsyncAction', () => {
  it('should report pending while running and the failure afterwards', async () => {
    let fail: (reason: Error) => void = () => {};
    const { result } = renderHook(() =>
      useAsyncAction(
        () =>
          new Promise<void>((_, reject) => {
            fail = reject;
          }),
      ),
    );
    let outcome: Promise<boolean> = Promise.resolve(true);
    act(() => {
      outcome = result.current.run();
    });
    expect(result.current.pending).toBe(true);
    await act(async () => {
      fail(new Error('Error: Could not fetch data'));
      await outcome;
    });
    expect(await outcome).toBe(false);
    expect(result.current.pending).toBe(false);
    expect(result.current.error).toBe('Error: Could not fetch data');
    act(() => result.current.reset());
    expect(result.current.error).toBeNull();
  });

  it('should ignore a second run while the first is pending', async () => {
    let calls = 0;
    const { result } = renderHook(() =>
      useAsyncAction(async () => {
        calls += 1;
      }),
    );
    await act(async () => {
      await Promise.all([result.current.run(), result.current.run()]);
    });
    expect(calls).toBe(1);
  });
});
