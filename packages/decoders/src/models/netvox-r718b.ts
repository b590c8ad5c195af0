import { hexByte, requireLength, s16be, u8, u16be } from '../bytes.ts';
import { type NetvoxFamily, netvoxModel, type ReportReader, readBattery } from '../formats/netvox.ts';
import { all, batteryChange, statusAt, wordField } from '../formats/netvox-config.ts';

// Netvox R718B temperature sensor (TTN device repository vendor/netvox/payload/
// r718cj_ck_ct_cr_ce_r718b.js, r718b-codec.yaml). Report 0x01: battery, then the temperature,
// signed, in 0.1 °C (r718b-codec.yaml: 01 95 01 24 00FD is 3.6 V, 25.3 °C). Port 14 answers the
// global calibration commands (sensor type 1, temperature; channel; multiplier, divisor and a
// signed offset), settings only.
// The thermocouple sensors R718CK (K type), R718CT (T type) and R718CN (N type) send the same
// frames with their own device types (r718ck-, r718ct-, r718cn-codec.yaml name this codec). The
// R718CJ and R718CE are not here: their current codecs (payload/r718cj.js, r718ce.js) read the
// report otherwise (a threshold alarm byte; a battery byte in BCD, whole degrees).

/** The port of the global calibration commands' answers. */
export const CALIBRATION_PORT = 14;

const TEMPERATURE_SENSOR = 0x01;

/** Port 14's answer to a global calibration command of a temperature sensor (settings only). */
export const calibrationAnswer: ReportReader = (bytes, out) => {
  requireLength(bytes, 11);
  const id = u8(bytes, 0);
  if (id === 0x81 || id === 0x82) {
    out.set('Cmd', id === 0x81 ? 'SetGlobalCalibrateRsp' : 'GetGlobalCalibrateRsp');
    const sensor = u8(bytes, 1);
    if (sensor === TEMPERATURE_SENSOR) out.set('SensorType', 'Temperature');
    else out.warn(`unknown calibration sensor type ${hexByte(sensor)}`);
    out.set('Channel', u8(bytes, 2) + 1);
    if (id === 0x81) {
      statusAt(3)(bytes, out);
    } else {
      out.set('Multiplier', u16be(bytes, 3));
      out.set('Divisor', u16be(bytes, 5));
      out.set('DeltValue', s16be(bytes, 7));
    }
  } else if (id === 0x83) {
    out.set('Cmd', 'ClearGlobalCalibrateRsp');
    statusAt(1)(bytes, out);
  } else {
    out.warn(`unknown calibration answer ${hexByte(id)}; not decoded`);
  }
};

const family: NetvoxFamily = {
  reports: {
    1: (bytes, out) => {
      readBattery(bytes, 3, out);
      const temperature = s16be(bytes, 4) / 10;
      out.set('Temp', temperature);
      out.reading('temperature', temperature);
    },
  },
  config: { changes: all(batteryChange, wordField('TempChange', 7, 10)) },
  ports: { [CALIBRATION_PORT]: calibrationAnswer },
};

const readings = ['temperature', 'battery_mv', 'low_battery'] as const;

export const netvoxR718b = netvoxModel(family, 'R718B', 0x95, readings);
export const netvoxR718ck = netvoxModel(family, 'R718CK', 0x91, readings);
export const netvoxR718ct = netvoxModel(family, 'R718CT', 0x92, readings);
export const netvoxR718cn = netvoxModel(family, 'R718CN', 0x93, readings);
