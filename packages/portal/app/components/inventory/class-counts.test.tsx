import { DEFAULT_CLASS_MARKING } from '@rigready/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ClassCounts } from './class-counts.js';
import { DistributionTable } from './class-distribution.js';

const texts = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]);

describe('given counts of joints in service past a thousand', () => {
  const counts = { premium: 9195, 'class-2': 1726, reject: 0, none: 1234567 };

  it('should show each class count with a comma between thousands', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <ClassCounts counts={counts} marking={DEFAULT_CLASS_MARKING} />
      </MemoryRouter>,
    );
    expect(texts(html, /<span class="rr-inventory__class-count">([^<]*)<\/span>/g)).toEqual([
      '9,195',
      '1,726',
      '0',
      '1,234,567',
    ]);
  });

  it('should show and name each item count in the class-by-item table the same way', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <DistributionTable heading="Item" param="item" rows={[{ key: '550DP.21', counts }]} />
      </MemoryRouter>,
    );
    expect(texts(html, /<td data-class="[^"]+">(?:<a [^>]*>|<span [^>]*>)([^<]*)</g)).toEqual([
      '9,195',
      '1,726',
      '0',
      '1,234,567',
    ]);
    expect(texts(html, /aria-label="([^"]*)"/g)).toEqual([
      '9,195 Premium joints of item 550DP.21',
      '1,726 Class 2 joints of item 550DP.21',
      '1,234,567 Not classed joints of item 550DP.21',
    ]);
  });
});
