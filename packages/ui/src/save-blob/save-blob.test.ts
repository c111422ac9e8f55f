import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveBlob } from './save-blob.js';

describe('saveBlob', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('should click a download link to the blob under the file name, remove it, and free the URL after', () => {
    vi.useFakeTimers();
    const blob = new Blob(['a;b'], { type: 'text/csv' });
    const created = vi.fn((_blob: Blob) => 'blob:rigready/1');
    const revoked = vi.fn();
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = created;
        static override revokeObjectURL = revoked;
      },
    );
    const clicks: { href: string; download: string; rel: string; inDocument: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({
        href: this.getAttribute('href') ?? '',
        download: this.download,
        rel: this.rel,
        inDocument: this.isConnected,
      });
    });

    saveBlob(blob, 'InventoryTally.csv');

    expect(created).toHaveBeenCalledWith(blob);
    expect(clicks).toEqual([
      { href: 'blob:rigready/1', download: 'InventoryTally.csv', rel: 'noopener', inDocument: true },
    ]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoked).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoked).toHaveBeenCalledWith('blob:rigready/1');
  });
});
