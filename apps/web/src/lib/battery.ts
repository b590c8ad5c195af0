import { useMemo } from 'react';
import { useConfig } from './config.ts';

/** The configured battery range in millivolts (spec 9: 2300 to 3000 mV by default). */
export type BatteryRange = { minMv: number; maxMv: number };

export const defaultBatteryRange: BatteryRange = { minMv: 2300, maxMv: 3000 };

/** Battery percent from millivolts: linear over the range, clamped to 0..100, whole numbers. */
export function batteryPercent(millivolts: number, range: BatteryRange = defaultBatteryRange): number {
  const span = range.maxMv - range.minMv;
  if (!(span > 0) || !Number.isFinite(millivolts)) return 0;
  const ratio = (millivolts - range.minMv) / span;
  return Math.round(Math.min(1, Math.max(0, ratio)) * 100);
}

/**
 * A device's battery percent: from its millivolts with the deployment's range when it reports
 * them, else the percent it reports itself; null when it reports neither.
 */
export function deviceBatteryPercent(
  device: { batteryMv: number | null; batteryPct: number | null },
  range: BatteryRange = defaultBatteryRange,
): number | null {
  if (device.batteryMv !== null && Number.isFinite(device.batteryMv))
    return batteryPercent(device.batteryMv, range);
  if (device.batteryPct !== null && Number.isFinite(device.batteryPct))
    return Math.round(Math.min(100, Math.max(0, device.batteryPct)));
  return null;
}

export type BatteryLevel = 'unknown' | 'critical' | 'low' | 'medium' | 'high' | 'full';

/** The icon's level for a percent. */
export function batteryLevel(percent: number | null): BatteryLevel {
  if (percent === null) return 'unknown';
  if (percent < 10) return 'critical';
  if (percent < 35) return 'low';
  if (percent < 65) return 'medium';
  if (percent < 95) return 'high';
  return 'full';
}

/** The deployment's battery range (battery_minMV, battery_maxMV). */
export function useBatteryRange(): BatteryRange {
  const { battery_minMV, battery_maxMV } = useConfig();
  // One object while the range holds, so memoised rows and cells it reaches are not drawn again.
  return useMemo(() => ({ minMv: battery_minMV, maxMv: battery_maxMV }), [battery_minMV, battery_maxMV]);
}
