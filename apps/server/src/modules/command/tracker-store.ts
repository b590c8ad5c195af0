import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { TrackerCommandStore } from '../../ingest/trackers/commands.ts';

/** A tracker's reply is kept up to this many characters (a Codec 12 getinfo answer is ~200). */
const ANSWER_MAX = 2000;

/**
 * The command queue's side of cellular trackers (issue 26): the listener takes a connected
 * tracker's queued commands (marked sent in the same statement, so two processes never both
 * write one), and stores its answer on the command, which is then acknowledged.
 */
export function createTrackerCommandStore(db: Db): TrackerCommandStore {
  return {
    async take(deviceId) {
      const { rows } = await sql<{ id: string; kind: string; text: string | null; created_at: Date }>`
        update commands set status = 'sent', sent_at = now(), attempts = attempts + 1, updated_at = now()
         where id in (select id from commands
                       where device_id = ${deviceId} and status = 'queued' and transport = 'tracker'
                       order by created_at limit 20
                       for update skip locked)
           and status = 'queued'
        returning id, kind, text, created_at`.execute(db);
      return rows
        .sort((a, b) => a.created_at.getTime() - b.created_at.getTime())
        .map((r) => ({ id: r.id, kind: r.kind, text: r.text ?? '' }));
    },
    async requeue(id) {
      await db
        .updateTable('commands')
        .set({ status: 'queued', sent_at: null, updated_at: new Date() })
        .where('id', '=', id)
        .where('status', '=', 'sent')
        .execute();
    },
    async answer(deviceId, commandId, text) {
      const answer = text.replaceAll(String.fromCharCode(0), '').slice(0, ANSWER_MAX);
      const target =
        commandId ??
        (
          await db
            .selectFrom('commands')
            .select('id')
            .where('device_id', '=', deviceId)
            .where('transport', '=', 'tracker')
            .where('status', '=', 'sent')
            .orderBy('sent_at')
            .executeTakeFirst()
        )?.id;
      if (!target) return;
      await db
        .updateTable('commands')
        .set({
          status: 'acknowledged',
          acknowledged_at: new Date(),
          answer,
          error: null,
          updated_at: new Date(),
        })
        .where('id', '=', target)
        .where('device_id', '=', deviceId)
        .where('status', 'in', ['sent', 'queued'])
        .execute();
    },
  };
}
