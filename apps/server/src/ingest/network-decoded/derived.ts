import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { flag, toNumber, wordState } from './convert.ts';
import { batteryVolts, commonNames, type NameRule, r, refuse } from './names.ts';

/**
 * Values a model's codec prints that mean a reading only together with a sibling value, read the
 * way our own decoder of the model reads the same bytes (packages/decoders), so that a device's
 * readings do not depend on who decoded its uplink. The names a model's reader takes are not read
 * again by the name tables.
 */

/** A value for map.ts to read under `name` by `rule`. */
export type DerivedValue = { name: string; rule: NameRule; raw: unknown };

type Reader = { takes: readonly string[]; read: (decoded: Record<string, unknown>) => DerivedValue[] };

const thermistorBroken = 'is no reading: the thermistor reports its connection broken';

/**
 * MClimate's `thermistorProperlyConnected` (ht-sensor.js, open-close.js; the keep-alive's probe
 * byte, bit 2): with the thermistor disconnected its temperature is printed as 0 or any word.
 */
const thermistor = (name: string, field: 'temperature' | 'external_temperature'): Reader => ({
  takes: [name],
  read: (decoded) => [
    {
      name,
      rule: decoded.thermistorProperlyConnected === false ? refuse(field, thermistorBroken) : r(field),
      raw: decoded[name],
    },
  ],
});

/**
 * MClimate PIR Mini (pir-mini.js): `lux` is printed 0 beside `luxStatus` "disabled" (FFFF) or
 * "sensor_error" (FFFB-FFFE): no light reading then.
 */
const pirMiniLux: Reader = {
  takes: ['lux'],
  read: ({ lux, luxStatus }) => [
    {
      name: 'lux',
      rule:
        luxStatus === undefined || luxStatus === 'ok'
          ? r('illuminance')
          : refuse('illuminance', `is no reading: the light sensor is ${String(luxStatus)}`),
      raw: lux,
    },
  ],
};

/**
 * Netvox R718N1 (payload/r718n1.js): `Current` in mA and its `Multiplier`: "the real current" is
 * their product (the R718NL3 manual's note on currents past 65535 mA), in A.
 */
const netvoxCurrent: Reader = {
  takes: ['Current'],
  read: ({ Current, Multiplier }) => {
    const multiplier = toNumber(Multiplier);
    const milliamps = toNumber(Current);
    if (milliamps === undefined) return [];
    if (!multiplier)
      return [
        { name: 'Current', rule: refuse('current', 'has no multiplier to make it a current'), raw: Current },
      ];
    return [{ name: 'Current', rule: r('current'), raw: (milliamps * multiplier) / 1000 }];
  },
};

/**
 * Laird RS1xx multi-sensor (rs1xx-ext-multi-sensor.js, Open/Closed status): `state` "Open" or
 * "Closed" is a door only when `operatingMode` is "Door Sensor" (a Pushbutton's is its button).
 */
const lairdContact: Reader = {
  takes: ['state'],
  read: ({ state, operatingMode }) => [
    {
      name: 'state',
      rule:
        operatingMode === 'Door Sensor'
          ? r('door_open', flag)
          : refuse('door_open', `is the state of a ${String(operatingMode)} input, not of a door`),
      raw: state,
    },
  ],
};

/** A set of GPIOs read as one bitmask: how many, and the names a GPIO set another way has. */
type Gpios = { count: number; otherwise: readonly string[] };

/**
 * Milesight UC300 / UC50x (SensorDecoders uc300-decoder.js, uc501-decoder.js): the GPIOs' "on" /
 * "off" levels as one bitmask (bit i = GPIO i + 1), only when the uplink holds every GPIO; one set
 * another way (a counter, the other direction) is a 0 bit.
 */
function levelMask(decoded: Record<string, unknown>, prefix: string, { count, otherwise }: Gpios) {
  let mask = 0;
  for (let gpio = 1; gpio <= count; gpio += 1) {
    const level = decoded[`${prefix}_${gpio}`];
    const setOtherwise = otherwise.some((name) => decoded[`${name}_${gpio}`] !== undefined);
    if (level === 'on') mask |= 1 << (gpio - 1);
    else if (level !== 'off' && !setOtherwise) return undefined;
  }
  return mask;
}

/** TTN's uc300.js names the same levels `digital_input_<n>` / `digital_output_<n>`, a counter `pulse_count_<n>`. */
const ttnNames = ({ count, otherwise }: Gpios): Gpios => ({
  count,
  otherwise: [...otherwise, 'pulse_count'],
});

const gpioLevels = (inputs: Gpios, outputs: Gpios): Reader => ({
  takes: [],
  read: (decoded) => {
    const masks: Array<[ReadingField, number | undefined]> = [
      [
        'digital_inputs',
        levelMask(decoded, 'gpio_input', inputs) ?? levelMask(decoded, 'digital_input', ttnNames(inputs)),
      ],
      [
        'digital_outputs',
        levelMask(decoded, 'gpio_output', outputs) ?? levelMask(decoded, 'digital_output', ttnNames(outputs)),
      ],
    ];
    return masks.flatMap(([field, mask]) =>
      mask === undefined ? [] : [{ name: `${field} (gpio levels)`, rule: r(field), raw: mask }],
    );
  },
});

/**
 * Milesight WS50x wall switches (ws503-decoder.js, TTN's ws50x.js): the state frame (ff 29) prints
 * every gang's `switch_<n>` with its `switch_<n>_change`; the answer to a switch command (fe 29,
 * SensorDecoders' handle_downlink_response) prints only the gangs it changed, without `_change`.
 * Any gang on is the relay on; all gangs off is the relay off only in the state frame, since an
 * answer's off gangs say nothing of the others (our decoder reads the same bytes so).
 */
const ws50xSwitches: Reader = {
  takes: ['switch_1', 'switch_2', 'switch_3'],
  read: (decoded) => {
    const states = [1, 2, 3].map((n) => flag(decoded[`switch_${n}`]));
    const whole = [1, 2, 3].some((n) => `switch_${n}_change` in decoded);
    const on = states.some((s) => s === true);
    if (!on && !(whole && states.some((s) => s === false))) return [];
    return [{ name: 'switch_1 (any gang)', rule: r('relay_on', flag), raw: on }];
  },
};

/**
 * Netvox R831C / R831D (r831.js): `Relay_1` .. `Relay_3` and the R831D's `Input_1` .. `Input_3`,
 * "ON" or "OFF", are one bitmask each, bit i the relay or input i + 1 (the R831D manual's "bit0 =
 * relay1"), as packages/decoders models/netvox-r831.ts reads the status report's bytes.
 */
const netvoxRelays: Reader = {
  takes: ['Relay_1', 'Relay_2', 'Relay_3', 'Input_1', 'Input_2', 'Input_3'],
  read: (decoded) =>
    (
      [
        ['Relay', 'digital_outputs'],
        ['Input', 'digital_inputs'],
      ] as const
    ).flatMap(([prefix, field]) => {
      const states = [1, 2, 3].map((n) => decoded[`${prefix}_${n}`]);
      if (!states.every((s) => s === 'ON' || s === 'OFF')) return [];
      const mask = states.reduce((bits: number, s, i) => (s === 'ON' ? bits | (1 << i) : bits), 0);
      return [{ name: `${prefix}_1..3`, rule: r(field), raw: mask }];
    }),
};

/**
 * Dragino PS-LB (TTN's ps-lb.js, Dragino's PS-LB decoder): the probe's water depth or pressure from
 * its 4-20 mA loop, printed 0 for any current up to 4 mA, none included. A loop current under 3.8 mA
 * is a broken loop or no probe (NAMUR NE 43), no empty tank: no reading, as our decoder
 * (packages/decoders models/dragino-ps-lb.ts).
 */
const PROBE_VALUES = ['Water_deep_cm', 'Water_pressure_MPa', 'Water_pressure_kPa'] as const;
const psLbProbe: Reader = {
  takes: PROBE_VALUES,
  read: (decoded) => {
    const milliamps = toNumber(decoded.IDC_intput_mA ?? decoded.IDC_input_mA);
    return PROBE_VALUES.filter((name) => Object.hasOwn(decoded, name)).map((name) => {
      const rule = commonNames[name] as NameRule;
      return {
        name,
        rule:
          milliamps !== undefined && milliamps < 3.8
            ? refuse(rule.field, `is no reading: the loop current ${milliamps} mA is under 3.8 mA (no probe)`)
            : rule,
        raw: decoded[name],
      };
    });
  },
};

/**
 * Dragino CPL03-LB (CPL03-LB_TTN_v1.1.1_decoder.txt): `CMOD` "SUM" is a running total, "PART" a count
 * since the last uplink; the total is `TOTAL_PULSE` in the CPL01 work mode and `PA8_TOTAL_PULSE` in
 * the CPL03 mode (three inputs). Only a running total is the pulse count, PA8's in the CPL03 mode,
 * as our decoder (packages/decoders models/dragino-cpl03-lb.ts).
 */
const cpl03Total: Reader = {
  takes: ['TOTAL_PULSE', 'PA8_TOTAL_PULSE'],
  read: (decoded) => {
    const name = decoded.WORKMOD === 'CPL03' ? 'PA8_TOTAL_PULSE' : 'TOTAL_PULSE';
    if (decoded.CMOD !== 'SUM' || !Object.hasOwn(decoded, name)) return [];
    return [{ name, rule: r('pulse_count'), raw: decoded[name] }];
  },
};

/**
 * Dragino LPT01 (LPT01_decoder.txt): `Temp` is in the display unit `Unit` names, "℃" or "℉": in
 * °C, to two decimals, as our decoder (packages/decoders models/dragino-lpt01.ts).
 */
const lpt01Temp: Reader = {
  takes: ['Temp'],
  read: ({ Temp, Unit }) => {
    const value = toNumber(Temp);
    if (value === undefined) return [];
    if (Unit === '℃') return [{ name: 'Temp', rule: r('external_temperature'), raw: value }];
    if (Unit === '℉')
      return [
        {
          name: 'Temp',
          rule: r('external_temperature'),
          raw: Math.round(((value - 32) * 5 * 100) / 9) / 100,
        },
      ];
    return [
      {
        name: 'Temp',
        rule: refuse('external_temperature', 'has no display unit `Unit` to read it in'),
        raw: Temp,
      },
    ];
  },
};

/**
 * Dragino SW3L / SW3L-LB (Dragino's decoders): `Total_pulse` is the flow meter's running total in
 * `MOD` 0 only; they print a MOD 1 count (since the last uplink) and the undocumented MOD 2's under
 * the same name at times, which is no total: not read, as our decoder (packages/decoders
 * models/dragino-sw3l*.ts).
 */
const sw3lTotal: Reader = {
  takes: ['Total_pulse'],
  read: ({ Total_pulse, MOD }) =>
    Total_pulse === undefined
      ? []
      : [
          {
            name: 'Total_pulse',
            rule:
              MOD === 0
                ? (commonNames.Total_pulse as NameRule)
                : refuse('pulse_count', `is no running total in MOD ${String(MOD)}`),
            raw: Total_pulse,
          },
        ],
};

/**
 * Dragino LSN50v2-D20 (LSN50v2-D20-Decoder.txt): in the three-probe mode (`Work_mode` "3DS18B20")
 * bit 0 of byte 6, printed `EXTI_Trigger`, is the temperature alarm ("ALARM_status" in TTN's
 * lsn50v2-d20-d22-d23.js), as our decoder reads it (packages/decoders models/dragino-lsn50v2-d20.ts).
 */
const lsn50v2D20Alarm: Reader = {
  takes: [],
  read: ({ EXTI_Trigger, Work_mode }) =>
    Work_mode === '3DS18B20' && EXTI_Trigger !== undefined
      ? [{ name: 'EXTI_Trigger (3DS18B20 alarm)', rule: r('threshold_alarm', flag), raw: EXTI_Trigger }]
      : [],
};

/**
 * Dragino LDS02 (LDS02_Decoder_1.8.2.txt): port 10 prints `door_open_status` and `water_leak_status`
 * (1 / 0) whatever the work mode `mod`: the door is a reading in modes 1 and 3, the leak in 2 and 3;
 * port 7 (the EDC mode) prints the door as `edc_mod` "OPEN" / "CLOSE". As our decoder
 * (packages/decoders formats/dragino-door-leak.ts).
 */
const lds02States: Reader = {
  takes: ['door_open_status', 'water_leak_status', 'edc_mod'],
  read: (decoded) => {
    const mode = decoded.mod;
    const values: DerivedValue[] = [];
    if (decoded.edc_mod !== undefined)
      values.push({ name: 'edc_mod', rule: r('door_open', flag), raw: decoded.edc_mod });
    if ((mode === 1 || mode === 3) && decoded.door_open_status !== undefined)
      values.push({ name: 'door_open_status', rule: r('door_open', flag), raw: decoded.door_open_status });
    if ((mode === 2 || mode === 3) && decoded.water_leak_status !== undefined)
      values.push({ name: 'water_leak_status', rule: r('leak', flag), raw: decoded.water_leak_status });
    return values;
  },
};

/**
 * TUNDRA (decoder_tundra_sensor.js): port 32's store-and-forward entries are printed under the live
 * names beside `tag_number`; they carry no time, so they are no reading of now (our decoder keeps
 * them as tagged_* fields).
 */
const TUNDRA_LIVE = [
  ['ambient_temperature', 'temperature'],
  ['relative_humidity', 'humidity'],
] as const;
const tundraTagged: Reader = {
  takes: TUNDRA_LIVE.map(([name]) => name),
  read: (decoded) =>
    TUNDRA_LIVE.filter(([name]) => decoded[name] !== undefined).map(([name, field]) => ({
      name,
      rule:
        decoded.tag_number === undefined
          ? r(field)
          : refuse(field, 'is no reading of now: a tagged (port 32) measurement carries no time'),
      raw: decoded[name],
    })),
};

/**
 * Digital Matter Yabby Edge (yabby-edge.js): `initialBatV` is printed by the port 1 hello (the
 * battery at start-up, which our decoder stores) and by the port 3 statistics (the battery when the
 * statistics began, no reading of now: our decoder stores none from it).
 */
const yabbyEdgeBattery: Reader = {
  takes: ['initialBatV'],
  read: (decoded) =>
    decoded._type === 'hello' ? [{ name: 'initialBatV', rule: batteryVolts, raw: decoded.initialBatV }] : [],
};

/**
 * Sensative Strips (strips.js 0417b50f): the light sensor's reports 7 `lux: {value}` and 8
 * `lux2: {value}` (lux, against its two threshold pairs) are one illuminance; where a frame holds
 * both, the later report (8) is the reading, as packages/decoders formats/sensative-strips.ts reads it.
 */
const stripsLux: Reader = {
  takes: ['lux', 'lux2'],
  read: ({ lux, lux2 }) => {
    const name = lux2 !== undefined ? 'lux2' : 'lux';
    const report = lux2 ?? lux;
    if (report === undefined) return [];
    const raw = typeof report === 'object' && report !== null && 'value' in report ? report.value : report;
    return [{ name, rule: r('illuminance'), raw }];
  },
};

/**
 * BREEZE (decoder_smart_room_sensor_co2.js): of its two CO2 words the reading is the filtered,
 * pressure-compensated 0x0B 0xE4 (`co2_concentration_raw`, 0x0E 0xE4, is uncompensated), and of
 * its two remaining capacities the sensor's (`remaining_display_battery_capacity` is the BLE
 * display's battery), as packages/decoders formats/tektelic-breeze.ts reads them.
 */
const BREEZE_READINGS = [
  ['co2_concentration_filtered', 'co2'],
  ['remaining_battery_capacity', 'battery_pct'],
] as const;
const breezeTtn: Reader = {
  takes: BREEZE_READINGS.map(([name]) => name),
  read: (decoded) =>
    BREEZE_READINGS.filter(([name]) => decoded[name] !== undefined).map(([name, field]) => ({
      name,
      rule: r(field),
      raw: decoded[name],
    })),
};

/**
 * KIWI and CLOVER (decoder_agriculture_sensor.js 95cdecbf): the battery as `Battery Status: {level, eos_alert}`,
 * the level in V beside its end-of-service bit (packages/decoders formats/tektelic-agriculture.ts).
 */
const kiwiTtn: Reader = {
  takes: ['Battery Status'],
  read: (decoded) => {
    const status = decoded['Battery Status'];
    return status && typeof status === 'object' && 'level' in status
      ? [{ name: 'Battery Status.level', rule: batteryVolts, raw: status.level }]
      : [];
  },
};

/**
 * MOKO LW004-PB (lw004.js 0a254aaa, a TTN v2 `Decoder`): `work_mode` (moving in motion mode's
 * start and moving states, still in its idle and stop states), `dev_status` (the auxiliary operation
 * in force: sos and alert are the button, mandown a fall) and port 1's `event_type`, read as
 * packages/decoders models/moko-lw004.ts reads the same bytes.
 */
const lw004Motion = wordState({
  motion_idle: false,
  motion_start: true,
  motion_moving: true,
  motion_stop: false,
});
const LW004_STATUSES = ['none', 'downlink_fix', 'mandown', 'alert', 'sos'];
const LW004_EVENTS: Record<string, [ReadingField, boolean]> = {
  motion_start: ['motion', true],
  motion_moving: ['motion', true],
  motion_stop: ['motion', false],
  sos_start: ['button', true],
  sos_stop: ['button', false],
  alert_start: ['button', true],
  alert_stop: ['button', false],
  mandown_start: ['fall_detected', true],
  mandown_stop: ['fall_detected', false],
};
const mokoLw004: Reader = {
  takes: ['work_mode', 'dev_status', 'event_type'],
  read: ({ work_mode, dev_status, event_type }) => {
    const values: DerivedValue[] = [];
    if (work_mode !== undefined)
      values.push({ name: 'work_mode', rule: r('motion', lw004Motion), raw: work_mode });
    if (typeof dev_status === 'string' && LW004_STATUSES.includes(dev_status)) {
      values.push({
        name: 'dev_status',
        rule: r('button', flag),
        raw: dev_status === 'sos' || dev_status === 'alert',
      });
      values.push({
        name: 'dev_status mandown',
        rule: r('fall_detected', flag),
        raw: dev_status === 'mandown',
      });
    }
    const event =
      typeof event_type === 'string' && Object.hasOwn(LW004_EVENTS, event_type)
        ? LW004_EVENTS[event_type]
        : undefined;
    if (event) values.push({ name: 'event_type', rule: r(event[0], flag), raw: event[1] });
    return values;
  },
};

/**
 * Tektelic smart room sensors whose name table is Tektelic's converters' (model-names-vendors.ts),
 * on TTN's decoder_smart_room_sensor.js / decoder_smart_room_sensor_pir_base.js, which print every
 * frame of the family: the VIVID and the PIR edition have no moisture detector, the COMFORT and the
 * Base edition no PIR, so that frame is no reading of theirs (packages/decoders keeps it in the
 * vendor fields only).
 */
const smartRoomLacks = (name: 'moisture' | 'motion_event_state'): Reader => ({
  takes: [name],
  read: (decoded) =>
    decoded[name] === undefined
      ? []
      : [
          {
            name,
            rule:
              name === 'moisture'
                ? refuse('leak', 'is no reading of this model, which has no moisture detector')
                : refuse('motion', 'is no reading of this model, which has no PIR'),
            raw: decoded[name],
          },
        ],
});

/**
 * Radio Bridge RBS306-TEMP-TC (radio_bridge_packet_decoder.js v1.4): `Thermocouple: {Event,
 * Temperature, Fault}`, `Fault` the fault byte's flags as "True" / "False". A temperature printed
 * beside any fault (an open circuit, a cold junction out of range) is no measurement (packages/
 * decoders formats/radio-bridge-sensors.ts stores none); its event's crossings are model-names-vendors.ts's.
 */
const radioBridgeThermocouple: Reader = {
  takes: [],
  read: ({ Thermocouple }) => {
    if (!Thermocouple || typeof Thermocouple !== 'object' || !('Temperature' in Thermocouple)) return [];
    const { Temperature, Fault } = Thermocouple as Record<string, unknown>;
    const faults =
      Fault && typeof Fault === 'object'
        ? Object.entries(Fault).filter(([, value]) => value === 'True' || value === true)
        : [];
    const rule = faults.length
      ? refuse('temperature', `is no reading: thermocouple faults ${faults.map(([name]) => name).join(', ')}`)
      : r('temperature');
    return [{ name: 'Thermocouple.Temperature', rule, raw: Temperature }];
  },
};

const readers: Record<string, Reader> = {
  'dragino/ps-lb': psLbProbe,
  'dragino/cpl03-lb': cpl03Total,
  'dragino/lpt01': lpt01Temp,
  'dragino/sw3l': sw3lTotal,
  'dragino/sw3l-lb': sw3lTotal,
  'dragino/sw3l-lb-020': sw3lTotal,
  'dragino/lsn50v2-d20': lsn50v2D20Alarm,
  'dragino/lsn50v2-d20-d22-d23': lsn50v2D20Alarm,
  'dragino/lds02': lds02States,
  'mclimate/ht-sensor': thermistor('extThermistorTemperature', 'external_temperature'),
  'mclimate/open-close': thermistor('temperature', 'temperature'),
  'mclimate/mc-button': thermistor('sensorTemperature', 'temperature'),
  'mclimate/pir-mini': pirMiniLux,
  'netvox/r718n1': netvoxCurrent,
  'tektelic/t00067xx-tundra-sensor': tundraTagged,
  'tektelic/t00078xx-smart-room-sensor-co2': breezeTtn,
  'tektelic/t00059xx-kiwi': kiwiTtn,
  'tektelic/t00059xx-clover': kiwiTtn,
  'tektelic/t00061xx-vivid': smartRoomLacks('moisture'),
  'tektelic/t00048xx-smart-room-pir': smartRoomLacks('moisture'),
  'tektelic/t00061xx-comfort': smartRoomLacks('motion_event_state'),
  'tektelic/t000489x-smart-room-base': smartRoomLacks('motion_event_state'),
  'tektelic/t00073xx-tundra-sensor': tundraTagged,
  'netvox/r718nl1': netvoxCurrent,
  'netvox/r831c': netvoxRelays,
  'netvox/r831d': netvoxRelays,
  'laird/rs1xx-ext-multi-sensor': lairdContact,
  'milesight-iot/ws50x': ws50xSwitches,
  // UC300: four inputs (or counters), two relay outputs. UC50x: two GPIOs, each an input, an
  // output or a counter.
  'milesight-iot/uc300': gpioLevels({ count: 4, otherwise: ['gpio_counter'] }, { count: 2, otherwise: [] }),
  'milesight-iot/uc50x': gpioLevels(
    { count: 2, otherwise: ['gpio_output', 'gpio_counter'] },
    { count: 2, otherwise: ['gpio_input', 'gpio_counter'] },
  ),
  'digital-matter/yabby-edge': yabbyEdgeBattery,
  'sensative/strips': stripsLux,
  'moko/lw004': mokoLw004,
  'radio-bridge/rbs306-temp-tc': radioBridgeThermocouple,
};

/** The model's derived values, and the names of the payload its reader took. */
export function derivedValues(
  decoded: Record<string, unknown>,
  modelId: string | null,
): { values: DerivedValue[]; taken: readonly string[] } {
  const reader = modelId && Object.hasOwn(readers, modelId) ? readers[modelId] : undefined;
  if (!reader) return { values: [], taken: [] };
  // A name the reader takes that the payload does not hold gives nothing.
  const values = reader
    .read(decoded)
    .filter(({ name }) => !reader.takes.includes(name) || Object.hasOwn(decoded, name));
  return { values, taken: reader.takes };
}
