import type { DbHandle } from '../../apps/server/src/db/database.ts';
import { createKey } from '../../apps/server/src/modules/ingest-keys/service.ts';
import { registerFleet } from '../../apps/server/src/simulator/run.ts';
import { uniqueEmail } from '../../apps/server/src/test/oidc-flow.ts';
import { signUpOwner } from '../../bench/dashboard/setup.ts';

/** A signed-up owner (through the real provider), a fleet in their organisation, its ingest key, and a report. */
export async function prepareOwner(baseUrl: string, handle: DbHandle, devices: number) {
  const { token, userId, organisationId } = await signUpOwner(baseUrl, uniqueEmail('disk-full'));
  const auth = { authorization: `Bearer ${token}` };
  await handle.db
    .updateTable('organisations')
    .set({ device_limit: devices + 10 })
    .where('id', '=', organisationId)
    .execute();
  const fleet = await registerFleet(handle.db, organisationId, devices);
  const { key } = await createKey(handle.db, '', organisationId, 'Disk full');
  const ids = new Map(
    (
      await handle.db
        .selectFrom('devices')
        .select(['id', 'dev_eui'])
        .where('organisation_id', '=', organisationId)
        .execute()
    ).map((d) => [d.dev_eui, d.id]),
  );
  const fridge = fleet.find((d) => d.kind === 'fridge') ?? fleet[0];
  const deviceId = ids.get(fridge?.devEui ?? '') as string;

  const call = async (method: string, url: string, body?: unknown) => {
    const answer = await fetch(`${baseUrl}/api${url}`, {
      method,
      headers: { ...auth, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    }).catch(() => undefined);
    const bytes = answer ? Buffer.from(await answer.arrayBuffer()) : Buffer.alloc(0);
    return {
      status: answer?.status ?? 0,
      retryAfter: answer?.headers.get('retry-after'),
      bytes,
      json: () => JSON.parse(bytes.toString('utf8')),
    };
  };
  const created = await call('POST', '/report', {
    organisationId,
    name: 'Cold chain under a full disk',
    widgets: [
      { id: 'temps', type: 'series', title: 'Temperature', fields: ['temperature'], devices: [deviceId] },
      { id: 'table', type: 'device-table', title: 'Fleet', devices: [...ids.values()].slice(0, 20) },
      { id: 'note', type: 'note', title: 'Note', markdown: 'Written while the database disk filled.' },
    ],
    period: 'week',
    schedule: { frequency: 'weekly', time: '07:00', days: [1] },
    recipients: [{ kind: 'member', id: userId }],
    formats: ['pdf', 'csv', 'xlsx'],
  });
  if (created.status !== 201)
    throw new Error(`POST /api/report answered ${created.status}: ${created.bytes}`);
  const reportId = created.json().id as string;
  return { organisationId, fleet, key, deviceId, reportId, call };
}

export type Owner = Awaited<ReturnType<typeof prepareOwner>>;

/** What a user reads: the device, its history, the device list. Answers each status. */
export async function readAsUser(owner: Owner): Promise<number[]> {
  const to = new Date(Date.now() + 60_000).toISOString();
  const from = new Date(Date.now() - 3_600_000).toISOString();
  const answers = await Promise.all([
    owner.call('GET', `/device/${owner.deviceId}`),
    owner.call('GET', `/device/${owner.deviceId}/readings?from=${from}&to=${to}&field=temperature`),
    owner.call('GET', `/organisation/${owner.organisationId}/devices`),
  ]);
  return answers.map((a) => a.status);
}

type Run = {
  status: string;
  error: string | null;
  attempts: number;
  files: Array<{ format: string; size: number }>;
};

export const getRun = async (owner: Owner, runId: string): Promise<Run | undefined> => {
  const answer = await owner.call('GET', `/report/${owner.reportId}/runs/${runId}`);
  return answer.status === 200 ? (answer.json() as Run) : undefined;
};

/** Each file the run lists, downloaded: whole (its listed size, and its format's ending), or why not. */
export async function checkFiles(owner: Owner, runId: string, run: Run): Promise<string[]> {
  const problems: string[] = [];
  for (const file of run.files) {
    const got = await owner.call('GET', `/report/${owner.reportId}/runs/${runId}/files/${file.format}`);
    const b = got.bytes;
    const whole =
      file.format === 'pdf'
        ? b.subarray(0, 5).toString() === '%PDF-' && b.subarray(-8).toString().includes('%%EOF')
        : file.format === 'xlsx'
          ? b.subarray(0, 2).toString() === 'PK' && b.includes(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
          : b.length > 0;
    if (got.status !== 200 || b.length !== file.size || !whole)
      problems.push(
        `${file.format}: ${got.status}, ${b.length} of ${file.size} bytes${whole ? '' : ', cut'}`,
      );
  }
  return problems;
}
