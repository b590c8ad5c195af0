import { describe, expect, it } from 'vitest';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { tlt2hCodec } from './codec.ts';

// Sources:
// [MT700] Mictrack, "Mictrack Communication Protocol (for MT700)" V1.0 (as 1library.net shows
//   sections 1 to 2.2.1): 1, reports and commands "without ACK"; 2.1, the header and its example
//   `#867198059727390#MT700#0000#AUTO#1`; 2.2.1, the backup voltage ("38 means 3.8V") before `$GPRMC`.
// [MT500] Mictrack, "MT500 GPRS Communication Protocol" (trackergreat.com): 2.2, the field table
//   (IMEI 863835023427631, Base ID a52d15e5803 = LAC+CI in hex, 094632.00, A, 2237.7776 N,
//   11402.1399 E, 0.07, date 030116); 2.3, the status list (AUTOSTART ... SAFESPEED).
// [receiver] invertedtomato/mictrack-receiver at 2c2e2c7e6c4394fe6dd157e77b10e6c656976116,
//   tests/MessageParserTests.cs: that example as a whole message ("Example from manual").
// [ours] messages built on those, with another status.

const send = (text: string): TrackerEvent[] => tlt2hCodec.createStream().push(Buffer.from(text, 'latin1'));
const recordsOf = (list: TrackerEvent[]): TrackerRecord[] =>
  list.flatMap((e) => (e.type === 'records' ? e.records : []));

const mt500 = (status: string) =>
  `#863835023427631#MT600#0000#${status}#1\r\n#a52d15e5803$GPRMC,094632.00,A,2237.7776,N,11402.1399,E,0.07,309.62,030116,,,A*49\r\n##\r\n`;

describe('TLT-2H: the vendor documents’ examples', () => {
  it('reads the MT500 document’s example: its time, place and speed in knots [MT500, receiver]', () => {
    const events = send(mt500('AUTO'));
    expect(events[0]).toEqual({ type: 'login', id: '863835023427631' });
    expect(recordsOf(events)).toEqual([
      {
        time: new Date('2016-01-03T09:46:32Z'),
        valid: true,
        lat: 22.629627,
        lon: 114.035665,
        // 0.07 knots.
        speedKmh: 0.13,
        course: 309.62,
        extra: { baseId: 'a52d15e5803', status: 'AUTO' },
      },
    ]);
  });

  it('reads the MT700 document’s header and backup voltage, and answers nothing [MT700]', () => {
    // The header of 2.1; a body of 2.2.1's form (the fix of Traccar's vector for this unit).
    const events = send(
      '#867198059727390#MT700#0000#AUTO#1\r\n#38$GPRMC,105721.00,A,2238.3071,N,11401.7575,E,,96.70,250321,,,A*74\r\n##\r\n',
    );
    expect(events.map((e) => e.type)).toEqual(['login', 'records']);
    expect(events[0]).toEqual({ type: 'login', id: '867198059727390' });
    expect(recordsOf(events)[0]).toMatchObject({ batteryV: 3.8, extra: { status: 'AUTO' } });
  });

  it.each([
    ['SOS', ['sos']],
    ['DEF', ['power_cut']],
    ['BLP', ['low_battery']],
    ['CLP', ['low_external_power']],
    ['OS', ['geofence_exit']],
    ['RS', ['geofence_enter']],
    ['OVERSPEED', ['overspeed']],
    ['TOWED', ['tow']],
    // The MT700's statuses (traccar/traccar#5343 for SHAKE, which the MT700 sends on waking by vibration).
    ['SHAKE', ['vibration']],
    ['LOW', ['low_battery']],
  ])('reads the status %s as the alarm %j [MT500, MT700, ours]', (status, alarms) => {
    const [record] = recordsOf(send(mt500(status)));
    expect(record?.alarms).toEqual(alarms);
    expect(record?.extra?.status).toBe(status);
  });

  it('reads the ACC statuses as the ignition, and keeps the others as the status only [MT500, ours]', () => {
    expect(recordsOf(send(mt500('AUTOSTART')))[0]?.ignition).toBe(true);
    expect(recordsOf(send(mt500('AUTOSTOP')))[0]?.ignition).toBe(false);
    expect(recordsOf(send(mt500('AUTOLOW')))[0]?.ignition).toBe(false);
    for (const status of ['HT', 'OPEN', 'SHORT', 'SAFESPEED', 'SMS', 'LOCK']) {
      const [record] = recordsOf(send(mt500(status)));
      expect(record).not.toHaveProperty('alarms');
      expect(record).not.toHaveProperty('ignition');
      expect(record?.extra?.status).toBe(status);
    }
  });

  it('keeps an SOS whose body cannot be read as the unit’s state, so the alarm is not lost [ours]', () => {
    const events = send('#863835023427631#MT600#0000#SOS#1\r\n#a52d15e5803$GPGGA,094632.00\r\n##\r\n');
    expect(events).toContainEqual({
      type: 'heartbeat',
      id: '863835023427631',
      record: { alarms: ['sos'], extra: { status: 'SOS' } },
    });
    expect(events).toContainEqual(expect.objectContaining({ type: 'bad_frame', reason: 'unsupported' }));
  });
});
