import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { type Answer, type Person, testApi } from './api.ts';
import { startTestServer } from './server.ts';

/**
 * The cross-tenant proof, generated from the route table the server really has:
 * - every /api route that reaches an organisation's things (an id in its path,
 *   or an organisation id in its body), called by a member of ANOTHER
 *   organisation with the ids of real things of organisation A, answers 404
 *   with exactly the answer a random id gets, and changes nothing in the database;
 * - every write (POST/PUT/PATCH/DELETE) of organisation A's things by A's viewer
 *   answers 403 (404 where the spec says so) and changes nothing.
 * The table below says, for each route, how to build its path and body from the
 * ids of things of each kind. A route the server has but the table does not
 * fails the test by name: add an entry for it (or say why it reaches no
 * organisation's things).
 */

type Kind =
  | 'organisation'
  | 'device'
  | 'contact'
  | 'geofence'
  | 'base'
  | 'action'
  | 'member'
  | 'ingestKey'
  | 'apiKey'
  | 'dashboard'
  | 'dashboardShare'
  | 'invitation'
  | 'report'
  | 'reportRun'
  | 'command'
  | 'asset'
  | 'incident';
type Ids = Record<Kind, string> & {
  /** The caller's own organisation (never replaced by a random id). */
  own: string;
  /** Organisation A's name, to confirm its deletion. */
  organisationName: string;
};
type Call = { path: string; body?: unknown };

type Entry =
  /** Reaches no organisation's things by id: public, machine ingest (own tests), or the caller's own. */
  | { none: string }
  | {
      call: (ids: Ids) => Call;
      /** What A's viewer gets for a write; a reason string when a viewer may do it. Reads: undefined. */
      viewer?: 403 | 404 | { allowed: string };
    };

const device = (ids: Ids) => ids.device;
const range = '?from=2026-01-01T00:00:00Z&to=2026-12-31T00:00:00Z';
const place = { address: '1 Front St', postcode: 'M5J 2N8', latitude: 43.64, longitude: -79.38 };

const table: Record<string, Entry> = {
  'GET /api/docs': { none: 'API documentation' },
  'GET /api/docs/static/index.html': { none: 'API documentation' },
  'GET /api/docs/static/swagger-initializer.js': { none: 'API documentation' },
  'GET /api/docs/json': { none: 'API documentation' },
  'GET /api/docs/yaml': { none: 'API documentation' },
  'GET /api/docs/static/*': { none: 'API documentation' },
  'GET /api/openapi.json': { none: 'API documentation' },
  'GET /api/live': { none: 'WebSocket; its organisation refusals are tested in live/live.int.test.ts' },
  'POST /api/user/email-verification': { none: "the caller's own e-mail address" },
  'POST /api/user/': { none: "the caller's own account" },
  'PATCH /api/user/settings': { none: "the caller's own settings" },
  'POST /api/user/auth/validate-token': { none: "the caller's own token" },
  'POST /api/auth/validate-token': { none: "the caller's own token" },
  'GET /api/user/invitations': { none: "the caller's own invitations" },
  'GET /api/organisation': { none: "the caller's own organisations" },
  'POST /api/organisation': { none: 'creates an organisation of its own' },
  'GET /api/operator/status': { none: "the platform operator's own screens (operator tests)" },
  'GET /api/operator/overview': { none: "the platform operator's own screens (operator tests)" },
  'GET /api/operator/inventory': { none: "the platform operator's own screens (operator tests)" },
  'POST /api/operator/inventory/import': { none: "the platform operator's own screens (operator tests)" },
  'GET /api/operator/account-mail': { none: "the platform operator's own screens (operator tests)" },
  'GET /api/share/:token': { none: 'public by design: the share token is the credential' },
  'GET /api/geofence/geocode': { none: 'geocodes an address; no organisation' },
  'POST /api/ingest/ttn': { none: 'machine ingest: ingest keys and device tokens (ingest tests)' },
  'POST /api/ingest/chirpstack': { none: 'machine ingest: ingest keys and device tokens (ingest tests)' },
  'POST /api/ingest/helium': { none: 'machine ingest: ingest keys and device tokens (ingest tests)' },
  'POST /api/ingest/http': { none: 'machine ingest: ingest keys and device tokens (ingest tests)' },
  'GET /api/ingest/osmand': { none: 'machine ingest: device tokens (ingest tests)' },
  'POST /api/ingest/osmand': { none: 'machine ingest: device tokens (ingest tests)' },
  'POST /api/ingest/owntracks': { none: 'machine ingest: device tokens (ingest tests)' },

  // Organisation, members, invitations.
  'GET /api/organisation/:id': { call: (x) => ({ path: `/organisation/${x.organisation}` }) },
  'PATCH /api/organisation/:id': {
    call: (x) => ({ path: `/organisation/${x.organisation}`, body: { name: 'Taken over' } }),
    viewer: 403,
  },
  'DELETE /api/organisation/:id': {
    call: (x) => ({ path: `/organisation/${x.organisation}`, body: { confirmName: x.organisationName } }),
    viewer: 403,
  },
  'GET /api/organisation/:id/logs': { call: (x) => ({ path: `/organisation/${x.organisation}/logs` }) },
  'GET /api/organisation/:id/roles': { call: (x) => ({ path: `/organisation/${x.organisation}/roles` }) },
  'GET /api/organisation/:id/members': { call: (x) => ({ path: `/organisation/${x.organisation}/members` }) },
  'POST /api/organisation/:id/members': {
    call: (x) => ({
      path: `/organisation/${x.organisation}/members`,
      body: { email: 'intruder@example.com', role: 'owner' },
    }),
    viewer: 403,
  },
  'PATCH /api/organisation/:id/members/:userId': {
    call: (x) => ({ path: `/organisation/${x.organisation}/members/${x.member}`, body: { role: 'viewer' } }),
    viewer: 403,
  },
  'DELETE /api/organisation/:id/members/:userId': {
    call: (x) => ({ path: `/organisation/${x.organisation}/members/${x.member}` }),
    viewer: 403,
  },
  'POST /api/organisation/:id/leave': {
    call: (x) => ({ path: `/organisation/${x.organisation}/leave`, body: {} }),
    viewer: { allowed: 'any member may leave (spec 7)' },
  },
  'DELETE /api/organisation/:id/invitations/:invitationId': {
    call: (x) => ({ path: `/organisation/${x.organisation}/invitations/${x.invitation}` }),
    viewer: 403,
  },
  'POST /api/user/invitations/:invitationId/accept': {
    call: (x) => ({ path: `/user/invitations/${x.invitation}/accept`, body: {} }),
    viewer: 404, // only the invitee sees an invitation
  },
  'POST /api/user/invitations/:invitationId/decline': {
    call: (x) => ({ path: `/user/invitations/${x.invitation}/decline`, body: {} }),
    viewer: 404,
  },
  'GET /api/organisation/:id/demo-claim-codes': {
    call: (x) => ({ path: `/organisation/${x.organisation}/demo-claim-codes` }),
  },
  'GET /api/organisation/:id/outbox': { call: (x) => ({ path: `/organisation/${x.organisation}/outbox` }) },

  // Ingest keys.
  'POST /api/organisation/:id/ingest-keys': {
    call: (x) => ({ path: `/organisation/${x.organisation}/ingest-keys`, body: { name: 'Stolen' } }),
    viewer: 403,
  },
  'GET /api/organisation/:id/ingest-keys': {
    call: (x) => ({ path: `/organisation/${x.organisation}/ingest-keys` }),
  },
  'DELETE /api/ingest-key/:id': { call: (x) => ({ path: `/ingest-key/${x.ingestKey}` }), viewer: 403 },

  // Integrations (issue 17): setup values, 'Send a test', the unknown-devices inbox, the
  // first-uplink checklist, personal API keys.
  'GET /api/organisation/:id/integrations': {
    call: (x) => ({ path: `/organisation/${x.organisation}/integrations` }),
  },
  'POST /api/organisation/:id/integrations/test': {
    call: (x) => ({ path: `/organisation/${x.organisation}/integrations/test`, body: { source: 'ttn' } }),
    viewer: 403,
  },
  'GET /api/organisation/:id/unknown-devices': {
    call: (x) => ({ path: `/organisation/${x.organisation}/unknown-devices` }),
  },
  'POST /api/organisation/:id/unknown-devices/:devEui/add': {
    call: (x) => ({ path: `/organisation/${x.organisation}/unknown-devices/A84041000181C8F2/add`, body: {} }),
    viewer: 403,
  },
  'DELETE /api/organisation/:id/unknown-devices/:devEui': {
    call: (x) => ({ path: `/organisation/${x.organisation}/unknown-devices/A84041000181C8F2` }),
    viewer: 403,
  },
  'GET /api/organisation/:id/unknown-trackers/:imei': {
    call: (x) => ({ path: `/organisation/${x.organisation}/unknown-trackers/356307042441013` }),
    viewer: 403,
  },
  'POST /api/organisation/:id/unknown-trackers/:imei/add': {
    call: (x) => ({ path: `/organisation/${x.organisation}/unknown-trackers/356307042441013/add`, body: {} }),
    viewer: 403,
  },
  'GET /api/organisation/:id/trackers': {
    call: (x) => ({ path: `/organisation/${x.organisation}/trackers` }),
  },
  'GET /api/device/:id/checklist': { call: (x) => ({ path: `/device/${device(x)}/checklist` }) },
  'GET /api/device/:id/battery-forecast': {
    call: (x) => ({ path: `/device/${device(x)}/battery-forecast` }),
  },
  'GET /api/organisation/:id/battery-forecasts': {
    call: (x) => ({ path: `/organisation/${x.organisation}/battery-forecasts` }),
  },
  'GET /api/device/:id/silence': { call: (x) => ({ path: `/device/${device(x)}/silence` }) },
  'GET /api/organisation/:id/coverage': {
    call: (x) => ({ path: `/organisation/${x.organisation}/coverage` }),
  },
  'GET /api/organisation/:id/api-keys': {
    call: (x) => ({ path: `/organisation/${x.organisation}/api-keys` }),
  },
  'POST /api/organisation/:id/api-keys': {
    call: (x) => ({
      path: `/organisation/${x.organisation}/api-keys`,
      body: { name: 'Planted script', role: 'viewer', expiresInDays: 30 },
    }),
    viewer: { allowed: 'a viewer may create a read-only key of their own' },
  },
  'DELETE /api/api-key/:id': { call: (x) => ({ path: `/api-key/${x.apiKey}` }), viewer: 404 },

  // Contacts.
  'GET /api/contact/organisation/:id': { call: (x) => ({ path: `/contact/organisation/${x.organisation}` }) },
  'POST /api/contact': {
    call: (x) => ({
      path: '/contact',
      body: {
        organisationId: x.organisation,
        name: 'Planted',
        email: 'planted@example.com',
        phone: '+14165550199',
        contactMethod: 'email',
      },
    }),
    viewer: 403,
  },
  'POST /api/contact/bulk-delete': {
    call: (x) => ({
      path: '/contact/bulk-delete',
      body: { organisationId: x.organisation, ids: [x.contact] },
    }),
    viewer: 403,
  },
  'GET /api/contact/:id': { call: (x) => ({ path: `/contact/${x.contact}` }) },
  'PATCH /api/contact/:id': {
    call: (x) => ({ path: `/contact/${x.contact}`, body: { name: 'Moved' } }),
    viewer: 403,
  },
  'DELETE /api/contact/:id': { call: (x) => ({ path: `/contact/${x.contact}` }), viewer: 403 },

  // Devices.
  'GET /api/organisation/:id/devices': { call: (x) => ({ path: `/organisation/${x.organisation}/devices` }) },
  'GET /api/organisation/:id/devices/page': {
    call: (x) => ({ path: `/organisation/${x.organisation}/devices/page?pageSize=5&sort=lastUpdated` }),
  },
  'GET /api/organisation/:id/devices/positions': {
    call: (x) => ({ path: `/organisation/${x.organisation}/devices/positions` }),
  },
  'POST /api/device': {
    call: (x) => ({
      path: '/device',
      body: {
        organisationId: x.organisation,
        name: 'Planted tracker',
        devEui: '70B3D57ED0000001',
        appEui: '70B3D57ED0000002',
        appKey: '0123456789ABCDEF0123456789ABCDEF',
        type: 'location',
      },
    }),
    viewer: 403,
  },
  'POST /api/device/self-host': {
    call: (x) => ({
      path: '/device/self-host',
      body: { organisationId: x.organisation, name: 'Planted phone' },
    }),
    viewer: 403,
  },
  'POST /api/device/tracker': {
    call: (x) => ({
      path: '/device/tracker',
      body: {
        organisationId: x.organisation,
        name: 'Planted tracker',
        protocol: 'gt06',
        imei: '359710049095095',
      },
    }),
    viewer: 403,
  },
  'POST /api/device/claim': {
    call: (x) => ({
      path: '/device/claim',
      body: { organisationId: x.organisation, claimCode: 'NO-SUCH-CODE' },
    }),
    viewer: 403,
  },
  'POST /api/device/import': {
    call: (x) => ({
      path: '/device/import',
      body: {
        organisationId: x.organisation,
        rows: [
          {
            dev_eui: '70B3D57ED0000003',
            app_eui: '70B3D57ED0000004',
            app_key: '0123456789ABCDEF0123456789ABCDEF',
          },
        ],
      },
    }),
    viewer: 403,
  },
  'POST /api/device/bulk-delete': {
    call: (x) => ({
      path: '/device/bulk-delete',
      body: { organisationId: x.organisation, ids: [device(x)] },
    }),
    viewer: 403,
  },
  'GET /api/device/:id': { call: (x) => ({ path: `/device/${device(x)}` }) },
  'PATCH /api/device/:id': {
    call: (x) => ({ path: `/device/${device(x)}`, body: { name: 'Renamed' } }),
    viewer: 403,
  },
  'DELETE /api/device/:id': {
    call: (x) => ({ path: `/device/${device(x)}`, body: { confirmName: 'Tenancy van' } }),
    viewer: 403,
  },
  'POST /api/device/:id/share': {
    call: (x) => ({ path: `/device/${device(x)}/share`, body: {} }),
    viewer: 403,
  },
  'DELETE /api/device/:id/share': { call: (x) => ({ path: `/device/${device(x)}/share` }), viewer: 403 },
  'POST /api/device/:id/transfer': {
    call: (x) => ({ path: `/device/${device(x)}/transfer`, body: { organisationId: x.own } }),
    viewer: 403,
  },
  'GET /api/device/:id/readings': { call: (x) => ({ path: `/device/${device(x)}/readings${range}` }) },
  'GET /api/device/:id/positions': { call: (x) => ({ path: `/device/${device(x)}/positions${range}` }) },
  'GET /api/device/:id/frames': { call: (x) => ({ path: `/device/${device(x)}/frames${range}` }) },
  'GET /api/device/:id/track': { call: (x) => ({ path: `/device/${device(x)}/track${range}` }) },
  'GET /api/device/:id/export.:format': {
    call: (x) => ({ path: `/device/${device(x)}/export.csv${range}` }),
  },

  // Geofences and bases.
  'GET /api/geofence/organisation/:organisationId': {
    call: (x) => ({ path: `/geofence/organisation/${x.organisation}` }),
  },
  'POST /api/geofence': {
    call: (x) => ({
      path: '/geofence',
      body: { organisationId: x.organisation, name: 'Planted yard', ...place, radius: 100 },
    }),
    viewer: 403,
  },
  'POST /api/geofence/import': {
    call: (x) => ({
      path: '/geofence/import',
      body: { organisationId: x.organisation, rows: [{ name: 'Planted', ...place, radius: 100 }] },
    }),
    viewer: 403,
  },
  'POST /api/geofence/bulk-delete': {
    call: (x) => ({
      path: '/geofence/bulk-delete',
      body: { organisationId: x.organisation, ids: [x.geofence] },
    }),
    viewer: 403,
  },
  'GET /api/geofence/:id': { call: (x) => ({ path: `/geofence/${x.geofence}` }) },
  'PATCH /api/geofence/:id': {
    call: (x) => ({ path: `/geofence/${x.geofence}`, body: { name: 'Moved yard' } }),
    viewer: 403,
  },
  'DELETE /api/geofence/:id': { call: (x) => ({ path: `/geofence/${x.geofence}` }), viewer: 403 },
  'PATCH /api/geofence/:id/status': {
    call: (x) => ({ path: `/geofence/${x.geofence}/status`, body: { status: 'paused' } }),
    viewer: 403,
  },
  'GET /api/base/organisation/:organisationId': {
    call: (x) => ({ path: `/base/organisation/${x.organisation}` }),
  },
  'POST /api/base': {
    call: (x) => ({
      path: '/base',
      body: { organisationId: x.organisation, name: 'Planted depot', ...place },
    }),
    viewer: 403,
  },
  'POST /api/base/import': {
    call: (x) => ({
      path: '/base/import',
      body: { organisationId: x.organisation, rows: [{ name: 'Planted', ...place }] },
    }),
    viewer: 403,
  },
  'POST /api/base/bulk-delete': {
    call: (x) => ({ path: '/base/bulk-delete', body: { organisationId: x.organisation, ids: [x.base] } }),
    viewer: 403,
  },
  'GET /api/base/:id': { call: (x) => ({ path: `/base/${x.base}` }) },
  'PATCH /api/base/:id': {
    call: (x) => ({ path: `/base/${x.base}`, body: { name: 'Moved depot' } }),
    viewer: 403,
  },
  'DELETE /api/base/:id': { call: (x) => ({ path: `/base/${x.base}` }), viewer: 403 },

  // Actions.
  'GET /api/action/:id': { call: (x) => ({ path: `/action/${x.action}` }) },
  'POST /api/action': {
    call: (x) => ({
      path: '/action',
      body: {
        organisationId: x.organisation,
        name: 'Planted alert',
        actionType: 'alert',
        alertType: 'button',
        message: 'Pressed',
        contactIds: [x.contact],
        deviceIds: [device(x)],
        repeatMode: 'open',
        repeatMinutes: 5,
      },
    }),
    viewer: 403,
  },
  'PATCH /api/action/:id': {
    call: (x) => ({ path: `/action/${x.action}`, body: { name: 'Hijacked' } }),
    viewer: 403,
  },
  'PATCH /api/action/:id/enabled': {
    call: (x) => ({ path: `/action/${x.action}/enabled`, body: { enabled: false } }),
    viewer: 403,
  },
  'POST /api/action/:id/resume': { call: (x) => ({ path: `/action/${x.action}/resume` }), viewer: 403 },
  'POST /api/action/:id/rotate-secret': {
    call: (x) => ({ path: `/action/${x.action}/rotate-secret` }),
    viewer: 403,
  },
  'DELETE /api/action/:id': { call: (x) => ({ path: `/action/${x.action}` }), viewer: 403 },
  'GET /api/action/:id/logs': { call: (x) => ({ path: `/action/${x.action}/logs` }) },

  // Incidents (issue 30).
  'GET /api/organisation/:id/incidents': {
    call: (x) => ({ path: `/organisation/${x.organisation}/incidents?state=open` }),
  },
  'GET /api/incident/:id': { call: (x) => ({ path: `/incident/${x.incident}` }) },
  'PATCH /api/incident/:id': {
    call: (x) => ({ path: `/incident/${x.incident}`, body: { notes: 'Taken over', assigneeId: null } }),
    viewer: 403,
  },
  'POST /api/incident/:id/acknowledge': {
    call: (x) => ({ path: `/incident/${x.incident}/acknowledge`, body: {} }),
    viewer: 403,
  },
  'POST /api/incident/:id/resolve': {
    call: (x) => ({ path: `/incident/${x.incident}/resolve`, body: {} }),
    viewer: 403,
  },
  'GET /api/action/:id/escalation-preview': {
    call: (x) => ({ path: `/action/${x.action}/escalation-preview?at=2026-01-15T15:00:00Z` }),
  },
  'GET /api/incident-ack/:token': {
    none: "public by design: an e-mail's signed link is the credential (incident tests)",
  },
  'POST /api/incident-ack/:token': {
    none: "public by design: an e-mail's signed link is the credential (incident tests)",
  },
  'POST /api/sms/inbound': {
    none: "Twilio's webhook: its X-Twilio-Signature is the credential (incident tests)",
  },

  // Commands and network-server settings (issue 15).
  'GET /api/command/organisation/:organisationId': {
    call: (x) => ({ path: `/command/organisation/${x.organisation}` }),
  },
  'GET /api/command/device/:deviceId/catalogue': {
    call: (x) => ({ path: `/command/device/${device(x)}/catalogue` }),
  },
  'POST /api/command': {
    call: (x) => ({
      path: '/command',
      body: { deviceId: device(x), command: { kind: 'custom', text: 'Planted' } },
    }),
    viewer: 403,
  },
  'GET /api/command/:id': { call: (x) => ({ path: `/command/${x.command}` }) },
  'POST /api/command/:id/cancel': {
    call: (x) => ({ path: `/command/${x.command}/cancel`, body: {} }),
    viewer: 403,
  },
  'GET /api/command/network-settings/:organisationId': {
    call: (x) => ({ path: `/command/network-settings/${x.organisation}` }),
  },
  'PUT /api/command/network-settings/:organisationId': {
    call: (x) => ({
      path: `/command/network-settings/${x.organisation}`,
      body: { ttnClusterUrl: 'https://evil.example.com', ttnApiKey: 'NNSXS.PLANTED' },
    }),
    viewer: 403,
  },

  // Dashboards and their links (issue 13).
  'GET /api/dashboard/organisation/:organisationId': {
    call: (x) => ({ path: `/dashboard/organisation/${x.organisation}` }),
  },
  'POST /api/dashboard': {
    call: (x) => ({
      path: '/dashboard',
      body: {
        organisationId: x.organisation,
        name: 'Planted dashboard',
        widgets: [{ id: 'w1', type: 'latest', field: 'temperature', devices: [device(x)] }],
      },
    }),
    viewer: 403,
  },
  'GET /api/dashboard/:id': { call: (x) => ({ path: `/dashboard/${x.dashboard}` }) },
  'PATCH /api/dashboard/:id': {
    call: (x) => ({ path: `/dashboard/${x.dashboard}`, body: { name: 'Hijacked board' } }),
    viewer: 403,
  },
  'DELETE /api/dashboard/:id': { call: (x) => ({ path: `/dashboard/${x.dashboard}` }), viewer: 403 },
  'POST /api/dashboard/:id/duplicate': {
    call: (x) => ({ path: `/dashboard/${x.dashboard}/duplicate`, body: {} }),
    viewer: 403,
  },
  'GET /api/dashboard/:id/data': { call: (x) => ({ path: `/dashboard/${x.dashboard}/data?width=800` }) },
  'GET /api/dashboard/:id/shares': { call: (x) => ({ path: `/dashboard/${x.dashboard}/shares` }) },
  'POST /api/dashboard/:id/shares': {
    call: (x) => ({ path: `/dashboard/${x.dashboard}/shares`, body: { allowRange: true } }),
    viewer: 403,
  },
  'DELETE /api/dashboard/:id/shares/:shareId': {
    call: (x) => ({ path: `/dashboard/${x.dashboard}/shares/${x.dashboardShare}` }),
    viewer: 403,
  },
  'GET /api/share/dashboard/:token': { none: 'public by design: the link token is the credential' },
  'POST /api/widget-data/preview': {
    call: (x) => ({
      path: '/widget-data/preview',
      body: {
        organisationId: x.organisation,
        widgets: [{ id: 'w1', type: 'series', fields: ['temperature'], devices: [device(x)] }],
      },
    }),
    viewer: { allowed: 'a preview reads: viewers may preview (nothing is stored)' },
  },

  // Assets (issue 15).
  'GET /api/asset/organisation/:organisationId': {
    call: (x) => ({ path: `/asset/organisation/${x.organisation}` }),
  },
  'POST /api/asset': {
    call: (x) => ({
      path: '/asset',
      body: {
        organisationId: x.organisation,
        name: 'Planted asset',
        description: 'Planted',
        metrics: [{ type: 'temperature', deviceId: device(x), field: 'temperature' }],
      },
    }),
    viewer: 403,
  },
  'POST /api/asset/import': {
    call: (x) => ({
      path: '/asset/import',
      body: { organisationId: x.organisation, rows: [{ name: 'Planted asset', description: 'Planted' }] },
    }),
    viewer: 403,
  },
  'POST /api/asset/bulk-delete': {
    call: (x) => ({ path: '/asset/bulk-delete', body: { organisationId: x.organisation, ids: [x.asset] } }),
    viewer: 403,
  },
  'GET /api/asset/:id': { call: (x) => ({ path: `/asset/${x.asset}` }) },
  'PATCH /api/asset/:id': {
    call: (x) => ({ path: `/asset/${x.asset}`, body: { name: 'Hijacked asset' } }),
    viewer: 403,
  },
  'DELETE /api/asset/:id': { call: (x) => ({ path: `/asset/${x.asset}` }), viewer: 403 },
  'GET /api/asset/:id/bindings': { call: (x) => ({ path: `/asset/${x.asset}/bindings` }) },
  'GET /api/asset/:id/data': { call: (x) => ({ path: `/asset/${x.asset}/data${range}` }) },

  // Reports (issue 14).
  'GET /api/report/:id': { call: (x) => ({ path: `/report/${x.report}` }) },
  'POST /api/report': {
    call: (x) => ({
      path: '/report',
      body: {
        organisationId: x.organisation,
        name: 'Planted report',
        widgets: [{ id: 'w1', type: 'latest', field: 'temperature', devices: [device(x)] }],
        period: 'week',
        schedule: { frequency: 'weekly', time: '07:00', days: [1] },
        recipients: [{ kind: 'contact', id: x.contact }],
        formats: ['pdf'],
      },
    }),
    viewer: 403,
  },
  'PATCH /api/report/:id': {
    call: (x) => ({ path: `/report/${x.report}`, body: { name: 'Hijacked report' } }),
    viewer: 403,
  },
  'PATCH /api/report/:id/enabled': {
    call: (x) => ({ path: `/report/${x.report}/enabled`, body: { enabled: true } }),
    viewer: 403,
  },
  'POST /api/report/:id/duplicate': {
    call: (x) => ({ path: `/report/${x.report}/duplicate`, body: {} }),
    viewer: 403,
  },
  'DELETE /api/report/:id': { call: (x) => ({ path: `/report/${x.report}` }), viewer: 403 },
  'POST /api/report/:id/run': {
    call: (x) => ({ path: `/report/${x.report}/run`, body: { send: false } }),
    viewer: 403,
  },
  'GET /api/report/:id/runs': { call: (x) => ({ path: `/report/${x.report}/runs` }) },
  'GET /api/report/:id/runs/:runId': { call: (x) => ({ path: `/report/${x.report}/runs/${x.reportRun}` }) },
  'GET /api/report/:id/runs/:runId/preview': {
    call: (x) => ({ path: `/report/${x.report}/runs/${x.reportRun}/preview` }),
  },
  'GET /api/report/:id/runs/:runId/files/:format': {
    call: (x) => ({ path: `/report/${x.report}/runs/${x.reportRun}/files/pdf` }),
  },
  'GET /api/report-file/:token/:format': {
    none: "public by design: an e-mail's download token is the credential (report tests)",
  },

  // Billing (owner only for anything but the check; billing is off on this server, the
  // billing tests cover it on).
  'GET /api/billing/check': { call: (x) => ({ path: `/billing/check?organisationId=${x.organisation}` }) },
  'GET /api/organisation/:id/billing': { call: (x) => ({ path: `/organisation/${x.organisation}/billing` }) },
  'POST /api/organisation/:id/billing/limit': {
    call: (x) => ({ path: `/organisation/${x.organisation}/billing/limit`, body: { limit: 5000 } }),
    viewer: 403,
  },
  'POST /api/organisation/:id/billing/checkout': {
    call: (x) => ({ path: `/organisation/${x.organisation}/billing/checkout`, body: {} }),
    viewer: 403,
  },
  'POST /api/organisation/:id/billing/portal': {
    call: (x) => ({ path: `/organisation/${x.organisation}/billing/portal` }),
    viewer: 403,
  },
  'POST /api/billing/webhook': { none: "Stripe's webhook: its signature is the credential (billing tests)" },
};

// ---- The server, the cast and organisation A's things ----

const server = await startTestServer({
  ORGANISATION_ENABLED: 'true',
  SELF_HOST: 'true',
  MANUAL_ADD: 'true',
  API_KEY_ENABLED: 'true',
});
afterAll(() => server.close());
const api = testApi(server);
const { olive, vic, otto, max, orgId } = await api.signUpCast();

async function made(path: string, body: unknown): Promise<Answer['body']> {
  const res = await api.call(path, { token: olive.token, body });
  if (res.status !== 201 && res.status !== 200)
    throw new Error(`tenancy setup: ${path} answered ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
const deviceId = (await made('/device/self-host', { organisationId: orgId, name: 'Tenancy van' })).device.id;
const contactId = (
  await made('/contact', {
    organisationId: orgId,
    name: 'Tenancy contact',
    email: 'tenancy@example.com',
    phone: '+14165550100',
    contactMethod: 'email',
  })
).id;
const geofenceId = (
  await made('/geofence', { organisationId: orgId, name: 'Tenancy yard', ...place, radius: 200 })
).id;
const baseId = (await made('/base', { organisationId: orgId, name: 'Tenancy depot', ...place })).id;
const actionId = (
  await made('/action', {
    organisationId: orgId,
    name: 'Tenancy hook',
    actionType: 'webhook',
    alertType: 'button',
    webhookUrl: 'https://hooks.example.com/pinpoint',
    webhookMethod: 'POST',
    deviceIds: [deviceId],
    repeatMode: 'open',
    repeatMinutes: 5,
  })
).id;
const ingestKeyId = (await made(`/organisation/${orgId}/ingest-keys`, { name: 'Tenancy network server' })).id;
// A command still queued for the self-hosted device (it waits for the phone's next report).
const commandId = (await made('/command', { deviceId, command: { kind: 'custom', text: 'Tenancy ping' } }))
  .id;
const apiKeyId = (
  await made(`/organisation/${orgId}/api-keys`, { name: 'Tenancy script', role: 'admin', expiresInDays: 30 })
).id;
await made(`/device/${deviceId}/share`, {});
const dashboardId = (
  await made('/dashboard', {
    organisationId: orgId,
    name: 'Tenancy board',
    widgets: [{ id: 'w1', type: 'map', devices: [deviceId] }],
  })
).id;
const dashboardShareId = (await made(`/dashboard/${dashboardId}/shares`, {})).share.id;
const assetId = (
  await made('/asset', {
    organisationId: orgId,
    name: 'Tenancy freezer',
    description: 'Walk-in',
    metrics: [{ type: 'position', deviceId, field: 'position' }],
  })
).id as string;
// A report (off, so no schedule fires during the test) and a rendered preview run of it.
const reportId = (
  await made('/report', {
    organisationId: orgId,
    name: 'Tenancy report',
    widgets: [{ id: 'w1', type: 'latest', field: 'temperature', devices: [deviceId] }],
    period: 'day',
    schedule: { frequency: 'daily', time: '07:00' },
    recipients: [{ kind: 'contact', id: contactId }],
    formats: ['pdf'],
    enabled: false,
  })
).id as string;
const runAnswer = await api.call(`/report/${reportId}/run`, { token: olive.token, body: { send: false } });
const reportRunId = runAnswer.body.runId as string;
for (let i = 0; ; i++) {
  const run = await api.call(`/report/${reportId}/runs/${reportRunId}`, { token: olive.token });
  if (['done', 'failed'].includes(run.body.status)) break;
  if (i > 300) throw new Error('tenancy setup: the report run did not finish');
  await new Promise((r) => setTimeout(r, 100));
}
// An open incident of the action on the device (as a firing opens one; the engine has its own tests).
const incidentId = (
  await server.handle.db
    .insertInto('incidents')
    .values({
      organisation_id: orgId,
      action_id: actionId,
      device_id: deviceId,
      opened_at: new Date(),
      last_fired_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
).id;
await made(`/organisation/${orgId}/members`, { email: 'invitee@example.com', role: 'member' });
const invitationId = (await api.call(`/organisation/${orgId}/members`, { token: olive.token })).body
  .invitations?.[0]?.id as string;
const organisationName = (await api.call(`/organisation/${orgId}`, { token: olive.token })).body
  .name as string;

const idsOfA = (caller: Person): Ids => ({
  organisation: orgId,
  device: deviceId,
  contact: contactId,
  geofence: geofenceId,
  base: baseId,
  action: actionId,
  member: max.userId,
  ingestKey: ingestKeyId,
  apiKey: apiKeyId,
  dashboard: dashboardId,
  dashboardShare: dashboardShareId,
  invitation: invitationId,
  report: reportId,
  reportRun: reportRunId,
  command: commandId,
  asset: assetId,
  incident: incidentId,
  own: caller.organisationId,
  organisationName,
});
const randomIds = (caller: Person): Ids => ({
  ...(Object.fromEntries(Object.keys(idsOfA(caller)).map((k) => [k, randomUUID()])) as Record<Kind, string>),
  own: caller.organisationId,
  organisationName,
});

/**
 * Every row of every table, as one comparable value: a refused call must leave it as it was.
 * The rate limits' own counters are left out: a limited route counts every request, refused or not.
 */
async function snapshot(): Promise<Record<string, string>> {
  const tables = await server.handle.pool.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE'
       and table_name not in ('rate_limit_windows', 'limit_buckets') order by 1`,
  );
  const parts = tables.rows.map(
    ({ name }) =>
      `select '${name}' as name, count(*) || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${name}" t`,
  );
  const { rows } = await server.handle.pool.query<{ name: string; digest: string }>(
    parts.join(' union all '),
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.digest]));
}

const methodOf = (key: string) => key.split(' ')[0] as string;
const isWrite = (method: string) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);
const send = (key: string, call: Call, by: Person) =>
  api.call(call.path, {
    method: methodOf(key),
    token: by.token,
    ...(call.body === undefined ? {} : { body: call.body }),
  });

const apiRoutes = [
  ...new Set(server.app.routeList.filter((r) => r.url.startsWith('/api')).map((r) => `${r.method} ${r.url}`)),
];

describe('the tenancy table', () => {
  it('has an entry for every /api route the server has, and none for a route it does not', () => {
    const missing = apiRoutes.filter((key) => !(key in table));
    expect(
      missing,
      `Routes without an entry in the tenancy table (add one to apps/server/src/test/tenancy.int.test.ts): ${missing.join(', ')}`,
    ).toEqual([]);
    const stale = Object.keys(table).filter((key) => !apiRoutes.includes(key));
    expect(stale, `Tenancy table entries for routes the server no longer has: ${stale.join(', ')}`).toEqual(
      [],
    );
  });
});

const scoped = apiRoutes.flatMap((key) => {
  const entry = table[key];
  return entry && 'call' in entry ? [[key, entry] as const] : [];
});

describe("another organisation's member gets exactly a random id's 404, and changes nothing", () => {
  it.each(scoped)('%s', async (key, entry) => {
    const before = await snapshot();
    const foreign = await send(key, entry.call(idsOfA(otto)), otto);
    const after = await snapshot();
    const random = await send(key, entry.call(randomIds(otto)), otto);
    expect(foreign.status, `${key} by an outsider: ${JSON.stringify(foreign.body)}`).toBe(404);
    expect(random.status, `${key} with random ids`).toBe(404);
    expect(foreign.body, `${key}: an outsider's answer differs from a random id's`).toEqual(random.body);
    expect(after, `${key} by an outsider changed the database`).toEqual(before);
  });
});

const writes = scoped.filter(([key, entry]) => isWrite(methodOf(key)) && typeof entry.viewer === 'number');

describe("a viewer's write is refused, and changes nothing", () => {
  it('every write route says what a viewer gets', () => {
    const unsaid = scoped.filter(([key, entry]) => isWrite(methodOf(key)) && entry.viewer === undefined);
    expect(
      unsaid.map(([key]) => key),
      'write routes without a viewer expectation',
    ).toEqual([]);
  });

  it.each(writes)('%s', async (key, entry) => {
    const before = await snapshot();
    const answer = await send(key, entry.call(idsOfA(vic)), vic);
    const after = await snapshot();
    expect(answer.status, `${key} by a viewer: ${JSON.stringify(answer.body)}`).toBe(entry.viewer);
    expect(after, `${key} by a viewer changed the database`).toEqual(before);
  });
});
