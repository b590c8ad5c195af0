import type { Db } from '../../db/database.ts';

export const deviceColumns = [
  'id',
  'organisation_id',
  'name',
  'dev_eui',
  'app_eui',
  'app_key',
  'type',
  'model_id',
  'forwarder',
  'decoding',
  'imei',
  'protocol',
  'barcode',
  'is_demo',
  'battery_mv',
  'battery_pct',
  'temperature',
  'lat',
  'lon',
  'location_at',
  'last_seen_at',
  'last_alert_at',
  'state',
  'share_token_hash',
  'share_expires_at',
  'created_at',
] as const;

/** Any device by id, whatever its organisation: the caller checks membership next. */
export function findDevice(db: Db, id: string) {
  return db.selectFrom('devices').select(deviceColumns).where('id', '=', id).executeTakeFirst();
}

export type DeviceRow = NonNullable<Awaited<ReturnType<typeof findDevice>>>;

export function countDevices(db: Db, organisationId: string) {
  return db
    .selectFrom('devices')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('organisation_id', '=', organisationId)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

export function devEuiTaken(db: Db, devEui: string) {
  return db.selectFrom('devices').select('id').where('dev_eui', '=', devEui).executeTakeFirst().then(Boolean);
}

/** Whether a tracker id is registered anywhere in the deployment (it names no organisation). */
export function imeiTaken(db: Db, imei: string) {
  return db.selectFrom('devices').select('id').where('imei', '=', imei).executeTakeFirst().then(Boolean);
}
