/**
 * A frame's radio metadata as it is stored (migration 0029): the best gateway, its RSSI and SNR,
 * the spreading factor, the bandwidth and the gateway count as columns, and the full object only
 * where those columns do not say it all. `radioOf` puts the API's view back together from either
 * form (frames stored before 0029 have the full object only).
 */

type Gateway = { id?: unknown; rssi?: unknown; snr?: unknown; lat?: unknown; lon?: unknown };
type RadioObject = {
  rssi?: unknown;
  snr?: unknown;
  gateways?: unknown;
  dataRate?: unknown;
  spreadingFactor?: unknown;
  bandwidth?: unknown;
};

export type RadioColumns = {
  gatewayId: string | null;
  rssi: number | null;
  snr: number | null;
  sf: number | null;
  bwKhz: number | null;
  gateways: number | null;
  /** The full object, where the columns do not hold all it says; else null. */
  radio: Record<string, unknown> | null;
};

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const dataRateOf = (sf: number | null, bwKhz: number | null) =>
  sf !== null && bwKhz !== null ? `SF${sf}BW${bwKhz}` : null;

/** The columns of a frame's radio object, as ingest stores them. */
export function radioColumns(radio: Record<string, unknown> | null): RadioColumns {
  if (!radio)
    return { gatewayId: null, rssi: null, snr: null, sf: null, bwKhz: null, gateways: null, radio: null };
  const r = radio as RadioObject;
  const gateways = (Array.isArray(r.gateways) ? r.gateways : []) as Gateway[];
  const rssi = num(r.rssi);
  const snr = num(r.snr);
  // The gateway whose reception the network server reported as the frame's (formats/common bestReception).
  const best = gateways.find((g) => num(g.rssi) === rssi && num(g.snr) === snr) ?? gateways[0];
  const sf = num(r.spreadingFactor);
  const bandwidth = num(r.bandwidth);
  const bwKhz = bandwidth === null ? null : bandwidth / 1000;
  const dataRate = typeof r.dataRate === 'string' ? r.dataRate : null;
  const whole = gateways.length > 1 || (dataRate !== null && dataRate !== dataRateOf(sf, bwKhz));
  return {
    gatewayId: typeof best?.id === 'string' ? best.id : null,
    rssi,
    snr,
    sf: sf !== null && Number.isInteger(sf) && sf >= 0 && sf < 32_768 ? sf : null,
    bwKhz,
    gateways: gateways.length,
    radio: whole ? radio : null,
  };
}

/** A stored frame's radio as the API shows it: the columns, else the full object (frames before 0029). */
export function radioOf(row: {
  rssi: number | null;
  snr: number | null;
  sf: number | null;
  bw_khz: number | null;
  gateways: number | null;
  radio: Record<string, unknown> | null;
}) {
  const r = (row.radio ?? {}) as RadioObject;
  return {
    rssi: row.rssi ?? num(r.rssi),
    snr: row.snr ?? num(r.snr),
    gateways: row.gateways ?? (Array.isArray(r.gateways) ? r.gateways.length : 0),
    dataRate: (typeof r.dataRate === 'string' ? r.dataRate : null) ?? dataRateOf(row.sf, row.bw_khz),
  };
}
