import { type Journey, journeyAt, routeLength } from './journey.ts';
import { type LatLon, torontoRoutes } from './toronto.ts';

/** The kinds of simulated device, each sending what the real one would. */
export const simulatedKinds = ['tracker', 'fridge', 'freezer', 'door', 'leak', 'button', 'co2'] as const;
export type SimulatedKind = (typeof simulatedKinds)[number];

export type SimulatedDevice = { kind: SimulatedKind; index: number; devEui: string; ttnId: string };

export type Uplink = { fPort: number; payload?: Uint8Array; decoded?: Record<string, unknown> };

/** Dragino LHT65 bytes (the codec of dragino/lht65): battery mV, SHT temperature and humidity, external probe. */
export function encodeLht65(
  batteryMv: number,
  temperature: number,
  humidity: number,
  probe: number,
): Uint8Array {
  const b = Buffer.alloc(11);
  b.writeUInt16BE(0xc000 | Math.round(batteryMv), 0);
  b.writeInt16BE(Math.round(temperature * 100), 2);
  b.writeUInt16BE(Math.round(humidity * 10), 4);
  b.writeUInt8(0x01, 6);
  b.writeInt16BE(Math.round(probe * 100), 7);
  b.writeUInt16BE(0x7fff, 9);
  return new Uint8Array(b);
}

const wave = (t: number, periodS: number) => Math.sin((2 * Math.PI * t) / periodS);

/** FNV-1a: the same inputs, the same number in [0, 2^32), so every run and process agree. */
export function hash32(...parts: Array<string | number>): number {
  let h = 0x811c9dc5;
  for (const ch of parts.join('|')) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const day = 86_400;
/** The hour in Toronto (standard time; a demo needs no daylight-saving precision). */
const localHour = (t: number) => (((t / 3600 - 5) % 24) + 24) % 24;
const isDaytime = (t: number) => localHour(t) >= 7 && localHour(t) < 19;
/** Monday to Friday in Toronto (1 January 1970, day 0, was a Thursday). */
const isWorkday = (t: number) => {
  const weekday = (((Math.floor((t - 5 * 3600) / day) + 4) % 7) + 7) % 7;
  return weekday !== 0 && weekday !== 6;
};

/** A battery in mV: a little under full when new, draining 0.3 mV a day (a two-year cycle). */
export function batteryMvAt(seed: number, t: number): number {
  const days = (((t / day) % 730) + 730) % 730;
  return Math.round(2990 - (seed % 50) - days * 0.3);
}

/** Every demo van's round (out, depot, back, depot) takes 40 minutes, its stops 4 each. */
export const vanCycle = 2400;
const vanDwell = 240;

/**
 * The demo vans' rounds: a street each, at the speed that street takes in the round, stopping
 * at a depot at each end. The three vans of a fleet are a third of a round apart, so their
 * stops never fall together (each stop is shorter than a sixth of the round): one always moves.
 */
export function journeyOf(device: SimulatedDevice): Journey {
  const i = device.index;
  const route = torontoRoutes[i % torontoRoutes.length] as LatLon[];
  const drive = vanCycle / 2 - vanDwell;
  const fleetOffset = hash32(device.devEui.slice(0, 8)) % vanCycle;
  return {
    route,
    // Exact, not rounded: every van's round must last exactly vanCycle, or over Unix time (1.8e9 s)
    // a rounding of a hundredth drifts the vans' thirds apart until their stops fall together.
    speed: routeLength(route) / drive,
    dwell: vanDwell,
    phase: fleetOffset + ((i % 3) * vanCycle) / 3,
  };
}

/** When the door of a cold room or a door sensor opens in a 20-minute slot (working hours only), if it does. */
function doorOpening(seed: number, slot: number): { at: number; seconds: number } | null {
  const start = slot * 1200;
  const h = hash32(seed, slot);
  if (!isDaytime(start) || !isWorkday(start) || h % 3 !== 0) return null;
  return { at: start + (h % 900), seconds: 60 + (h % 120) };
}

/** A cold room's temperature: a slow drift, a defrost every 6 hours, and door openings that warm it for a while. */
function coldRoomTemperature(kind: 'fridge' | 'freezer', seed: number, t: number): number {
  const base = kind === 'fridge' ? 3.5 : -19;
  const drift = wave(t + (seed % 5400), 5400) * 0.4 + wave(t + (seed % 1300), 1300) * 0.15;
  // The room around it is warmest mid-afternoon: the compressor keeps up a little less well.
  const daily = (kind === 'freezer' ? 0.5 : 0.3) * Math.sin((2 * Math.PI * (localHour(t) - 9)) / 24);
  // Defrosts start 10 minutes before a 20-minute mark, so the back-fill's 20-minute readings catch
  // each one at its peak: a phase anywhere in the 6 hours left some new demo organisations' freezer
  // never above its demo alert's -13.5 °C in their week of history (126 of 300 random Dev EUIs).
  const sinceDefrost = (t + (seed % 18) * 1200 + 600) % 21_600;
  const defrost =
    sinceDefrost < 1200 ? (kind === 'freezer' ? 4 : 1.5) * Math.sin((Math.PI * sinceDefrost) / 1200) : 0;
  let door = 0;
  for (const slot of [Math.floor(t / 1200) - 1, Math.floor(t / 1200)]) {
    const opening = doorOpening(seed, slot);
    if (opening && t >= opening.at)
      door += (kind === 'freezer' ? 2.5 : 1.5) * Math.exp(-(t - opening.at) / 600);
  }
  return base + drift + daily + defrost + door;
}

/** What `device` sends at `t` seconds (Unix time in the demo): deterministic, so runs can be compared. */
export function uplinkAt(device: SimulatedDevice, t: number): Uplink {
  const seed = hash32(device.devEui);
  const volts = Number((batteryMvAt(seed, t) / 1000).toFixed(3));
  switch (device.kind) {
    case 'tracker': {
      const p = journeyAt(journeyOf(device), t);
      const decoded = {
        latitude: Number(p.lat.toFixed(6)),
        longitude: Number(p.lon.toFixed(6)),
        speed: Number(p.speed.toFixed(2)),
        heading: Math.round(p.heading),
        battery: volts,
        motion: p.moving,
      };
      return { fPort: 2, decoded };
    }
    case 'fridge':
    case 'freezer': {
      const temperature = coldRoomTemperature(device.kind, seed, t);
      const humidity = 45 + wave(t + (seed % 3600), 3600) * 8;
      return {
        fPort: 2,
        payload: encodeLht65(batteryMvAt(seed, t), temperature + 1.5, humidity, temperature),
      };
    }
    case 'door': {
      const slot = Math.floor(t / 1200);
      const opening = doorOpening(seed, slot);
      const open = opening !== null && t >= opening.at && t < opening.at + opening.seconds;
      return { fPort: 10, decoded: { door_open: open, BatV: volts } };
    }
    case 'leak': {
      // Rare: about one 10-minute leak in twelve days.
      const slot = Math.floor(t / (3 * day));
      const h = hash32(seed, 'leak', slot);
      const at = slot * 3 * day + (h % (3 * day - 600));
      return { fPort: 2, decoded: { leak: h % 4 === 0 && t >= at && t < at + 600, BatV: volts } };
    }
    case 'button': {
      // Pressed now and then in office hours, held long enough for one uplink to carry it.
      const slot = Math.floor(t / 7200);
      const h = hash32(seed, 'button', slot);
      const at = slot * 7200 + (h % 7000);
      return {
        fPort: 2,
        decoded: { button: isDaytime(at) && h % 4 === 0 && t >= at && t < at + 30, BatV: volts },
      };
    }
    case 'co2': {
      // A meeting room: fresh at night, filling up when people meet in the day.
      const occupied = isDaytime(t) ? Math.max(0, wave(t + (seed % 7200), 7200)) : 0;
      return {
        fPort: 85,
        decoded: {
          co2: Math.round(430 + (seed % 40) + occupied * 650 + wave(t, 900) * 15),
          temperature: Number((20.5 + occupied * 1.5 + wave(t, 5400) * 0.3).toFixed(1)),
          humidity: Number((36 + occupied * 6 + wave(t, 9000) * 2).toFixed(1)),
        },
      };
    }
  }
}

/** The model id each kind's payload needs decoding with (undefined: the network server decodes). */
export const modelOf: Record<SimulatedKind, string | null> = {
  tracker: null,
  fridge: 'dragino/lht65',
  freezer: 'dragino/lht65',
  door: null,
  leak: null,
  button: null,
  co2: null,
};

export const deviceTypeOf: Record<SimulatedKind, string> = {
  tracker: 'location',
  fridge: 'temperature',
  freezer: 'temperature',
  door: 'door/window',
  leak: 'water leak',
  button: 'SOS button',
  co2: 'CO2',
};

/** A Dev EUI in a block of our own (FF-prefixed), unique per run prefix and index. */
export function simulatedDevEui(prefix: number, index: number): string {
  return `FF${prefix.toString(16).padStart(6, '0')}${index.toString(16).padStart(8, '0')}`.toUpperCase();
}

/**
 * A demo device's place in its organisation's fleet, from its Dev EUI (simulatedDevEui puts it
 * in the last 8 digits): the same device always drives the same street.
 */
export const demoIndexOf = (devEui: string) => Number.parseInt(devEui.slice(-8), 16) || 0;

/** A The Things Stack v3 webhook body for one uplink, as TTS sends it. */
export function ttnWebhookBody(device: SimulatedDevice, uplink: Uplink, fCnt: number, at: Date) {
  const rssi = -70 - ((device.index * 7 + fCnt) % 50);
  return {
    end_device_ids: {
      device_id: device.ttnId,
      application_ids: { application_id: 'pinpoint-simulator' },
      dev_eui: device.devEui,
    },
    received_at: at.toISOString(),
    uplink_message: {
      f_port: uplink.fPort,
      f_cnt: fCnt,
      ...(uplink.payload ? { frm_payload: Buffer.from(uplink.payload).toString('base64') } : {}),
      ...(uplink.decoded ? { decoded_payload: uplink.decoded } : {}),
      rx_metadata: [
        {
          gateway_ids: { gateway_id: `sim-gw-${device.index % 4}` },
          rssi,
          channel_rssi: rssi,
          snr: Number((9 - ((device.index + fCnt) % 150) / 10).toFixed(1)),
        },
      ],
      settings: {
        data_rate: { lora: { bandwidth: 125000, spreading_factor: 7 + (device.index % 4) } },
        frequency: '904300000',
      },
      received_at: at.toISOString(),
    },
  };
}
