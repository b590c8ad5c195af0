import type { Device } from '@pinpoint/shared';
import type { Asset } from '@pinpoint/shared/asset.ts';
import { useEffect, useRef } from 'react';

/**
 * Calls `refetch` when one of the asset's devices reports (its last-seen time moves in the live
 * device list), at most once every `gapMs`: the charts follow the live updates without a
 * request per uplink. Nothing happens on mount.
 */
export function useRefetchOnReports(
  asset: Pick<Asset, 'metrics'>,
  devices: ReadonlyMap<string, Pick<Device, 'lastSeenAt'>>,
  refetch: () => void,
  gapMs = 5_000,
): void {
  const signature = asset.metrics
    .map((m) => (m.deviceId ? (devices.get(m.deviceId)?.lastSeenAt ?? '') : ''))
    .join('|');
  const seen = useRef(signature);
  const latest = useRef(refetch);
  latest.current = refetch;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (signature === seen.current) return;
    seen.current = signature;
    timer.current ??= setTimeout(() => {
      timer.current = undefined;
      latest.current();
    }, gapMs);
  }, [signature, gapMs]);

  useEffect(() => () => clearTimeout(timer.current), []);
}
