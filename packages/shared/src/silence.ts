import { z } from 'zod';
import { checklistSchema } from './integrations.ts';

/**
 * Silence explained (issue 30 item 5). A device's usual interval is the median gap between its
 * last hearings (migration 0037); it is "late" once silent for 2.5 of them, while it is not yet
 * offline by the product's own rule (heard within the last hour: the device list's fresh/stale).
 * The device page then says why it is likely silent from what we know: the radio of its last
 * uplinks, the battery forecast, the network server's last join or failed downlink, and the
 * first-uplink checklist.
 */

// Lateness is read by the device list on the first screen: its rules live in a module without zod.
export { isLate, lateAfterIntervals, lateAt } from './silence-timing.ts';

/**
 * The lowest SNR (dB) a LoRa receiver demodulates at each spreading factor: Semtech SX1276/77/78/79
 * datasheet rev. 7, table 13 "Range of spreading factors". Under it a frame is lost.
 */
export const snrFloorDb: Record<number, number> = { 7: -7.5, 8: -10, 9: -12.5, 10: -15, 11: -17.5, 12: -20 };
/** A link this close to the floor (dB) loses frames to a passing truck or rain. */
const weakMarginDb = 2.5;
/** Without an SNR: as weak as this or weaker is near the edge of LoRaWAN coverage. */
const weakRssiDbm = -120;
/** A fall of the median RSSI this large from the older to the newer half of the uplinks. */
const fallingRssiDb = 6;
/** The forecast's days left at which a dying battery is a likely cause. */
const batteryDueDays = 14;

const reasonCodes = [
  'weak_signal',
  'signal_falling',
  'sf_rising',
  'sf_max',
  'gateways_falling',
  'battery_low',
  'joined_after_uplink',
  'downlink_failed',
  'checklist_open',
  'nothing_known',
] as const;
export const silenceReasonSchema = z.object({
  code: z.enum(reasonCodes),
  /** What the sentence names: dB, dBm, spreading factors, counts, ISO times, an error text. */
  values: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type SilenceReason = z.infer<typeof silenceReasonSchema>;

export const silenceUplinkSchema = z.object({
  at: z.string(),
  rssi: z.number().nullable(),
  snr: z.number().nullable(),
  sf: z.number().nullable(),
  gateways: z.number().nullable(),
});
export type SilenceUplink = z.infer<typeof silenceUplinkSchema>;

/**
 * GET /api/device/{id}/silence: what the server knows of a device's silence. The page adds the
 * battery forecast it already has and asks explainSilence for the likely reasons.
 */
export const silenceSchema = z.object({
  usualIntervalS: z.number().nullable(),
  lastSeenAt: z.string().nullable(),
  /** The last uplinks, oldest first (at most 20). */
  uplinks: z.array(silenceUplinkSchema),
  lastJoinAt: z.string().nullable(),
  lastDownlinkFailure: z.object({ at: z.string(), error: z.string().nullable() }).nullable(),
  /** The first-uplink checklist's first open step, with its likely cause. */
  checklist: z
    .object({
      step: checklistSchema.shape.steps.element.shape.step,
      cause: checklistSchema.shape.steps.element.shape.cause,
    })
    .nullable(),
});
export type Silence = z.infer<typeof silenceSchema>;
/** The battery forecast's days left (issue 30 item 4; null: too little to say, or not draining). */
export type SilenceFacts = Silence & { batteryDaysLeft: number | null };

const middle = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] as number;
};
const known = (values: Array<number | null>) => values.filter((v): v is number => v !== null);

/** The older and newer half's medians of a radio value, with at least 3 values in each half. */
function trend(uplinks: SilenceUplink[], pick: (u: SilenceUplink) => number | null) {
  const half = Math.floor(uplinks.length / 2);
  const older = known(uplinks.slice(0, half).map(pick));
  const newer = known(uplinks.slice(half).map(pick));
  if (older.length < 3 || newer.length < 3) return null;
  return { from: middle(older), to: middle(newer) };
}

function radioReasons(uplinks: SilenceUplink[]): SilenceReason[] {
  const reasons: SilenceReason[] = [];
  // A network server's status message is stored as an uplink without radio: the last one heard on air.
  const last = [...uplinks].reverse().find((u) => u.rssi !== null || u.snr !== null);
  if (!last) return reasons;
  const floor = last.sf === null ? undefined : snrFloorDb[last.sf];
  const thinMargin = last.snr !== null && floor !== undefined && last.snr - floor < weakMarginDb;
  const faint = last.rssi !== null && last.rssi <= weakRssiDbm;
  if (thinMargin || faint)
    reasons.push({ code: 'weak_signal', values: { rssi: last.rssi ?? '?', snr: last.snr ?? '?' } });
  const rssi = trend(uplinks, (u) => u.rssi);
  if (rssi && rssi.from - rssi.to >= fallingRssiDb)
    reasons.push({ code: 'signal_falling', values: { from: rssi.from, to: rssi.to } });
  const sfs = known(uplinks.map((u) => u.sf));
  const [firstSf, lastSf] = [sfs[0], sfs.at(-1)];
  if (lastSf === 12) reasons.push({ code: 'sf_max', values: { sf: lastSf } });
  else if (firstSf !== undefined && lastSf !== undefined && lastSf > firstSf)
    reasons.push({ code: 'sf_rising', values: { from: firstSf, to: lastSf } });
  const gateways = trend(uplinks, (u) => u.gateways);
  if (gateways && gateways.to < gateways.from && (last.gateways ?? 0) <= 1)
    reasons.push({ code: 'gateways_falling', values: { from: gateways.from, to: last.gateways ?? 0 } });
  return reasons;
}

/**
 * The likely reasons a device is silent, strongest evidence first: what the network server said
 * after the last uplink, then the battery, then the radio, then the checklist. `nothing_known`
 * when none applies, so the page never stays blank.
 */
export function explainSilence(facts: SilenceFacts): SilenceReason[] {
  const reasons: SilenceReason[] = [];
  const seen = facts.lastSeenAt ? Date.parse(facts.lastSeenAt) : null;
  const lastUplink = facts.uplinks.at(-1);
  const uplinkAt = lastUplink ? Date.parse(lastUplink.at) : null;
  if (facts.lastJoinAt && (uplinkAt === null || Date.parse(facts.lastJoinAt) > uplinkAt))
    reasons.push({ code: 'joined_after_uplink', values: { at: facts.lastJoinAt } });
  const failure = facts.lastDownlinkFailure;
  // A failure long before the last hearing says nothing about this silence.
  if (failure && (seen === null || Date.parse(failure.at) >= seen - 86_400_000))
    reasons.push({ code: 'downlink_failed', values: { at: failure.at, error: failure.error ?? '' } });
  if (facts.batteryDaysLeft !== null && facts.batteryDaysLeft <= batteryDueDays)
    reasons.push({ code: 'battery_low', values: { days: facts.batteryDaysLeft } });
  reasons.push(...radioReasons(facts.uplinks));
  if (facts.checklist) reasons.push({ code: 'checklist_open', values: { step: facts.checklist.step } });
  return reasons.length ? reasons : [{ code: 'nothing_known', values: {} }];
}
