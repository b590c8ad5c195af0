import { describe, expect, it } from 'vitest';
import { parseSharedWidgets } from './shared-widgets.ts';

describe('parseSharedWidgets', () => {
  it('parses widgets that name devices by share keys, keeping the keys, and an unknown type apart', () => {
    const parsed = parseSharedWidgets([
      { id: 'w1', type: 'latest', title: 'Freezer', devices: ['d1', 'd2'], field: 'temperature' },
      { id: 'w2', type: 'map', devices: ['d2'] },
      { id: 'w3', type: 'hologram', devices: ['d3'] },
    ]);
    expect(parsed[0]).toMatchObject({
      ok: true,
      widget: { id: 'w1', devices: ['d1', 'd2'], field: 'temperature' },
    });
    expect(parsed[1]).toMatchObject({ ok: true, widget: { id: 'w2', devices: ['d2'] } });
    expect(parsed[2]).toMatchObject({ ok: false, id: 'w3', type: 'hologram' });
  });
});
