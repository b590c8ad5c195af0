import type { ServerConfig } from '../../config.ts';
import { type TrackerCodec, type TrackerProtocol, trackerProtocols } from './codec.ts';

/**
 * The protocols this server speaks and the port of each (issue 26): TELTONIKA_PORT, GT06_PORT,
 * ... (0 turns one off), defaulting to the ports Traccar uses, so a tracker set up for a Traccar
 * server moves by changing only the host.
 */

export const trackerPortSettings = {
  teltonika: 'TELTONIKA_PORT',
  gt06: 'GT06_PORT',
  h02: 'H02_PORT',
  queclink: 'QUECLINK_PORT',
  meitrack: 'MEITRACK_PORT',
  coban: 'COBAN_PORT',
} as const satisfies Record<TrackerProtocol, keyof ServerConfig>;

/** The codec module of each protocol exports `<protocol>Codec` from `<protocol>/codec.ts`. */
async function loadCodec(protocol: TrackerProtocol): Promise<TrackerCodec | undefined> {
  try {
    const module = (await import(`./${protocol}/codec.ts`)) as Record<string, TrackerCodec | undefined>;
    return module[`${protocol}Codec`];
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_MODULE_NOT_FOUND') return undefined;
    if (
      /Cannot find module|Failed to load url|Does the file exist|Unknown variable dynamic import/i.test(
        String(err),
      )
    )
      return undefined;
    throw err;
  }
}

let loaded: Promise<Map<TrackerProtocol, TrackerCodec>> | undefined;

/** Every protocol whose codec this build has, by protocol. */
export function trackerCodecs(): Promise<Map<TrackerProtocol, TrackerCodec>> {
  loaded ??= Promise.all(trackerProtocols.map(async (p) => [p, await loadCodec(p)] as const)).then(
    (pairs) => new Map(pairs.filter((pair): pair is [TrackerProtocol, TrackerCodec] => Boolean(pair[1]))),
  );
  return loaded;
}

/** The port a protocol listens on in this configuration; 0 when it is off. */
export const trackerPort = (config: ServerConfig, protocol: TrackerProtocol): number =>
  config[trackerPortSettings[protocol]];
