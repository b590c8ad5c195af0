import type { ListColumn } from './list-columns.ts';

/** The postcode column the place lists (geofences, bases) share: sortable, hidden on phones. */
export function postcodeColumn<T extends { postcode: string }>(label: string): ListColumn<T> {
  return {
    key: 'postcode',
    label,
    render: (place) => place.postcode,
    sortValue: (place) => place.postcode,
    hideBelow: 'sm',
  };
}
