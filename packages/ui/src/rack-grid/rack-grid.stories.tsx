import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ModalDialog } from '../dialogs/modal-dialog/modal-dialog.js';
import {
  BOUNDARY_JOINTS,
  CLASS_JOINTS,
  FIXTURE_COLORMAP,
  FIXTURE_RACK,
  FIXTURE_TODAY,
  FULL_RACK_JOINTS,
  fixtureJoint,
  OTHER_CUSTOMER_POSITIONS,
} from './rack-grid.fixtures.js';
import { RackGrid } from './rack-grid.js';

const meta = {
  title: 'Racks/RackGrid',
  component: RackGrid,
  args: {
    rack: FIXTURE_RACK,
    joints: BOUNDARY_JOINTS,
    occupiedPositions: OTHER_CUSTOMER_POSITIONS,
    today: FIXTURE_TODAY,
    colormap: FIXTURE_COLORMAP,
    colourRule: 'rack-view',
    onSelect: fn(),
  },
} satisfies Meta<typeof RackGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Joints at each colour boundary of the rack view: 0 and 16 days green, 17 and 61 yellow, 62 and 400 red, and one never inspected. */
export const MixedAges: Story = { args: { occupiedPositions: [] } };

export const EmptyRack: Story = { args: { joints: [], occupiedPositions: [], colormap: {} } };

export const FullRack: Story = { args: { joints: FULL_RACK_JOINTS, occupiedPositions: [] } };

/** Another customer's joints show as occupied: no serial, no item, not even in the accessible name. */
export const OtherCustomersPositions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const occupied = canvas.getByRole('button', { name: 'Position 8: occupied' });
    await expect(occupied).toHaveAttribute('data-cell-state', 'occupied');
    await expect(occupied.closest('td')?.innerHTML).not.toMatch(/DP-0/);
  },
};

/** The inventory's rack dialog colours by the 180/365-day rule. */
export const InventoryDialogRule: Story = {
  args: {
    colourRule: 'rack-dialog',
    joints: [
      fixtureJoint(1, 62),
      fixtureJoint(2, 179),
      fixtureJoint(3, 180),
      fixtureJoint(4, 364),
      fixtureJoint(5, 365),
    ],
    occupiedPositions: [],
  },
};

/**
 * The class scale: each joint coloured by its class at its latest inspection (Premium green, Class 2
 * yellow, Reject red, not classed grey), keyed under its own title; the class is in each position's name.
 */
export const ClassScale: Story = {
  args: { colourRule: 'class', joints: CLASS_JOINTS, occupiedPositions: [8, 9] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const classes = within(canvas.getByRole('list', { name: 'Class at the latest inspection' })).getAllByRole(
      'listitem',
    );
    await expect(classes.map((item) => item.textContent)).toEqual([
      'Premium',
      'Class 2',
      'Reject',
      'Not classed',
      'Occupied (another customer)',
      'Empty',
    ]);
    await expect(
      canvas.getByText('Class at the latest inspection', { selector: '.rr-rack-legend__title' }),
    ).toBeVisible();
    const reject = canvas.getByRole('button', { name: /^Position 3: .*class Reject/ });
    await expect(getComputedStyle(reject).backgroundColor).toBe('rgb(244, 67, 54)');
  },
};

export const OctgRack: Story = {
  args: {
    rack: { Site: 'Dusavik Base', Rack_ID: 'O3', Maxrowcount: 8, Capacity: 24, isOCTG: true },
    joints: [
      { ...fixtureJoint(2, 5, '958OCTG.01'), Rack_Position: 'O3', Description: 'Casing 9 5/8" 53.5# P-110' },
      { ...fixtureJoint(3, 40, '958OCTG.01'), Rack_Position: 'O3', Description: 'Casing 9 5/8" 53.5# P-110' },
    ],
    occupiedPositions: [10, 11],
    colormap: { '958OCTG.01': { color: '#2e7d32', iteminfo: '9 5/8" 53.5# P-110 VAM TOP' } },
  },
};

export const ScrapOctg: Story = {
  args: {
    rack: { Site: 'Dusavik Base', Rack_ID: 'Scrap OCTG', Maxrowcount: 10, Capacity: 20, isOCTG: true },
    joints: [
      {
        ...fixtureJoint(1, 90, '700OCTG.02'),
        Rack_Position: 'Scrap OCTG',
        Description: 'Casing 7" 29# L-80',
      },
      {
        ...fixtureJoint(4, 120, '700OCTG.02'),
        Rack_Position: 'Scrap OCTG',
        Description: 'Casing 7" 29# L-80',
      },
    ],
    occupiedPositions: [2],
    colormap: { '700OCTG.02': { color: '#c62828', iteminfo: '7" 29# L-80 BTC (scrap)' } },
  },
};

/** Arrow keys move one position at a time; Home/End go to a row's ends, Ctrl+End to the last position. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const named = (position: number) =>
      canvas.getByRole('button', { name: new RegExp(`^Position ${position}:`) });
    await userEvent.tab();
    await expect(named(49)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(named(38)).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(named(48)).toHaveFocus();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await expect(named(12)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(named(1)).toHaveFocus();
  },
};

/** Activating a joint calls onSelect and opens its pipe row; Escape closes it and focus returns. */
export const SelectOpensPopover: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const joint = canvas.getByRole('button', { name: /^Position 3:/ });
    await userEvent.click(joint);
    await expect(args.onSelect).toHaveBeenCalledWith(BOUNDARY_JOINTS[2]);
    const popover = await body.findByRole('dialog', { name: 'Joint DP-04003' });
    await expect(within(popover).getByText('17 days')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(joint).toHaveFocus();
  },
};

/** The key names every colour a position can have: the three ages, never inspected, occupied, empty, each item. */
export const Legend: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ages = within(
      canvas.getByRole('list', { name: 'Days since last inspection — storage scale' }),
    ).getAllByRole('listitem');
    await expect(ages.map((item) => item.textContent)).toEqual([
      'Under 17 days',
      '17 to under 62 days',
      '62 days or more',
      'Not inspected',
      'Occupied (another customer)',
      'Empty',
    ]);
    const swatch = (text: string) =>
      canvas.getByText(text).closest('li')?.querySelector('.rr-rack-legend__swatch') as HTMLElement;
    await expect(getComputedStyle(swatch('Not inspected')).backgroundColor).toBe('rgb(158, 158, 158)');
    await expect(getComputedStyle(swatch('550DP.12')).backgroundColor).toBe('rgb(0, 114, 178)');
    await expect(getComputedStyle(swatch('500DP.07')).backgroundColor).toBe('rgb(230, 159, 0)');
  },
};

/**
 * In the inventory's rack dialog a position's popover is drawn above the dialog: the point at its middle
 * belongs to the popover, not to the dialog behind it.
 */
export const PopoverAboveDialog: Story = {
  render: (args) => (
    <ModalDialog open title="Rack R12" size="full">
      <RackGrid {...args} details="popover" />
    </ModalDialog>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: /^Position 3:/ }));
    const popover = await body.findByRole('dialog', { name: 'Joint DP-04003' });
    const box = popover.getBoundingClientRect();
    const top = canvasElement.ownerDocument.elementFromPoint(
      box.left + box.width / 2,
      box.top + box.height / 2,
    );
    await expect(popover.contains(top)).toBe(true);
    await expect(within(popover).getByText('17 days')).toBeVisible();
  },
};

/**
 * A phone (390 px): the grid scrolls sideways inside its frame and a pressed position's pipe row shows
 * below the grid, not in a popover.
 */
export const PhoneLayout: Story = {
  args: { joints: FULL_RACK_JOINTS, occupiedPositions: [], details: 'below' },
  decorators: [
    (Story) => (
      <div style={{ width: 358 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scroll = canvasElement.querySelector('.rr-rack-grid__scroll') as HTMLElement;
    await expect(scroll.scrollWidth).toBeGreaterThan(scroll.clientWidth);
    await expect((canvasElement.firstElementChild as HTMLElement).scrollWidth).toBeLessThanOrEqual(358);
    await userEvent.click(canvas.getByRole('button', { name: /^Position 3:/ }));
    const details = canvas.getByRole('region', { name: 'Joint DP-04003' });
    await expect(within(details).getByText('Serial number')).toBeVisible();
    await expect(details.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      scroll.getBoundingClientRect().bottom,
    );
    await expect(canvasElement.ownerDocument.querySelector('[role="dialog"]')).toBeNull();
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <RackGrid {...args} />
      <RackGrid {...args} joints={[]} occupiedPositions={[]} colormap={{}} label="Empty rack R12" />
      <RackGrid {...args} joints={FULL_RACK_JOINTS} occupiedPositions={[]} label="Full rack R12" />
      <RackGrid {...args} joints={CLASS_JOINTS} colourRule="class" label="Rack R12 by class" />
      <RackGrid
        {...args}
        rack={{ Site: 'Dusavik Base', Rack_ID: 'Scrap OCTG', Maxrowcount: 10, Capacity: 20, isOCTG: true }}
        joints={[{ ...fixtureJoint(1, 90, '700OCTG.02'), Rack_Position: 'Scrap OCTG' }]}
        occupiedPositions={[2]}
        colormap={{ '700OCTG.02': { color: '#c62828', iteminfo: '7" 29# L-80 BTC (scrap)' } }}
      />
    </div>
  ),
};
