import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ClassChip } from './class-chip.js';

const REASONS = {
  Premium: [
    'wall 85 % is at least 80 % for Premium',
    'box OD 6.9 in is at least 6.75 in for Premium',
    'pin tong space 5.5 in is at least the 4 in minimum',
    'box tong space 6.25 in is at least the 4.5 in minimum',
  ],
  'Class 2': [
    'wall 79.9 % is under 80 % for Premium, at least 70 % for Class 2',
    'box OD 6.9 in is at least 6.75 in for Premium',
    'pin tong space 5.5 in is at least the 4 in minimum',
    'box tong space 6.25 in is at least the 4.5 in minimum',
  ],
  Reject: [
    'wall 90 % is at least 80 % for Premium',
    'box OD 6.9 in is at least 6.75 in for Premium',
    'pin tong space 3.99 in is under the 4 in minimum',
    'box tong space 6.25 in is at least the 4.5 in minimum',
  ],
  noLimits: [
    'wall 85 % is at least 80 % for Premium',
    "no class limits for this connection and pipe: the tool joint is not classed and the class is the body's",
  ],
  notClassed: [
    'no wall figure: the body is not classed',
    'box OD 6.9 in is at least 6.75 in for Premium',
    'pin tong space 5.5 in is at least the 4 in minimum',
    'box tong space 6.25 in is at least the 4.5 in minimum',
    'not classed: a missing figure could lower the class',
  ],
};

const meta = {
  title: 'Feedback/ClassChip',
  component: ClassChip,
  args: { jointClass: 'Premium', reasons: REASONS.Premium },
} satisfies Meta<typeof ClassChip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Premium: two white bands. */
export const Premium: Story = {};

/** Class 2: one yellow band; 79.9 % is under 80 %. */
export const Class2: Story = { args: { jointClass: 'Class 2', reasons: REASONS['Class 2'] } };

/** Reject: one red band; the pin's tong space is under its minimum. */
export const Reject: Story = { args: { jointClass: 'Reject', reasons: REASONS.Reject } };

/** No limits for the connection: the class is the body's, and the reasons say so. */
export const NoLimits: Story = { args: { jointClass: 'Premium', reasons: REASONS.noLimits } };

/** A figure is missing, so the joint has no class: no bands, a dashed outline. */
export const NotClassed: Story = { args: { jointClass: null, reasons: REASONS.notClassed } };

/** The provider's own marking (here white and blue for Premium). */
export const ProviderMarking: Story = {
  args: {
    marking: {
      Premium: [
        { colour: '#ffffff', name: 'white' },
        { colour: '#1565c0', name: 'blue' },
      ],
      'Class 2': [{ colour: '#ffd600', name: 'yellow' }],
      Reject: [{ colour: '#d32f2f', name: 'red' }],
    },
  },
};

/** A provider that leaves Premium unmarked (no bands): the chip says the class in words only. */
export const UnmarkedClass: Story = {
  args: {
    reasonsDisplay: 'none',
    marking: {
      Premium: [],
      'Class 2': [{ colour: '#ffd600', name: 'yellow' }],
      Reject: [{ colour: '#d32f2f', name: 'red' }],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.rr-class-chip__band')).toHaveLength(0);
    await expect(canvasElement.querySelector('.rr-class-chip__chip')?.textContent).toBe('Class: Premium');
  },
};

/** In a table cell: the chip opens its reasons in a popover. */
export const ReasonsInPopover: Story = {
  args: { jointClass: 'Class 2', reasons: REASONS['Class 2'], reasonsDisplay: 'popover' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Class: Class 2/ }));
    const popover = await body.findByRole('dialog', { name: 'Why Class 2' });
    await expect(within(popover).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** A white band stays visible on the chip: it is outlined. */
export const WhiteBandVisible: Story = {
  play: async ({ canvasElement }) => {
    const band = canvasElement.querySelector('.rr-class-chip__band') as HTMLElement;
    await expect(getComputedStyle(band).backgroundColor).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(band).borderTopColor).not.toBe('rgb(255, 255, 255)');
    await expect(band.getBoundingClientRect().width).toBeGreaterThan(4);
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))' }}>
      <ClassChip jointClass="Premium" reasons={REASONS.Premium} />
      <ClassChip jointClass="Class 2" reasons={REASONS['Class 2']} />
      <ClassChip jointClass="Reject" reasons={REASONS.Reject} />
      <ClassChip jointClass="Premium" reasons={REASONS.noLimits} />
      <ClassChip jointClass={null} reasons={REASONS.notClassed} />
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <ClassChip jointClass="Premium" reasons={REASONS.Premium} reasonsDisplay="popover" />
        <ClassChip jointClass="Class 2" reasons={REASONS['Class 2']} reasonsDisplay="popover" />
        <ClassChip jointClass="Reject" reasonsDisplay="none" />
        <ClassChip jointClass={null} reasonsDisplay="none" />
      </div>
    </div>
  ),
};
