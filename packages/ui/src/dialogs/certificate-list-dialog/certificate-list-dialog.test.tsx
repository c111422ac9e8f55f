import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import { CertificateListDialog, certificatesOf } from './certificate-list-dialog.js';

describe('certificatesOf', () => {
  it('should list PDF..PDF5 in order with Date1..Date5 as DD.MM.YYYY, skipping empty slots', () => {
    expect(
      certificatesOf({
        Item_No: '550DP.12',
        PDF: 'a.pdf',
        Date1: '2024-03-01',
        PDF2: '',
        Date2: '2024-04-01',
        PDF5: 'e.pdf',
        Date5: '2024-03-01T00:00:00.000Z',
      }),
    ).toEqual([
      { index: 1, file: 'a.pdf', date: '01.03.2024' },
      { index: 5, file: 'e.pdf', date: '01.03.2024' },
    ]);
  });

  it('should keep a date it cannot read as written, and show none for a missing one', () => {
    expect(certificatesOf({ Item_No: 'x', PDF: 'a.pdf', Date1: 'soon', PDF2: 'b.pdf' })).toEqual([
      { index: 1, file: 'a.pdf', date: 'soon' },
      { index: 2, file: 'b.pdf', date: '' },
    ]);
  });

  it('should return nothing for a row without certificates', () => {
    expect(certificatesOf({ Item_No: 'x', action: 'No Certificate' })).toEqual([]);
  });
});

describe('given a CertificateListDialog', () => {
  it("should disable the PDF button only at 'No Certificate'", () => {
    render(
      <>
        <CertificateListDialog row={{ Item_No: 'A', action: 'No Certificate' }} onOpenCertificate={vi.fn()} />
        <CertificateListDialog
          row={{ Item_No: 'B', action: 'Certificate', PDF: 'b.pdf' }}
          onOpenCertificate={vi.fn()}
        />
      </>,
    );
    expect(screen.getByRole('button', { name: 'PDF certificates of A' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'PDF certificates of B' })).toHaveProperty('disabled', false);
  });

  it('should have no axe violations when open', async () => {
    render(
      <CertificateListDialog
        row={{ Item_No: 'B', PDF: 'b.pdf', Date1: '2024-03-01' }}
        onOpenCertificate={vi.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'PDF certificates of B' }));
    await expectNoAxeViolations(await screen.findByRole('dialog'));
  });
});

describe('given a controlled CertificateListDialog with certificate links', () => {
  const row = { Item_No: '550DP.12', action: 'Certificate', PDF: 'documents/c1.pdf', Date1: '2024-03-01' };

  it('should draw no PDF button, show the list while open and link each certificate in a new tab', async () => {
    const { rerender } = render(
      <CertificateListDialog row={row} open={false} certificateHref={({ file }) => `/files/${file}`} />,
    );
    expect(screen.queryByRole('button', { name: 'PDF certificates of 550DP.12' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<CertificateListDialog row={row} open certificateHref={({ file }) => `/files/${file}`} />);
    const dialog = await screen.findByRole('dialog', { name: 'Certificates of 550DP.12' });
    const link = within(dialog).getByRole('link', { name: 'Open' });
    expect(link.getAttribute('href')).toBe('/files/documents/c1.pdf');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(within(dialog).getByText('· 01.03.2024')).toBeTruthy();
    await expectNoAxeViolations(dialog);
  });

  it('should ask the host to close on Escape', async () => {
    const onOpenChange = vi.fn();
    render(
      <CertificateListDialog
        row={row}
        open
        onOpenChange={onOpenChange}
        certificateHref={({ file }) => file}
      />,
    );
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
