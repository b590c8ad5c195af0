import type { IncidentsData } from '@pinpoint/shared/widgets/index.ts';
import { sql } from 'kysely';
import { type Loader, rounded } from './load-context.ts';

type Row = {
  device_id: string;
  device_name: string;
  device_type: string;
  last_seen_at: string | null;
  action_name: string;
  state: 'open' | 'acknowledged' | 'resolved';
  opened_at: Date;
  ack_minutes: number | null;
  resolve_minutes: number | null;
};

type Summary = {
  opened: string;
  acknowledged: string;
  resolved: string;
  unresolved: string;
  ack_minutes: number | null;
  resolve_minutes: number | null;
};

/**
 * Incidents widgets (issue 30): the incidents opened over each widget's range, of its devices
 * (every device of the organisation when it names none): the counts, the median minutes to the
 * acknowledgement and to the resolution, and the latest few. Two statements a widget, on
 * incidents_org_time_idx; a dashboard holds few of them.
 */
export const loadIncidents: Loader = async (db, ctx, widgets) => {
  for (const pw of widgets) {
    const limit = pw.widget.type === 'incidents' ? pw.widget.options.limit : 10;
    const devices = pw.devices.length ? sql`and i.device_id = any(${pw.devices}::uuid[])` : sql``;
    const where = sql`i.organisation_id = ${ctx.organisationId}
      and i.opened_at >= ${pw.range.from} and i.opened_at < ${pw.range.to} ${devices}`;
    const minutes = (end: string) => sql.raw(`extract(epoch from (i.${end} - i.opened_at)) / 60`);
    const [summary, rows] = await Promise.all([
      sql<Summary>`
        select count(*) as opened,
          count(i.acknowledged_at) as acknowledged,
          count(i.resolved_at) as resolved,
          count(*) filter (where i.state <> 'resolved') as unresolved,
          percentile_cont(0.5) within group (order by ${minutes('acknowledged_at')}) as ack_minutes,
          percentile_cont(0.5) within group (order by ${minutes('resolved_at')}) as resolve_minutes
        from incidents i where ${where}`.execute(db),
      sql<Row>`
        select i.device_id, d.name as device_name, d.type as device_type,
          to_char(d.last_seen_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last_seen_at,
          a.name as action_name, i.state, i.opened_at,
          ${minutes('acknowledged_at')} as ack_minutes, ${minutes('resolved_at')} as resolve_minutes
        from incidents i
        join devices d on d.id = i.device_id and d.organisation_id = i.organisation_id
        join actions a on a.id = i.action_id
        where ${where}
        order by i.opened_at desc, i.id
        limit ${limit}`.execute(db),
    ]);
    const s = summary.rows[0];
    for (const r of rows.rows)
      ctx.occupants.set(r.device_id, {
        id: r.device_id,
        name: r.device_name,
        type: r.device_type,
        last_seen_at: r.last_seen_at,
      });
    const data: IncidentsData = {
      summary: {
        opened: Number(s?.opened ?? 0),
        acknowledged: Number(s?.acknowledged ?? 0),
        resolved: Number(s?.resolved ?? 0),
        unresolved: Number(s?.unresolved ?? 0),
        ackMinutes: rounded(s?.ack_minutes === null ? null : Number(s?.ack_minutes)),
        resolveMinutes: rounded(s?.resolve_minutes === null ? null : Number(s?.resolve_minutes)),
      },
      incidents: rows.rows.map((r) => ({
        device: r.device_id,
        action: r.action_name,
        state: r.state,
        openedAt: r.opened_at.toISOString(),
        ackMinutes: r.ack_minutes === null ? null : rounded(Number(r.ack_minutes)),
        resolveMinutes: r.resolve_minutes === null ? null : rounded(Number(r.resolve_minutes)),
      })),
    };
    ctx.out.set(pw.widget.id, data);
  }
};
