import { parseStoredWidgets, type StoredWidget } from '@pinpoint/shared/widgets/widget.ts';

/** A stand-in id the widget schema accepts, for the share-local key at `index`. */
const standIn = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

/**
 * The widgets of a public link, parsed one by one like stored ones: they name devices by
 * share-local keys ('d1'), which the schema's id check would refuse, so each key parses as a
 * stand-in and is given back after.
 */
export function parseSharedWidgets(raw: readonly unknown[]): StoredWidget[] {
  const keys: string[] = [];
  const swapped = raw.map((item) => {
    if (!item || typeof item !== 'object') return item;
    const record = item as Record<string, unknown>;
    const devices = Array.isArray(record.devices) ? record.devices : [];
    return {
      ...record,
      devices: devices.map((key) => {
        const text = String(key);
        let index = keys.indexOf(text);
        if (index < 0) index = keys.push(text) - 1;
        return standIn(index);
      }),
    };
  });
  return parseStoredWidgets(swapped).map((stored) => {
    if (!stored.ok) return stored;
    const devices = stored.widget.devices.map((id) => keys[Number(id.slice(-12))] ?? id);
    return { ok: true, widget: { ...stored.widget, devices } };
  });
}
