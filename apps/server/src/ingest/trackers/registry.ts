import type { ServerConfig } from '../../config.ts';
import { atrackCodec } from './atrack/codec.ts';
import { calampCodec } from './calamp/codec.ts';
import { castelCodec } from './castel/codec.ts';
import { cellocatorCodec } from './cellocator/codec.ts';
import { cobanCodec } from './coban/codec.ts';
import { type TrackerCodec, type TrackerProtocol, trackerProtocols } from './codec.ts';
import { dmtCodec } from './dmt/codec.ts';
import { dmthttpCodec } from './dmthttp/codec.ts';
import { eelinkCodec } from './eelink/codec.ts';
import { freematicsCodec } from './freematics/codec.ts';
import { galileoCodec } from './galileo/codec.ts';
import { gt06Codec } from './gt06/codec.ts';
import { h02Codec } from './h02/codec.ts';
import { huabaoCodec } from './huabao/codec.ts';
import { jt600Codec } from './jt600/codec.ts';
import { laipacCodec } from './laipac/codec.ts';
import { meitrackCodec } from './meitrack/codec.ts';
import { mictrackCodec } from './mictrack/codec.ts';
import { minifinderCodec } from './minifinder/codec.ts';
import { queclinkCodec } from './queclink/codec.ts';
import { ruptelaCodec } from './ruptela/codec.ts';
import { startekCodec } from './startek/codec.ts';
import { suntechCodec } from './suntech/codec.ts';
import { teltonikaCodec } from './teltonika/codec.ts';
import { tk103Codec } from './tk103/codec.ts';
import { tlt2hCodec } from './tlt2h/codec.ts';
import { topflytechCodec } from './topflytech/codec.ts';
import { topinCodec } from './topin/codec.ts';
import { tzoneCodec } from './tzone/codec.ts';
import { watchCodec } from './watch/codec.ts';
import { wialonCodec } from './wialon/codec.ts';
import { xirgoCodec } from './xirgo/codec.ts';

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
  huabao: 'HUABAO_PORT',
  suntech: 'SUNTECH_PORT',
  calamp: 'CALAMP_PORT',
  atrack: 'ATRACK_PORT',
  watch: 'WATCH_PORT',
  tk103: 'TK103_PORT',
  wialon: 'WIALON_PORT',
  ruptela: 'RUPTELA_PORT',
  topflytech: 'TOPFLYTECH_PORT',
  xirgo: 'XIRGO_PORT',
  dmt: 'DMT_PORT',
  castel: 'CASTEL_PORT',
  eelink: 'EELINK_PORT',
  tzone: 'TZONE_PORT',
  freematics: 'FREEMATICS_PORT',
  dmthttp: 'DMT_HTTP_PORT',
  topin: 'TOPIN_PORT',
  minifinder: 'MINIFINDER_PORT',
  laipac: 'LAIPAC_PORT',
  mictrack: 'MICTRACK_PORT',
  cellocator: 'CELLOCATOR_PORT',
  startek: 'STARTEK_PORT',
  tlt2h: 'TLT2H_PORT',
  jt600: 'JT600_PORT',
  galileo: 'GALILEO_PORT',
} as const satisfies Record<TrackerProtocol, keyof ServerConfig>;

const codecs: Record<TrackerProtocol, TrackerCodec> = {
  teltonika: teltonikaCodec,
  gt06: gt06Codec,
  h02: h02Codec,
  queclink: queclinkCodec,
  meitrack: meitrackCodec,
  coban: cobanCodec,
  huabao: huabaoCodec,
  suntech: suntechCodec,
  calamp: calampCodec,
  atrack: atrackCodec,
  watch: watchCodec,
  tk103: tk103Codec,
  wialon: wialonCodec,
  ruptela: ruptelaCodec,
  topflytech: topflytechCodec,
  xirgo: xirgoCodec,
  dmt: dmtCodec,
  castel: castelCodec,
  eelink: eelinkCodec,
  tzone: tzoneCodec,
  freematics: freematicsCodec,
  dmthttp: dmthttpCodec,
  topin: topinCodec,
  minifinder: minifinderCodec,
  laipac: laipacCodec,
  mictrack: mictrackCodec,
  cellocator: cellocatorCodec,
  startek: startekCodec,
  tlt2h: tlt2hCodec,
  jt600: jt600Codec,
  galileo: galileoCodec,
};

/** Every protocol's port setting at 0: a process (a test's, a benchmark's) that listens for none. */
export const trackersOff = (): Record<string, string> =>
  Object.fromEntries(Object.values(trackerPortSettings).map((setting) => [setting, '0']));

/** One protocol's codec; undefined for a name that is no protocol of ours. */
export const trackerCodec = (protocol: string): TrackerCodec | undefined =>
  (codecs as Record<string, TrackerCodec | undefined>)[protocol];

/** Every protocol's codec, by protocol. */
export function trackerCodecs(): Promise<Map<TrackerProtocol, TrackerCodec>> {
  return Promise.resolve(new Map(trackerProtocols.map((p) => [p, codecs[p]] as const)));
}

/** The port a protocol listens on in this configuration; 0 when it is off. */
export const trackerPort = (config: ServerConfig, protocol: TrackerProtocol): number =>
  config[trackerPortSettings[protocol]];

/** The protocols whose trackers answer the commands they are sent (every one but Coban's). */
export const answeringTrackerProtocols: TrackerProtocol[] = trackerProtocols.filter(
  (protocol) => codecs[protocol].answersCommands,
);
