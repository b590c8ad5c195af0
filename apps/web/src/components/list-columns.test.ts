import { describe, expect, it } from 'vitest';
import { fitColumns, type ListColumn } from './list-columns.ts';

const column = (key: string, width: number, priority?: number): ListColumn<unknown> => ({
  key,
  label: key,
  render: () => key,
  width,
  ...(priority === undefined ? {} : { priority }),
});
const columns = [
  column('name', 220, 0),
  column('battery', 110, 2),
  column('temperature', 120, 3),
  column('location', 190, 4),
  column('lastUpdated', 150, 1),
  column('lastAlert', 150, 6),
];
const keys = (list: ListColumn<unknown>[]) => list.map((c) => c.key);

describe('fitting a list’s columns to its width', () => {
  it('keeps every column when there is room, in their order', () => {
    expect(keys(fitColumns(columns, 2000, new Set()))).toEqual([
      'name',
      'battery',
      'temperature',
      'location',
      'lastUpdated',
      'lastAlert',
    ]);
  });

  it('drops the least important columns first until the rest fit, never the name', () => {
    // 220 + 110 + 120 + 150 = 600 with 48 for the checkboxes: location and last alert go.
    expect(keys(fitColumns(columns, 660, new Set(), 48))).toEqual([
      'name',
      'battery',
      'temperature',
      'lastUpdated',
    ]);
    expect(keys(fitColumns(columns, 100, new Set()))).toEqual(['name']);
  });

  it('leaves out the columns the user hid, giving their room to others, but not the name', () => {
    expect(keys(fitColumns(columns, 700, new Set(['temperature', 'name'])))).toEqual([
      'name',
      'battery',
      'location',
      'lastUpdated',
    ]);
  });

  it('keeps every chosen column while the width is not known yet', () => {
    expect(keys(fitColumns(columns, null, new Set(['lastAlert'])))).toHaveLength(5);
  });
});
