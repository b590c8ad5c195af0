/**
 * The data elements of Freematics' packed data format, by their hex PID ([doc] "Freematics Packed
 * Data Format", freematics.com/pages/hub/freematics-data-logging-format; [fw] the firmware's own
 * definitions, libraries/FreematicsPlus/FreematicsBase.h, and what firmware_v5/telelogger logs).
 *
 * OBD-II values are mode 01 PIDs with 0x100 added, already scaled by the kit's OBD library
 * (FreematicsOBD.cpp normalizeData): whole numbers in the units named here.
 */

/** Custom PIDs (mode 0, which OBD-II does not use). */
export const pids = {
  timestamp: 0x0,
  latitude: 0xa,
  longitude: 0xb,
  altitude: 0xc,
  speed: 0xd,
  course: 0xe,
  satellites: 0xf,
  time: 0x10,
  date: 0x11,
  hdop: 0x12,
  batteryVoltage: 0x24,
  signal: 0x81,
} as const;

/**
 * Elements kept in `extra` as they come (a number, or the text of a several-valued one such as
 * `x;y;z`): the name says the unit where the firmware and the document agree on one.
 */
export const extraNames: Record<number, string> = {
  // MEMS: the accelerometer's x;y;z is in g in firmware v5 (2 decimals) and in 0.01 g in v4's
  // integers; both arrive as the same text, kept as it is, as Traccar keeps it.
  32: 'acceleration',
  33: 'gyroscope',
  34: 'magnetometer',
  37: 'orientation',
  // [doc] "Trip distance": no unit in the document or the firmware.
  48: 'tripDistance',
  128: 'dataBytes',
  131: 'hallSensor',
  144: 'sensor1',
  145: 'sensor2',
  // OBD-II mode 01 (value units from FreematicsOBD.cpp normalizeData).
  260: 'engineLoadPct',
  261: 'coolantTempC',
  262: 'shortFuelTrim1Pct',
  263: 'longFuelTrim1Pct',
  264: 'shortFuelTrim2Pct',
  265: 'longFuelTrim2Pct',
  266: 'fuelPressureKpa',
  267: 'intakeMapKpa',
  268: 'rpm',
  269: 'obdSpeedKmh',
  270: 'timingAdvanceDeg',
  271: 'intakeTempC',
  272: 'mafGs',
  273: 'throttlePct',
  287: 'engineRunTimeS',
  289: 'milDistanceKm',
  303: 'fuelLevelPct',
  305: 'distanceSinceCodesClearedKm',
  307: 'barometricKpa',
  322: 'controlModuleV',
  323: 'absoluteLoadPct',
  326: 'ambientTempC',
  347: 'hybridBatteryPct',
  348: 'oilTempC',
  350: 'fuelRateLph',
};

/**
 * Elements kept in `extra` scaled: 0x23, the MEMS temperature, in 0.1 °C [doc]; 0x82, the CPU
 * temperature, which the document gives in 0.1 °C too (and Traccar divides by 10), but which
 * firmware v5 logs in whole °C (telelogger.ino: `deviceTemp = (int)temp` of the MEMS reading, or
 * readChipTemperature()'s °C) and v4 likewise (`temp /= 10` before logging): the firmware's unit is
 * taken.
 */
export const scaledNames: Record<number, [name: string, factor: number]> = {
  35: ['memsTempC', 0.1],
  130: ['deviceTempC', 1],
};

/** The name of an element with no name of its own: `pid` and its hex (Traccar's `io` and decimal). */
export const unnamed = (pid: number) => `pid${pid.toString(16).toUpperCase()}`;

/** Freematics' event ids (firmware_v5/telelogger/teleclient.h; the same in v4's telelogger.h). */
export const events: Record<number, string> = {
  1: 'login',
  2: 'logout',
  3: 'sync',
  4: 'reconnect',
  5: 'command',
  6: 'ack',
  7: 'ping',
};
export const EVENT_LOGIN = 1;
export const EVENT_SYNC = 3;
export const EVENT_RECONNECT = 4;
export const EVENT_ACK = 6;
