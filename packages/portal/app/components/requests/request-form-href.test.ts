import { describe, expect, it } from 'vitest';
import { itemsWords } from './items-words.js';
import { requestFormHref, requestJointsAction } from './request-form-href.js';

describe('the new-request form address', () => {
  it('should carry the item kind and each serial, encoded', () => {
    expect(requestFormHref('joint', ['NW-0001', 'NW 0002/A'])).toBe(
      '/requests/new?items=joint&serial=NW-0001&serial=NW+0002%2FA',
    );
    expect(requestFormHref('tool', ['NW-BHA1'])).toBe('/requests/new?items=tool&serial=NW-BHA1');
  });

  it("should open it from a drill-down's ticked rows", () => {
    const opened: string[] = [];
    const action = requestJointsAction((to) => opened.push(to));
    action.onRun([{ Serial_Number: 'NW-0014' }, { Serial_Number: 'NW-0015' }]);
    expect([action.label, opened]).toEqual([
      'Request…',
      ['/requests/new?items=joint&serial=NW-0014&serial=NW-0015'],
    ]);
  });

  it('should count joints and tools in words', () => {
    expect([
      itemsWords(1, 'Tubular'),
      itemsWords(2, 'Tubular'),
      itemsWords(1, 'BHA'),
      itemsWords(3, 'BHA'),
    ]).toEqual(['1 joint', '2 joints', '1 tool', '3 tools']);
  });
});
