import { render, screen } from '@testing-library/react';
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
