import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe.js';
import { ClassChip } from './class-chip.js';

const CLASS_2_REASONS = [
  'wall 79.9 % is under 80 % for Premium, at least 70 % for Class 2',
  'box OD 6.9 in is at least 6.75 in for Premium',
];

const bandColours = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('.rr-class-chip__band')].map((band) =>
    band.style.getPropertyValue('--rr-class-band'),
  );

describe('given a ClassChip with its reasons as a list', () => {
  it('should say the class and its bands in words, and list the reasons', () => {
    const { container } = render(<ClassChip jointClass="Class 2" reasons={CLASS_2_REASONS} />);
    const chip = container.querySelector('.rr-class-chip__chip') as HTMLElement;
    expect(chip.textContent).toBe('Class: Class 2, marked with one yellow band');
    // The words only a screen reader hears are also the chip's tooltip: a sighted reader can have them too.
    expect(chip.title).toBe('Class: Class 2, marked with one yellow band');
    expect(bandColours(container)).toEqual(['#ffd600']);
    const list = screen.getByRole('list', { name: 'Why Class 2' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CLASS_2_REASONS);
    expect(container.firstElementChild?.getAttribute('data-class')).toBe('class-2');
  });

  it.each([
    ['Premium', 'premium', ['#ffffff', '#ffffff'], 'two white bands'],
    ['Reject', 'reject', ['#d32f2f'], 'one red band'],
  ] as const)('should mark %s with the common bands', (jointClass, dataClass, colours, words) => {
    const { container } = render(<ClassChip jointClass={jointClass} />);
    expect(bandColours(container)).toEqual(colours);
    expect(container.textContent).toBe(`Class: ${jointClass}, marked with ${words}`);
    expect(container.firstElementChild?.getAttribute('data-class')).toBe(dataClass);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('should show a joint without a class as not classed, with no bands', () => {
    const { container } = render(
      <ClassChip jointClass={null} reasons={['not classed: a missing figure could lower the class']} />,
    );
    expect(container.querySelector('.rr-class-chip__chip')?.textContent).toBe('Class: Not classed');
    expect(bandColours(container)).toEqual([]);
    expect(screen.getByRole('list', { name: 'Why Not classed' })).toBeTruthy();
    expect(container.firstElementChild?.getAttribute('data-class')).toBe('none');
  });

  it('should use the provider’s marking and name what the class is of', () => {
    const { container } = render(
      <ClassChip
        jointClass="Premium"
        label="Body"
        reasons={['wall 85 % is at least 80 % for Premium']}
        marking={{
          Premium: [
            { colour: '#ffffff', name: 'white' },
            { colour: '#1565c0', name: 'blue' },
          ],
          'Class 2': [{ colour: '#ffd600', name: 'yellow' }],
          Reject: [{ colour: '#d32f2f', name: 'red' }],
        }}
      />,
    );
    expect(bandColours(container)).toEqual(['#ffffff', '#1565c0']);
    const chip = container.querySelector('.rr-class-chip__chip') as HTMLElement;
    expect(chip.textContent).toBe('Body: Premium, marked with one white band and one blue band');
    expect(chip.title).toBe('Body: Premium, marked with one white band and one blue band');
    expect(screen.getByRole('list', { name: 'Why body Premium' })).toBeTruthy();
  });

  it('should have no axe violations in any state', async () => {
    const { container } = render(
      <>
        <ClassChip jointClass="Premium" reasons={['wall 85 % is at least 80 % for Premium']} />
        <ClassChip jointClass="Class 2" reasons={CLASS_2_REASONS} />
        <ClassChip jointClass="Reject" reasons={['wall 69.9 % is under 70 % for Class 2']} />
        <ClassChip jointClass={null} />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});

describe('given a ClassChip with its reasons in a popover', () => {
  it('should open the reasons from the chip and close them with Escape', async () => {
    const user = userEvent.setup();
    render(<ClassChip jointClass="Class 2" reasons={CLASS_2_REASONS} reasonsDisplay="popover" />);
    const trigger = screen.getByRole('button', { name: 'Class: Class 2, marked with one yellow band' });
    expect(trigger.title).toBe('Class: Class 2, marked with one yellow band');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await user.click(trigger);
    const popover = await screen.findByRole('dialog', { name: 'Why Class 2' });
    expect(
      within(popover)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CLASS_2_REASONS);
    await expectNoAxeViolations(document.body);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('should be a plain chip when there are no reasons to open', () => {
    render(<ClassChip jointClass="Premium" reasonsDisplay="popover" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('given a ClassChip with its reasons hidden', () => {
  it('should show the chip only', () => {
    render(
      <ClassChip
        jointClass="Reject"
        reasons={['wall 60 % is under 70 % for Class 2']}
        reasonsDisplay="none"
      />,
    );
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
