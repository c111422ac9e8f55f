import { portalChangePasswordSchema } from '@rigready/core';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChangePasswordOnDemand } from './change-password-on-demand.js';

function renderDialog(props: Partial<Parameters<typeof ChangePasswordOnDemand>[0]> = {}) {
  return render(
    <ChangePasswordOnDemand
      open={false}
      onOpenChange={vi.fn()}
      onSubmit={vi.fn(async () => undefined)}
      schema={undefined}
      returnFocusTo={createRef()}
      {...props}
    />,
  );
}

describe('ChangePasswordOnDemand', () => {
  it('should load neither the dialog nor its rules until it is opened', () => {
    const loadRules = vi.fn(async () => portalChangePasswordSchema);
    renderDialog({ schema: loadRules });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(loadRules).not.toHaveBeenCalled();
  });

  it('should show the dialog once opened, checking the form by the rules the host loads', async () => {
    const loadRules = vi.fn(async () => portalChangePasswordSchema);
    const view = renderDialog({ schema: loadRules });
    view.rerender(
      <ChangePasswordOnDemand
        open
        onOpenChange={vi.fn()}
        onSubmit={vi.fn(async () => undefined)}
        schema={loadRules}
        returnFocusTo={createRef()}
      />,
    );
    await screen.findByRole('dialog', { name: 'Change password' });
    // Seven characters pass the spec's rule (six) but not the portal's (eight).
    await userEvent.type(screen.getByLabelText('New password'), 'abc1234');
    await userEvent.tab();
    expect(await screen.findByText('New password must be minimum 8 characters')).toBeTruthy();
    expect(loadRules).toHaveBeenCalledTimes(1);
  });

  it('should say so in the dialog when its rules cannot be loaded, and close on Close', async () => {
    const onOpenChange = vi.fn();
    renderDialog({
      open: true,
      onOpenChange,
      schema: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The password form could not be loaded. Check the connection and try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
