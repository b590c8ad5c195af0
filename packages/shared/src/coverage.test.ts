import { describe, expect, it } from 'vitest';
import { coverageQuerySchema, signalBand } from './coverage.ts';

describe('coverage signal bands', () => {
  it('reads RSSI by the usual LoRaWAN bands, and a low SNR as weak whatever the RSSI', () => {
    expect(signalBand({ rssi: -90, snr: 9 })).toBe('strong');
    expect(signalBand({ rssi: -108, snr: 2 })).toBe('fair');
    expect(signalBand({ rssi: -90, snr: -3 })).toBe('fair');
    expect(signalBand({ rssi: -118, snr: 1 })).toBe('weak');
    // Strong RSSI from noise, the frame barely decoded (SF7's floor is -7.5 dB).
    expect(signalBand({ rssi: -85, snr: -12 })).toBe('weak');
  });

  it('asks for 7 days by default, at most 30', () => {
    expect(coverageQuerySchema.parse({})).toEqual({ days: 7 });
    expect(coverageQuerySchema.safeParse({ days: '31' }).success).toBe(false);
  });
});
