import { c, type MilesightCase } from './milesight-decoder-examples-3-more.ts';

// WS50x and WT201 cases of milesight-decoder-examples-3.ts, where their sources are named.

export const milesightCases3Controls: Record<string, MilesightCase[]> = {
  // ws503-decoder.js (the ws501 / ws502 decoders print its first one or two switches).
  'milesight-iot/ws50x': [
    c(
      'README example (also the TTN example): switch 1 turned on, switch 2 turned off',
      'FF2931',
      {
        switch_1: 'on',
        switch_1_change: 'yes',
        switch_2: 'off',
        switch_2_change: 'yes',
        switch_3: 'off',
        switch_3_change: 'no',
      },
      { relay_on: true },
    ),
    c(
      'TTN example, as ws50x.js prints it (the yaml writes "open," "close," "yes," "no")',
      'FF2931',
      {
        switch_1: 'open',
        switch_1_change: 'yes',
        switch_2: 'close',
        switch_2_change: 'yes',
        switch_3: 'close',
        switch_3_change: 'no',
      },
      { relay_on: true },
      {
        ours: {
          switch_1: 'on',
          switch_1_change: 'yes',
          switch_2: 'off',
          switch_2_change: 'yes',
          switch_3: 'off',
          switch_3_change: 'no',
        },
      },
    ),
    c(
      'all three turned off',
      'FF2970',
      {
        switch_1: 'off',
        switch_1_change: 'yes',
        switch_2: 'off',
        switch_2_change: 'yes',
        switch_3: 'off',
        switch_3_change: 'yes',
      },
      { relay_on: false },
    ),
    c(
      'function key, then the switches (all off, none changed)',
      'FF2B01FF2900',
      {
        function_key_event: 'yes',
        switch_1: 'off',
        switch_1_change: 'no',
        switch_2: 'off',
        switch_2_change: 'no',
        switch_3: 'off',
        switch_3_change: 'no',
      },
      { relay_on: false },
    ),
    c(
      'answer to a switch command: 1 off, 3 on (fe 29), and the reporting interval',
      'FE2956FF03B004',
      { switch_1: 'off', switch_3: 'on', report_interval: 1200 },
      { relay_on: true },
    ),
    c(
      'device information',
      'FF0BFFFF0101FF086136C1234567FF090110FF0A0114FF0F02',
      {
        device_status: 'on',
        ipso_version: 'v0.1',
        sn: '6136c1234567',
        hardware_version: 'v1.1',
        firmware_version: 'v1.14',
        lorawan_class: 'Class C',
      },
      {},
    ),
  ],
  // wt201-decoder.js; TTN's wt201v1.js is the same code, and its codec yaml has no example.
  'milesight-iot/wt201v1': [
    c(
      "the thermostat's state: 26 °C, set to 25 °C, heating stage 1, fan auto at high speed",
      '036704010467FA0005E71006E80407BC02088E010968500A6E05',
      {
        temperature: 26,
        target_temperature: 25,
        temperature_control_mode: 'heat',
        temperature_control_status: 'stage-1 heat',
        fan_mode: 'auto',
        fan_status: 'high speed',
        plan_type: 'away',
        system_status: 'on',
        humidity: 40,
        wires_relay: { y1: 'on', y2_gl: 'off', w1: 'on', w2_aux: 'off', e: 'off', g: 'off', ob: 'off' },
      },
      { temperature: 26, humidity: 40 },
    ),
    c(
      'threshold alarm',
      '83672C0109',
      { temperature: 30, temperature_alarm: 'threshold alarm' },
      { temperature: 30, threshold_alarm: true },
    ),
    c(
      'freeze protection is no threshold alarm',
      '8367320007',
      { temperature: 5, temperature_alarm: 'freeze protection alarm' },
      { temperature: 5 },
    ),
    c(
      'sensor failures',
      'B36701B96802',
      { temperature_sensor_status: 'read failed', humidity_sensor_status: 'out of range' },
      {},
    ),
    c(
      'history: 22.5 °C, cooling to 21 °C',
      '20CE00E1F5653D995A97',
      {
        history: [
          {
            timestamp: 1710612736,
            fan_mode: 'on',
            fan_status: 'on',
            system_status: 'on',
            temperature: 22.5,
            temperature_control_mode: 'cool',
            temperature_control_status: 'stage-1 cool',
            target_temperature: 21,
          },
        ],
      },
      { 'temperature@2024-03-16T18:12:16.000Z': 22.5 },
    ),
    c(
      'the modes and stages it supports',
      'FFCB0F1303',
      {
        temperature_control_support_mode: {
          heat: 'enable',
          em_heat: 'enable',
          cool: 'enable',
          auto: 'enable',
        },
        temperature_control_support_status: {
          stage_1_heat: 'enable',
          stage_2_heat: 'enable',
          stage_3_heat: 'disable',
          stage_4_heat: 'disable',
          aux_heat: 'enable',
          stage_1_cool: 'enable',
          stage_2_cool: 'enable',
        },
      },
      {},
    ),
    c(
      'replies: interval (minutes), fan, mode and set point (°F), outside temperature, plan',
      'FF8E000A00FFB601FFB7029AFF03FA00FFC203',
      {
        report_interval: 10,
        fan_mode: 'on',
        temperature_control_mode: 'cool',
        target_temperature: 26,
        temperature_unit: 'fahrenheit',
        outside_temperature: 25,
        plan_type: 'sleep',
      },
      {},
    ),
    c(
      'replies: mode and set point, then the mode alone',
      'FFFA01DC00FFFB03',
      { temperature_control_mode: 'auto', target_temperature: 22 },
      {},
    ),
    c(
      'extended replies: fan delay (with its result byte), screen mode',
      'F805010500F90801',
      { fan_delay_enable: 'enable', fan_delay_time: 5, screen_display_mode: 'without plan show' },
      {},
    ),
    c(
      'extended reply refused by the device',
      'F80A01FF01',
      {
        device_response_result: {
          channel_type: 10,
          result: 'forbidden',
          request: { temperature_dehumidify: { enable: 'enable' } },
        },
      },
      {},
    ),
    c(
      'device information',
      'FF0BFFFF0101FF166136C12345678901FF090110FF0A0114FF0F02',
      {
        device_status: 'on',
        ipso_version: 'v0.1',
        sn: '6136c12345678901',
        hardware_version: 'v1.1',
        firmware_version: 'v1.14',
        lorawan_class: 'Class C',
      },
      {},
    ),
    c(
      'replies: report status, temperature alarm settings',
      'FF2801FF0601F401000000000000',
      {
        report_status: 'periodic',
        temperature_alarm_config: {
          condition: 'below',
          alarm_type: 'temperature threshold',
          threshold_min: 50,
          lock_time: 0,
          continue_time: 0,
        },
      },
      {},
      { ours: { report_status: 1, temperature_alarm_config: '01f401000000000000' } },
    ),
  ],
};
