import { encodeQrCode } from '@rigready/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe.js';
import { QrCode } from './qr-code.js';

describe('given a QrCode of a link', () => {
  const link = 'https://portal.rigready.test/keystone?customer=ACME&serialnr=B-7';

  it('should be an image named by its title and described by the link', () => {
    render(<QrCode value={link} title="Serial history of B-7" />);
    const image = screen.getByRole('img', { name: 'Serial history of B-7' });
    const description = document.getElementById(image.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(link);
    expect(image.getAttribute('width')).toBe('192');
  });

  it('should draw one square per dark module inside a quiet zone of 4', () => {
    const { container } = render(<QrCode value={link} title="QR" size={100} />);
    const { modules, size } = encodeQrCode(link);
    const dark = modules.flat().filter(Boolean).length;
    const path = container.querySelector('path')?.getAttribute('d') ?? '';
    expect(path.match(/M/g)).toHaveLength(dark);
    expect(path.startsWith('M4 4h1v1h-1z')).toBe(true);
    expect(container.querySelector('svg')?.getAttribute('viewBox')).toBe(`0 0 ${size + 8} ${size + 8}`);
  });

  it('should have no axe violations', async () => {
    const { container } = render(<QrCode value={link} title="Serial history of B-7" description="Scan me" />);
    await expectNoAxeViolations(container);
  });
});
