import type { CodecExample, ExampleReadings } from './codec-example.ts';

// SenseCAP T2000 A/B/C: what Seeed's decoder (Seeed-Solution/SenseCAP-Decoder
// T2000/TTN/SenseCAP_T2000_TTN_Decoder.js at bceda3d31df47908e3934566c7f640fea763d539; TTN's
// vendor/sensecap/sensecapt2000-tracker-abc-decoder.js at 5c12ba10 reads the same frames) gives,
// run in Node (decodeUplink), verbatim: for the twelve raw payload examples of Seeed's wiki page
// "SenseCAP T2000 Tracker Payload Format" (Seeed-Studio/wiki-documents, slug t2000_payload_format,
// 2026-03-12), then for frames built to reach each event bit, sentinel, sign, scan slot, status and
// error. `readings` and `warnings` are ours. Our fields are the output's `messages` (and its
// `err` / `errMessage` when a frame reported an error). Used by sensecap-more-models.test.ts and
// apps/server's vendor-codecs-agreement.test.ts (codec-outputs.ts).

const t2000 = (
  name: string,
  hex: string,
  output: Record<string, unknown>,
  readings: ExampleReadings,
  warnings?: readonly string[],
): CodecExample => ({
  model: 'sensecap/sensecapt2000-tracker-abc',
  source: `SenseCAP_T2000_TTN_Decoder.js bceda3d3, ${name}`,
  fPort: 5,
  hex,
  output,
  readings,
  ...(warnings ? { warnings } : {}),
});

export const senseCapT2000Examples: readonly CodecExample[] = [
  t2000(
    'Seeed wiki t2000_payload_format, 0x27 power-on packet',
    '275601000101010802D0003C003C00013C00001E000500016800012C030000000000000000000000000000000000',
    {
      valid: true,
      err: 0,
      payload: '275601000101010802d0003c003c00013c00001e000500016800012c030000000000000000000000000000000000',
      messages: [
        [
          { measurementId: '3000', measurementValue: 86, type: 'Battery' },
          { measurementId: '3502', measurementValue: '1.0', type: 'Firmware Version' },
          { measurementId: '3001', measurementValue: '1.1', type: 'Hardware Version' },
          { measurementId: '3940', measurementValue: 1, type: 'Work Mode' },
          { measurementId: '3965', measurementValue: 8, type: 'Positioning Strategy' },
          { measurementId: '3942', measurementValue: 720, type: 'Heartbeat Interval' },
          { measurementId: '3943', measurementValue: 60, type: 'Periodic Interval' },
          { measurementId: '3944', measurementValue: 60, type: 'Event Interval' },
          { measurementId: '3974', measurementValue: 0, type: '3X Sensor Enable' },
          { measurementId: '3976', measurementValue: 1, type: 'Anti-Theft' },
          { measurementId: '3977', measurementValue: 60, type: 'GNSS Scan Timeout' },
          { measurementId: '3900', measurementValue: 60, type: 'Uplink Interval' },
          { measurementId: '3978', measurementValue: 3, type: 'BLE Scan Timeout' },
          { measurementId: '3979', measurementValue: '', type: 'UUID Filter' },
          { measurementId: '3946', measurementValue: 0, type: 'Motion Enable' },
          { measurementId: '3947', measurementValue: 30, type: 'Any Motion Threshold' },
          { measurementId: '3948', measurementValue: 5, type: 'Motion Start Interval' },
          { measurementId: '3949', measurementValue: 0, type: 'Static Enable' },
          { measurementId: '3950', measurementValue: 360, type: 'Device Static Timeout' },
          { measurementId: '3951', measurementValue: 0, type: 'Shock Enable' },
          { measurementId: '3952', measurementValue: 300, type: 'Shock Threshold' },
        ],
      ],
    },
    { battery_pct: 86 },
  ),
  t2000(
    'Seeed wiki t2000_payload_format, 0x28 periodic mode packet',
    '28010702D0003C003C01003C0A1000000000000000000000000000000000',
    {
      valid: true,
      err: 0,
      payload: '28010702d0003c003c01003c0a1000000000000000000000000000000000',
      messages: [
        [
          { measurementId: '3940', measurementValue: 1, type: 'Work Mode' },
          { measurementId: '3965', measurementValue: 7, type: 'Positioning Strategy' },
          { measurementId: '3942', measurementValue: 720, type: 'Heartbeat Interval' },
          { measurementId: '3943', measurementValue: 60, type: 'Periodic Interval' },
          { measurementId: '3944', measurementValue: 60, type: 'Event Interval' },
          { measurementId: '3974', measurementValue: 1, type: '3X Sensor Enable' },
          { measurementId: '3976', measurementValue: 0, type: 'Anti-Theft' },
          { measurementId: '3977', measurementValue: 60, type: 'GNSS Scan Timeout' },
          { measurementId: '3900', measurementValue: 60, type: 'Uplink Interval' },
          { measurementId: '3978', measurementValue: 10, type: 'BLE Scan Timeout' },
          {
            measurementId: '3979',
            measurementValue: '00000000000000000000000000000000',
            type: 'UUID Filter',
          },
        ],
      ],
    },
    {},
  ),
  t2000(
    'Seeed wiki t2000_payload_format, 0x29 event mode packet',
    '29010064001E01012C00012C',
    {
      valid: true,
      err: 0,
      payload: '29010064001e01012c00012c',
      messages: [
        [
          { measurementId: '3946', measurementValue: 1, type: 'Motion Enable' },
          { measurementId: '3947', measurementValue: 100, type: 'Any Motion Threshold' },
          { measurementId: '3948', measurementValue: 30, type: 'Motion Start Interval' },
          { measurementId: '3949', measurementValue: 1, type: 'Static Enable' },
          { measurementId: '3950', measurementValue: 300, type: 'Device Static Timeout' },
          { measurementId: '3951', measurementValue: 0, type: 'Shock Enable' },
          { measurementId: '3952', measurementValue: 300, type: 'Shock Threshold' },
        ],
      ],
    },
    {},
  ),
  t2000(
    'Seeed wiki t2000_payload_format, 0x2A heartbeat packet',
    '2A5601070100',
    {
      valid: true,
      err: 0,
      payload: '2a5601070100',
      messages: [
        [
          { measurementId: '3000', measurementValue: 86, type: 'Battery' },
          { measurementId: '3940', measurementValue: 1, type: 'Work Mode' },
          { measurementId: '3965', measurementValue: 7, type: 'Positioning Strategy' },
          { measurementId: '3974', measurementValue: 1, type: '3X Sensor Enable' },
          { measurementId: '3976', measurementValue: 0, type: 'Anti-Theft' },
        ],
      ],
    },
    { battery_pct: 86 },
  ),
  t2000(
    'Seeed wiki t2000_payload_format, 0x2B GNSS location (accelerometer on)',
    '2B010000694B3DC6032FFFFE024106CA509801587EE462',
    {
      valid: true,
      err: 0,
      payload: '2b010000694b3dc6032ffffe024106ca509801587ee462',
      messages: [
        [
          {
            measurementId: '4210',
            timestamp: 1766538694000,
            motionId: 0,
            measurementValue: 815,
            type: 'AccelerometerX',
          },
          {
            measurementId: '4211',
            timestamp: 1766538694000,
            motionId: 0,
            measurementValue: -2,
            type: 'AccelerometerY',
          },
          {
            measurementId: '4212',
            timestamp: 1766538694000,
            motionId: 0,
            measurementValue: 577,
            type: 'AccelerometerZ',
          },
          {
            measurementId: '4197',
            timestamp: 1766538694000,
            motionId: 0,
            measurementValue: '113.9222',
            type: 'Longitude',
          },
          {
            measurementId: '4198',
            timestamp: 1766538694000,
            motionId: 0,
            measurementValue: '22.576868',
            type: 'Latitude',
          },
          {
            measurementId: '3000',
            timestamp: 1766538694000,
            motionId: 0,
            measurementValue: '98',
            type: 'Battery',
          },
          {
            measurementId: '4200',
            timestamp: 1766538694000,
            motionId: 0,
            measurementValue: [{ id: 9, eventName: 'disassembled event' }],
            type: 'Event Status',
          },
        ],
      ],
    },
    { 'battery_pct@2025-12-24T01:11:34.000Z': 98, 'button@2025-12-24T01:11:34.000Z': false },
  ),
  t2000(
    'Seeed wiki t2000_payload_format, 0x2C Wi-Fi location (accelerometer on)',
    '2C00000069685F820004001503E56405107C61841BF8E43447D468F627E1A4BA70BC229DD39483C46D5DFCD24C10D567B467D0',
    {
      valid: true,
      err: 0,
      payload:
        '2c00000069685f820004001503e56405107c61841bf8e43447d468f627e1a4ba70bc229dd39483c46d5dfcd24c10d567b467d0',
      messages: [
        [
          {
            measurementId: '4210',
            timestamp: 1768447874000,
            motionId: 0,
            measurementValue: 4,
            type: 'AccelerometerX',
          },
          {
            measurementId: '4211',
            timestamp: 1768447874000,
            motionId: 0,
            measurementValue: 21,
            type: 'AccelerometerY',
          },
          {
            measurementId: '4212',
            timestamp: 1768447874000,
            motionId: 0,
            measurementValue: 997,
            type: 'AccelerometerZ',
          },
          {
            measurementId: '3000',
            timestamp: 1768447874000,
            motionId: 0,
            measurementValue: '100',
            type: 'Battery',
          },
          {
            measurementId: '5001',
            timestamp: 1768447874000,
            motionId: 0,
            measurementValue: [
              { mac: '10:7C:61:84:1B:F8', rssi: -28 },
              { mac: '34:47:D4:68:F6:27', rssi: -31 },
              { mac: 'A4:BA:70:BC:22:9D', rssi: -45 },
              { mac: '94:83:C4:6D:5D:FC', rssi: -46 },
              { mac: '4C:10:D5:67:B4:67', rssi: -48 },
            ],
            type: 'Wi-Fi Scan',
          },
        ],
      ],
    },
    { 'battery_pct@2026-01-15T03:31:14.000Z': 100 },
  ),
  t2000(
    'Seeed wiki t2000_payload_format, 0x2D BLE location (accelerometer on)',
    '2D00000069686032FFF9001503DF6405C30000564B3BCEC20303003F00CE588C81A0FBF2CCC20303003F03CBC30000564AF2C7',
    {
      valid: true,
      err: 0,
      payload:
        '2d00000069686032fff9001503df6405c30000564b3bcec20303003f00ce588c81a0fbf2ccc20303003f03cbc30000564af2c7',
      messages: [
        [
          {
            measurementId: '4210',
            timestamp: 1768448050000,
            motionId: 0,
            measurementValue: -7,
            type: 'AccelerometerX',
          },
          {
            measurementId: '4211',
            timestamp: 1768448050000,
            motionId: 0,
            measurementValue: 21,
            type: 'AccelerometerY',
          },
          {
            measurementId: '4212',
            timestamp: 1768448050000,
            motionId: 0,
            measurementValue: 991,
            type: 'AccelerometerZ',
          },
          {
            measurementId: '3000',
            timestamp: 1768448050000,
            motionId: 0,
            measurementValue: '100',
            type: 'Battery',
          },
          {
            measurementId: '5002',
            timestamp: 1768448050000,
            motionId: 0,
            measurementValue: [
              { mac: 'C3:00:00:56:4B:3B', rssi: -50 },
              { mac: 'C2:03:03:00:3F:00', rssi: -50 },
              { mac: '58:8C:81:A0:FB:F2', rssi: -52 },
              { mac: 'C2:03:03:00:3F:03', rssi: -53 },
              { mac: 'C3:00:00:56:4A:F2', rssi: -57 },
            ],
            type: 'BLE Scan',
          },
        ],
      ],
    },
    { 'battery_pct@2026-01-15T03:34:10.000Z': 100 },
  ),
  t2000(
    'Seeed wiki t2000_payload_format, 0x2E GNSS location (accelerometer off)',
    '2E01000164F1A2B306CA509801587EE462',
    {
      valid: true,
      err: 0,
      payload: '2e01000164f1a2b306ca509801587ee462',
      messages: [
        [
          {
            measurementId: '4197',
            timestamp: 1693557427000,
            motionId: 1,
            measurementValue: '113.9222',
            type: 'Longitude',
          },
          {
            measurementId: '4198',
            timestamp: 1693557427000,
            motionId: 1,
            measurementValue: '22.576868',
            type: 'Latitude',
          },
          {
            measurementId: '3000',
            timestamp: 1693557427000,
            motionId: 1,
            measurementValue: '98',
            type: 'Battery',
          },
          {
            measurementId: '4200',
            timestamp: 1693557427000,
            motionId: 1,
            measurementValue: [{ id: 9, eventName: 'disassembled event' }],
            type: 'Event Status',
          },
        ],
      ],
    },
    { 'battery_pct@2023-09-01T08:37:07.000Z': 98, 'button@2023-09-01T08:37:07.000Z': false },
  ),
  t2000(
    'Seeed wiki t2000_payload_format, 0x2F Wi-Fi location (accelerometer off)',
    '2F00000069685F826405107C61841BF8E43447D468F627E1A4BA70BC229DD39483C46D5DFCD24C10D567B467D0',
    {
      valid: true,
      err: 0,
      payload: '2f00000069685f826405107c61841bf8e43447d468f627e1a4ba70bc229dd39483c46d5dfcd24c10d567b467d0',
      messages: [
        [
          {
            measurementId: '3000',
            timestamp: 1768447874000,
            motionId: 0,
            measurementValue: '100',
            type: 'Battery',
          },
          {
            measurementId: '5001',
            timestamp: 1768447874000,
            motionId: 0,
            measurementValue: [
              { mac: '10:7C:61:84:1B:F8', rssi: -28 },
              { mac: '34:47:D4:68:F6:27', rssi: -31 },
              { mac: 'A4:BA:70:BC:22:9D', rssi: -45 },
              { mac: '94:83:C4:6D:5D:FC', rssi: -46 },
              { mac: '4C:10:D5:67:B4:67', rssi: -48 },
            ],
            type: 'Wi-Fi Scan',
          },
        ],
      ],
    },
    { 'battery_pct@2026-01-15T03:31:14.000Z': 100 },
  ),
  t2000(
    'Seeed wiki t2000_payload_format, 0x30 BLE location (accelerometer off)',
    '30000000696860326405C30000564B3BCEC20303003F00CE588C81A0FBF2CCC20303003F03CBC30000564AF2C7',
    {
      valid: true,
      err: 0,
      payload: '30000000696860326405c30000564b3bcec20303003f00ce588c81a0fbf2ccc20303003f03cbc30000564af2c7',
      messages: [
        [
          {
            measurementId: '3000',
            timestamp: 1768448050000,
            motionId: 0,
            measurementValue: '100',
            type: 'Battery',
          },
          {
            measurementId: '5002',
            timestamp: 1768448050000,
            motionId: 0,
            measurementValue: [
              { mac: 'C3:00:00:56:4B:3B', rssi: -50 },
              { mac: 'C2:03:03:00:3F:00', rssi: -50 },
              { mac: '58:8C:81:A0:FB:F2', rssi: -52 },
              { mac: 'C2:03:03:00:3F:03', rssi: -53 },
              { mac: 'C3:00:00:56:4A:F2', rssi: -57 },
            ],
            type: 'BLE Scan',
          },
        ],
      ],
    },
    { 'battery_pct@2026-01-15T03:34:10.000Z': 100 },
  ),
  t2000(
    'Seeed wiki t2000_payload_format, 0x31 positioning status (accelerometer on)',
    '31000100694B3DB0003A039DFE8462',
    {
      valid: true,
      err: 0,
      payload: '31000100694b3db0003a039dfe8462',
      messages: [
        [
          {
            measurementId: '3576',
            timestamp: 1766538672000,
            motionId: 0,
            measurementValue: { id: 0, statusName: 'locate successful.' },
            type: 'Positioning Status',
          },
          {
            measurementId: '4210',
            timestamp: 1766538672000,
            motionId: 0,
            measurementValue: 58,
            type: 'AccelerometerX',
          },
          {
            measurementId: '4211',
            timestamp: 1766538672000,
            motionId: 0,
            measurementValue: 925,
            type: 'AccelerometerY',
          },
          {
            measurementId: '4212',
            timestamp: 1766538672000,
            motionId: 0,
            measurementValue: -380,
            type: 'AccelerometerZ',
          },
          {
            measurementId: '3000',
            timestamp: 1766538672000,
            motionId: 0,
            measurementValue: '98',
            type: 'Battery',
          },
          {
            measurementId: '4200',
            timestamp: 1766538672000,
            motionId: 0,
            measurementValue: [{ id: 9, eventName: 'disassembled event' }],
            type: 'Event Status',
          },
        ],
      ],
    },
    { 'battery_pct@2025-12-24T01:11:12.000Z': 98, 'button@2025-12-24T01:11:12.000Z': false },
  ),
  t2000(
    'Seeed wiki t2000_payload_format, 0x32 positioning status (accelerometer off)',
    '32000100694B3DB062',
    {
      valid: true,
      err: 0,
      payload: '32000100694b3db062',
      messages: [
        [
          {
            measurementId: '3576',
            timestamp: 1766538672000,
            motionId: 0,
            measurementValue: { id: 0, statusName: 'locate successful.' },
            type: 'Positioning Status',
          },
          {
            measurementId: '3000',
            timestamp: 1766538672000,
            motionId: 0,
            measurementValue: '98',
            type: 'Battery',
          },
          {
            measurementId: '4200',
            timestamp: 1766538672000,
            motionId: 0,
            measurementValue: [{ id: 9, eventName: 'disassembled event' }],
            type: 'Event Status',
          },
        ],
      ],
    },
    { 'battery_pct@2025-12-24T01:11:12.000Z': 98, 'button@2025-12-24T01:11:12.000Z': false },
  ),
  t2000(
    '0x2E: start moving + SOS, motion id 3, south-west position',
    '2E004103694B3DC6FBC9AC0CFE019C3C50',
    {
      valid: true,
      err: 0,
      payload: '2e004103694b3dc6fbc9ac0cfe019c3c50',
      messages: [
        [
          {
            measurementId: '4197',
            timestamp: 1766538694000,
            motionId: 3,
            measurementValue: '-70.6693',
            type: 'Longitude',
          },
          {
            measurementId: '4198',
            timestamp: 1766538694000,
            motionId: 3,
            measurementValue: '-33.4489',
            type: 'Latitude',
          },
          {
            measurementId: '3000',
            timestamp: 1766538694000,
            motionId: 3,
            measurementValue: '80',
            type: 'Battery',
          },
          {
            measurementId: '4200',
            timestamp: 1766538694000,
            motionId: 3,
            measurementValue: [
              { id: 1, eventName: 'Start moving event.' },
              { id: 7, eventName: 'SOS event.' },
            ],
            type: 'Event Status',
          },
        ],
      ],
    },
    {
      'battery_pct@2025-12-24T01:11:34.000Z': 80,
      'button@2025-12-24T01:11:34.000Z': true,
      'motion@2025-12-24T01:11:34.000Z': true,
    },
  ),
  t2000(
    '0x2B: end of movement + press once, accelerometer X 0x8000 (none)',
    '2B008207694B3DC68000001003E80023E44802E97E184B',
    {
      valid: true,
      err: 0,
      payload: '2b008207694b3dc68000001003e80023e44802e97e184b',
      messages: [
        [
          {
            measurementId: '4211',
            timestamp: 1766538694000,
            motionId: 7,
            measurementValue: 16,
            type: 'AccelerometerY',
          },
          {
            measurementId: '4212',
            timestamp: 1766538694000,
            motionId: 7,
            measurementValue: 1000,
            type: 'AccelerometerZ',
          },
          {
            measurementId: '4197',
            timestamp: 1766538694000,
            motionId: 7,
            measurementValue: '2.3522',
            type: 'Longitude',
          },
          {
            measurementId: '4198',
            timestamp: 1766538694000,
            motionId: 7,
            measurementValue: '48.8566',
            type: 'Latitude',
          },
          {
            measurementId: '3000',
            timestamp: 1766538694000,
            motionId: 7,
            measurementValue: '75',
            type: 'Battery',
          },
          {
            measurementId: '4200',
            timestamp: 1766538694000,
            motionId: 7,
            measurementValue: [
              { id: 2, eventName: 'End movement event.' },
              { id: 8, eventName: 'Press once event.' },
            ],
            type: 'Event Status',
          },
        ],
      ],
    },
    {
      'battery_pct@2025-12-24T01:11:34.000Z': 75,
      'button@2025-12-24T01:11:34.000Z': true,
      'motion@2025-12-24T01:11:34.000Z': false,
    },
  ),
  t2000(
    '0x2E: motionless, position 0, 0',
    '2E000400694B3DC6000000000000000032',
    {
      valid: true,
      err: 0,
      payload: '2e000400694b3dc6000000000000000032',
      messages: [
        [
          {
            measurementId: '4197',
            timestamp: 1766538694000,
            motionId: 0,
            measurementValue: '0',
            type: 'Longitude',
          },
          {
            measurementId: '4198',
            timestamp: 1766538694000,
            motionId: 0,
            measurementValue: '0',
            type: 'Latitude',
          },
          {
            measurementId: '3000',
            timestamp: 1766538694000,
            motionId: 0,
            measurementValue: '50',
            type: 'Battery',
          },
          {
            measurementId: '4200',
            timestamp: 1766538694000,
            motionId: 0,
            measurementValue: [{ id: 3, eventName: 'Motionless event.' }],
            type: 'Event Status',
          },
        ],
      ],
    },
    {
      'battery_pct@2025-12-24T01:11:34.000Z': 50,
      'button@2025-12-24T01:11:34.000Z': false,
      'motion@2025-12-24T01:11:34.000Z': false,
    },
    ['position 0, 0 is not a fix; not stored'],
  ),
  t2000(
    '0x2F: two scan slots, the first all FF (empty)',
    '2F000000694B3DC65A02FFFFFFFFFFFFC4AABBCCDDEEFFB0',
    {
      valid: true,
      err: 0,
      payload: '2f000000694b3dc65a02ffffffffffffc4aabbccddeeffb0',
      messages: [
        [
          {
            measurementId: '3000',
            timestamp: 1766538694000,
            motionId: 0,
            measurementValue: '90',
            type: 'Battery',
          },
          {
            measurementId: '5001',
            timestamp: 1766538694000,
            motionId: 0,
            measurementValue: [{ mac: 'AA:BB:CC:DD:EE:FF', rssi: -80 }],
            type: 'Wi-Fi Scan',
          },
        ],
      ],
    },
    { 'battery_pct@2025-12-24T01:11:34.000Z': 90 },
  ),
  t2000(
    '0x2F: no scan entries',
    '2F000000694B3DC65A00',
    {
      valid: true,
      err: 0,
      payload: '2f000000694b3dc65a00',
      messages: [
        [
          {
            measurementId: '3000',
            timestamp: 1766538694000,
            motionId: 0,
            measurementValue: '90',
            type: 'Battery',
          },
        ],
      ],
    },
    { 'battery_pct@2025-12-24T01:11:34.000Z': 90 },
  ),
  t2000(
    '0x31: the GNSS scan timed out',
    '31010000694B3DC60000000003E85A',
    {
      valid: true,
      err: 0,
      payload: '31010000694b3dc60000000003e85a',
      messages: [
        [
          {
            measurementId: '3576',
            timestamp: 1766538694000,
            motionId: 0,
            measurementValue: { id: 1, statusName: 'The GNSS scan timed out.' },
            type: 'Positioning Status',
          },
          {
            measurementId: '4210',
            timestamp: 1766538694000,
            motionId: 0,
            measurementValue: 0,
            type: 'AccelerometerX',
          },
          {
            measurementId: '4211',
            timestamp: 1766538694000,
            motionId: 0,
            measurementValue: 0,
            type: 'AccelerometerY',
          },
          {
            measurementId: '4212',
            timestamp: 1766538694000,
            motionId: 0,
            measurementValue: 1000,
            type: 'AccelerometerZ',
          },
          {
            measurementId: '3000',
            timestamp: 1766538694000,
            motionId: 0,
            measurementValue: '90',
            type: 'Battery',
          },
        ],
      ],
    },
    { 'battery_pct@2025-12-24T01:11:34.000Z': 90 },
    ['positioning failed: The GNSS scan timed out.'],
  ),
  t2000(
    '0x32: a positioning status Seeed does not name (16)',
    '32100000694B3DC65A',
    {
      valid: true,
      err: 0,
      payload: '32100000694b3dc65a',
      messages: [
        [
          {
            measurementId: '3576',
            timestamp: 1766538694000,
            motionId: 0,
            measurementValue: 16,
            type: 'Positioning Status',
          },
          {
            measurementId: '3000',
            timestamp: 1766538694000,
            motionId: 0,
            measurementValue: '90',
            type: 'Battery',
          },
        ],
      ],
    },
    { 'battery_pct@2025-12-24T01:11:34.000Z': 90 },
    ['positioning failed: status 16'],
  ),
  t2000(
    '0x0D error 2 (almanac too old)',
    '0D00000002',
    { valid: true, err: 2, payload: '0d00000002', messages: [], errMessage: 'ALMANAC TOO OLD' },
    {},
    ['tracker reported error 2 (ALMANAC TOO OLD)'],
  ),
  t2000(
    '0x0D error 0',
    '0D00000000',
    { valid: true, err: 0, payload: '0d00000000', messages: [[{ errorCode: 0, error: '' }]] },
    {},
  ),
  t2000(
    '0x0C time sync',
    '0C',
    { valid: true, err: 0, payload: '0c', messages: [[{ type: 'timeSync' }]] },
    {},
  ),
  t2000(
    '0x29: motion threshold 0x8000 (none), shock on',
    '2900800000000000000100C8',
    {
      valid: true,
      err: 0,
      payload: '2900800000000000000100c8',
      messages: [
        [
          { measurementId: '3946', measurementValue: 0, type: 'Motion Enable' },
          { measurementId: '3947', measurementValue: null, type: 'Any Motion Threshold' },
          { measurementId: '3948', measurementValue: 0, type: 'Motion Start Interval' },
          { measurementId: '3949', measurementValue: 0, type: 'Static Enable' },
          { measurementId: '3950', measurementValue: 0, type: 'Device Static Timeout' },
          { measurementId: '3951', measurementValue: 1, type: 'Shock Enable' },
          { measurementId: '3952', measurementValue: 200, type: 'Shock Threshold' },
        ],
      ],
    },
    {},
  ),
  t2000(
    '0x28: event mode (the event interval is 3900), a 4-byte UUID filter',
    '28020302D00014000501011E0A0411223344000000000000000000000000',
    {
      valid: true,
      err: 0,
      payload: '28020302d00014000501011e0a0411223344000000000000000000000000',
      messages: [
        [
          { measurementId: '3940', measurementValue: 2, type: 'Work Mode' },
          { measurementId: '3965', measurementValue: 3, type: 'Positioning Strategy' },
          { measurementId: '3942', measurementValue: 720, type: 'Heartbeat Interval' },
          { measurementId: '3943', measurementValue: 20, type: 'Periodic Interval' },
          { measurementId: '3944', measurementValue: 5, type: 'Event Interval' },
          { measurementId: '3974', measurementValue: 1, type: '3X Sensor Enable' },
          { measurementId: '3976', measurementValue: 1, type: 'Anti-Theft' },
          { measurementId: '3977', measurementValue: 30, type: 'GNSS Scan Timeout' },
          { measurementId: '3900', measurementValue: 5, type: 'Uplink Interval' },
          { measurementId: '3978', measurementValue: 10, type: 'BLE Scan Timeout' },
          { measurementId: '3979', measurementValue: '11223344', type: 'UUID Filter' },
        ],
      ],
    },
    {},
  ),
  t2000(
    '0x28: standby mode (the heartbeat interval is 3900)',
    '28000000780014000500001E0A0000000000000000000000000000000000',
    {
      valid: true,
      err: 0,
      payload: '28000000780014000500001e0a0000000000000000000000000000000000',
      messages: [
        [
          { measurementId: '3940', measurementValue: 0, type: 'Work Mode' },
          { measurementId: '3965', measurementValue: 0, type: 'Positioning Strategy' },
          { measurementId: '3942', measurementValue: 120, type: 'Heartbeat Interval' },
          { measurementId: '3943', measurementValue: 20, type: 'Periodic Interval' },
          { measurementId: '3944', measurementValue: 5, type: 'Event Interval' },
          { measurementId: '3974', measurementValue: 0, type: '3X Sensor Enable' },
          { measurementId: '3976', measurementValue: 0, type: 'Anti-Theft' },
          { measurementId: '3977', measurementValue: 30, type: 'GNSS Scan Timeout' },
          { measurementId: '3900', measurementValue: 120, type: 'Uplink Interval' },
          { measurementId: '3978', measurementValue: 10, type: 'BLE Scan Timeout' },
          { measurementId: '3979', measurementValue: '', type: 'UUID Filter' },
        ],
      ],
    },
    {},
  ),
  t2000(
    '0x27: battery byte 0xFF, event mode, a 2-byte UUID filter',
    '27FF01020103050802D0003C003C01013C01001E000501016801012C0302ABCD0000000000000000000000000000',
    {
      valid: true,
      err: 0,
      payload: '27ff01020103050802d0003c003c01013c01001e000501016801012c0302abcd0000000000000000000000000000',
      messages: [
        [
          { measurementId: '3000', measurementValue: -1, type: 'Battery' },
          { measurementId: '3502', measurementValue: '1.2', type: 'Firmware Version' },
          { measurementId: '3001', measurementValue: '1.3', type: 'Hardware Version' },
          { measurementId: '3940', measurementValue: 5, type: 'Work Mode' },
          { measurementId: '3965', measurementValue: 8, type: 'Positioning Strategy' },
          { measurementId: '3942', measurementValue: 720, type: 'Heartbeat Interval' },
          { measurementId: '3943', measurementValue: 60, type: 'Periodic Interval' },
          { measurementId: '3944', measurementValue: 60, type: 'Event Interval' },
          { measurementId: '3974', measurementValue: 1, type: '3X Sensor Enable' },
          { measurementId: '3976', measurementValue: 1, type: 'Anti-Theft' },
          { measurementId: '3977', measurementValue: 60, type: 'GNSS Scan Timeout' },
          { measurementId: '3900', measurementValue: 0, type: 'Uplink Interval' },
          { measurementId: '3978', measurementValue: 3, type: 'BLE Scan Timeout' },
          { measurementId: '3979', measurementValue: 'ABCD', type: 'UUID Filter' },
          { measurementId: '3946', measurementValue: 1, type: 'Motion Enable' },
          { measurementId: '3947', measurementValue: 30, type: 'Any Motion Threshold' },
          { measurementId: '3948', measurementValue: 5, type: 'Motion Start Interval' },
          { measurementId: '3949', measurementValue: 1, type: 'Static Enable' },
          { measurementId: '3950', measurementValue: 360, type: 'Device Static Timeout' },
          { measurementId: '3951', measurementValue: 1, type: 'Shock Enable' },
          { measurementId: '3952', measurementValue: 300, type: 'Shock Threshold' },
        ],
      ],
    },
    {},
    ['battery -1 % is not a percentage; not stored'],
  ),
  t2000(
    '0x2A heartbeat and a 0x2E fix in one uplink',
    '2A5A020701012E010001694B3DC606CA509801587EE45A',
    {
      valid: true,
      err: 0,
      payload: '2a5a020701012e010001694b3dc606ca509801587ee45a',
      messages: [
        [
          { measurementId: '3000', measurementValue: 90, type: 'Battery' },
          { measurementId: '3940', measurementValue: 2, type: 'Work Mode' },
          { measurementId: '3965', measurementValue: 7, type: 'Positioning Strategy' },
          { measurementId: '3974', measurementValue: 1, type: '3X Sensor Enable' },
          { measurementId: '3976', measurementValue: 1, type: 'Anti-Theft' },
        ],
        [
          {
            measurementId: '4197',
            timestamp: 1766538694000,
            motionId: 1,
            measurementValue: '113.9222',
            type: 'Longitude',
          },
          {
            measurementId: '4198',
            timestamp: 1766538694000,
            motionId: 1,
            measurementValue: '22.576868',
            type: 'Latitude',
          },
          {
            measurementId: '3000',
            timestamp: 1766538694000,
            motionId: 1,
            measurementValue: '90',
            type: 'Battery',
          },
          {
            measurementId: '4200',
            timestamp: 1766538694000,
            motionId: 1,
            measurementValue: [{ id: 9, eventName: 'disassembled event' }],
            type: 'Event Status',
          },
        ],
      ],
    },
    { battery_pct: 90, 'battery_pct@2025-12-24T01:11:34.000Z': 90, 'button@2025-12-24T01:11:34.000Z': false },
  ),
  t2000(
    '0x0C time sync and a 0x2A heartbeat',
    '0C2A5A02070101',
    {
      valid: true,
      err: 0,
      payload: '0c2a5a02070101',
      messages: [
        [{ type: 'timeSync' }],
        [
          { measurementId: '3000', measurementValue: 90, type: 'Battery' },
          { measurementId: '3940', measurementValue: 2, type: 'Work Mode' },
          { measurementId: '3965', measurementValue: 7, type: 'Positioning Strategy' },
          { measurementId: '3974', measurementValue: 1, type: '3X Sensor Enable' },
          { measurementId: '3976', measurementValue: 1, type: 'Anti-Theft' },
        ],
      ],
    },
    { battery_pct: 90 },
  ),
];

/**
 * A fix of a clock never set: not in codec-outputs.ts, because apps/server's SenseCAP location
 * (network-decoded/location.ts) dates it at its timestamp 0 (1970), where ours has no time.
 */
export const senseCapT2000ClockUnset: CodecExample = t2000(
  '0x2E: a clock never set (UTC 0)',
  '2E0000000000000006CA509801587EE462',
  {
    valid: true,
    err: 0,
    payload: '2e0000000000000006ca509801587ee462',
    messages: [
      [
        {
          measurementId: '4197',
          timestamp: 0,
          motionId: 0,
          measurementValue: '113.9222',
          type: 'Longitude',
        },
        {
          measurementId: '4198',
          timestamp: 0,
          motionId: 0,
          measurementValue: '22.576868',
          type: 'Latitude',
        },
        { measurementId: '3000', timestamp: 0, motionId: 0, measurementValue: '98', type: 'Battery' },
      ],
    ],
  },
  { battery_pct: 98 },
  ['device clock not set (UTC 0); readings use the receive time'],
);
