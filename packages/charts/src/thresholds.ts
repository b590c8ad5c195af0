import type { Threshold } from '@pinpoint/shared/widgets/widget.ts';

/** The colour of the highest threshold a value reaches, or null below them all. */
export function thresholdColour(value: number | null, thresholds: readonly Threshold[]): string | null {
  if (value === null) return null;
  let reached: Threshold | null = null;
  for (const threshold of [...thresholds].sort((a, b) => a.value - b.value)) {
    if (value >= threshold.value) reached = threshold;
  }
  return reached?.colour ?? null;
}
