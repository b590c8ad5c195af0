import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BusinessIcon from '@mui/icons-material/Business';
import ContactsIcon from '@mui/icons-material/Contacts';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FenceIcon from '@mui/icons-material/Fence';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import SensorsIcon from '@mui/icons-material/Sensors';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';

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

export type NavItem = { path: string; label: NavLabel; icon: ComponentType<SvgIconProps> };

const devices: NavItem = { path: '/', label: 'nav.devices', icon: SensorsIcon };
const actions: NavItem = { path: '/action', label: 'nav.actions', icon: NotificationsActiveIcon };
const geofences: NavItem = { path: '/geofence', label: 'nav.geofences', icon: FenceIcon };
const dashboards: NavItem = { path: '/dashboard', label: 'nav.dashboards', icon: DashboardIcon };
const reports: NavItem = { path: '/report', label: 'nav.reports', icon: AssessmentIcon };
const contacts: NavItem = { path: '/contact', label: 'nav.contacts', icon: ContactsIcon };
const organisations: NavItem = { path: '/organisation', label: 'nav.organisations', icon: BusinessIcon };
const account: NavItem = { path: '/account', label: 'nav.account', icon: AccountCircleIcon };
const assets: NavItem = { path: '/asset', label: 'nav.assets', icon: Inventory2Icon };
/** The deployment's operators only: the device inventory and the deployment's settings. */
const operator: NavItem = { path: '/operator', label: 'nav.operator', icon: AdminPanelSettingsIcon };

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
