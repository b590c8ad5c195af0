import type { DecodedLocation, Reading, ReadingField } from '@pinpoint/shared/readings.ts';
import type { DecodeResult } from './types.ts';

/** Collects one uplink's vendor fields, readings, location and warnings. */
export class ResultBuilder {
  readonly fields: Record<string, unknown> = {};
  readonly readings: Reading[] = [];
  readonly warnings: string[] = [];
  location: DecodedLocation | undefined;
  private locationRefused = false;

  set(name: string, value: unknown): void {
    this.fields[name] = value;
  }

  /** A later value for the same field and time replaces the earlier one (repeated TLV channels). */
  reading(field: ReadingField, value: number | boolean, time?: string): void {
    const index = this.readings.findIndex((reading) => reading.field === field && reading.time === time);
    const reading: Reading = time === undefined ? { field, value } : { field, value, time };
    if (index >= 0) this.readings[index] = reading;
    else this.readings.push(reading);
  }

  /**
   * The device's threshold alarm flag: one record of the uplink raising it (CT101 current
   * alarm) is not undone by another releasing a different alarm (its temperature alarm).
   */
  alarm(active: boolean): void {
    const raised = this.readings.some(
      (reading) => reading.field === 'threshold_alarm' && reading.value === true,
    );
    if (!raised) this.reading('threshold_alarm', active);
  }

  /**
   * The device's mutation (sudden change) alarm: an event of its record's time, never the
   * threshold alarm's state (no release follows it). Two in one record time give one reading.
   */
  suddenChange(time?: string): void {
    this.reading('sudden_change', true, time);
  }

  warn(message: string): void {
    this.warnings.push(message);
  }

  /**
   * Coordinates in the payload that are no position of now (DecodeResult.locationRefused): not
   * the uplink's location, with `why` as its warning.
   */
  refuseLocation(why: string): void {
    this.locationRefused = true;
    this.warn(why);
  }

  build(): DecodeResult {
    const result: DecodeResult = { fields: this.fields, readings: this.readings };
    if (this.location) result.location = this.location;
    if (this.warnings.length > 0) result.warnings = this.warnings;
    if (this.locationRefused && !this.location) result.locationRefused = true;
    return result;
  }
}
