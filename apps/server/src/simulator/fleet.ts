import { pointAlong, torontoRoutes } from './toronto.ts';

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

/** What `device` sends at `t` seconds since the simulation started: deterministic, so runs can be compared. */
export function uplinkAt(device: SimulatedDevice, t: number): Uplink {
  const i = device.index;
  const battery = 2950 - ((t / 3600) % 600) - (i % 7) * 20;
  switch (device.kind) {
    case 'tracker': {
      const route = torontoRoutes[i % torontoRoutes.length] as NonNullable<(typeof torontoRoutes)[number]>;
      const speed = 8 + (i % 5) * 2; // m/s, city traffic
      const p = pointAlong(route, t * speed + i * 750);
      const decoded = {
        latitude: Number(p.lat.toFixed(6)),
        longitude: Number(p.lon.toFixed(6)),
        speed,
        heading: Math.round(p.heading),
        battery: Number((battery / 1000 + 0.9).toFixed(2)),
        motion: true,
      };
      return { fPort: 2, decoded };
    }
    case 'fridge':
    case 'freezer': {
      const base = device.kind === 'fridge' ? 3.5 : -19;
      // A defrost cycle every 6 hours warms the box for a while: something for alerts to catch.
      const defrost = t % 21_600 < 900 ? 6 : 0;
      const temperature = base + wave(t + i * 97, 1800) * 0.8 + defrost;
      return {
        fPort: 2,
        payload: encodeLht65(battery, temperature + 1.5, 45 + wave(t, 3600) * 10, temperature),
      };
    }
    case 'door':
      return { fPort: 10, decoded: { door_open: Math.floor((t + i * 31) / 300) % 4 === 0, BatV: 3.05 } };
    case 'leak':
      return { fPort: 2, decoded: { leak: Math.floor((t + i * 53) / 3600) % 12 === 11, BatV: 3.1 } };
    case 'button':
      return { fPort: 2, decoded: { button: Math.floor((t + i * 17) / 600) % 6 === 0, BatV: 3.0 } };
    case 'co2':
      return {
        fPort: 85,
        decoded: {
          co2: Math.round(650 + wave(t + i * 13, 7200) * 350 + (i % 3) * 40),
          temperature: Number((21.5 + wave(t, 5400)).toFixed(1)),
          humidity: Number((38 + wave(t, 9000) * 6).toFixed(1)),
        },
      };
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
