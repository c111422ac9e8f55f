import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './footer.js';

const social = [
  { network: 'linkedin' as const, href: 'https://www.linkedin.com/company/example' },
  { network: 'facebook' as const, href: 'https://www.facebook.com/example' },
  { network: 'instagram' as const, href: 'https://www.instagram.com/example' },
  { network: 'youtube' as const, href: 'https://www.youtube.com/@example' },
];

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: { owner: 'Example Inspection AS', year: 2025, social },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The copyright and the social links, each named and opening in a new tab. */
export const WithSocialLinks: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement);
    await expect(footer.getByText('© 2025 Example Inspection AS')).toBeVisible();
    const linkedIn = footer.getByRole('link', { name: 'LinkedIn (opens in a new tab)' });
    await expect(linkedIn).toHaveAttribute('target', '_blank');
    await expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(footer.getAllByRole('link')).toHaveLength(4);
  },
};

/** Only the copyright. */
export const CopyrightOnly: Story = {
  args: { social: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

/** Both variants. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <section aria-label="With social links">
        <Footer {...args} />
      </section>
      <section aria-label="Copyright only">
        <Footer {...args} social={[]} />
      </section>
    </div>
  ),
};
