import type { User as AppUser, Organisation, PublicConfig } from '@pinpoint/shared';
import { publicConfigSchema } from '@pinpoint/shared/config.ts';
import type { User } from 'oidc-client-ts';
import { vi } from 'vitest';
import type { ApiClient } from '../lib/api.ts';
import type { AuthSession } from '../lib/auth/auth-context.ts';

export const testUser: AppUser = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'ada@example.com',
  sub: 'user-1',
  name: 'Ada Lovelace',
  picture: null,
  settings: { temperatureUnit: 'C', mapMatching: false, animatedLines: true },
  organisations: [
    { id: 'org-1', name: 'Acme', role: 'owner' },
    { id: 'org-2', name: 'Globex', role: 'member' },
  ],
};

export function testOrganisation(overrides: Partial<Organisation> = {}): Organisation {
  return {
    id: 'org-1',
    name: 'Acme',
    address: '1 Front St W, Toronto',
    email: 'office@acme.example',
    phone: '+14165550100',
    center: { lat: 43.6532, lon: -79.3832 },
    zoom: 10,
    hero: '',
    primaryColour: null,
    secondaryColour: null,
    timeZone: 'America/Toronto',
    framesRetentionDays: null,
    historyRetentionDays: null,
    deviceLimit: 100,
    role: 'owner',
    ...overrides,
  };
}

export const testOrganisations: Organisation[] = [
  testOrganisation(),
  testOrganisation({ id: 'org-2', name: 'Globex', role: 'member', email: 'hq@globex.example' }),
];

export function fakeAuth(overrides: Partial<AuthSession> = {}): AuthSession {
  return {
    status: 'signedIn',
    user: { profile: { email: testUser.email, sub: testUser.sub }, access_token: 'token' } as unknown as User,
    error: null,
    signIn: vi.fn(async () => undefined),
    signOut: vi.fn(async () => undefined),
    renew: vi.fn(async () => null),
    getAccessToken: vi.fn(async () => 'token'),
    ...overrides,
  };
}

/**
 * What the default fake API answers for an organisation with no devices on the routes the shell's
 * first screen asks (the device table's page and the map's packed positions), as it answers [] for
 * every list; undefined otherwise.
 */
function emptyAnswer(path: string): unknown {
  if (/\/devices\/page(\?|$)/.test(path)) return { items: [], total: 0, page: 1, pageSize: 10, types: [] };
  if (/\/devices\/positions$/.test(path))
    return { v: 1, builtAt: 0, ids: [], lat: [], lon: [], seen: [], alert: [], interval: [] };
  return undefined;
}

export function fakeApi(
  organisations: { id: string; name: string }[] = testOrganisations,
  overrides: Partial<ApiClient> = {},
): ApiClient {
  return {
    get: vi.fn(async () => null),
    list: vi.fn(async (path: string) => (path === '/organisation' ? organisations : [])) as ApiClient['list'],
    post: vi.fn(async () => ({ data: testUser })) as ApiClient['post'],
    mutate: {
      get: vi.fn(async (path: string) => emptyAnswer(path)) as ApiClient['mutate']['get'],
      post: vi.fn(async () => undefined) as ApiClient['mutate']['post'],
      put: vi.fn(async () => undefined) as ApiClient['mutate']['put'],
      patch: vi.fn(async () => undefined) as ApiClient['mutate']['patch'],
      delete: vi.fn(async () => undefined) as ApiClient['mutate']['delete'],
    },
    ...overrides,
  };
}

/** Every configuration field at its default, with overrides. */
export function defaultConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return { ...publicConfigSchema.parse({}), ...overrides };
}
