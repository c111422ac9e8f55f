import { drawerMenu } from '@rigready/core';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe.js';
import { CUSTOMER_SESSION } from '../test-support/story-sessions.js';
import { Drawer } from './drawer.js';

describe('given an open Drawer built from core menu', () => {
  it('should mark the current route whatever its case or trailing slash', () => {
    render(
      <Drawer open onOpenChange={vi.fn()} menu={drawerMenu(CUSTOMER_SESSION, '/DC/')} currentPath="/DC/" />,
    );
    expect(screen.getByRole('link', { name: 'Drill Collar' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Drill Pipe' }).getAttribute('aria-current')).toBeNull();
  });

  it('should close when a link is chosen, and have no axe violations', async () => {
    const onOpenChange = vi.fn();
    render(
      <Drawer
        open
        onOpenChange={onOpenChange}
        menu={drawerMenu(CUSTOMER_SESSION, '/home')}
        currentPath="/home"
      />,
    );
    await expectNoAxeViolations(screen.getByRole('dialog', { name: 'Menu' }));
    const link = screen.getByRole('link', { name: 'Received' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
