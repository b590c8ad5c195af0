import type { WidgetData } from '@pinpoint/shared/widgets/index.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PlannedWidget } from './plan.ts';
import type { OccupantRow } from './repo.ts';

export type Db = Kysely<Database>;

/** What every loader shares: the organisation, the zone, and where each widget's data goes. */
export type LoadContext = {
  organisationId: string;
  timeZone: string;
  /** The clock of the call (forecasts are of now, whatever the range). */
  now: Date;
  out: Map<string, WidgetData>;
  /**
   * On a public share, the devices its widgets name (the organisation's, checked): a widget that
   * names none reads these, never the whole organisation (whose device names a share must not
   * show). Null when signed in or in a report.
   */
  shareDevices: ReadonlySet<string> | null;
  /** Devices named by occupancy widgets that no other widget reads (for the answer's device map). */
  occupants: Map<string, OccupantRow>;
};

/** Loads the data of some widgets of one kind (every statement of the kind serves them all). */
export type Loader = (db: Db, ctx: LoadContext, widgets: PlannedWidget[]) => Promise<void>;

/** A date as milliseconds, for request keys. */
export const ms = (d: Date) => d.getTime();
/** Six significant digits: what a chart or a label can show, at a third of the bytes. */
export const rounded = (v: number | null | undefined): number | null =>
  v === null || v === undefined || !Number.isFinite(v) ? null : Number(v.toPrecision(6));

/** Five decimals of a degree: about a metre, what a GPS fix holds. */
export const coordinate = (v: number | undefined) => Math.round((v ?? 0) * 1e5) / 1e5;
