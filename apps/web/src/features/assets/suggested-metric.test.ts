import { describe, expect, it } from 'vitest';
import { testDevice, testTracker } from '../../test/fixtures.ts';
import { suggestedMetric } from './suggested-metric.ts';

// Traccar Client (OsmAnd protocol) sends a position and `batt`, the phone's battery percentage.
const van = testTracker(1, { name: 'Van', readings: { battery_pct: 55 } });
// Milesight-IoT/SensorDecoders am-series/am307/am307-codec.json example, decoded: battery 92 %,
// 30.8 °C, 50.5 %, CO2 1255 ppm, TVOC 7, 1004.7 hPa.
const air = testDevice(2, 'Meeting room air', {
  type: 'co2',
  readings: { battery_pct: 92, temperature: 30.8, humidity: 50.5, co2: 1255, tvoc: 7, pressure: 1004.7 },
});
// Dragino LHT65 user manual, payload example CBF60B0D0376010ADD7FFF decoded: battery 3062 mV,
// the built-in sensor 28.29 °C and 88.6 %, the external probe 27.81 °C.
const freezer = testDevice(3, 'Freezer probe', {
  type: 'temperature',
  readings: { battery_mv: 3062, temperature: 28.29, humidity: 88.6, external_temperature: 27.81 },
});

describe('a new asset metric', () => {
  it('starts on a field its device reports, never a temperature a van does not send', () => {
    expect(suggestedMetric([van, air])).toEqual({ type: 'position', deviceId: van.id, field: 'position' });
    expect(suggestedMetric([air, van])).toEqual({ type: 'co2', deviceId: air.id, field: 'co2' });
    expect(suggestedMetric([freezer])).toEqual({
      type: 'temperature',
      deviceId: freezer.id,
      field: 'temperature',
    });
  });

  it('skips a device field the asset already has, and a device not yet heard from', () => {
    const silent = testDevice(4, 'New door sensor', { type: 'door/window' });
    expect(suggestedMetric([silent, air])).toMatchObject({ deviceId: air.id, field: 'co2' });
    expect(suggestedMetric([air, van], [{ deviceId: air.id, field: 'co2' }])).toMatchObject({
      deviceId: van.id,
      field: 'position',
    });
    // Nothing reported anywhere: the type's own field of the first device.
    expect(suggestedMetric([silent])).toEqual({ type: 'door_open', deviceId: silent.id, field: 'door_open' });
    expect(suggestedMetric([])).toBeNull();
  });
});
