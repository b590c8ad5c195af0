import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/**
 * One statement of the call and the widgets it serves. When a statement serving several
 * widgets fails, `split` gives one task per widget, run again, so a failure (a timeout of
 * one long range, bad data) errors only the widgets it really belongs to.
 */
export type Task = {
  name: string;
  widgets: string[];
  run: (db: Db) => Promise<void>;
  split?: () => Task[];
};

export type TaskFailure = { widgets: string[]; timeout: boolean; error: unknown };

/** PostgreSQL's query_canceled: the statement ran past statement_timeout. */
const isTimeout = (err: unknown) => (err as { code?: string } | null)?.code === '57014';

/**
 * Runs the tasks on at most `lanes` connections at once, each lane one transaction under
 * `set local statement_timeout` running tasks one after the other (so the per-statement
 * overhead is one begin, set and commit a lane, not a statement). A failed task aborts its
 * lane's transaction: the lane starts a new one for what remains. A task still waiting when
 * `deadlineMs` has passed is not started (its widgets time out).
 */
export async function runTasks(
  db: Db,
  tasks: Task[],
  options: { lanes: number; timeoutMs: number; deadlineMs: number },
): Promise<TaskFailure[]> {
  const queue = [...tasks];
  const failures: TaskFailure[] = [];
  const started = Date.now();

  const fail = (task: Task, error: unknown) => {
    if (task.split && task.widgets.length > 1) queue.push(...task.split());
    else failures.push({ widgets: task.widgets, timeout: isTimeout(error), error });
  };

  async function lane() {
    while (queue.length > 0) {
      if (Date.now() - started > options.deadlineMs) {
        for (const task of queue.splice(0))
          failures.push({ widgets: task.widgets, timeout: true, error: null });
        return;
      }
      let current: Task | undefined;
      try {
        await db.transaction().execute(async (trx) => {
          await sql.raw(`set local statement_timeout = ${Math.round(options.timeoutMs)}`).execute(trx);
          for (current = queue.shift(); current; current = queue.shift()) {
            await current.run(trx);
            if (Date.now() - started > options.deadlineMs) break;
          }
        });
      } catch (error) {
        if (!current) throw error;
        fail(current, error);
      }
    }
  }

  const count = Math.max(1, Math.min(options.lanes, queue.length));
  await Promise.all(Array.from({ length: count }, lane));
  return failures;
}
