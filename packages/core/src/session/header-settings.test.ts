import { describe, expect, it } from 'vitest';
import { NO_HEADER_SETTINGS, transitionHeaderSettings } from './header-settings.js';

describe('given column settings loaded from the server', () => {
  const loaded = transitionHeaderSettings(NO_HEADER_SETTINGS, {
    type: 'headerSettingsLoaded',
    columns: ['Item_No', 'Site'],
  });

  it('should be saved, with the stored columns chosen', () => {
    expect(loaded).toEqual({ stored: ['Item_No', 'Site'], chosen: ['Item_No', 'Site'], status: 'saved' });
  });

  it('should be changed when the same columns are chosen in another order', () => {
    const reordered = transitionHeaderSettings(loaded, {
      type: 'headerColumnsChosen',
      columns: ['Site', 'Item_No'],
    });
    expect(reordered).toEqual({
      stored: ['Item_No', 'Site'],
      chosen: ['Site', 'Item_No'],
      status: 'changed',
    });
  });

  it('should be saved again when the stored order is chosen back', () => {
    const reordered = transitionHeaderSettings(loaded, { type: 'headerColumnsChosen', columns: ['Site'] });
    const back = transitionHeaderSettings(reordered, {
      type: 'headerColumnsChosen',
      columns: ['Item_No', 'Site'],
    });
    expect(back.status).toBe('saved');
  });

  it('should be saved once the chosen columns are stored', () => {
    const chosen = transitionHeaderSettings(loaded, { type: 'headerColumnsChosen', columns: ['Site'] });
    const saved = transitionHeaderSettings(chosen, { type: 'headerSettingsSaved', columns: ['Site'] });
    expect(saved).toEqual({ stored: ['Site'], chosen: ['Site'], status: 'saved' });
  });
});
