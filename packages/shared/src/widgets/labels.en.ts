import type { AlertType } from '../action.ts';
import { readingLabelsEn } from '../reading-labels.en.ts';
import type { ReadingField } from '../readings.ts';

/**
 * Every word the chart builders and table models print, resolved per language so the
 * builders never call i18next and a report prints French on a server. Placeholders are
 * {{name}}, as in the web catalogues. Plurals: `one` for a count the language calls
 * singular (1 in English, 0 and 1 in French), `other` otherwise.
 */
export type Plural = { one: string; other: string };

export type WidgetLabels = {
  /** The language these labels are in. */
  language: 'en' | 'fr';
  noData: string;
  unsupported: string;
  yes: string;
  no: string;
  never: string;
  today: string;
  daysAgo: Plural;
  /** "12 of 20 series shown": when a chart draws fewer lines than it was given. */
  seriesLimited: string;
  /** The accessible summary of a series: one sentence per line. */
  summary: string;
  summaryEmpty: string;
  /** "Temperature (°F)": a field with its unit. */
  withUnit: string;
  /** "Cold room · Temperature": a device and a field, when a chart shows several fields. */
  deviceField: string;
  uplinksPerHour: string;
  minimum: string;
  maximum: string;
  columns: {
    device: string;
    time: string;
    average: string;
    minimum: string;
    maximum: string;
    value: string;
    first: string;
    battery: string;
    batteryVoltage: string;
    daysSinceSeen: string;
    lastSeen: string;
    status: string;
    location: string;
    type: string;
    alert: string;
    message: string;
    geofence: string;
    inside: string;
    devices: string;
    rssi: string;
    snr: string;
    uplinks: string;
    uplinksPerHour: string;
    distance: string;
    /** How each trip distance was measured (map matching, issue 20). */
    distanceMeasured: string;
    movingTime: string;
    trips: string;
    stops: string;
    /** Incidents (issue 30). */
    action: string;
    state: string;
    opened: string;
    timeToAcknowledge: string;
    timeToResolve: string;
    /** Battery forecast (issue 30 item 4). */
    daysLeft: string;
    dueDate: string;
    confidence: string;
    /** Lateness in the uplink-health table (issue 30 item 5). */
    usualInterval: string;
    lateGaps: string;
    longestGap: string;
  };
  status: { fresh: string; quiet: string; never: string };
  uplinkStates: { fresh: string; late: string; offline: string; never: string };
  /** Seconds, for an interval under two minutes. */
  seconds: string;
  incidentStates: { open: string; acknowledged: string; resolved: string };
  /** A battery forecast's days left, and its confidence. */
  daysLeft: Plural;
  confidence: { low: string; medium: string; high: string };
  /** The incidents table's first row: every incident of the range, with the median times. */
  incidentsAll: string;
  /** Minutes as a person reads them: "{{minutes}} min", "{{hours}} h {{minutes}} min". */
  minutes: string;
  hoursMinutes: string;
  /** A trip distance: along matched roads, straight between reported positions, or both. */
  distanceSources: { matched: string; raw: string; mixed: string };
  units: { km: string; dBm: string; dB: string; percent: string };
  fields: Record<ReadingField, string>;
  deviceTypes: Record<string, string>;
  alertTypes: Record<AlertType, string>;
  /**
   * ECharts time-axis templates per tick level (its {yyyy} {MMM} {d} {HH} {mm} tokens) and
   * the names its {MMM} and {ee} tokens print, registered as the chart's locale.
   */
  time: {
    axis: { year: string; month: string; day: string; hour: string; minute: string; second: string };
    months: string[];
    monthsShort: string[];
    weekdays: string[];
    weekdaysShort: string[];
  };
};

export const widgetLabelsEn: WidgetLabels = {
  language: 'en',
  noData: 'No data',
  unsupported: 'This widget cannot be shown',
  yes: 'Yes',
  no: 'No',
  never: 'Never',
  today: 'Today',
  daysAgo: { one: '{{count}} day ago', other: '{{count}} days ago' },
  seriesLimited: '{{shown}} of {{total}} series shown',
  summary: '{{label}} from {{from}} to {{to}}: lowest {{min}}, highest {{max}}, latest {{latest}}.',
  summaryEmpty: 'No {{label}} readings in this range.',
  withUnit: '{{label}} ({{unit}})',
  deviceField: '{{device}} · {{field}}',
  uplinksPerHour: 'Uplinks per hour',
  minimum: 'Lowest',
  maximum: 'Highest',
  columns: {
    device: 'Device',
    time: 'Time',
    average: 'Average',
    minimum: 'Lowest',
    maximum: 'Highest',
    value: 'Value',
    first: 'At the start',
    battery: 'Battery',
    batteryVoltage: 'Battery voltage',
    daysSinceSeen: 'Last heard',
    lastSeen: 'Last seen',
    status: 'Status',
    location: 'Location',
    type: 'Type',
    alert: 'Alert',
    message: 'Message',
    geofence: 'Geofence',
    inside: 'Devices inside',
    devices: 'Devices',
    rssi: 'RSSI',
    snr: 'SNR',
    uplinks: 'Uplinks',
    uplinksPerHour: 'Uplinks per hour',
    distance: 'Distance',
    distanceMeasured: 'Measured',
    movingTime: 'Moving time',
    trips: 'Trips',
    stops: 'Stops',
    action: 'Alert',
    state: 'State',
    opened: 'Opened',
    timeToAcknowledge: 'Time to acknowledge',
    timeToResolve: 'Time to resolve',
    daysLeft: 'Days left',
    dueDate: 'Runs out about',
    confidence: 'Confidence',
    usualInterval: 'Usual interval',
    lateGaps: 'Late silences',
    longestGap: 'Longest silence',
  },
  status: { fresh: 'Fresh', quiet: 'Quiet', never: 'Never heard' },
  uplinkStates: { fresh: 'On time', late: 'Late', offline: 'Offline', never: 'Never heard' },
  seconds: '{{seconds}} s',
  incidentStates: { open: 'Open', acknowledged: 'Acknowledged', resolved: 'Resolved' },
  daysLeft: { one: 'about {{count}} day', other: 'about {{count}} days' },
  confidence: { low: 'Low', medium: 'Medium', high: 'High' },
  incidentsAll: 'All {{count}} incidents ({{unresolved}} unresolved), median times',
  minutes: '{{minutes}} min',
  hoursMinutes: '{{hours}} h {{minutes}} min',
  distanceSources: {
    matched: 'Along roads',
    raw: 'Straight lines between positions',
    mixed: 'Partly along roads',
  },
  units: { km: 'km', dBm: 'dBm', dB: 'dB', percent: '%' },
  fields: readingLabelsEn,
  deviceTypes: {
    location: 'Location',
    temperature: 'Temperature',
    humidity: 'Humidity',
    co2: 'CO₂',
    battery: 'Battery',
    motion: 'Motion',
    'door/window': 'Door/window',
    'water leak': 'Water leak',
    'SOS button': 'SOS button',
    distance: 'Distance',
    soil: 'Soil',
    leaf: 'Leaf',
    'air quality': 'Air quality',
    voltage: 'Voltage',
    current: 'Current',
    watts: 'Watts',
  },
  alertTypes: {
    button: 'Button pressed',
    temperature: 'Temperature',
    humidity: 'Humidity',
    battery: 'Battery',
    co2: 'CO2 PPM',
    movement: 'Movement',
    geofence_enter: 'Geofence enter',
    geofence_exit: 'Geofence exit',
    geofence_enter_exit: 'Geofence enter or exit',
    door_open: 'Door/window open',
    water_leak: 'Water leak detected',
    offline: 'No data for N minutes',
    battery_forecast: 'Battery forecast under N days',
    smoke: 'Smoke detected',
    tamper: 'Tampered or removed',
    power_cut: 'External power cut',
    fall_detected: 'Fall detected',
    device_alarm: 'Device alarm (its own threshold)',
    sudden_change: 'Device alarm (sudden change)',
  },
  time: {
    axis: {
      year: '{yyyy}',
      month: '{MMM}',
      day: '{MMM} {d}',
      hour: '{HH}:{mm}',
      minute: '{HH}:{mm}',
      second: '{HH}:{mm}:{ss}',
    },
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    monthsShort: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    weekdaysShort: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  },
};
