import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe.js';
import { Chip } from './chip.js';

describe('given a Chip with a data colour', () => {
  it('should show its text on that colour with a readable text colour', () => {
    render(
      <Chip color="#d32f2f" width={80}>
        High
      </Chip>,
    );
    const chip = screen.getByText('High');
    expect(chip.style.background).toBe('rgb(211, 47, 47)');
    expect(chip.style.color).toBe('rgb(255, 255, 255)');
    expect(chip.style.width).toBe('80px');
    expect(chip.dataset.colored).toBe('');
  });

  it('should have no axe violations', async () => {
    const { container } = render(<Chip color="#ffeb3b">3</Chip>);
    await expectNoAxeViolations(container);
  });
});

describe('given a Chip without a colour, or with an invalid one', () => {
  it('should fall back to the theme colours', () => {
    render(
      <>
        <Chip>Neutral</Chip>
        <Chip color="not-a-colour">Invalid</Chip>
      </>,
    );
    for (const text of ['Neutral', 'Invalid']) {
      const chip = screen.getByText(text);
      expect(chip.style.background).toBe('');
      expect(chip.dataset.colored).toBeUndefined();
    }
  });
});
