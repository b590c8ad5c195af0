import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { TrackerCommandStore } from '../../ingest/trackers/commands.ts';

/** A tracker's reply is kept up to this many characters (a Codec 12 getinfo answer is ~200). */
const ANSWER_MAX = 2000;

/**
 * How long a tracker's command written to its connection waits for the answer. Trackers answer
 * within seconds of reading a command (Teltonika's Codec 12 response, GT06's 0x15, the text
 * protocols' replies); one that has said nothing for this long lost the command or its answer with
 * its connection, and the person who sent it should know rather than watch "sent" for good.
 */
export const TRACKER_ANSWER_WAIT_MINUTES = 10;
export const TRACKER_UNANSWERED_ERROR = `The tracker did not answer within ${TRACKER_ANSWER_WAIT_MINUTES} minutes: it may still have carried the command out`;

/**
 * Fails the tracker commands sent more than `minutes` ago and still unanswered, for trackers whose
 * protocol answers (`protocols`); answers their ids. An answer that comes later still acknowledges
 * the command (`answer` below).
 */
export async function failUnansweredTrackerCommands(
  db: Db,
  protocols: readonly string[],
  minutes = TRACKER_ANSWER_WAIT_MINUTES,
): Promise<string[]> {
  if (!protocols.length) return [];
  const { rows } = await sql<{ id: string }>`
    update commands c set status = 'failed', failed_at = now(), error = ${TRACKER_UNANSWERED_ERROR}, updated_at = now()
      from devices d
     where c.status = 'sent' and c.transport = 'tracker'
       and c.sent_at < now() - make_interval(mins => ${minutes})
       and d.id = c.device_id and d.protocol = any(${[...protocols]}::text[])
    returning c.id`.execute(db);
  return rows.map((r) => r.id);
}

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
    async fail(id, error) {
      await db
        .updateTable('commands')
        .set({ status: 'failed', failed_at: new Date(), error, updated_at: new Date() })
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
        // A late answer still acknowledges a command failed for want of one.
        .where((eb) =>
          eb.or([
            eb('status', 'in', ['sent', 'queued']),
            eb.and([eb('status', '=', 'failed'), eb('error', '=', TRACKER_UNANSWERED_ERROR)]),
          ]),
        )
        .execute();
    },
  };
}
