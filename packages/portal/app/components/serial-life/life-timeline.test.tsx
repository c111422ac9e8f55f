import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LifeTimeline } from './life-timeline.js';

const NOTE = 'Changes before November 2025 are no longer kept (history is kept for 12 months)';
const moved = {
  date: '2025-11-02',
  kind: 'moved' as const,
  title: 'Moved to Tananger, rack R2, position 5',
  facts: [],
  action: null,
};

const render = (element: React.ReactElement) => renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>);

describe('LifeTimeline', () => {
  it('given a history note, should say it above the oldest event', () => {
    const html = render(<LifeTimeline events={[moved]} historyNote={NOTE} />);
    expect(html).toMatch(
      /^<p class="rr-serial-life__history-note">Changes before November 2025 are no longer kept \(history is kept for 12 months\)<\/p><ol class="rr-serial-life__timeline">/,
    );
  });

  it('given a history note and no event kept, should say the note instead of "nothing is recorded"', () => {
    expect(render(<LifeTimeline events={[]} historyNote={NOTE} />)).toBe(
      `<p class="rr-serial-life__history-note">${NOTE}</p>`,
    );
    expect(render(<LifeTimeline events={[]} />)).toBe('<p>Nothing is recorded about it yet.</p>');
  });
});
