import { render, renderHook, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTextFit } from './use-text-fit.js';

// A canvas whose text is 7 px a character, in place of jsdom's missing OffscreenCanvas.
class SevenPixelCanvas {
  getContext() {
    return { font: '', measureText: (text: string) => ({ width: text.length * 7 }) };
  }
}

function drawnCell() {
  const ref = createRef<HTMLElement>();
  render(
    <section ref={ref}>
      <table>
        <tbody>
          <tr>
            <td className="rr-data-table__cell" style={{ padding: '0 8px' }}>
              550DP.12
            </td>
          </tr>
        </tbody>
      </table>
    </section>,
  );
  return ref;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useTextFit', () => {
  it('measures texts against the cell width less its padding, with a margin, once the page is idle', async () => {
    vi.stubGlobal('OffscreenCanvas', SevenPixelCanvas);
    const ref = drawnCell();
    const { result } = renderHook(() => useTextFit(ref, true));
    await waitFor(() => expect(result.current).not.toBeNull());
    const fits = result.current;
    // 10 characters: 70 px, 75.5 px with the margin, against 100 - 16 = 84 px.
    expect(fits?.('0123456789', 100)).toBe(true);
    // 11 characters: 77 px, 82.85 px with the margin, against 80 - 16 = 64 px.
    expect(fits?.('01234567890', 80)).toBe(false);
  });

  it('stays null until a cell is drawn, and where the browser has no OffscreenCanvas', async () => {
    vi.stubGlobal('OffscreenCanvas', SevenPixelCanvas);
    const ref = drawnCell();
    const notDrawn = renderHook(() => useTextFit(ref, false));
    vi.stubGlobal('OffscreenCanvas', undefined);
    const noCanvas = renderHook(() => useTextFit(ref, true));
    // Past the idle fallback's timer (16 ms), neither has measured.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(notDrawn.result.current).toBeNull();
    expect(noCanvas.result.current).toBeNull();
  });
});
