import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ColumnResizeHandle } from './column-resize-handle.js';

describe('ColumnResizeHandle', () => {
  it('is a focusable vertical separator naming its column and width', () => {
    render(<ColumnResizeHandle columnId="Item_No" header="Item No" width={140} onResize={() => {}} />);
    const handle = screen.getByRole('separator', { name: 'Resize Item No' });
    expect(handle.getAttribute('aria-orientation')).toBe('vertical');
    expect(handle.getAttribute('aria-valuenow')).toBe('140');
    expect(handle.getAttribute('aria-valuemin')).toBe('56');
    expect(handle.getAttribute('aria-valuemax')).toBe('480');
    expect(handle.tabIndex).toBe(0);
  });

  it('widens by 10 px with ArrowRight and narrows by 50 px with PageDown', () => {
    const onResize = vi.fn();
    render(<ColumnResizeHandle columnId="Item_No" header="Item No" width={140} onResize={onResize} />);
    const handle = screen.getByRole('separator');
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    fireEvent.keyDown(handle, { key: 'PageDown' });
    expect(onResize.mock.calls).toEqual([
      ['Item_No', 150],
      ['Item_No', 90],
    ]);
  });

  it('follows the pointer while it is dragged', () => {
    const onResize = vi.fn();
    render(<ColumnResizeHandle columnId="Site" header="Site" width={120} onResize={onResize} />);
    const handle = screen.getByRole('separator');
    fireEvent.pointerDown(handle, { clientX: 300, pointerId: 1, button: 0 });
    fireEvent.pointerMove(handle, { clientX: 345, pointerId: 1 });
    fireEvent.pointerUp(handle, { clientX: 345, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 400, pointerId: 1 });
    expect(onResize.mock.calls).toEqual([['Site', 165]]);
  });
});
