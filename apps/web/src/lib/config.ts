import type { PublicConfig } from '@pinpoint/shared';
import { createContext, useContext } from 'react';
import { readServedConfig } from './served-config.ts';

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
 * Loads /config.json once before the app renders. The config as the server serves it is read
 * without zod (`readServedConfig`); any other goes through the shared schema, which fills the
 * spec's defaults and words what is wrong, loaded only then.
 */
export async function loadConfig(fetchImpl: typeof fetch = fetch): Promise<PublicConfig> {
  const json = await fetchConfigJson(fetchImpl);
  const served = readServedConfig(json);
  if (served) return served;
  const { publicConfigSchema } = await import('@pinpoint/shared/config.ts');
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
