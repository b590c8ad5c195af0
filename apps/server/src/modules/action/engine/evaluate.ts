import {
  type AlertType,
  alertTypeDefinitions,
  type Comparison,
  MIN_REPEAT_MINUTES,
  type RepeatMode,
} from '@pinpoint/shared';
import type { DeviceUpdate } from '../../../ingest/pipeline.ts';
import { isInsideWindow } from './clock.ts';

/** What the engine needs of an action to evaluate it (loaded into the cache). */
export type ActionRule = {
  id: string;
  organisationId: string;
  name: string;
  actionType: 'alert' | 'forward' | 'webhook';
  alertType: AlertType | null;
  comparison: Comparison | null;
  threshold: number | null;
  geofenceId: string | null;
  repeatMinutes: number;
  repeatMode: RepeatMode;
  windowStart: string | null;
  windowEnd: string | null;
  /** Hysteresis (issue 30): a threshold alert clears only past this value (null: the threshold)... */
  clearThreshold: number | null;
  /** ...and only after this many minutes back in range (0: at once). */
  clearMinutes: number;
};

/** Per action and device, kept in action_state so it survives restarts. */
export type ActionState = {
  /** The condition as last seen. */
  met: boolean;
  /** This episode of the condition was alerted (close mode stays quiet until it clears). */
  alerted: boolean;
  lastAlertAt: Date | null;
  /** While the condition still counts as met: since when the value has been back in range. */
  clearSince: Date | null;
};
export const initialState: ActionState = { met: false, alerted: false, lastAlertAt: null, clearSince: null };

/** A crossing of a geofence's edge, as issue 7's updateGeofenceMembership answers them. */
export type GeofenceTransition = {
  geofenceId: string;
  deviceId: string;
  transition: 'enter' | 'exit';
  at: Date | string;
};

export type EvaluationContext = {
  /** The deployment's zone, for the out-of-hours window. */
  timeZone: string;
  /** Geofence crossings computed by ingest for the same uplinks. */
  transitions?: readonly GeofenceTransition[];
  /** For the periodic offline check (update null): when the device last sent anything. */
  lastSeenAt?: Date | null;
  /**
   * For the periodic battery forecast check (update null): the forecast's days left, null when
   * there is none (too little data since a battery swap, or not draining).
   */
  forecastDaysLeft?: number | null;
};

export type Evaluation = { fire: boolean; nextState: ActionState; value: number | null };

/**
 * What one update says about the condition: met, not met, or nothing (undefined
 * keeps the last state). `anew`: the update is an occurrence of its own (a
 * geofence crossing for enter-or-exit), which close mode does not hold back.
 */
type Observation = {
  met: boolean | undefined;
  value: number | null;
  anew?: boolean;
  /** Met only because the value has not yet passed the clear threshold (no new firing). */
  holding?: boolean;
  /**
   * Met by a momentary reading (a tracker's door alarm, DeviceUpdate.events) for a lasting
   * condition: this uplink's occurrence alone, which leaves the condition's state as it was.
   */
  momentary?: boolean;
};

function observe(
  action: ActionRule,
  previous: ActionState,
  update: DeviceUpdate | null,
  now: Date,
  context: EvaluationContext,
): Observation {
  const none: Observation = { met: undefined, value: null };
  if (!action.alertType) return none;
  const definition = alertTypeDefinitions[action.alertType];
  const reading = definition.field && update ? update.readings[definition.field] : undefined;
  const event = definition.field && update ? update.events?.[definition.field] : undefined;
  switch (definition.kind) {
    case 'threshold':
      if (reading === undefined || action.threshold === null) return none;
      return compare(action, previous, reading, action.threshold);
    case 'forecast': {
      // Uplinks say nothing of it: the periodic check (no update) brings the forecast.
      const days = context.forecastDaysLeft;
      if (update || days === undefined || action.threshold === null) return none;
      // No forecast (a new battery, too little data, not draining): nothing is running out.
      if (days === null) return { met: false, value: null };
      return compare(action, previous, days, action.threshold);
    }
    // A button press or a movement is met only by the uplink that reports it.
    case 'event': {
      const value = reading ?? event;
      return update ? { met: (value ?? 0) !== 0, value: value ?? null } : none;
    }
    // A door stays open, a leak stays wet, until an uplink says otherwise. A tracker's door alarm
    // says only that it opened, once: an occurrence of its own, not a door open from now on.
    case 'state':
      if (reading !== undefined) return { met: reading !== 0, value: reading };
      if (event !== undefined && event !== 0) return { met: true, value: event, anew: true, momentary: true };
      return none;
    case 'geofence': {
      if (!update) return none;
      const mine = (context.transitions ?? []).filter(
        (t) => t.deviceId === update.deviceId && t.geofenceId === action.geofenceId,
      );
      const entered = mine.some((t) => t.transition === 'enter');
      const exited = mine.some((t) => t.transition === 'exit');
      // Each crossing is its own occurrence: an exit right after an enter alerts too.
      if (action.alertType === 'geofence_enter_exit')
        return { met: entered || exited, value: null, anew: entered || exited };
      const [wanted, opposite] =
        action.alertType === 'geofence_enter' ? [entered, exited] : [exited, entered];
      return { met: wanted ? true : opposite ? false : undefined, value: null };
    }
    case 'offline': {
      // Any uplink means the device is alive; the periodic check (no update) measures the silence.
      if (update) return { met: false, value: 0 };
      if (!context.lastSeenAt || action.threshold === null) return none;
      const minutes = (now.getTime() - context.lastSeenAt.getTime()) / 60_000;
      return { met: minutes >= action.threshold, value: Math.floor(minutes) };
    }
  }
}

/** A value against the threshold, with hysteresis: a met condition stays met until the value passes the clear threshold. */
function compare(action: ActionRule, previous: ActionState, value: number, threshold: number): Observation {
  const comparison =
    action.comparison ??
    (action.alertType ? alertTypeDefinitions[action.alertType].threshold?.comparison : undefined) ??
    'above';
  const met = comparison === 'above' ? value > threshold : value < threshold;
  const clear = action.clearThreshold;
  if (!met && previous.met && clear !== null) {
    const held = comparison === 'above' ? value > clear : value < clear;
    if (held) return { met: true, value, holding: true };
  }
  return { met, value };
}

/**
 * Decides whether an action fires for one update of one device (or, with a null
 * update, for the periodic offline check), and the state to keep. Pure: the
 * clock and the geofence crossings come in as arguments.
 *
 * Time between alerts: in 'open' mode an alert repeats while the condition holds,
 * at most every repeatMinutes; in 'close' mode it alerts once, then stays quiet
 * until the condition clears. Either way two alerts are at least
 * MIN_REPEAT_MINUTES apart. Either way alerts fire only inside the
 * out-of-hours window when one is set; a condition met outside it fires at the
 * first evaluation inside it.
 */
export function evaluate(
  action: ActionRule,
  previous: ActionState,
  update: DeviceUpdate | null,
  now: Date,
  context: EvaluationContext,
): Evaluation {
  if (action.actionType === 'forward') return { fire: update !== null, nextState: previous, value: null };
  const observed = observe(action, previous, update, now, context);
  const { met, clearSince } = settleClear(action, previous, observed, now);
  const alerted = met && previous.alerted && !observed.anew;
  // A threshold alert speaks of the reading that arrived: an uplink without it cannot fire it.
  const kind = action.alertType ? alertTypeDefinitions[action.alertType].kind : undefined;
  const speaks =
    (observed.met !== undefined && !observed.holding && observed.met === met) ||
    kind === 'geofence' ||
    kind === 'state';
  const rested =
    previous.lastAlertAt === null ||
    now.getTime() - previous.lastAlertAt.getTime() >=
      // Rows saved before the minimum existed may hold 0: they too wait a minute at least.
      Math.max(action.repeatMinutes, MIN_REPEAT_MINUTES) * 60_000;
  const fire =
    met &&
    // Held met only by the minimum time back in range: nothing new to tell.
    clearSince === null &&
    speaks &&
    (action.repeatMode === 'open' || !alerted) &&
    rested &&
    isInsideWindow(now, action.windowStart, action.windowEnd, context.timeZone);
  // A momentary occurrence fires (or not) and is over: the condition keeps its state.
  const nextState = observed.momentary
    ? { ...previous, lastAlertAt: fire ? now : previous.lastAlertAt }
    : { met, alerted: fire || alerted, lastAlertAt: fire ? now : previous.lastAlertAt, clearSince };
  return { fire, nextState, value: observed.value };
}

/**
 * The minimum time back in range (issue 30): a condition that was met and is observed clear stays
 * met until it has been clear for clearMinutes, counted from the first clear observation; met again
 * meanwhile starts the count afresh.
 */
function settleClear(
  action: ActionRule,
  previous: ActionState,
  observed: Observation,
  now: Date,
): { met: boolean; clearSince: Date | null } {
  const met = observed.met ?? previous.met;
  if (met) return { met, clearSince: null };
  if (!previous.met || action.clearMinutes <= 0 || observed.anew !== undefined)
    return { met, clearSince: null };
  const since = previous.clearSince ?? now;
  if (now.getTime() - since.getTime() >= action.clearMinutes * 60_000)
    return { met: false, clearSince: null };
  return { met: true, clearSince: since };
}

/** True when the two states differ (only changes are written back). */
export const stateChanged = (a: ActionState, b: ActionState) =>
  a.met !== b.met ||
  a.alerted !== b.alerted ||
  a.lastAlertAt?.getTime() !== b.lastAlertAt?.getTime() ||
  a.clearSince?.getTime() !== b.clearSince?.getTime();
