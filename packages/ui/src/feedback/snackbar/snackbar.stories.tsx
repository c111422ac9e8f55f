import { DOCUMENT_NOT_FOUND_MESSAGE } from '@rigready/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type SnackbarOptions, SnackbarProvider, useSnackbar } from './snackbar.js';

interface DemoProps {
  /** Messages queued when the story mounts. */
  initial?: readonly (readonly [string, SnackbarOptions?])[];
}

function Demo({ initial = [] }: DemoProps) {
  const snackbar = useSnackbar();
  useEffect(() => {
    for (const [message, options] of initial) snackbar.show(message, options);
  }, [initial, snackbar]);
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <button
        type="button"
        className="rr-button"
        onClick={() => snackbar.showError(DOCUMENT_NOT_FOUND_MESSAGE)}
      >
        Show error
      </button>
      <button
        type="button"
        className="rr-button"
        onClick={() => snackbar.show('Successfully changed password', { tone: 'success' })}
      >
        Show success
      </button>
      <button
        type="button"
        className="rr-button"
        onClick={() => snackbar.show('Loading data...', { duration: 4000 })}
      >
        Show info
      </button>
    </div>
  );
}

const meta = {
  title: 'Feedback/Snackbar',
  component: SnackbarProvider,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <SnackbarProvider {...args}>
      <div style={{ padding: 16, minHeight: 200 }}>
        <Demo />
      </div>
    </SnackbarProvider>
  ),
} satisfies Meta<typeof SnackbarProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The red error snackbar, announced assertively, with the spec's document message. */
export const ErrorMessage: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Show error' }));
    const message = await page.findByText(DOCUMENT_NOT_FOUND_MESSAGE, { selector: '.rr-snackbar__message' });
    await expect(message.closest('.rr-snackbar')).toHaveAttribute('data-tone', 'error');
  },
};

/** A success message. */
export const Success: Story = {
  render: () => (
    <SnackbarProvider>
      <div style={{ padding: 16, minHeight: 200 }}>
        <Demo initial={[['Successfully changed password', { tone: 'success' }]]} />
      </div>
    </SnackbarProvider>
  ),
};

/** One at a time: the second waits until the first is dismissed. */
export const Queue: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Show error' }));
    await userEvent.click(page.getByRole('button', { name: 'Show success' }));
    await page.findByText(DOCUMENT_NOT_FOUND_MESSAGE, { selector: '.rr-snackbar__message' });
    await expect(
      page.queryByText('Successfully changed password', { selector: '.rr-snackbar__message' }),
    ).toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'Dismiss' }));
    await expect(
      await page.findByText('Successfully changed password', { selector: '.rr-snackbar__message' }),
    ).toBeVisible();
  },
};

/** It closes by itself after its duration (shortened here to 300 ms). */
export const TimesOut: Story = {
  args: { duration: 300 },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Show error' }));
    await page.findByText(DOCUMENT_NOT_FOUND_MESSAGE, { selector: '.rr-snackbar__message' });
    page.getByRole('button', { name: 'Show error' }).focus();
    await waitFor(
      () =>
        expect(
          page.queryByText(DOCUMENT_NOT_FOUND_MESSAGE, { selector: '.rr-snackbar__message' }),
        ).toBeNull(),
      { timeout: 3000 },
    );
  },
};

/** Nothing queued. */
export const Empty: Story = {};

/** An error with another message waiting behind it. */
export const AllStates: Story = {
  render: () => (
    <SnackbarProvider>
      <div style={{ padding: 16, minHeight: 200 }}>
        <Demo initial={[[DOCUMENT_NOT_FOUND_MESSAGE, { tone: 'error' }], ['Loading data...']]} />
      </div>
    </SnackbarProvider>
  ),
};
