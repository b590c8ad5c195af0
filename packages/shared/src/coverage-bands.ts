/** How well an uplink was heard, for the coverage layer (issue 30 item 5); apart from coverage.ts's schemas. */

export type SignalBand = 'strong' | 'fair' | 'weak';
export const signalBands: readonly SignalBand[] = ['strong', 'fair', 'weak'];

/**
 * How well an uplink was heard. RSSI bands as The Things Network's coverage guidance reads them
 * (better than -100 dBm good, under -115 dBm near the edge); an SNR under -10 dB is weak whatever
 * the RSSI (at SF7 the receiver loses frames under -7.5 dB: Semtech SX1276 datasheet, table 13).
 */
export function signalBand(point: { rssi: number | null; snr: number | null }): SignalBand {
  if ((point.rssi !== null && point.rssi < -115) || (point.snr !== null && point.snr < -10)) return 'weak';
  if ((point.rssi !== null && point.rssi < -100) || (point.snr !== null && point.snr < 0)) return 'fair';
  return 'strong';
}
