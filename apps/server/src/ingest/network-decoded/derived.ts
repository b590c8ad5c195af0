import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { flag, toNumber } from './convert.ts';
import { commonNames, type NameRule, r, refuse } from './names.ts';

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
