import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FIXTURE_TODAY } from '../rack-grid/rack-grid.fixtures.js';
import { expectNoAxeViolations } from '../test-support/axe.js';
import { FIXTURE_RACKS } from './rack-location-view.fixtures.js';
import { RackLocationView } from './rack-location-view.js';

describe('given a RackLocationView of four racks', () => {
  it('should show one tab per rack with its joint count, the first rack open', () => {
    render(<RackLocationView racks={FIXTURE_RACKS} today={FIXTURE_TODAY} />);
    const tabs = within(screen.getByRole('tablist', { name: 'Racks' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'O31 joint',
      'R127 joints',
      'R1352 joints',
      'Scrap OCTG1 joint',
    ]);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('grid', { name: 'Rack O3' })).toBeTruthy();
    expect(screen.queryByRole('grid', { name: 'Rack R12' })).toBeNull();
  });

  it("should count a rack's joints by jointCount when only the open rack carries its joints", () => {
    const racks = FIXTURE_RACKS.map((rack) =>
      rack.rackinfo.Rack_ID === 'O3' ? rack : { ...rack, pipes: [], jointCount: 120 },
    );
    render(<RackLocationView racks={racks as typeof FIXTURE_RACKS} today={FIXTURE_TODAY} />);
    const tabs = within(screen.getByRole('tablist', { name: 'Racks' })).getAllByRole('tab');
    expect(tabs.map((t) => [t.textContent, t.getAttribute('title')])).toEqual([
      ['O31 joint', 'O3: 1 joint'],
      ['R12120 joints', 'R12: 120 joints'],
      ['R13120 joints', 'R13: 120 joints'],
      ['Scrap OCTG120 joints', 'Scrap OCTG: 120 joints'],
    ]);
  });

  it('should put the tabs in natural order, A2 before A10, whatever order the racks come in', () => {
    const named = (Rack_ID: string, Site = 'Dusavik Base') => ({
      ...FIXTURE_RACKS[2],
      rackinfo: { ...FIXTURE_RACKS[2]?.rackinfo, Rack_ID, Site },
    });
    const racks = [named('A10'), named('b1'), named('A2'), named('A1'), named('A1', 'Mongstad')];
    render(<RackLocationView racks={racks as typeof FIXTURE_RACKS} today={FIXTURE_TODAY} />);
    const tabs = within(screen.getByRole('tablist', { name: 'Racks' })).getAllByRole('tab');
    expect(tabs.map((t) => t.querySelector('span')?.textContent)).toEqual(['A1', 'A2', 'A10', 'b1', 'A1']);
  });

  it('should open another rack with the arrow keys and report its key', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<RackLocationView racks={FIXTURE_RACKS} today={FIXTURE_TODAY} onValueChange={onValueChange} />);
    await user.tab();
    expect(document.activeElement?.getAttribute('role')).toBe('tab');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(onValueChange).toHaveBeenLastCalledWith('Dusavik Base/Scrap OCTG');
    expect(screen.getByRole('grid', { name: 'Rack Scrap OCTG' })).toBeTruthy();
    await user.tab();
    expect(document.activeElement?.getAttribute('role')).toBe('tabpanel');
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Position 11:/);
  });

  it('should open the rack named by defaultValue (the showrack query)', () => {
    render(<RackLocationView racks={FIXTURE_RACKS} today={FIXTURE_TODAY} defaultValue="Dusavik Base/O3" />);
    expect(screen.getByRole('tab', { name: /^O3/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('grid', { name: 'Rack O3' })).toBeTruthy();
  });

  it('should show the site beside the rack id only when racks come from several sites', () => {
    const twoSites = [
      FIXTURE_RACKS[0],
      { ...FIXTURE_RACKS[2], rackinfo: { ...FIXTURE_RACKS[2]?.rackinfo, Site: 'Mongstad' } },
    ];
    render(<RackLocationView racks={twoSites as typeof FIXTURE_RACKS} today={FIXTURE_TODAY} />);
    expect(screen.getByRole('tab', { name: /^O3Mongstad/ })).toBeTruthy();
  });

  it('should have no axe violations', async () => {
    const { container } = render(<RackLocationView racks={FIXTURE_RACKS} today={FIXTURE_TODAY} />);
    await expectNoAxeViolations(container);
  });
});

describe('given no racks', () => {
  it('should say that no rack holds the viewer’s joints', () => {
    render(<RackLocationView racks={[]} today={FIXTURE_TODAY} />);
    expect(screen.getByText('No rack holds any of your joints.')).toBeTruthy();
  });
});
