/** About `count` round tick values covering [min, max] (1, 2, 2.5 or 5 times a power of ten apart). */
export function niceTicks(min: number, max: number, count = 4): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0, 1];
  if (min === max) {
    const pad = Math.abs(min) > 0 ? Math.abs(min) * 0.1 : 1;
    return niceTicks(min - pad, max + pad, count);
  }
  const rough = (max - min) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((f) => f * power >= rough) ?? 10) * power;
  const start = Math.floor(min / step) * step;
  const ticks: number[] = [];
  for (let value = start; value <= max + step * 1e-9; value += step) ticks.push(Number(value.toFixed(10)));
  if ((ticks[ticks.length - 1] ?? min) < max) ticks.push(Number((start + ticks.length * step).toFixed(10)));
  return ticks;
}
