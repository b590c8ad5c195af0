/**
 * The CPU slowdown that makes this host stand for Lighthouse's reference phone, from the host's
 * `benchmarkIndex` (Lighthouse's own measure of the CPU, in `lhr.environment`), as Lighthouse's
 * throttling guide says (docs/throttling.md, "CPU throttling", and the calculator it links,
 * patrickhulce/lighthouse-cpu-throttling-calculator): the mobile preset's 4x assumes a host of
 * about 1533; a slower host needs less slowdown to stand for the same phone, a faster one more.
 * The guide's points: 150 -> 1x, 800 -> 2x, 1300 -> 3x, 1533 -> 4x, 1766 -> 5x, 2000 -> 6x, straight
 * lines between them; below 150 no slowdown at all.
 */
const points: readonly (readonly [index: number, multiplier: number])[] = [
  [150, 1],
  [800, 2],
  [1300, 3],
];
/** Above 1300, one more x for each 233 of index. */
const indexPerStepAbove = 233;

export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 150) return 1;
  const top = points.at(-1) ?? [1300, 3];
  if (benchmarkIndex >= top[0]) return top[1] + (benchmarkIndex - top[0]) / indexPerStepAbove;
  for (let i = 1; i < points.length; i += 1) {
    const [hiIndex, hiMultiplier] = points[i] ?? top;
    const [loIndex, loMultiplier] = points[i - 1] ?? top;
    if (benchmarkIndex <= hiIndex)
      return (
        loMultiplier + ((benchmarkIndex - loIndex) / (hiIndex - loIndex)) * (hiMultiplier - loMultiplier)
      );
  }
  return top[1];
}
