import type { ResultBuilder } from '../result.ts';

/**
 * The optional DS18B20 probe of the LSE01 and LLMS01 reads exactly 0x0000 when none
 * is plugged in (the LLMS01 vector: probe 0.00 °C beside a 24.9 °C leaf). Dropping a
 * genuine 0.0 °C now and then costs less than a steady false "0 °C" (and frost
 * alerts) on every unit sold without the probe.
 */
export function probeReading(out: ResultBuilder, raw: number): void {
  if (raw !== 0) out.reading('temperature', raw / 10);
}
