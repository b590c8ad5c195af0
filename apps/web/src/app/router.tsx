import type { RouteObject } from 'react-router';
import type { BillingPageName } from '../features/billing/billing-page.tsx';
import type { SectionName } from '../lib/i18n/sections.ts';
import { lazyPage } from './lazy-page.tsx';
import { RequireAuth } from './require-auth.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorBoundary } from './route-error.tsx';
import { AppShell } from './shell/app-shell.tsx';

// Issue 16: /billing (the owner's billing section) and its pages, invoice-due and cancel included.
const billingPages: BillingPageName[] = [
  'limit-reached',
  'register-card',
  'success',
  'subscription-success',
  'invoice-due',
  'cancel',
];

// The catalogue sections (lib/i18n/sections.ts) each screen's components use, loaded with it.
const organisationSections: SectionName[] = ['geofences', 'integrations'];
const dashboardSections: SectionName[] = ['dashboards', 'widgets', 'mapMatching', 'assets'];
const reportSections: SectionName[] = ['reports', 'widgets', 'mapMatching', 'assets'];
const assetSections: SectionName[] = ['assets', 'actions', 'widgets', 'mapMatching', 'geofences'];

const deviceList = lazyPage(
  () => import('../features/devices/device-list-page.tsx'),
  (m) => m.DeviceListPage,
  'dashboard',
  ['bases', 'integrations'],
  // Plain elements only: MUI loads with its menus and dialogs, not before the list (issue 31).
  'plain',
);

/** Spec 2 "Screens and routes": each screen its own chunk; share views and /auth-error are public. */
const protectedRoutes: RouteObject[] = [
  { index: true, ...deviceList },
  { path: 'device', ...deviceList },
  {
    path: 'device/:id',
    ...lazyPage(
      () => import('../features/devices/device-detail-page.tsx'),
      (m) => m.DeviceDetailPage,
      'dashboard',
      ['bases', 'commands', 'incidents', 'integrations', 'mapMatching', 'widgets'],
    ),
  },
  {
    path: 'account',
    ...lazyPage(
      () => import('./account-route.tsx'),
      (m) => m.AccountRoute,
      'page',
      ['mapMatching'],
    ),
  },
  {
    path: 'contact',
    ...lazyPage(
      () => import('../features/contacts/contacts-page.tsx'),
      (m) => m.ContactsPage,
    ),
  },
  {
    path: 'geofence',
    ...lazyPage(
      () => import('../features/geofences/geofence-list-page.tsx'),
      (m) => m.GeofenceListPage,
      'page',
      ['geofences', 'bases'],
    ),
  },
  {
    path: 'geofence/add',
    ...lazyPage(
      () => import('../features/geofences/geofence-editor-page.tsx'),
      (m) => m.GeofenceEditorPage,
      'page',
      ['geofenceEditor', 'geofences', 'bases'],
    ),
  },
  {
    path: 'geofence/:id',
    ...lazyPage(
      () => import('../features/geofences/geofence-editor-page.tsx'),
      (m) => m.GeofenceEditorPage,
      'page',
      ['geofenceEditor', 'geofences', 'bases'],
    ),
  },
  {
    // Bases: an organisation's depots, yards and sites (spec 2 names the screen, not its route).
    path: 'base',
    ...lazyPage(
      () => import('../features/geofences/bases-page.tsx'),
      (m) => m.BasesPage,
      'page',
      ['bases', 'geofences'],
    ),
  },
  {
    path: 'action',
    ...lazyPage(
      () => import('../features/actions/actions-page.tsx'),
      (m) => m.ActionsPage,
      'page',
      ['actions'],
    ),
  },
  {
    path: 'action/:id/logs',
    ...lazyPage(
      () => import('../features/actions/action-logs-page.tsx'),
      (m) => m.ActionLogsPage,
      'page',
      ['actions'],
    ),
  },
  {
    // Issue 30: the organisation's incidents (alerts that fired, until they resolve).
    path: 'incident',
    ...lazyPage(
      () => import('../features/incidents/incidents-page.tsx'),
      (m) => m.IncidentsPage,
      'page',
      ['incidents'],
    ),
  },
  {
    path: 'organisation',
    ...lazyPage(
      () => import('../features/organisations/organisations-page.tsx'),
      (m) => m.OrganisationsPage,
      'page',
      organisationSections,
    ),
  },
  {
    path: 'organisation/:id/members',
    ...lazyPage(
      () => import('../features/organisations/organisation-members-page.tsx'),
      (m) => m.OrganisationMembersPage,
      'page',
      organisationSections,
    ),
  },
  {
    path: 'organisation/:id/logs',
    ...lazyPage(
      () => import('../features/organisations/organisation-logs-page.tsx'),
      (m) => m.OrganisationLogsPage,
      'page',
      organisationSections,
    ),
  },
  {
    // Issue 17: ingest keys, each source's setup and test, the unknown-devices inbox, API keys.
    path: 'organisation/:id/integrations',
    ...lazyPage(
      () => import('../features/integrations/integrations-page.tsx'),
      (m) => m.IntegrationsPage,
      'page',
      ['integrations'],
    ),
  },
  ...['billing', ...billingPages.map((page) => `billing/${page}`)].map(
    (path): RouteObject => ({
      path,
      ...lazyPage(
        () => import('../features/billing/billing-page.tsx'),
        (m) => m.BillingPage,
        'page',
        ['billing'],
      ),
    }),
  ),
  {
    path: 'operator',
    ...lazyPage(
      () => import('../features/operator/operator-page.tsx'),
      (m) => m.OperatorPage,
      'page',
      ['geofences'],
    ),
  },
  {
    path: 'command',
    ...lazyPage(
      () => import('../features/command/command-page.tsx'),
      (m) => m.CommandPage,
      'page',
      ['commands'],
    ),
  },
  {
    path: 'dashboard',
    ...lazyPage(
      () => import('../features/dashboards/dashboard-list-page.tsx'),
      (m) => m.DashboardListPage,
      'page',
      dashboardSections,
    ),
  },
  {
    path: 'dashboard/:id',
    ...lazyPage(
      () => import('../features/dashboards/dashboard-detail-page.tsx'),
      (m) => m.DashboardDetailPage,
      'dashboard',
      dashboardSections,
    ),
  },
  {
    path: 'report',
    ...lazyPage(
      () => import('../features/reports/report-list-page.tsx'),
      (m) => m.ReportListPage,
      'page',
      reportSections,
    ),
  },
  {
    path: 'report/:id',
    ...lazyPage(
      () => import('../features/reports/report-detail-page.tsx'),
      (m) => m.ReportDetailPage,
      'page',
      reportSections,
    ),
  },
  {
    path: 'asset',
    ...lazyPage(
      () => import('../features/assets/asset-list-page.tsx'),
      (m) => m.AssetListPage,
      'page',
      assetSections,
    ),
  },
  {
    path: 'asset/:id',
    ...lazyPage(
      () => import('../features/assets/asset-detail-page.tsx'),
      (m) => m.AssetDetailPage,
      'dashboard',
      assetSections,
    ),
  },
  {
    path: '*',
    ...lazyPage(
      () => import('./not-found-page.tsx'),
      (m) => m.NotFoundPage,
    ),
  },
];

export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        path: 'share/dashboard/:id',
        ...lazyPage(
          () => import('../features/share/shared-dashboard-page.tsx'),
          (m) => m.SharedDashboardPage,
          'dashboard',
          dashboardSections,
        ),
      },
      {
        path: 'share/:id',
        ...lazyPage(
          () => import('../features/share/shared-view-page.tsx'),
          (m) => m.SharedViewPage,
          'dashboard',
        ),
      },
      {
        // An alert e-mail's "I'm on it" link (issue 30): public, the signed link is the credential.
        path: 'ack/:token',
        ...lazyPage(
          () => import('../features/incidents/ack-link-page.tsx'),
          (m) => m.AckLinkPage,
          'page',
          ['incidents'],
        ),
      },
      {
        path: 'auth-error',
        ...lazyPage(
          () => import('../features/auth/auth-error-page.tsx'),
          (m) => m.AuthErrorPage,
        ),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppShell />,
            children: [{ errorElement: <RouteErrorBoundary />, children: protectedRoutes }],
          },
        ],
      },
    ],
  },
];
