import type { Db } from '../db/database.ts';
import type { BatteryRange } from '../ingest/interpret.ts';
import { seedDemoActions } from './demo-actions.ts';
import { demoIndexOf, type SimulatedKind } from './fleet.ts';
import { HISTORY_DAYS, type HistoryDevice, historyItems, writeHistory } from './history.ts';

/** When a new demo organisation's past starts: its devices count as registered then. */
export const pastStart = (now: Date) => new Date(now.getTime() - HISTORY_DAYS * 86_400_000);

/** The deployment's default battery range (BATTERY_MIN_MV, BATTERY_MAX_MV): the demo's batteries sit well inside it. */
const defaultBattery: BatteryRange = { minMv: 2300, maxMv: 3000 };

type SeededDevice = {
  id: string;
  name: string;
  dev_eui: string | null;
  model_id: string | null;
  network: Record<string, unknown> | null;
};

/**
 * A new demo organisation's last week (issue 27 item 5), so its first dashboard, report and asset
 * page show days of data instead of a few minutes at the edge of an empty axis: what the simulator
 * would have sent (daily cold-room cycles, door openings in working hours, the vans' rounds between
 * their depots), stored as ingest stores it, ending just before `now`, and the alerts it fired.
 */
export async function seedDemoPast(
  db: Db,
  organisationId: string,
  devices: SeededDevice[],
  now: Date,
  battery: BatteryRange = defaultBattery,
): Promise<void> {
  const fleet: Array<HistoryDevice & { name: string }> = [];
  for (const row of devices) {
    const kind = row.network?.simulatedKind as SimulatedKind | undefined;
    if (!kind || !row.dev_eui) continue;
    fleet.push({
      name: row.name,
      simulated: {
        kind,
        index: demoIndexOf(row.dev_eui),
        devEui: row.dev_eui,
        ttnId: String(row.network?.ttnDeviceId ?? kind),
      },
      known: { id: row.id, organisationId, modelId: row.model_id, fcntEpoch: 0, decoding: 'auto' },
    });
  }
  const items = historyItems(fleet, now, battery);
  await writeHistory(db, items);
  await seedDemoActions(
    db,
    organisationId,
    fleet.map((d) => ({ id: d.known.id, name: d.name, kind: d.simulated.kind })),
    items,
  );
}
