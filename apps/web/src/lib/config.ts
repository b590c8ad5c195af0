import type { PublicConfig } from '@pinpoint/shared';
import { createContext, useContext } from 'react';

export type { PublicConfig };

export class ConfigLoadError extends Error {
  override name = 'ConfigLoadError';
}

async function fetchConfigJson(fetchImpl: typeof fetch): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchImpl('/config.json', { headers: { Accept: 'application/json' } });
  } catch (error) {
    throw new ConfigLoadError(`The server could not be reached (${(error as Error).message}).`);
  }
  if (!response.ok) throw new ConfigLoadError(`The server answered ${response.status} for /config.json.`);
  try {
    return await response.json();
  } catch {
    throw new ConfigLoadError('/config.json is not valid JSON.');
  }
}

/**
 * Loads /config.json once before the app renders; the shared schema fills the spec's defaults.
 * The schema (and zod) load in parallel with the request, keeping them out of the entry chunk.
 */
export async function loadConfig(fetchImpl: typeof fetch = fetch): Promise<PublicConfig> {
  const [json, { publicConfigSchema }] = await Promise.all([
    fetchConfigJson(fetchImpl),
    import('@pinpoint/shared/config.ts'),
  ]);
  const parsed = publicConfigSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigLoadError(`/config.json is invalid: ${issues}`);
  }
  return parsed.data;
}

export const ConfigContext = createContext<PublicConfig | null>(null);

export function useConfig(): PublicConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig must be used inside ConfigContext');
  return config;
}
