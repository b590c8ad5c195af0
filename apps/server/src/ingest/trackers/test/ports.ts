import { freePort } from '../../../test/ports.ts';
import type { TrackerProtocol } from '../codec.ts';
import { trackerPortSettings, trackersOff } from '../registry.ts';

/**
 * A test server's environment with one tracker protocol on a free port and every other one off,
 * so a test needs no list of every protocol (a new protocol would otherwise bind its default port
 * in each test that forgot it).
 */
export async function onlyTracker(protocol: TrackerProtocol): Promise<Record<string, string>> {
  const env = trackersOff();
  env[trackerPortSettings[protocol]] = String(await freePort());
  return env;
}
