import type { Device } from '@pinpoint/shared';
import { packDevicePositions } from '@pinpoint/shared/device-positions.ts';
import type { FakeHandler } from '../../test/fake-server.ts';

// The two device routes of issue 31 item 2 over a test's devices, as the server answers them
// (apps/server/src/modules/device/device-page.ts, whose integration test checks the real ones):
// the table's page sorted, searched and filtered, and the map's packed positions.

const percent = (device: Device) =>
  device.batteryMv !== null
    ? Math.round(Math.min(1, Math.max(0, (device.batteryMv - 2300) / 700)) * 100)
    : device.batteryPct;
const time = (iso: string | null) => (iso ? Date.parse(iso) : null);
type DaysLeft = (id: string) => number | null;
const sortValues = (daysLeft: DaysLeft): Record<string, (device: Device) => string | number | null> => ({
  name: (device) => device.name.toLowerCase(),
  type: (device) => device.type.toLowerCase(),
  battery: percent,
  batteryForecast: (device) => daysLeft(device.id),
  temperature: (device) => device.temperature,
  lastUpdated: (device) => time(device.lastSeenAt),
  lastAlert: (device) => time(device.lastAlertAt),
});

/** GET /organisation/:id/devices/page over `rows()` (with each device's days left, if any). */
export function fakeDevicePages(rows: () => Device[], daysLeft: DaysLeft = () => null): FakeHandler {
  const sortValue = sortValues(daysLeft);
  return ({ query }, { id }) => {
    const all = rows().filter((device) => device.organisationId === id);
    const page = Number(query.get('page') ?? 1);
    const pageSize = Number(query.get('pageSize') ?? 10);
    // The type sort in the order the browser sent (the labels'), types it leaves out after.
    const typeOrder = query.get('typeOrder')?.split(',') ?? [];
    const byOrder = (device: Device) =>
      typeOrder.includes(device.type) ? typeOrder.indexOf(device.type) : typeOrder.length;
    const value =
      query.get('sort') === 'type' && typeOrder.length
        ? byOrder
        : (sortValue[query.get('sort') ?? 'name'] ?? sortValue.name);
    const sign = query.get('direction') === 'desc' ? -1 : 1;
    const search = (query.get('search') ?? '').toLowerCase();
    const type = query.get('type');
    const matching = all
      .filter((device) => !type || device.type === type)
      .filter((device) =>
        [device.name, device.devEui, device.imei, device.barcode, device.type]
          .join(' ')
          .toLowerCase()
          .includes(search),
      )
      .sort((a, b) => {
        const [x, y] = [value?.(a) ?? null, value?.(b) ?? null];
        if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
        const order = x < y ? -1 : x > y ? 1 : 0;
        return order * sign || a.name.toLowerCase().localeCompare(b.name.toLowerCase());
      });
    return {
      items: matching.slice((page - 1) * pageSize, page * pageSize),
      total: matching.length,
      page,
      pageSize,
      types: [...new Set(all.map((device) => device.type))].sort(),
    };
  };
}

/** GET /organisation/:id/devices/positions over `rows()`. */
export function fakeDevicePositions(rows: () => Device[]): FakeHandler {
  return (_request, { id }) =>
    packDevicePositions({
      builtAt: Date.now(),
      devices: rows()
        .filter((device) => device.organisationId === id && device.location)
        .map((device) => ({
          id: device.id,
          lat: device.location?.lat ?? 0,
          lon: device.location?.lon ?? 0,
          lastSeenAt: device.lastSeenAt,
          lastAlertAt: device.lastAlertAt,
          usualIntervalS: device.usualIntervalS ?? null,
        })),
    });
}

/** The routes a device list screen asks for, over `rows()`. */
export const deviceListRoutes = (rows: () => Device[], daysLeft?: DaysLeft): Record<string, FakeHandler> => ({
  'GET /organisation/:id/devices/page': fakeDevicePages(rows, daysLeft),
  'GET /organisation/:id/devices/positions': fakeDevicePositions(rows),
});
