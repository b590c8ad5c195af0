import {
  type ActionField,
  type ActionType,
  type AlertType,
  actionFieldsFor,
  actionInputSchema,
  actionMessages,
  actionTypes,
  alertTypes,
  type Comparison,
  type RepeatMode,
} from '@pinpoint/shared';
import type { Control } from 'react-hook-form';
import { z } from 'zod';
import { fieldErrorsOf } from '../../lib/error-message.ts';
import { type FieldErrorTranslator, translateFieldError } from '../../lib/i18n/translate-message.ts';
import { fromTemperatureUnit, type TemperatureUnit, toTemperatureUnit } from '../../lib/temperature.ts';
import type { Action, ActionFields } from './api.ts';

/** The editor's values: text as typed, the threshold in the user's unit, headers as JSON text. */
export type ActionFormValues = {
  name: string;
  actionType: ActionType;
  alertType: AlertType | '';
  comparison: Comparison | '';
  threshold: number | null;
  message: string;
  contactIds: string[];
  deviceIds: string[];
  geofenceId: string;
  repeatMinutes: number | null;
  repeatMode: RepeatMode;
  windowStart: string;
  windowEnd: string;
  forwardUrl: string;
  forwardHeaders: string;
  webhookUrl: string;
  webhookMethod: 'POST' | 'PUT' | 'PATCH';
  /** Issue 30: hysteresis (the clear threshold in the user's unit) and escalation steps. */
  clearThreshold: number | null;
  clearMinutes: number | null;
  escalation: { afterMinutes: number | null; contactIds: string[] }[];
  enabled: boolean;
};

/** The editor form's control: its values, and the request fields they make. */
export type ActionControl = Control<ActionFormValues, unknown, ActionFields>;

/** The placeholders the server fills in messages (engine/message.ts fillMessage). */
export const messagePlaceholders = ['device', 'value', 'time', 'location'] as const;

export const newActionValues: ActionFormValues = {
  name: '',
  actionType: 'alert',
  alertType: '',
  comparison: 'above',
  threshold: null,
  message: '',
  contactIds: [],
  deviceIds: [],
  geofenceId: '',
  repeatMinutes: 15,
  repeatMode: 'close',
  windowStart: '',
  windowEnd: '',
  forwardUrl: '',
  forwardHeaders: '',
  webhookUrl: '',
  webhookMethod: 'POST',
  clearThreshold: null,
  clearMinutes: 0,
  escalation: [],
  enabled: true,
};

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** A threshold as the user reads it: temperatures in their unit, the rest as stored. */
export function thresholdForUser(celsius: number, alertType: AlertType | null, unit: TemperatureUnit) {
  return alertType === 'temperature' ? round(toTemperatureUnit(celsius, unit), 2) : celsius;
}

/** A threshold as the server takes it: temperatures in °C. */
export function thresholdForServer(value: number, alertType: AlertType | null, unit: TemperatureUnit) {
  return alertType === 'temperature' ? round(fromTemperatureUnit(value, unit), 4) : value;
}

/** The editor's values of a stored action. */
export function formValuesOf(action: Action, unit: TemperatureUnit): ActionFormValues {
  const headers = action.forwardHeaders;
  return {
    name: action.name,
    actionType: action.actionType,
    alertType: action.alertType ?? '',
    comparison: action.comparison ?? 'above',
    threshold: action.threshold === null ? null : thresholdForUser(action.threshold, action.alertType, unit),
    message: action.message,
    contactIds: action.contactIds,
    deviceIds: action.deviceIds,
    geofenceId: action.geofenceId ?? '',
    repeatMinutes: action.repeatMinutes,
    repeatMode: action.repeatMode,
    windowStart: action.windowStart ?? '',
    windowEnd: action.windowEnd ?? '',
    forwardUrl: action.forwardUrl ?? '',
    forwardHeaders: Object.keys(headers).length > 0 ? JSON.stringify(headers, null, 2) : '',
    webhookUrl: action.webhookUrl ?? '',
    webhookMethod: action.webhookMethod ?? 'POST',
    clearThreshold:
      action.clearThreshold === null ? null : thresholdForUser(action.clearThreshold, action.alertType, unit),
    clearMinutes: action.clearMinutes,
    escalation: action.escalation,
    enabled: action.enabled,
  };
}

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const isAlertType = (value: unknown): value is AlertType => alertTypes.includes(value as AlertType);

/** The fields that apply to these values (the editor shows only these). */
export function fieldsApplying(values: Pick<ActionFormValues, 'actionType' | 'alertType'>): Set<ActionField> {
  const actionType = actionTypes.includes(values.actionType) ? values.actionType : 'alert';
  return actionFieldsFor(actionType, isAlertType(values.alertType) ? values.alertType : null);
}

/**
 * The request body for these values: blanks as null, fields that do not apply cleared (so what
 * is hidden is neither checked nor sent), the threshold in °C.
 */
export function toActionFields(values: ActionFormValues, unit: TemperatureUnit): Record<string, unknown> {
  const applies = fieldsApplying(values);
  const alertType = isAlertType(values.alertType) ? values.alertType : null;
  const only = (field: ActionField, value: unknown) => (applies.has(field) ? value : null);
  const inCelsius = (value: number | null) =>
    typeof value === 'number' && Number.isFinite(value) ? thresholdForServer(value, alertType, unit) : value;
  const threshold = inCelsius(values.threshold);
  return {
    name: values.name,
    actionType: values.actionType,
    enabled: values.enabled,
    deviceIds: values.deviceIds,
    alertType: only('alertType', blankToNull(values.alertType)),
    comparison: only('comparison', blankToNull(values.comparison)),
    threshold: only('threshold', threshold),
    message: only('message', blankToNull(values.message)),
    contactIds: only('contactIds', values.contactIds),
    geofenceId: only('geofenceId', blankToNull(values.geofenceId)),
    repeatMinutes: only('repeatMinutes', values.repeatMinutes),
    repeatMode: only('repeatMode', values.repeatMode),
    windowStart: only('windowStart', blankToNull(values.windowStart)),
    windowEnd: only('windowEnd', blankToNull(values.windowEnd)),
    forwardUrl: only('forwardUrl', blankToNull(values.forwardUrl)),
    forwardHeaders: only('forwardHeaders', values.forwardHeaders),
    webhookUrl: only('webhookUrl', blankToNull(values.webhookUrl)),
    webhookMethod: only('webhookMethod', values.webhookMethod),
    clearThreshold: only('clearThreshold', inCelsius(values.clearThreshold)),
    clearMinutes: only('clearMinutes', values.clearMinutes ?? 0),
    escalation: only('escalation', values.escalation),
  };
}

/** The editor's schema: the shared actionInputSchema (spec 5) over the request the values make. */
export function actionFormSchema(unit: TemperatureUnit) {
  return z.preprocess(
    (values) => toActionFields(values as ActionFormValues, unit),
    actionInputSchema,
  ) as unknown as z.ZodType<ActionFields, ActionFormValues>;
}

const messageKeys: Record<string, string> = {
  [actionMessages.noDevice]: 'actions.validation.noDevice',
  [actionMessages.noContact]: 'actions.validation.noContact',
  [actionMessages.invalidUrl]: 'actions.validation.invalidUrl',
  [actionMessages.invalidHeaders]: 'actions.validation.invalidHeaders',
  [actionMessages.invalidTime]: 'actions.validation.invalidTime',
  [actionMessages.repeatTooShort]: 'actions.validation.repeatTooShort',
  [actionMessages.clearAbove]: 'actions.validation.clearAbove',
  [actionMessages.clearBelow]: 'actions.validation.clearBelow',
  [actionMessages.contactTwice]: 'actions.validation.contactTwice',
  [actionMessages.errorAssigning]: 'errors.actionAssign',
};

/** A field's message in the reader's language: the action schema's own, else the shared ones. */
export const actionFieldError: FieldErrorTranslator = (error, label, t) => {
  const message = error.message ?? '';
  const key = messageKeys[message];
  if (key) return t(key as 'actions.validation.noDevice');
  const range = /^Threshold must be (a whole number )?between (\S+) and (\S+) (.+)$/.exec(message);
  if (range) {
    const [, whole, min, max, unit] = range;
    return t(whole ? 'actions.validation.thresholdWhole' : 'actions.validation.thresholdRange', {
      min,
      max,
      // The battery forecast's N is in days, a word (the other units are symbols).
      unit: unit === 'days' ? t('actions.daysUnit') : unit,
    });
  }
  return translateFieldError(error, label, t);
};

const formFields = new Set<string>(Object.keys(newActionValues));

/**
 * The fields a refused save names: the server answers "field: message; field: message" for a
 * whole-action check, and "deviceIds: Error assigning action" for devices not the organisation's.
 */
export function serverFieldErrors(error: unknown): { field: keyof ActionFormValues; message: string }[] {
  return fieldErrorsOf(error, formFields) as { field: keyof ActionFormValues; message: string }[];
}

export const isAssignError = (error: unknown) =>
  serverFieldErrors(error).some(
    (issue) => issue.field === 'deviceIds' && issue.message.startsWith(actionMessages.errorAssigning),
  );
