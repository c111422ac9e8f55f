import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FIXTURE_RACK, FIXTURE_TODAY, fixtureJoint } from '../rack-grid/rack-grid.fixtures.js';
import { RackGrid } from '../rack-grid/rack-grid.js';
import { PortalContainerProvider } from './portal-container.js';

const popperIn = (parent: ParentNode) => parent.querySelector(':scope > [data-radix-popper-content-wrapper]');

describe('given a rack grid whose joint details open in a popover', () => {
  it('should draw the popover in the document body without a PortalContainerProvider', async () => {
    render(
      <RackGrid rack={FIXTURE_RACK} joints={[fixtureJoint(3, 17)]} today={FIXTURE_TODAY} details="popover" />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: /^Position 3:/ }));
    expect(popperIn(document.body)?.textContent).toContain('DP-04003');
  });

  it("should draw it into the provider's container inside a shadow root, not the document body", async () => {
    const shadow = document.body.appendChild(document.createElement('div')).attachShadow({ mode: 'open' });
    const layer = shadow.appendChild(document.createElement('div'));
    const mount = shadow.appendChild(document.createElement('div'));
    render(
      <PortalContainerProvider container={layer}>
        <RackGrid
          rack={FIXTURE_RACK}
          joints={[fixtureJoint(3, 17)]}
          today={FIXTURE_TODAY}
          details="popover"
        />
      </PortalContainerProvider>,
      { container: mount },
    );
    const position = shadow.querySelector<HTMLButtonElement>('button[data-cell-state="joint"]');
    await userEvent.setup().click(position as HTMLButtonElement);
    expect(popperIn(layer)?.textContent).toContain('DP-04003');
    expect(popperIn(document.body)).toBeNull();
  });
});
