import type { CodecOutput } from './codec-example.ts';

// More sensors' TTN codec examples (TheThingsNetwork/lorawan-devices vendor/<vendor>/<codec>-codec.yaml,
// at the commit named with each): the examples' bytes and `output.data`, verbatim. Used by
// sensative.test.ts, sensecap-sensors.test.ts and more-sensors.test.ts.

/** A SenseCAP telemetry message as the codecs print it. */
export const telemetry = (measurementId: number, measurementValue: number) => ({
  type: 'report_telemetry',
  measurementId,
  measurementValue,
});

export const sensorTtnExamples = {
  strips: {
    model: 'sensative/strips',
    source: 'strips-codec.yaml 0417b50f, payload',
    fPort: 1,
    hex: 'FFFF01500200EA03000D000E001000',
    output: {
      battery: 80,
      flood: { value: 0 },
      floodAlarm: { value: false },
      historySeqNr: 65535,
      prevHistSeqNr: 65535,
      tempAlarm: { highAlarm: false, lowAlarm: false },
      temperature: { value: 23.4 },
      userSwitch1Alarm: { value: false },
    },
  },
  // sensecap210x-codec.yaml (62c8acdd), examples 1-3.
  s2101Properties: {
    model: 'sensecap/sensecaps2101-temp-humid',
    source: "sensecap210x-codec.yaml 62c8acdd, End device's properties",
    fPort: 1,
    hex: '0000000101000100070064003C00012001000000002890',
    output: {
      messages: [
        { type: 'upload_version', hardwareVersion: '1.0', softwareVersion: '1.1' },
        { type: 'upload_battery', battery: 100 },
        { type: 'upload_interval', interval: 3600 },
        { type: 'report_remove_sensor', channel: 1 },
      ],
    },
  },
  s2101Telemetry: {
    model: 'sensecap/sensecaps2101-temp-humid',
    source: 'sensecap210x-codec.yaml 62c8acdd, telemetry',
    fPort: 1,
    hex: '01011098530000010210A87A0000AF51',
    output: { messages: [telemetry(4097, 21.4), telemetry(4098, 31.4)] },
  },
  s2105Metadata: {
    model: 'sensecap/sensecaps2105-soll-moisture-temp-ec',
    source: "sensecap210x-codec.yaml 62c8acdd, Report sensor's metadatas",
    fPort: 1,
    hex: '010100010100010102006A01001501030030F1F72C010400090C13140105007F4D0000010600000000004CBE',
    output: { messages: [{ type: 'upload_sensor_id', channel: 1, sensorId: '2CF7F1301500016A' }] },
  },
  // lsn50v2-d20-codec.yaml (0874a8f5); the same example in lsn50v2-d20-d22-d23-codec.yaml (60263a4e):
  // a work mode 0 (IIC) uplink.
  lsn50v2D20: {
    model: 'dragino/lsn50v2-d20',
    source: 'lsn50v2-d20-codec.yaml 0874a8f5',
    fPort: 2,
    hex: '0B54000000000000FC0205',
    output: {
      ADC_CH0V: 0,
      BatV: 2.9,
      Digital_IStatus: 'L',
      Door_status: 'OPEN',
      EXTI_Trigger: 'FALSE',
      Hum_SHT: 51.7,
      TempC1: 0,
      TempC_SHT: 25.2,
      Work_mode: 'IIC',
    },
  },
} satisfies Record<string, CodecOutput>;
