import { storageKeys } from './storage.ts';

export const defaultDevicesPerPage = 10;

/** Spec 9: devices per page defaults to 10, stored when missing or not a number. */
export function readDevicesPerPage(storage: Storage = localStorage): number {
  const raw = storage.getItem(storageKeys.devicesPerPage);
  const value = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  if (Number.isNaN(value)) {
    storage.setItem(storageKeys.devicesPerPage, String(defaultDevicesPerPage));
    return defaultDevicesPerPage;
  }
  return value;
}

export function writeDevicesPerPage(value: number, storage: Storage = localStorage): void {
  storage.setItem(storageKeys.devicesPerPage, String(value));
}
