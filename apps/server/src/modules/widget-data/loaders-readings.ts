import {
  type EventsData,
  type LatestData,
  type SeriesData,
  type SeriesPoint,
  widgetFields,
} from '@pinpoint/shared/widgets/index.ts';
import { readingSeriesBatch, type SeriesBucket, type SeriesPair } from '../device/history.ts';
import { type Loader, ms, rounded } from './load-context.ts';
import { RequestSet } from './plan.ts';
import { type EventRequest, type LatestPair, selectEvents, selectLatest } from './repo.ts';

/** Loaders of readings and alerts: series buckets, latest values with their trend, event feeds. */

function point(b: SeriesBucket, band: boolean): SeriesPoint {
  return band
    ? { t: b.t, avg: rounded(b.avg), n: b.n, min: rounded(b.min), max: rounded(b.max) }
    : { t: b.t, avg: rounded(b.avg), n: b.n };
}

export const loadSeries: Loader = async (db, ctx, widgets) => {
  const pairs = new RequestSet<SeriesPair>();
  const wanted = widgets.map((pw) => {
    const stride = pw.stride ?? { seconds: 3600 };
    const origin = new Date(pw.origin ?? ms(pw.range.from));
    const entries = pw.devices.flatMap((deviceId) =>
      widgetFields(pw.widget).map((field) => ({
        deviceId,
        field,
        at: pairs.add(
          [deviceId, field, ms(pw.range.from), ms(pw.range.to), stride.seconds, stride.unit, ms(origin)].join(
            '|',
          ),
          () => ({ deviceId, field, from: pw.range.from, to: pw.range.to, stride, origin }),
        ),
      })),
    );
    return { pw, stride, origin, entries };
  });
  const buckets = await readingSeriesBatch(db, ctx.organisationId, pairs.items, ctx.timeZone);
  for (const { pw, stride, origin, entries } of wanted) {
    const band = pw.widget.type === 'series' && pw.widget.options.band;
    const data: SeriesData = {
      stride: stride.seconds,
      ...(stride.unit ? { unit: stride.unit } : {}),
      origin: origin.toISOString(),
      series: entries.map((e) => ({
        device: e.deviceId,
        field: e.field,
        points: (buckets[e.at] ?? []).map((b) => point(b, band)),
      })),
    };
    ctx.out.set(pw.widget.id, data);
  }
};

export const loadLatest: Loader = async (db, ctx, widgets) => {
  const pairs = new RequestSet<LatestPair>();
  const wanted = widgets.map((pw) => ({
    pw,
    entries: pw.devices.flatMap((deviceId) =>
      widgetFields(pw.widget).map((field) => ({
        deviceId,
        field,
        at: pairs.add([deviceId, field, ms(pw.range.from), ms(pw.range.to)].join('|'), () => ({
          deviceId,
          field,
          from: pw.range.from,
          to: pw.range.to,
        })),
      })),
    ),
  }));
  const rows = new Map((await selectLatest(db, ctx.organisationId, pairs.items)).map((r) => [r.i - 1, r]));
  for (const { pw, entries } of wanted) {
    const data: LatestData = {
      values: entries.map((e) => {
        const row = rows.get(e.at);
        return {
          device: e.deviceId,
          field: e.field,
          value: rounded(row?.value),
          time: row?.time ? row.time.toISOString() : null,
          first: rounded(row?.first),
        };
      }),
    };
    ctx.out.set(pw.widget.id, data);
  }
};

export const loadEvents: Loader = async (db, ctx, widgets) => {
  const requests = new RequestSet<EventRequest>();
  const wanted = widgets.map((pw) => {
    const limit = pw.widget.type === 'event-feed' ? pw.widget.options.limit : 20;
    const at = pw.devices.map((deviceId) => {
      const i = requests.add([deviceId, ms(pw.range.from), ms(pw.range.to)].join('|'), () => ({
        deviceId,
        from: pw.range.from,
        to: pw.range.to,
        limit,
      }));
      const request = requests.items[i] as EventRequest;
      request.limit = Math.max(request.limit, limit);
      return i;
    });
    return { pw, at, limit };
  });
  const byRequest = new Map<number, EventsData['events']>();
  for (const row of await selectEvents(db, ctx.organisationId, requests.items)) {
    const request = requests.items[row.i - 1] as EventRequest;
    const list = byRequest.get(row.i - 1) ?? [];
    list.push({
      device: request.deviceId,
      time: row.time.toISOString(),
      alertType: row.alert_type,
      value: rounded(row.value),
      message: row.message,
    });
    byRequest.set(row.i - 1, list);
  }
  for (const { pw, at, limit } of wanted) {
    const events = at
      .flatMap((i) => byRequest.get(i) ?? [])
      .sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : 0))
      .slice(0, limit);
    ctx.out.set(pw.widget.id, { events } satisfies EventsData);
  }
};
