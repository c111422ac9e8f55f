import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadUrl } from './download-url.js';

describe('downloadUrl', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("should click a download link to the server's URL with the answer's own name, and remove it", () => {
    const clicks: { href: string; download: string; rel: string; inDocument: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({
        href: this.getAttribute('href') ?? '',
        download: this.download,
        rel: this.rel,
        inDocument: this.isConnected,
      });
    });

    downloadUrl('/api/getPDFmultipleBHA?selected=%5B%5D');
    downloadUrl('blob:rigready/7', 'PreInvoiceBHA.csv');

    expect(clicks).toEqual([
      { href: '/api/getPDFmultipleBHA?selected=%5B%5D', download: '', rel: 'noopener', inDocument: true },
      { href: 'blob:rigready/7', download: 'PreInvoiceBHA.csv', rel: 'noopener', inDocument: true },
    ]);
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
