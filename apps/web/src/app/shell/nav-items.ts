import {
  accountCircleIcon,
  adminPanelSettingsIcon,
  assessmentIcon,
  businessIcon,
  contactsIcon,
  dashboardIcon,
  fenceIcon,
  inventory2Icon,
  notificationsActiveIcon,
  sensorsIcon,
} from '../../components/icon-paths.ts';

export type NavLabel =
  | 'nav.devices'
  | 'nav.actions'
  | 'nav.geofences'
  | 'nav.dashboards'
  | 'nav.reports'
  | 'nav.contacts'
  | 'nav.organisations'
  | 'nav.account'
  | 'nav.assets'
  | 'nav.operator';

/** `icon`: its Material icon's path (components/icon-paths.ts), drawn by SvgIcon. */
export type NavItem = { path: string; label: NavLabel; icon: string };

const devices: NavItem = { path: '/', label: 'nav.devices', icon: sensorsIcon };
const actions: NavItem = { path: '/action', label: 'nav.actions', icon: notificationsActiveIcon };
const geofences: NavItem = { path: '/geofence', label: 'nav.geofences', icon: fenceIcon };
const dashboards: NavItem = { path: '/dashboard', label: 'nav.dashboards', icon: dashboardIcon };
const reports: NavItem = { path: '/report', label: 'nav.reports', icon: assessmentIcon };
const contacts: NavItem = { path: '/contact', label: 'nav.contacts', icon: contactsIcon };
const organisations: NavItem = { path: '/organisation', label: 'nav.organisations', icon: businessIcon };
const account: NavItem = { path: '/account', label: 'nav.account', icon: accountCircleIcon };
const assets: NavItem = { path: '/asset', label: 'nav.assets', icon: inventory2Icon };
/** The deployment's operators only: the device inventory and the deployment's settings. */
const operator: NavItem = { path: '/operator', label: 'nav.operator', icon: adminPanelSettingsIcon };

/** Spec 2 "Side navigation", in order. */
export const sideNavItems: readonly NavItem[] = [
  devices,
  actions,
  geofences,
  dashboards,
  reports,
  contacts,
  organisations,
  account,
];

/** Spec 2 "Top bar": the menu the toggle opens on mobile, in order. */
export const mobileNavItems: readonly NavItem[] = [
  devices,
  dashboards,
  actions,
  reports,
  assets,
  geofences,
  organisations,
  contacts,
  account,
];

/** show_geofences = false hides the Geofences entry; operators get an Operator entry at the end. */
export function visibleNavItems(
  items: readonly NavItem[],
  showGeofences: boolean,
  isOperator = false,
): NavItem[] {
  return [...items.filter((item) => showGeofences || item !== geofences), ...(isOperator ? [operator] : [])];
}
