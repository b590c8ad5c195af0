import { describe, expect, it } from 'vitest';
import { outputOf } from '../../../../../packages/decoders/src/test-support/codec-outputs.ts';
import { type CodecCase, expectCodecCase } from './codec-cases.test-support.ts';
import { mapNetworkDecoded } from './map.ts';

// More vendors' documented codec outputs ([ttn-device-repo] = TheThingsNetwork/lorawan-devices,
// the example's `output.data` verbatim), mapped with the model The Things Stack names
// (version_ids) or none (ChirpStack, Helium), each checked against its codec's units.

const strega = {
  Actuator: '0',
  Ana: 'null',
  Bat: 74,
  Cable: '0',
  Class: '0',
  DI0: '0',
  DI1: '0',
  Fraud: '0',
  Hygro: 46.82,
  Leak: '0',
  Power: '0',
  Tamper: '1',
  Temp: 23.96,
  counterValue: 'null',
  vt: '10',
};

const changedCases: Array<[string, CodecCase]> = [
  [
    'Strega smart switch: `Bat` is a percentage, not 74 V; Hygro (%RH) was lost',
    {
      // [ttn-device-repo] vendor/strega/smart-switch-codec.yaml, "Periodic Uplink" (smart-valve.js:
      // Bat = round((mV - 2000) / 16), the battery's charge; Hygro the SHT's relative humidity).
      model: 'strega/smart-switch',
      decoded: strega,
      want: { battery_pct: 74, humidity: 46.82, temperature: 23.96 },
    },
  ],
  [
    'Strega without its model: 74 is no battery voltage, dropped instead of stored as 74 000 mV',
    {
      model: null,
      decoded: strega,
      want: { humidity: 46.82, temperature: 23.96 },
      dropped: ['Bat: 74 is not'],
    },
  ],
  [
    'Talkpool OY1110: RelativeHumidity was lost',
    {
      // [ttn-device-repo] vendor/talkpool/oy1110-codec.yaml, both examples.
      model: null,
      decoded: { RelativeHumidity: 72.3, Temperature: -5.2 },
      want: { humidity: 72.3, temperature: -5.2 },
    },
  ],
  [
    'Talkpool OY1700: RelativeHumidity and PM_10 were lost',
    {
      // [ttn-device-repo] vendor/talkpool/oy1700-codec.yaml, "Example".
      model: null,
      decoded: { Temperature: 18.6, RelativeHumidity: 35.2, PM1_0: 0, PM2_5: 0, PM_10: 2 },
      want: { temperature: 18.6, humidity: 35.2, pm2_5: 0, pm10: 2 },
    },
  ],
  [
    'Talkpool OY1200: the filtered CO2 was lost',
    {
      // [ttn-device-repo] vendor/talkpool/oy1200-codec.yaml, "Example" (ppm; CO2Raw unfiltered).
      model: null,
      decoded: { CO2Filtered: 409, CO2Raw: 401, Humidity: 25.65, Temperature: 22.23 },
      want: { co2: 409, humidity: 25.65, temperature: 22.23 },
    },
  ],
  [
    'Milesight AM104/AM107: the PIR activity count was lost',
    {
      // [ttn-device-repo] vendor/milesight-iot/am107-codec.yaml (and am104-codec.yaml), example 1.
      model: 'milesight-iot/am107',
      decoded: { battery: 92, temperature: 30.8, humidity: 50.5, activity: 73 },
      want: { battery_pct: 92, temperature: 30.8, humidity: 50.5, motion: true },
    },
  ],
  [
    'Milesight AM104/AM107: illumination (lux) was lost',
    {
      // [ttn-device-repo] vendor/milesight-iot/am107-codec.yaml, example 2 (am107.js: 06 65, lux).
      model: null,
      decoded: { illumination: 28, infrared: 20, infrared_and_visible: 121 },
      want: { illuminance: 28 },
    },
  ],
  [
    'Milesight EM400-MUD: position "tilt" was lost',
    {
      // [ttn-device-repo] vendor/milesight-iot/em400-mud-codec.yaml (em400-udl-codec.yaml alike).
      model: 'milesight-iot/em400-mud',
      decoded: { battery: 92, temperature: 25.7, distance: 2116, position: 'tilt' },
      want: { battery_pct: 92, temperature: 25.7, distance_mm: 2116, tilt: true },
    },
  ],
  [
    'Milesight EM400-UDL: position "tilt" was lost',
    {
      // [ttn-device-repo] vendor/milesight-iot/em400-udl-codec.yaml.
      model: 'milesight-iot/em400-udl',
      decoded: { battery: 92, temperature: 25.7, distance: 2116, position: 'tilt' },
      want: { battery_pct: 92, temperature: 25.7, distance_mm: 2116, tilt: true },
    },
  ],
  [
    'Milesight EM410-RDL: position "tilt" was lost',
    {
      // [ttn-device-repo] vendor/milesight-iot/em410-rdl-codec.yaml (distance in mm).
      model: 'milesight-iot/em410-rdl',
      decoded: { battery: 100, temperature: 27.2, distance: 300, position: 'tilt', radar_signal_rssi: 8 },
      want: { battery_pct: 100, temperature: 27.2, distance_mm: 300, tilt: true },
    },
  ],
  [
    'comtac LPN CM4: batVoltage was lost',
    {
      // [ttn-device-repo] vendor/comtac/lpn-cm4-codec.yaml, "Temp/Hum data on port 3".
      model: null,
      decoded: { posStatus: 'NONE', pingType: 'LONGRANGE', batVoltage: 3.975, temp: 26 },
      want: { battery_mv: 3975, temperature: 26 },
    },
  ],
  [
    'Pepperl+Fuchs WILSEN sonic distance: proxx_mm was lost',
    {
      // [ttn-device-repo] vendor/pepperl-fuchs/wilsen-sonic-distance-codec.yaml, "Payload 1".
      model: null,
      decoded: {
        amplitude: 255,
        battery_vol: 3.6,
        payload: '040B0206B9030B07FF06020141B9999A03510124',
        proxx_mm: 1721,
        temp: 23.2,
      },
      want: { battery_mv: 3600, distance_mm: 1721, temperature: 23.2 },
    },
  ],
  [
    'Bosch parking sensor: a parked car (`occupied`) is no motion',
    {
      // [ttn-device-repo] vendor/bosch/tps110-0292-codec.yaml, "Heartbeat".
      model: 'bosch/tps110',
      decoded: { type: 'heartbeat', occupied: true, temperature: -1 },
      want: { temperature: -1 },
      dropped: ["occupied: true is a parking space's occupancy"],
    },
  ],
  [
    'Browan TBAM100: its only temperature, temperatureBoard, was lost',
    {
      // [ttn-device-repo] vendor/browan/tbam100-codec.yaml, "Light status changed" (lux in lux).
      model: 'browan/tbam100',
      decoded: outputOf('browan/tbam100', 'tbam100-codec.yaml'),
      want: { battery_mv: 3600, temperature: 22, illuminance: 251 },
    },
  ],
  [
    'Browan TBSL100: temperatureBoard was lost (decibel is read with the model only)',
    {
      // [ttn-device-repo] vendor/browan/tbsl100-codec.yaml, "Sound level keep alive".
      model: null,
      decoded: outputOf('browan/tbsl100', 'tbsl100-codec.yaml'),
      want: { battery_mv: 3600, temperature: 22 },
    },
  ],
  [
    'Tektelic agriculture sensor: light_intensity (lux) was lost',
    {
      // [ttn-device-repo] vendor/tektelic/t00059xx-codec.yaml, "All metrics"
      // (decoder_agriculture_sensor.js: 09 65 "ambient light, in lux").
      model: null,
      decoded: outputOf('tektelic/t00059xx-kiwi', 't00059xx-codec.yaml'),
      want: { temperature: 17.3, illuminance: 3415, humidity: 82.5 },
    },
  ],
  [
    "Tektelic agriculture sensor, the current decoder's names: ambient and soil readings were lost",
    {
      // Not an example: the names decoder_agriculture_sensor.js writes today (ambient_temp in °C,
      // ambient_humidity in %, soil_temp in °C, battery_voltage in V), with the example's values.
      model: 'tektelic/t00059xx-agriculture-sensor',
      decoded: {
        ambient_temp: 17.3,
        ambient_humidity: 82.5,
        light_intensity: 3415,
        soil_temp: 12.1,
        battery_voltage: 3.6,
      },
      want: {
        temperature: 17.3,
        humidity: 82.5,
        illuminance: 3415,
        soil_temperature: 12.1,
        battery_mv: 3600,
      },
    },
  ],
  [
    'Decentlab DL-5TM: the volumetric water content (m³⋅m⁻³) is read as soil moisture in %',
    {
      // [ttn-device-repo] vendor/decentlab/dl-5tm-codec.yaml, "Example 1": its -0.0215 (the probe
      // in air) is no moisture and is dropped with a warning instead of silently.
      model: null,
      decoded: {
        battery_voltage: { displayName: 'Battery voltage', unit: 'V', value: 3.168 },
        device_id: 571,
        dielectric_permittivity: { displayName: 'Dielectric permittivity', value: 1.1 },
        protocol_version: 2,
        soil_temperature: { displayName: 'Soil temperature', unit: '°C', value: 22.5 },
        volumetric_water_content: {
          displayName: 'Volumetric water content',
          unit: 'm³⋅m⁻³',
          value: -0.0215397767,
        },
      },
      want: { battery_mv: 3168, soil_temperature: 22.5 },
      dropped: [
        'volumetric_water_content: {"displayName":"Volumetric water content","unit":"m³⋅m⁻³","value":-0.0215397767} is not a plausible soil moisture',
      ],
    },
  ],
  [
    'Decentlab DL-5TM: a wet probe (0.2153 m³⋅m⁻³) is 21.53 %',
    {
      // The same output as "Example 1" with a moisture a probe in soil gives.
      model: 'decentlab/dl-5tm',
      decoded: {
        volumetric_water_content: { displayName: 'Volumetric water content', unit: 'm³⋅m⁻³', value: 0.2153 },
      },
      want: { soil_moisture: 21.53 },
    },
  ],
];

const unchangedCases: Array<[string, CodecCase]> = [
  [
    'Elsys ELT Ultrasonic: distance in mm; its example pressure (100729 "hPa") is implausible',
    {
      // [ttn-device-repo] vendor/elsys/elt-ultrasonic-codec.yaml (elsys.js: pressure in hPa).
      model: null,
      decoded: { temperature: 22.6, humidity: 41, x: 1, y: 39, z: 5, pressure: 100729.105, distance: 8977 },
      want: { temperature: 22.6, humidity: 41, distance_mm: 8977 },
      dropped: ['pressure: 100729.105 is not a plausible air pressure'],
    },
  ],
  [
    'Elsys EMS: the water leak level (0-255) and pulse count have no reading of ours',
    {
      // [ttn-device-repo] vendor/elsys/ems-codec.yaml.
      model: null,
      decoded: { temperature: 22.6, humidity: 41, x: 1, y: 39, z: 5, pulse1: 8465, waterleak: 17 },
      want: { temperature: 22.6, humidity: 41 },
    },
  ],
  [
    'Elsys ERS Eye: a PIR count is motion; occupancy 1 (pending) is neither occupied nor free',
    {
      // [ttn-device-repo] vendor/elsys/ers-eye-codec.yaml.
      model: 'elsys/ers-eye',
      decoded: { temperature: 22.6, humidity: 41, light: 39, motion: 6, occupancy: 1 },
      want: { temperature: 22.6, humidity: 41, illuminance: 39, motion: true },
    },
  ],
  [
    'Elsys EMS Desk: occupancy 2 is occupied',
    {
      // [ttn-device-repo] vendor/elsys/ems-desk-codec.yaml, with its normalized output.
      model: 'elsys/ems-desk',
      decoded: { temperature: 22.6, humidity: 41, x: 1, y: 39, z: 5, occupancy: 2 },
      normalized: [{ air: { temperature: 22.6, relativeHumidity: 41 } }],
      want: { temperature: 22.6, humidity: 41, occupied: true },
    },
  ],
  [
    'Talkpool OY1210',
    {
      // [ttn-device-repo] vendor/talkpool/oy1210-codec.yaml.
      model: null,
      decoded: { CO2: 539, Humidity: 85.1, Temperature: 19.3 },
      want: { co2: 539, humidity: 85.1, temperature: 19.3 },
    },
  ],
  [
    'Milesight AM107: TVOC in ppb (am107.js 08 7D, the raw word), unlike the AM300 level',
    {
      // [ttn-device-repo] vendor/milesight-iot/am107-codec.yaml, example 3.
      model: 'milesight-iot/am107',
      decoded: { co2: 1255, tvoc: 7, pressure: 1004.7 },
      want: { co2: 1255, tvoc: 7, pressure: 1004.7 },
    },
  ],
  [
    'Milesight EM500-LGT: light is lux',
    {
      // [ttn-device-repo] vendor/milesight-iot/em500-lgt-codec.yaml, example 1 (03 94: lux).
      model: 'milesight-iot/em500-lgt',
      decoded: { battery: 92, light: 80 },
      want: { battery_pct: 92, illuminance: 80 },
    },
  ],
  [
    'Milesight EM500-PT100',
    {
      // [ttn-device-repo] vendor/milesight-iot/em500-pt100-codec.yaml, example 1.
      model: 'milesight-iot/em500-pt100',
      decoded: { battery: 92, temperature: 28.1 },
      want: { battery_pct: 92, temperature: 28.1 },
    },
  ],
  [
    'Dragino LHT52: the absent probe (327.67) is dropped',
    {
      // [ttn-device-repo] vendor/dragino/lht52-codec.yaml, "Temperature & Humidity".
      model: 'dragino/lht52',
      decoded: { Ext: 1, Hum_SHT: 54.4, Systimestamp: 1640845021, TempC_DS: 327.67, TempC_SHT: 22.53 },
      want: { humidity: 54.4, temperature: 22.53 },
      dropped: ['TempC_DS: 327.67 is not a plausible'],
    },
  ],
  [
    'Dragino LDS01',
    {
      // [ttn-device-repo] vendor/dragino/lds01-codec.yaml, "Distance Detection".
      model: null,
      decoded: {
        ALARM: 0,
        BAT_V: 2.952,
        DOOR_OPEN_STATUS: 0,
        DOOR_OPEN_TIMES: 9472,
        LAST_DOOR_OPEN_DURATION: 65536,
        MOD: 1,
      },
      want: { battery_mv: 2952, door_open: false },
    },
  ],
  [
    'Dragino LMDS200: dis1/dis2 stay unread (lmds200.js gives them no unit)',
    {
      // [ttn-device-repo] vendor/dragino/lmds200-codec.yaml.
      model: 'dragino/lmds200',
      decoded: { Bat: 2.952, DALARM_count: 0, Distance_alarm: 0, Interrupt_alarm: 1, dis1: 256, dis2: 9472 },
      want: { battery_mv: 2952, threshold_alarm: false },
    },
  ],
  [
    'Dragino LSNPK01: N, P and K have no reading of ours',
    {
      // [ttn-device-repo] vendor/dragino/lsnpk01-codec.yaml.
      model: null,
      decoded: {
        Bat: 3.669,
        Interrupt_flag: 6,
        K_SOIL: 58428,
        Message_type: 12,
        N_SOIL: 25096,
        P_SOIL: 26464,
        TempC_DS18B20: '26.40',
      },
      want: { battery_mv: 3669, external_temperature: 26.4 },
    },
  ],
  [
    "Ellenex PTS2-L: a liquid's pressure (bar) is no air pressure",
    {
      // [ttn-device-repo] vendor/ellenex/pts2-l-codec.yaml, "positive payload".
      model: null,
      decoded: { pressure: 214, batteryVoltage: 3.4 },
      want: { battery_mv: 3400 },
      dropped: ['pressure: 214 is not a plausible air pressure'],
    },
  ],
  [
    'IMBuildings people counter: battery_voltage in V',
    {
      // [ttn-device-repo] vendor/imbuildings/imbuildings-codec.yaml, "Counters, battery".
      model: null,
      decoded: {
        device_type_identifier: 2,
        device_type: 'People Counter',
        device_type_variant: 6,
        device_id: '0004a30b00f0d40e',
        device_status: 0,
        battery_voltage: 2.56,
        counter_a: 0,
        counter_b: 0,
        sensor_status: 32,
        total_counter_a: 13,
        total_counter_b: 10,
        payload_counter: 106,
      },
      want: { battery_mv: 2560 },
    },
  ],
  [
    'MClimate Vicki: the set point is no temperature reading',
    {
      // [ttn-device-repo] vendor/mclimate/vicki-codec.yaml, "Periodic uplink".
      model: 'mclimate/vicki',
      decoded: outputOf('mclimate/vicki', 'vicki-codec.yaml'),
      want: { temperature: 18.01, humidity: 46.88, battery_mv: 3500 },
    },
  ],
  [
    'MClimate HT sensor: batteryVoltage 3 is 3.0 V',
    {
      // [ttn-device-repo] vendor/mclimate/ht-sensor-codec.yaml, "Short periodic uplink".
      model: null,
      decoded: { batteryVoltage: 3, humidity: 50, reason: 'keepalive', temperature: 24.8 },
      want: { battery_mv: 3000, humidity: 50, temperature: 24.8 },
    },
  ],
  [
    'Milesight EM300-MLD: leakage_status "leak"',
    {
      // [ttn-device-repo] vendor/milesight-iot/em300-mld-codec.yaml, second example.
      model: 'milesight-iot/em300-mld',
      decoded: { battery: 92, leakage_status: 'leak' },
      want: { battery_pct: 92, leak: true },
    },
  ],
  [
    'Decentlab DL-LP8P: CO2 in ppm and the pressure in Pa; the LPF and sensor temperatures are left out',
    {
      // [ttn-device-repo] vendor/decentlab/dl-lp8p-codec.yaml, "Example 1".
      model: null,
      decoded: {
        air_humidity: { displayName: 'Air humidity', unit: '%', value: 41.63221740722656 },
        air_temperature: { displayName: 'Air temperature', unit: '°C', value: 24.35660461425781 },
        barometer_temperature: { displayName: 'Barometer temperature', unit: '°C', value: 24.05 },
        barometric_pressure: { displayName: 'Barometric pressure', unit: 'Pa', value: 96800 },
        battery_voltage: { displayName: 'Battery voltage', unit: 'V', value: 3.109 },
        capacitor_voltage_1: { displayName: 'Capacitor voltage 1', unit: 'V', value: 3.032 },
        capacitor_voltage_2: { displayName: 'Capacitor voltage 2', unit: 'V', value: 2.997 },
        co2_concentration: { displayName: 'CO2 concentration', unit: 'ppm', value: 473 },
        co2_concentration_lpf: { displayName: 'CO2 concentration LPF', unit: 'ppm', value: 500 },
        co2_sensor_status: { displayName: 'CO2 sensor status', value: 0 },
        co2_sensor_temperature: { displayName: 'CO2 sensor temperature', unit: '°C', value: 23.95 },
        device_id: 1400,
        protocol_version: 2,
        raw_ir_reading: { displayName: 'Raw IR reading', value: 38296 },
        raw_ir_reading_lpf: { displayName: 'Raw IR reading LPF', value: 38201 },
      },
      want: {
        humidity: 41.63221740722656,
        temperature: 24.35660461425781,
        pressure: 968,
        battery_mv: 3109,
        co2: 473,
      },
    },
  ],
  [
    'Decentlab DL-DS18 and DL-SHT35',
    {
      // [ttn-device-repo] vendor/decentlab/dl-ds18-codec.yaml, "Example 1" (dl-sht35's is alike).
      model: null,
      decoded: {
        battery_voltage: { displayName: 'Battery voltage', unit: 'V', value: 3.093 },
        device_id: 573,
        protocol_version: 2,
        temperature: { displayName: 'Temperature', unit: '°C', value: 21.875 },
      },
      want: { battery_mv: 3093, temperature: 21.875 },
    },
  ],
  [
    'Netvox R718N3: per-phase currents are no single current reading',
    {
      // [ttn-device-repo] vendor/netvox/r718n3-codec.yaml, "Status report - 1".
      model: null,
      decoded: { Device: 'R718N3', Volt: 3.6, Current1: 1000, Current2: 200, Current3: 7000, Multiplier1: 1 },
      want: { battery_mv: 3600 },
    },
  ],
];

describe("more vendors' codec outputs, read in their units", () => {
  it.each(changedCases)('%s', (_name, codecCase) => expectCodecCase(codecCase));
  it.each(unchangedCases)('%s', (_name, codecCase) => expectCodecCase(codecCase));
});

describe('positions under vendors’ own names', () => {
  it('comtac LPN CM4: gpsLat/gpsLong were lost', () => {
    // [ttn-device-repo] vendor/comtac/lpn-cm4-codec.yaml, "Temp/Hum history data on port 3"
    // (lpn-td1.js writes the same; its own yaml example swaps the two, its codec does not).
    const output = {
      posStatus: 'GPS AND WIFI OK',
      pingType: 'LONGRANGE',
      batVoltage: 3.97,
      temp: 10,
      gpsLat: 47.688976,
      gpsLong: 8.631881,
      gpsEPE: '> 150 meters',
      gpsSAT: 5,
      MAC1: 'fe:ec:da:ad:1d:16',
      RSSI1: -54,
      MAC2: 'fc:ec:da:ad:1d:16',
      RSSI2: -54,
      MAC3: '0e:ec:da:ad:1d:16',
      RSSI3: -55,
      MAC4: 'fc:ec:da:a7:32:21',
      RSSI4: -59,
    };
    expect(mapNetworkDecoded(output, 'comtac/lpn-cm4')).toStrictEqual({
      readings: [
        { field: 'battery_mv', value: 3970 },
        { field: 'temperature', value: 10 },
      ],
      dropped: [],
      location: { lat: 47.688976, lon: 8.631881, source: 'gnss' },
    });
  });

  it('Pepperl+Fuchs WILSEN: latitude/longitude beside the level', () => {
    // [ttn-device-repo] vendor/pepperl-fuchs/wilsen-sonic-level-codec.yaml, "Payload 2 contains
    // proximity in mm, fill level, battery status, geo location and temperature".
    const output = {
      battery_vol: 3.6,
      fillinglvl: 60,
      latitude: 49.545327,
      longitude: 8.467309,
      payload: '040B0206B6030B063C06020141B5999A0351012406500102F4006F0650020081336D',
      proxx_mm: 1718,
      temp: 22.7,
    };
    expect(mapNetworkDecoded(output, null)).toStrictEqual({
      readings: [
        { field: 'battery_mv', value: 3600 },
        { field: 'fill_level_pct', value: 60 },
        { field: 'distance_mm', value: 1718 },
        { field: 'temperature', value: 22.7 },
      ],
      dropped: [],
      location: { lat: 49.545327, lon: 8.467309, source: 'gnss' },
    });
  });
});

describe("nke Watteco's labelled lists (TheThingsNetwork/lorawan-devices vendor/nke-watteco)", () => {
  // The codecs (th-sensor.js, vaqao-plus-sensor.js, remote-t-sensor.js, ...) write
  // `data: [{label, value, date}]`; the examples in their *-codec.yaml are commented out but give
  // the codecs' outputs. Every measurement was lost.
  it('remote-T standard reports: temperature and the battery voltage', () => {
    // remote-t-sensor-codec.yaml, "Time-stamped standard report on temperature" and "... on Battery
    // Voltage" (BatteryVoltage in V: the codec divides the mV word by 1000).
    const temperature = {
      data: [{ date: '2021-06-17T07:04:11.241Z', label: 'temperature', value: 23.29 }],
      zclheader: {
        alarm: 0,
        attributID: '0x0000',
        clusterdID: '0x0402',
        cmdID: '0x0A',
        endpoint: 0,
        report: 'standard',
      },
    };
    const battery = {
      data: [{ date: '2021-06-17T07:07:20.188Z', label: 'BatteryVoltage', value: 3.668 }],
      zclheader: {
        alarm: 0,
        attributID: '0x0006',
        clusterdID: '0x0050',
        cmdID: '0x0A',
        endpoint: 0,
        report: 'standard',
      },
    };
    expect(mapNetworkDecoded(temperature, 'nke-watteco/remote-t-sensor').readings).toStrictEqual([
      { field: 'temperature', value: 23.29, time: new Date('2021-06-17T07:04:11.241Z') },
    ]);
    expect(mapNetworkDecoded(battery, null).readings).toStrictEqual([
      { field: 'battery_mv', value: 3668, time: new Date('2021-06-17T07:07:20.188Z') },
    ]);
  });

  it('VAQAO Plus batch: each sample at its own time; VOC (unit undocumented) is left out', () => {
    // vaqao-plus-sensor-codec.yaml, "Time-stamped batch report on temperature, relative humidty, CO2,
    // concentration and Pressure" (abridged to one or two samples a label, values verbatim).
    const output = {
      data: [
        { date: '2021-06-07T13:33:54.265Z', label: 'VOC', value: 0 },
        { date: '2021-06-07T14:29:23.605Z', label: 'Temperature', value: 29.9 },
        { date: '2021-06-07T14:29:23.605Z', label: 'Humidity', value: 38 },
        { date: '2021-06-07T13:43:33.265Z', label: 'CO2', value: 630 },
        { date: '2021-06-07T14:29:23.605Z', label: 'VOC', value: 40 },
        { date: '2021-06-07T14:29:23.605Z', label: 'Pressure', value: 1011 },
      ],
      zclheader: { report: 'batch' },
    };
    const at = (iso: string) => new Date(iso);
    expect(mapNetworkDecoded(output, 'nke-watteco/vaqao-plus-sensor')).toStrictEqual({
      readings: [
        { field: 'temperature', value: 29.9, time: at('2021-06-07T14:29:23.605Z') },
        { field: 'humidity', value: 38, time: at('2021-06-07T14:29:23.605Z') },
        { field: 'co2', value: 630, time: at('2021-06-07T13:43:33.265Z') },
        { field: 'pressure', value: 1011, time: at('2021-06-07T14:29:23.605Z') },
      ],
      dropped: [],
    });
  });

  it("TH batch: the example's BatteryVoltage 36.68 is no battery and is dropped", () => {
    // th-sensor-codec.yaml, "Time-stamped batch report on temperature and humidity" (abridged):
    // th-sensor.js divides the battery's mV by 1000; 36.68 V is no cell's voltage.
    const output = {
      data: [
        { date: '2021-06-01T09:50:00.073Z', label: 'Temperature', value: 25 },
        { date: '2021-06-01T09:50:00.073Z', label: 'Humidity', value: 40 },
        { date: '2021-06-01T09:51:00.073Z', label: 'Humidity', value: 40 },
        { date: '2021-06-01T09:54:00.073Z', label: 'BatteryVoltage', value: 36.68 },
      ],
      zclheader: { report: 'batch' },
    };
    const mapped = mapNetworkDecoded(output, 'nke-watteco/th-sensor');
    expect(mapped.readings).toStrictEqual([
      { field: 'temperature', value: 25, time: new Date('2021-06-01T09:50:00.073Z') },
      { field: 'humidity', value: 40, time: new Date('2021-06-01T09:50:00.073Z') },
      { field: 'humidity', value: 40, time: new Date('2021-06-01T09:51:00.073Z') },
    ]);
    expect(mapped.dropped).toStrictEqual(['BatteryVoltage: 36.68 is not a plausible battery voltage']);
  });
});
