import type { VendorExample } from './ttn-codec-examples-vendors-2.ts';

// RAKwireless (RAK2270, RAK7201) and Talkpool codecs of the TTN device repository, as
// ttn-codec-examples-vendors-2.ts says (the rakwireless files at 5235a3a4, #656; the talkpool
// files at f758e72, #314): the codec yamls' examples and what each codec printed in Node.

/** A RAK7201 key's default letter, which the codec prints as the key's number. */
const rak7201Key = (key: number, letter: string, hex: string): VendorExample => ({
  model: 'rakwireless/rak7201',
  source: `decoder-rak7201.js 5235a3a4, key ${key} (${letter})`,
  fPort: 1,
  hex,
  output: { button_pressed: key },
  readings: { button: true },
});

export const rakTalkpoolExamples: readonly VendorExample[] = [
  {
    model: 'rakwireless/rak2270',
    source: 'decoder-rakwireless-standardized-payload.js 5235a3a4, the RAK2270 README example',
    fPort: 10,
    hex: '006701110002012a',
    output: { temperature_0: 27.3, analog_in_0: 2.98 },
    readings: { temperature: 27.3, battery_mv: 2980 },
  },
  {
    model: 'rakwireless/rak2270',
    source: 'decoder-rakwireless-standardized-payload.js 5235a3a4, -10.0 °C and 3.10 V',
    fPort: 10,
    hex: '0067ff9c00020136',
    output: { temperature_0: -10, analog_in_0: 3.1 },
    readings: { temperature: -10, battery_mv: 3100 },
  },
  rak7201Key(1, 'A', '41'),
  rak7201Key(4, 'D', '44'),
  {
    // The quick start guide's heartbeat, "48 60 ... represents 96% battery level".
    model: 'rakwireless/rak7201',
    source: 'decoder-rak7201.js 5235a3a4, the heartbeat 48 60',
    fPort: 1,
    hex: '4860',
    output: { button_pressed: 8 },
    fields: { battery_level: 96 },
    readings: { battery_pct: 96 },
  },
  {
    model: 'talkpool/oy1110',
    source: 'oy1110-codec.yaml f758e72, "Example" on port 2',
    fPort: 2,
    hex: '3e441d',
    output: { RelativeHumidity: 85.1, Temperature: 19.3 },
    readings: { temperature: 19.3, humidity: 85.1 },
  },
  {
    // The OY1110 manual's 9.3.6 example: dT 0F, 15 minutes; the latest measurement first.
    model: 'talkpool/oy1110',
    source: 'oy1110-codec.yaml f758e72, "Example" on port 3',
    fPort: 3,
    hex: '0f2e3ccd3338d23931f5',
    output: { RelativeHumidity: 72.3, Temperature: -5.2 },
    fields: {
      Temperature: -5.2,
      RelativeHumidity: 72.3,
      measurementIntervalMinutes: 15,
      earlierMeasurements: [
        { minutesAgo: 15, Temperature: 2.9, RelativeHumidity: 64.8 },
        { minutesAgo: 30, Temperature: 12.7, RelativeHumidity: 53.9 },
      ],
    },
    readings: { temperature: -5.2, humidity: 72.3 },
    warnings: ['2 earlier measurements kept as fields only: their times count back from the receive time'],
  },
  {
    model: 'talkpool/oy1210',
    source: 'oy1210-codec.yaml f758e72, "Example"',
    fPort: 2,
    hex: '3e441d021b',
    output: { CO2: 539, Humidity: 85.1, Temperature: 19.3 },
    readings: { temperature: 19.3, humidity: 85.1, co2: 539 },
  },
  {
    model: 'talkpool/oy1210',
    source: "oy1210.js f758e72, CO2 0xFFFF (the sensor's error)",
    fPort: 2,
    hex: '3e441dffff',
    output: { Temperature: 19.3, Humidity: 85.1, CO2: 65535 },
    readings: { temperature: 19.3, humidity: 85.1 },
    warnings: ['CO2 0xFFFF: the sensor reports an error in the CO2 reading'],
  },
  {
    model: 'talkpool/oy1100',
    source: 'oy1100-codec.yaml f758e72, "Example"',
    fPort: 1,
    hex: '121ad7121a46e919ce',
    output: { RelativeHumidity: 42.3, Temperature: 30.1 },
    readings: { temperature: 30.1, humidity: 42.3 },
    warnings: ['6 bytes after the first measurement not decoded'],
  },
];
