import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SNACKBAR_DURATION_MS, type SnackbarApi, SnackbarProvider, useSnackbar } from './snackbar.js';

let api: SnackbarApi;
function Capture() {
  api = useSnackbar();
  return null;
}

function message(text: string) {
  return screen.queryByText(text, { selector: '.rr-snackbar__message' });
}

describe('given a SnackbarProvider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(
      <SnackbarProvider>
        <Capture />
      </SnackbarProvider>,
    );
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should keep a message for 5000 ms and no longer', () => {
    expect(SNACKBAR_DURATION_MS).toBe(5000);
    act(() => api.showError('Error: Could not fetch data'));
    act(() => vi.advanceTimersByTime(4999));
    expect(message('Error: Could not fetch data')).not.toBeNull();
    act(() => vi.advanceTimersByTime(2));
    act(() => vi.runOnlyPendingTimers());
    expect(message('Error: Could not fetch data')).toBeNull();
  });

  it('should show one message at a time and the next when the first has gone', () => {
    act(() => {
      api.show('Loading data...', { duration: 4000 });
      api.show('Successfully downloaded data', { tone: 'success' });
    });
    expect(message('Loading data...')).not.toBeNull();
    expect(message('Successfully downloaded data')).toBeNull();
    act(() => vi.advanceTimersByTime(4001));
    expect(message('Loading data...')).toBeNull();
    expect(message('Successfully downloaded data')?.closest('.rr-snackbar')?.getAttribute('data-tone')).toBe(
      'success',
    );
  });

  it('should mark errors red and others by their tone', () => {
    act(() => api.showError('Error: The requested document was not found. Please try again later...'));
    const snackbar = document.querySelector('.rr-snackbar');
    expect(snackbar?.getAttribute('data-tone')).toBe('error');
  });
});

describe('given no SnackbarProvider', () => {
  it('should say what is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Capture />)).toThrow('useSnackbar() needs a <SnackbarProvider>');
    vi.restoreAllMocks();
  });
});
