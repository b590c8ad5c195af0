import { describe, expect, it } from 'vitest';
import { parseChirpstackDownlinkEvent, parseTtnDownlinkEvent } from './downlink-events.ts';

const now = new Date('2026-03-01T12:00:00Z');
const ids = { device_id: 'van-7', application_ids: { application_id: 'app' }, dev_eui: 'a84041000181af4f' };
const ours = 'pinpoint:command:5d1b7c3e-8a4f-4c2b-9e6d-1f2a3b4c5d6e';

describe('The Things Stack downlink events', () => {
  it('reads an ack with our correlation id, port and bytes', () => {
    expect(
      parseTtnDownlinkEvent(
        {
          end_device_ids: ids,
          received_at: '2026-03-01T11:00:00Z',
          downlink_ack: {
            f_port: 2,
            frm_payload: 'BP8=',
            confirmed: true,
            correlation_ids: ['as:downlink:01', ours],
          },
        },
        now,
      ),
    ).toEqual([
      {
        source: 'ttn',
        devEui: 'A84041000181AF4F',
        type: 'ack',
        commandId: '5d1b7c3e-8a4f-4c2b-9e6d-1f2a3b4c5d6e',
        fPort: 2,
        payload: Uint8Array.of(0x04, 0xff),
        at: new Date('2026-03-01T11:00:00Z'),
      },
    ]);
  });

  it('reads a failure with its reason, and the envelope correlation ids when the downlink has none', () => {
    const [event] = parseTtnDownlinkEvent(
      {
        end_device_ids: ids,
        correlation_ids: [ours],
        downlink_failed: {
          downlink: { f_port: 2 },
          error: { name: 'too_long', message_format: 'downlink too long' },
        },
      },
      now,
    );
    expect(event).toMatchObject({ type: 'failed', error: 'downlink too long', at: now });
    expect(event?.commandId).toBe('5d1b7c3e-8a4f-4c2b-9e6d-1f2a3b4c5d6e');
  });

  it('gives nothing for uplinks and queued events, and refuses a malformed event', () => {
    expect(parseTtnDownlinkEvent({ end_device_ids: ids, uplink_message: {} }, now)).toEqual([]);
    expect(parseTtnDownlinkEvent({ end_device_ids: ids, downlink_queued: {} }, now)).toEqual([]);
    expect(() =>
      parseTtnDownlinkEvent({ end_device_ids: ids, downlink_sent: { f_port: 'two' } }, now),
    ).toThrow(/downlink_sent.f_port/);
  });
});

describe('ChirpStack downlink events', () => {
  it('reads txack and ack with the queue item id; a missing flag is not acknowledged', () => {
    const body = {
      deviceInfo: { devEui: '24e124136b5c0a01' },
      queueItemId: '5D1B7C3E-8A4F-4C2B-9E6D-1F2A3B4C5D6E',
    };
    expect(parseChirpstackDownlinkEvent('txack', body, now)).toEqual([
      {
        source: 'chirpstack',
        devEui: '24E124136B5C0A01',
        type: 'txack',
        commandId: '5d1b7c3e-8a4f-4c2b-9e6d-1f2a3b4c5d6e',
        networkRef: '5d1b7c3e-8a4f-4c2b-9e6d-1f2a3b4c5d6e',
        at: now,
      },
    ]);
    expect(parseChirpstackDownlinkEvent('ack', body, now)[0]?.acknowledged).toBe(false);
    expect(parseChirpstackDownlinkEvent('ack', { ...body, acknowledged: true }, now)[0]?.acknowledged).toBe(
      true,
    );
    expect(parseChirpstackDownlinkEvent('up', body, now)).toEqual([]);
  });
});
