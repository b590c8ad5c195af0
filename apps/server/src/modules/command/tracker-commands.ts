import type { CommandInput, CommandSpec, TrackerProtocolName } from '@pinpoint/shared';
import { trackerCodec } from '../../ingest/trackers/registry.ts';
import { invalid } from '../../lib/errors.ts';

/**
 * Commands to cellular trackers (issue 26): text commands in each protocol's own words, written
 * over the tracker's connection by the listener (Teltonika Codec 12, GT06 0x80, H02 and Coban
 * text). `request_position` and `reboot` are the catalogue's; anything else is sent as typed.
 * `takesCommands: false` marks a protocol whose codec refuses every command (its units' settings
 * live elsewhere): nothing is offered, and a command to one is refused with its note.
 */
type CatalogueEntry = {
  request_position?: string;
  reboot?: string;
  note: string;
  reference: string;
  takesCommands?: false;
};

const catalogue: Record<TrackerProtocolName, CatalogueEntry> = {
  // Teltonika wiki, "FMB SMS/GPRS Commands".
  teltonika: {
    request_position: 'getgps',
    reboot: 'cpureset',
    note: 'Teltonika GPRS commands (Codec 12): getinfo, getver, getgps, setdigout 1 (relay on), setdigout 0, cpureset',
    reference: 'Teltonika wiki: FMB SMS/GPRS commands',
  },
  // Concox GT06 protocol, online command 0x80; the commands of the unit's SMS manual.
  gt06: {
    request_position: 'WHERE#',
    reboot: 'RESET#',
    note: 'GT06 online commands (0x80): WHERE#, STATUS#, RELAY,1# (cut the engine), RELAY,0#, DYD,000000# (cut fuel), HFYD,000000# (restore), RESET#',
    reference: 'Concox GT06 communication protocol, 0x80 server command',
  },
  h02: {
    note: 'H02 text commands, e.g. S20 (cut the engine) or S32 (position): sent as *HQ,<id>,<command>#',
    reference: 'H02 protocol',
  },
  queclink: { note: 'Queclink @Track AT commands, e.g. AT+GTRTO=gv300,1,,,,,,FFFF$', reference: '@Track' },
  meitrack: {
    note: 'Meitrack commands, e.g. A10 (position now), C01,0,12222 (outputs)',
    reference: 'Meitrack',
  },
  coban: {
    request_position: 'B',
    note: 'Coban commands (gps103): B (position now), J (cut oil), K (restore oil)',
    reference: 'Coban gps103',
  },
  // JT/T 808-2013: location query 0x8201, terminal control 0x8105 (4: reset), text 0x8300.
  huabao: {
    request_position: 'location query (0x8201)',
    reboot: 'terminal reset (0x8105)',
    note: 'JT/T 808 commands are sent as a text message (0x8300), e.g. WHERE# or RELAY,1# on Concox units',
    reference: 'JT/T 808-2013',
  },
  // Suntech ST300 operation manual, chapter 7 (CMD); universal units take CMD;<id>;03;01 and 03;03.
  suntech: {
    request_position: 'StatusReq',
    reboot: 'Reboot',
    note: 'Suntech commands, sent as <model>CMD;<id>;02;<command> (or CMD;<id>;<command> to universal units): StatusReq, Reboot, Enable1 (output 1 on: cut the engine), Disable1; a whole command (ST300NTW;…) is sent as typed',
    reference: 'Suntech ST300 operation manual',
  },
  // CalAmp's LM Direct has commands of its own, not written here: the codec refuses every one.
  calamp: {
    note: 'CalAmp units take no commands from Pinpoint: LM Direct commands are not implemented, so their settings and PEG actions are changed in the unit’s configuration',
    reference: 'CalAmp LM Direct Reference Guide',
    takesCommands: false,
  },
  // ATrack's AT$ commands, sent as typed with CR LF (Traccar's AtrackProtocolEncoder); only the
  // $INFO query is confirmed by a unit's answer in Traccar's tests, so no catalogue command is named.
  atrack: {
    note: 'ATrack AT$ commands, sent as typed: AT$INFO? (unit, firmware, power, battery) and the unit’s other AT$ settings; the unit answers $OK, $ERROR=<code> or the values asked for',
    reference: 'ATrack AT$ command set',
  },
  // SeTracker (3G watch) server protocol; Traccar's WatchProtocolEncoder.
  watch: {
    request_position: 'CR',
    reboot: 'RESET',
    note: 'Watch commands, sent as [<vendor>*<id>*<length>*<command>]: CR (position now), RESET, POWEROFF, SOS1,<number> (SOS2, SOS3), CENTER,<number>, UPLOAD,<seconds> (report interval), FACTORY; the watch answers by echoing the command',
    reference: 'SeTracker (3G watch) server protocol',
  },
  // TK103B GPRS communication protocol; Traccar's Tk103ProtocolEncoder.
  tk103: {
    request_position: 'AP00',
    reboot: 'AT00',
    note: 'TK103 commands, sent as (<id><command>): AP00 (position now), AV010 (cut oil/engine), AV011 (restore), AP07 (version), AT00 (restart); a whole message (…) is sent as typed',
    reference: 'TK103B GPRS communication protocol',
  },
  // Ruptela FM SMS commands list ("<password> <command>", a leading space when no password), sent
  // as SMS via GPRS (command 8) as Traccar's RuptelaProtocolEncoder does; answered by command 7.
  ruptela: {
    reboot: ' reset',
    note: 'Ruptela SMS commands sent over GPRS, a leading space for a unit without SMS password: coords (current position, as text), version, gsminfo, reset, setio 2,1 (output 2 on); a whole server packet may be given as hex',
    reference: 'Ruptela FM SMS commands list',
  },
  // Topflytech's 0x81 setting message (Traccar's T800xProtocolEncoder; TOPFLYtech/TOPFLYtechCodec).
  topflytech: {
    note: 'Topflytech SMS commands, sent as typed in the 0x81 setting message: VERSION# (model, firmware), RELAY,<PIN>,On# / RELAY,<PIN>,Off# on relay models (PIN 0000 by default) and the unit’s other settings; the unit answers with the result as text',
    reference: 'Topflytech T880x protocol (0x81 setting message)',
  },
  // Xirgo +XT: commands (Traccar's XirgoProtocolEncoder: +XT:7005 output control).
  xirgo: {
    note: 'Xirgo +XT: commands, sent as typed (+XT: is added when missing): +XT:7005,2,1 (output 1 on: cut the engine), +XT:7005,1,1 (off), +XT:3001,… (report intervals); the unit answers $$<id>,<code>,…##',
    reference: 'Xirgo communication specification (+XT commands)',
  },
  // Digital Matter units take their settings from Digital Matter's OEM Server, not from a server.
  dmt: {
    note: 'Digital Matter units take no commands from Pinpoint: their settings are changed in Digital Matter’s OEM Server',
    reference: 'Digital Matter OEM Server',
    takesCommands: false,
  },
  // Castel's petrol control (0x4583), as Traccar's CastelProtocolEncoder writes it.
  castel: {
    note: 'Castel petrol control (0x4583): engine stop / engine resume, typed as such; a whole @@ frame may be given as hex',
    reference: 'Castel (Sinocastel) OBD protocol, petrol control 0x4583',
  },
  // Eelink's instruction package (0x80), as Traccar's EelinkProtocolEncoder writes it.
  eelink: {
    request_position: 'WHERE#',
    reboot: 'RESET#',
    note: 'Eelink commands, sent as typed in the instruction package (0x80): WHERE# (position now), RELAY,1# (cut the engine), RELAY,0# (restore), RESET# (restart); the unit answers with the result as text',
    reference: 'Eelink device protocol (0x80 instruction package)',
  },
  // Tzone units take their settings by SMS or Tzone's tool, not from a server.
  tzone: {
    note: 'Tzone units take no commands from Pinpoint: their settings are changed by SMS (*<password>,<code>,…#) or with Tzone’s configuration tool',
    reference: 'Tzone TZ-AVL05 user guide; TT18-4G-M TCP data protocol',
    takesCommands: false,
  },
  // Freematics' telelogger firmware takes no command from its server.
  freematics: {
    note: 'Freematics kits take no commands from Pinpoint: their firmware is built with its settings',
    reference: 'Freematics telelogger firmware',
    takesCommands: false,
  },
  // Topin's SOS number (0x41), as Traccar's TopinProtocolEncoder writes it.
  topin: {
    note: 'Topin watches take SOS,<number> (the SOS number, 0x41) or a whole frame as hex (78 78 … 0D 0A); the watch answers no command, so commands stay sent',
    reference: 'ZhongXun Topin locator communication protocol',
  },
  // Laipac's $ sentences with their NMEA checksum, as Traccar's LaipacProtocolEncoder writes them.
  laipac: {
    request_position: 'AVREQ,00000000,1',
    reboot: 'AVRESET',
    note: 'Laipac commands, sent as $<sentence>*<checksum>: AVREQ,00000000,1 (position now; 00000000 is the factory password), AVRESET (restart) and the unit’s other sentences, typed without $ and checksum; the unit answers no command, so commands stay sent',
    reference: 'Laipac $AV sentences (Traccar LaipacProtocolEncoder)',
  },
  // iStartek's GPRS command format ($$<index><length>,<IMEI>,<code>,<parameters><checksum>).
  startek: {
    note: 'iStartek commands, sent as $$:<length>,<IMEI>,<command><checksum>: 900,1,1 (output 1 on: cut the engine), 900,1,0 (output 1 off) and the unit’s other <code>,<parameters> commands; the unit answers with the command’s code and its result (OK)',
    reference: 'iStartek GPS tracker communication protocol V2.2 (GPRS command format)',
  },
  // MiniFinder's configuration (0x02) and system control (0x04) messages.
  minifinder: {
    note: 'MiniFinder commands: config (the unit answers with its settings), configuration elements as hex (length, key, value…), firmware <url> (Nano units); the unit answers with its settings or a result code',
    reference: 'MiniFinder protocol v2 (configuration and system control messages)',
  },
  // Mictrack's commands are the unit's own words, sent as typed (Traccar has no Mictrack encoder).
  mictrack: {
    note: 'Mictrack commands are sent as typed, in the unit’s own command words (e.g. MODE,1,60 from the MT710 command list); the unit answers with a result such as mode=Success!',
    reference: 'Mictrack MT710 commands list',
  },
  // Cellocator's generic command (message type 0), as Traccar's CellocatorProtocolEncoder writes it.
  cellocator: {
    request_position: 'status',
    reboot: 'reset',
    note: 'Cellocator commands: status (the unit answers with a status message), reset (restart), output <0-15> on|off (output control), or a command code and its data byte in hex, e.g. 03,10; the unit answers a command with a status message',
    reference: 'Cellocator Wireless Communication Protocol (generic command, message type 0)',
  },
  // Galileosky's command packet (IMEI, command number, text), as Traccar's GalileoProtocolEncoder
  // writes it; Status, Insys and Inall are the manuals' information commands, Out n,v Traccar's output control.
  galileo: {
    note: 'Galileosky commands, sent as typed (ASCII, one line) in the command packet: Status (state and position, as text), Insys (voltages, temperature), Inall (inputs), Out <n>,<1|0> (output n on or off); the unit answers with its reply text',
    reference: 'Galileosky server exchange protocol (command packet); Galileosky user’s manual',
  },
  // Mictrack MT700 protocol, section 3 (server to terminal); its command texts were not at hand.
  tlt2h: {
    note: 'TLT-2H (Mictrack MT700/MT710, Xexun) commands are sent as typed, in the unit’s own command words (e.g. MODE,1,60 for the MT710); the protocol has no answer to a command, so commands stay sent',
    reference: 'Mictrack Communication Protocol (for MT700) V1.0, section 3',
  },
  // Jointech's ASCII commands, (<word>,<parameters>): the JT701D manual's; Traccar's Jt600ProtocolEncoder.
  jt600: {
    reboot: 'P15',
    note: 'Jointech commands, sent as (<command>): P15 (restart a JT701/JT701D lock), P01 (firmware and battery), P43,<password> (unlock; 888888 by default), P52,3,<dynamic password> (unlock), P04,1,60,30 (report every 60 s awake, every 30 min asleep); JT600 vehicle units: S17 (restart), S07,0 (cut the engine), S07,1 (restore); a whole (…) command is sent as typed; a lock answers (<id>,<command>,…)',
    reference: 'Jointech JT701D protocol manual V1.4 (ASCII commands); Traccar Jt600ProtocolEncoder',
  },
  // OEM Server forwards records; settings are changed in OEM Server.
  dmthttp: {
    note: 'Digital Matter units take no commands from Pinpoint: their settings are changed in Digital Matter’s OEM Server',
    reference: 'Digital Matter OEM Server',
    takesCommands: false,
  },
  // Wialon IPS v2.0 (Gurtam): the server's message to the driver (#M#); over TCP only (p. 20).
  wialon: {
    note: 'Wialon IPS, over TCP only (a unit reporting over UDP takes no commands: Wialon IPS v2.0, p. 20): the text is sent to the driver as #M#<text> (with its checksum for 2.0 units); a whole packet such as #QI# is sent as typed; the protocol has no answer to a command, so commands stay sent',
    reference: 'Wialon IPS v2.0 protocol (Gurtam)',
  },
};

const entryOf = (protocol: string): CatalogueEntry | undefined =>
  (catalogue as Record<string, CatalogueEntry | undefined>)[protocol];

/**
 * The catalogue entries a tracker of `protocol` understands besides free text, or none at all when
 * its protocol takes no commands (`takesCommands` false; the note says where its settings live).
 */
export function trackerCatalogue(protocol: string): {
  commands: CommandSpec[];
  note: string;
  takesCommands: boolean;
} {
  const entry = entryOf(protocol);
  if (!entry) return { commands: [], note: 'Commands are sent as typed', takesCommands: true };
  const source = { status: 'documented' as const, reference: entry.reference };
  const commands: CommandSpec[] = [];
  if (entry.request_position) commands.push({ kind: 'request_position', fPort: 0, source });
  if (entry.reboot) commands.push({ kind: 'reboot', fPort: 0, source });
  return { commands, note: entry.note, takesCommands: entry.takesCommands !== false };
}

/**
 * The text a tracker is sent for `command`, or a 400 saying why its protocol has no such command
 * or cannot put this text into a message (each protocol's own rules: a Coban command holds no ;
 * or *, a Queclink one is an AT+GT line...), so the person sending it learns at once rather than
 * the command failing when the tracker connects.
 */
export function trackerCommandText(protocol: string, imei: string, command: CommandInput): string {
  const entry = entryOf(protocol);
  if (entry?.takesCommands === false) throw invalid(entry.note, { field: 'command' });
  const text = catalogueText(entry, protocol, command);
  try {
    trackerCodec(protocol)?.encodeCommand({ name: command.kind, text, id: imei, serial: 0 });
  } catch (err) {
    throw invalid(`This ${protocol} tracker cannot take that command: ${(err as Error).message}`, {
      field: 'command',
    });
  }
  return text;
}

function catalogueText(entry: CatalogueEntry | undefined, protocol: string, command: CommandInput): string {
  if (command.kind === 'custom') return command.text;
  const text =
    command.kind === 'request_position' || command.kind === 'reboot' ? entry?.[command.kind] : undefined;
  if (!text)
    throw invalid(
      `This ${protocol} tracker takes text commands, and ${command.kind.replace('_', ' ')} is not one of them`,
      {
        field: 'command',
      },
    );
  return text;
}
