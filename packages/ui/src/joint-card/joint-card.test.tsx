import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe.js';
import { JointCard } from './joint-card.js';

const JOINT = {
  Serial_Number: 'DP-04003',
  Position: 3,
  Rack_Position: 'R12',
  Item_No: '550DP.12',
  Date_Inspected: '2024-06-13',
  Description: 'Drill pipe 5 1/2" S-135',
  Order_No: 40211,
};

describe('given a JointCard', () => {
  it('should title the card with the serial and say the days since inspection on the rule colour', async () => {
    // 2024-06-13 to 2024-06-30 is 17 days: yellow on the rack view (green under 17), green on the
    // rack dialog's scale (green under 180).
    const { container } = render(<JointCard joint={JOINT} today="2024-06-30" />);
    const card = screen.getByRole('article', { name: 'DP-04003' });
    expect(card.querySelector('.rr-joint-card__age')?.textContent).toBe('17 days since inspection');
    expect(card.querySelector('.rr-joint-card__age')?.getAttribute('data-colour')).toBe('yellow');
    expect(screen.getByText('Rack').nextElementSibling?.textContent).toBe('R12');
    expect(screen.getByText('Order').nextElementSibling?.textContent).toBe('40211');
    await expectNoAxeViolations(container);
  });

  it('should colour by the rack dialog scale when asked', () => {
    render(<JointCard joint={JOINT} today="2024-06-30" colourRule="rack-dialog" />);
    expect(document.querySelector('.rr-joint-card__age')?.getAttribute('data-colour')).toBe('green');
  });

  it('should say "Not inspected" on the unknown colour for a joint without an inspection date', () => {
    render(<JointCard joint={{ ...JOINT, Date_Inspected: null }} today="2024-06-30" />);
    const age = document.querySelector('.rr-joint-card__age');
    expect(age?.textContent).toBe('Not inspected');
    expect(age?.getAttribute('data-colour')).toBe('unknown');
  });

  it("should link the serial to the joint's page and name the item from the colour map", () => {
    render(
      <JointCard
        joint={JOINT}
        today="2024-06-30"
        href="/joints/DP-04003"
        item={{ color: '#1565c0', iteminfo: '5 1/2" 21.9# S-135 NC50 R2' }}
      />,
    );
    const links = screen.getAllByRole('link', { name: 'DP-04003' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/joints/DP-04003', '/joints/DP-04003']);
    expect(screen.getByText('Item').nextElementSibling?.textContent).toBe(
      '550DP.12 — 5 1/2" 21.9# S-135 NC50 R2',
    );
  });
});
