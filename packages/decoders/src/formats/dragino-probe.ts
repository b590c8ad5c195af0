import type { ResultBuilder } from '../result.ts';

/**
 * The optional DS18B20 probe of the LSE01 and LLMS01 reads exactly 0x0000 when none
 * is plugged in (the LLMS01 vector: probe 0.00 °C beside a 24.9 °C leaf). Dropping a
 * genuine 0.0 °C now and then costs less than a steady false "0 °C" (and frost
 * alerts) on every unit sold without the probe. `time`: a datalog entry's own time.
 */
export function probeReading(out: ResultBuilder, raw: number, time?: string): void {
  if (raw === 0) return;
  const celsius = raw / 10;
  // The DS18B20 measures -55 to +125 °C (Maxim's datasheet); a word past that is no measurement
  // (an akenza capture of a DDS20-LB carries 0x0CCC, 327.6 °C, with no probe fitted).
  if (celsius < -55 || celsius > 125) {
    out.warn(`DS18B20 probe value ${celsius} °C is outside the probe's -55 to 125 °C: not stored`);
    return;
  }
  out.reading('temperature', celsius, time);
}

/**
 * Dragino's LSE01 and LLMS01 decoders read a word with the top bit set as (raw - 0xFFFF),
 * not as two's complement: 0xFF7E is -1.29 °C in the LSE01 manual (§2.3.3 "Soil
 * Temperature") and in vendor/dragino/lse01.js, llms01.js of the TTN device repository.
 * We follow the vendor, so our values match the manual and the network server's codec.
 */
export function draginoSigned(raw: number): number {
  return raw & 0x8000 ? raw - 0xffff : raw;
}
