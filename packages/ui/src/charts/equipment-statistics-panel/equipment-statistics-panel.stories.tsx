import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EMPTY_EQUIPMENT_STATISTICS, FIXTURE_EQUIPMENT_STATISTICS } from '../charts.fixtures.js';
import { EquipmentStatisticsPanel } from './equipment-statistics-panel.js';

const meta = {
  title: 'Charts/EquipmentStatisticsPanel',
  component: EquipmentStatisticsPanel,
  args: { equipment: 'Drill Pipe', statistics: FIXTURE_EQUIPMENT_STATISTICS },
} satisfies Meta<typeof EquipmentStatisticsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DrillPipe: Story = {};

export const NothingInspected: Story = {
  args: { equipment: 'OCTG', statistics: EMPTY_EQUIPMENT_STATISTICS },
};

/** Every chart of the panel has its own data table behind "Show data". */
export const ShowMachiningData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('img')).toHaveLength(8));
    const buttons = canvas.getAllByRole('button', { name: 'Show data' });
    await userEvent.click(buttons[6] as HTMLElement);
    await expect(canvas.getByRole('table', { name: 'Machining' })).toBeVisible();
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 40 }}>
      <EquipmentStatisticsPanel equipment="Drill Pipe" statistics={FIXTURE_EQUIPMENT_STATISTICS} />
      <EquipmentStatisticsPanel equipment="OCTG" statistics={EMPTY_EQUIPMENT_STATISTICS} />
    </div>
  ),
};
