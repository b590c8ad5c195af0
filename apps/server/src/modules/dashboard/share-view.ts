import {
  dashboardMessages,
  type SharedDashboardAnswer,
  type SharePreset,
  type shareDataQuerySchema,
  sharePresets,
  type WidgetDataResponse,
} from '@pinpoint/shared/widgets/index.ts';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { loadWidgetData } from '../widget-data/service.ts';
import { allowedPresets, projectSharedDashboard, shareableWidgets } from '../widget-data/share-projection.ts';
import { readDashboard } from './presenter.ts';
import { findActiveShare } from './sharing.ts';

/** Chart widths are rounded up to one of these, so viewers of one link share cached answers. */
const widthClasses = [400, 800, 1200, 1600, 2400, 4000];
const widthClassOf = (width: number) => widthClasses.find((w) => w >= width) ?? 4000;

const CACHE_ENTRIES = 1000;
const LAST_USED_EVERY_MS = 60_000;

type Entry = { expires: number; data: Promise<WidgetDataResponse> };

/**
 * The public view of dashboard links (GET /api/share/dashboard/{token}). The link is looked
 * up on every request (one indexed read, so a revoked link is gone at once); its data is
 * cached a few seconds per (link, dashboard version, preset, width class, zone), so a wall
 * screen link seen by many costs one query set. `last_used_at` is written at most once a
 * minute a link.
 */
export function createShareViewer(db: Db, options: { defaultTimeZone: string; ttlMs?: number }) {
  const ttlMs = options.ttlMs ?? 5000;
  const cache = new Map<string, Entry>();
  const lastUsed = new Map<string, number>();

  function touch(shareId: string, now: number) {
    if (now - (lastUsed.get(shareId) ?? 0) < LAST_USED_EVERY_MS) return;
    lastUsed.set(shareId, now);
    if (lastUsed.size > CACHE_ENTRIES) lastUsed.delete(lastUsed.keys().next().value as string);
    void db
      .updateTable('dashboard_shares')
      .set({ last_used_at: new Date(now) })
      .where('id', '=', shareId)
      .execute()
      .catch(() => {});
  }

  function cached(key: string, now: number, load: () => Promise<WidgetDataResponse>) {
    const hit = cache.get(key);
    if (hit && hit.expires > now) return hit.data;
    for (const [k, entry] of cache) if (entry.expires <= now || cache.size >= CACHE_ENTRIES) cache.delete(k);
    const data = load();
    cache.set(key, { expires: now + ttlMs, data });
    data.catch(() => cache.delete(key));
    return data;
  }

  async function view(
    token: string,
    query: z.output<typeof shareDataQuerySchema>,
  ): Promise<SharedDashboardAnswer> {
    const share = await findActiveShare(db, token);
    if (!share) throw notFound(dashboardMessages.shareNotFound);
    const read = readDashboard(share);
    const preset: SharePreset | undefined = query.range;
    if (preset && !allowedPresets(read.range, share.allow_range).includes(preset))
      throw invalid(dashboardMessages.rangeNotAllowed);
    const now = Date.now();
    touch(share.id, now);
    const widgets = shareableWidgets(read.widgets);
    const width = widthClassOf(query.width);
    const timeZone = query.timeZone ?? options.defaultTimeZone;
    const key = [share.id, share.version, share.updated_at.getTime(), preset ?? '', width, timeZone].join(
      '|',
    );
    const data = await cached(key, now, () =>
      loadWidgetData(db, {
        organisationId: share.organisation_id,
        widgets,
        range: preset ? sharePresets[preset] : read.range,
        widthPx: width,
        audience: 'share',
        now: new Date(now),
        timeZone,
      }),
    );
    const dashboard = projectSharedDashboard(
      { name: share.name, widgets: read.widgets, layouts: read.layouts, range: read.range },
      { allowRange: share.allow_range, expiresAt: share.expires_at },
    );
    return { dashboard, data };
  }

  return { view };
}
export type ShareViewer = ReturnType<typeof createShareViewer>;
