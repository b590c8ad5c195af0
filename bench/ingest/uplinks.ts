import { type SimulatedDevice, ttnWebhookBody, uplinkAt } from '../../apps/server/src/simulator/fleet.ts';

const FCNT_SLOT = '"f_cnt":987654321';
const TIME_SLOT = '2000-01-01T00:00:00.000Z';
/** How many different readings each device cycles through (the simulator's values a minute apart). */
const VARIANTS = 4;

/**
 * TTN webhook bodies as The Things Stack sends them, one per (device, frame
 * counter), cheap enough to make at tens of thousands a second on the machine
 * that is also serving them. Each device's bodies are built once by the
 * simulator (fleet.ts: trackers, fridges with raw LHT65 bytes, door, leak,
 * button and CO2 sensors) and only the frame counter and times are filled in.
 *
 * Request number `seq` is device `seq % fleet.length` with frame counter
 * `seq / fleet.length + 1`, so each uplink is distinct and the database can be
 * checked against the answers by sequence number alone.
 */
export function createUplinkSource(fleet: SimulatedDevice[]) {
  const templates = fleet.map((device) =>
    Array.from({ length: VARIANTS }, (_, v) => {
      const body = ttnWebhookBody(device, uplinkAt(device, 60 * v), 987654321, new Date(TIME_SLOT));
      const json = JSON.stringify(body);
      const [head, tail] = json.split(FCNT_SLOT) as [string, string];
      if (tail === undefined) throw new Error('The TTN body has no f_cnt to fill in');
      return { head: head.split(TIME_SLOT), tail: tail.split(TIME_SLOT) };
    }),
  );
  let isoAt = 0;
  let iso = '';
  const now = () => {
    const ms = Date.now();
    if (ms !== isoAt) {
      isoAt = ms;
      iso = new Date(ms).toISOString();
    }
    return iso;
  };
  return {
    size: fleet.length,
    /** The device index and frame counter of request `seq`. */
    identify: (seq: number) => ({ index: seq % fleet.length, fCnt: Math.floor(seq / fleet.length) + 1 }),
    /** The JSON body of request `seq`. */
    body(seq: number): string {
      const index = seq % fleet.length;
      const fCnt = Math.floor(seq / fleet.length) + 1;
      const variants = templates[index] as NonNullable<(typeof templates)[number]>;
      const t = variants[fCnt % VARIANTS] as NonNullable<(typeof variants)[number]>;
      const time = now();
      return `${t.head.join(time)}"f_cnt":${fCnt}${t.tail.join(time)}`;
    },
  };
}

export type UplinkSource = ReturnType<typeof createUplinkSource>;

/** The request number of a stored frame: the inverse of `identify`, given the device index from its Dev EUI. */
export const sequenceOf = (size: number, index: number, fCnt: number) => (fCnt - 1) * size + index;
