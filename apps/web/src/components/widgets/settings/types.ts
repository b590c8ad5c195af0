import type { ReadingField } from '@pinpoint/shared/readings.ts';
import type { Widget } from '@pinpoint/shared/widgets/widget.ts';
import type { TemperatureUnit } from '../../../lib/temperature.ts';

/** What a type's settings fields get: the draft widget, a way to change it and its errors by path. */
export type FieldsProps<W extends Widget> = {
  widget: W;
  onChange: (next: W) => void;
  /** Messages by the schema's path inside the widget ('field', 'options.max', 'options.thresholds.0.value'). */
  errors: Record<string, string>;
  /** Reading fields the chosen devices report (all of them when none is chosen yet). */
  fields: readonly ReadingField[];
  temperatureUnit: TemperatureUnit;
  /** The organisation's geofences, for the occupancy widget. */
  geofences: readonly { id: string; name: string }[];
  /** The organisation whose assets an asset metric offers. */
  organisationId: string | null;
};
