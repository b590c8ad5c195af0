import net from 'node:net';
import type { Db } from '../db/database.ts';
import { batteryMvAt, hash32, journeyOf, type SimulatedDevice } from './fleet.ts';
import { journeyAt } from './journey.ts';
import { teltonikaCodec8, teltonikaImeiPacket } from './teltonika-encoder.ts';

type Log = { warn: (o: object, m: string) => void };

/**
 * The demo's cellular van (issue 26): a Teltonika FMB that reports Codec 8 over loopback through
 * the real tracker listener, like a van on the road would, one connection per demo tracker. A
 * record is sent only after the last one was acknowledged, as the device does.
 */
export function startCellularVans(db: Db, port: number, log: Log) {
  const links = new Map<string, { socket: net.Socket; ready: boolean; waiting: boolean }>();

  function linkFor(imei: string) {
    const existing = links.get(imei);
    if (existing && !existing.socket.destroyed) return existing;
    const socket = net.connect({ host: '127.0.0.1', port });
    const link = { socket, ready: false, waiting: true };
    links.set(imei, link);
    socket.on('connect', () => socket.write(teltonikaImeiPacket(imei)));
    socket.on('data', (chunk: Buffer) => {
      // 0x01 accepts the IMEI; a 4-byte record count acknowledges a packet.
      if (!link.ready && chunk[0] === 0x01) link.ready = true;
      link.waiting = false;
    });
    socket.on('error', () => {});
    socket.on('close', () => links.delete(imei));
    return link;
  }

  async function tick(now: Date) {
    const vans = await db
      .selectFrom('devices')
      .select(['id', 'imei'])
      .where('is_demo', '=', true)
      .where('forwarder', '=', 'tracker')
      .where('protocol', '=', 'teltonika')
      .execute();
    const t = now.getTime() / 1000;
    for (const van of vans) {
      if (!van.imei) continue;
      const link = linkFor(van.imei);
      if (!link.ready || link.waiting) continue;
      const device: SimulatedDevice = {
        kind: 'tracker',
        index: hash32(van.imei) % 7,
        devEui: van.imei,
        ttnId: '',
      };
      const p = journeyAt(journeyOf(device), t);
      link.waiting = true;
      link.socket.write(
        teltonikaCodec8({
          time: now,
          lat: p.lat,
          lon: p.lon,
          course: p.heading,
          satellites: 11,
          speedKmh: p.speed * 3.6,
          ignition: p.moving,
          moving: p.moving,
          externalMv: 13_800,
          batteryMv: batteryMvAt(hash32(van.imei), t) + 1100,
        }),
      );
    }
  }

  return {
    tick: (now: Date) =>
      tick(now).catch((err: unknown) => log.warn({ err }, 'demo simulator: cellular van failed')),
    stop() {
      for (const link of links.values()) link.socket.destroy();
      links.clear();
    },
  };
}
