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
    // The link is 66 bytes: more than version 4-M holds (62), so version 5, 37 modules a side, 45 with the
    // quiet zone. python-qrcode 7.4 (level M, byte mode) draws 714 dark modules with mask 0, the mask whose
    // penalty is lowest when rule 3 counts a 1011101 run with four light modules on either side.
    const path = container.querySelector('path')?.getAttribute('d') ?? '';
    expect(path.match(/M/g)).toHaveLength(714);
    expect(container.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 45 45');
    // Whatever the mask: the finder corners at modules (0, 0), (36, 0) and (0, 36), and the dark module at
    // (8, 4 × 5 + 9), each moved 4 by the quiet zone.
    expect(path.startsWith('M4 4h1v1h-1z')).toBe(true);
    for (const square of ['M40 4h1v1h-1z', 'M4 40h1v1h-1z', 'M12 33h1v1h-1z']) expect(path).toContain(square);
  });

  it('should have no axe violations', async () => {
    const { container } = render(<QrCode value={link} title="Serial history of B-7" description="Scan me" />);
    await expectNoAxeViolations(container);
  });
});
