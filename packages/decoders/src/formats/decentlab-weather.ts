import { airPressure, offset, type SensorGroup, sensorValue as value } from './decentlab.ts';

// The sensor groups of Decentlab's weather devices, as decentlab-sensors.ts (same sources and
// rules): DL-ATM41 (METER ATMOS 41), DL-ATM22 (METER ATMOS 22), DL-PYR (pyranometer), DL-TBRG
// (tipping bucket rain gauge). The ATMOS words are offset by 32768.

/** The ATMOS 22's words, also the ATMOS 41's from its fifth on: which word each value is. */
const atmosWind = (at: Record<'speed' | 'direction' | 'gust' | 'north' | 'east', number>) => ({
  speed: value('wind_speed', offset(at.speed, 100), { field: 'wind_speed_ms' }),
  direction: value('wind_direction', offset(at.direction, 10), { field: 'wind_direction_deg' }),
  gust: value('maximum_wind_speed', offset(at.gust, 100)),
  north: value('north_wind_speed', offset(at.north, 100)),
  east: value('east_wind_speed', offset(at.east, 100)),
});

const airTemperature = (index: number) =>
  value('air_temperature', offset(index, 10), { field: 'temperature' });
const tilt = (index: number) => [
  value('x_orientation_angle', offset(index, 10)),
  value('y_orientation_angle', offset(index + 1, 10)),
];

const atm41Wind = atmosWind({ speed: 4, direction: 5, gust: 6, north: 15, east: 16 });

export const atm41: SensorGroup = {
  length: 17,
  values: [
    value('solar_radiation', (x) => x(0) - 32768, { field: 'solar_radiation_wm2' }),
    value('precipitation', offset(1, 1000), { field: 'rainfall_mm' }),
    value('lightning_strike_count', (x) => x(2) - 32768),
    value('lightning_average_distance', (x) => x(3) - 32768),
    atm41Wind.speed,
    atm41Wind.direction,
    atm41Wind.gust,
    airTemperature(7),
    value('vapor_pressure', offset(8, 100)),
    value('atmospheric_pressure', offset(9, 100), airPressure(10)),
    value('relative_humidity', offset(10, 10), { field: 'humidity' }),
    value('sensor_temperature_internal', offset(11, 10)),
    ...tilt(12),
    value('compass_heading', (x) => x(14) - 32768),
    atm41Wind.north,
    atm41Wind.east,
  ],
};

const atm22Wind = atmosWind({ speed: 0, direction: 1, gust: 2, north: 6, east: 7 });

export const atm22: SensorGroup = {
  length: 8,
  values: [
    atm22Wind.speed,
    atm22Wind.direction,
    atm22Wind.gust,
    airTemperature(3),
    ...tilt(4),
    atm22Wind.north,
    atm22Wind.east,
  ],
};

/** Global horizontal irradiance, W⋅m⁻². */
export const pyranometer: SensorGroup = {
  length: 1,
  values: [
    value('total_solar_radiation', (x) => 3 * (x(0) / 32768 - 1) * 1000 * 5, {
      field: 'solar_radiation_wm2',
    }),
  ],
};

/**
 * DL-TBRG: the rain of the last interval (`rainfall_mm`), the interval in seconds and the gauge's
 * running total (a field). `resolution`, mm a tip, is the bucket's (TTN's codec: 0.1).
 */
export const rainGauge = (resolution: number): SensorGroup => ({
  length: 4,
  values: [
    value('precipitation', (x) => x(0) * resolution, { field: 'rainfall_mm' }),
    value('precipitation_interval', (x) => x(1)),
    value('cumulative_precipitation', (x) => (x(2) + x(3) * 65536) * resolution),
  ],
});
