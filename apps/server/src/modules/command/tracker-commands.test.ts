import { trackerProtocols } from '@pinpoint/shared';
import { describe, expect, it } from 'vitest';
import { trackerCodec } from '../../ingest/trackers/registry.ts';
import { trackerCatalogue, trackerCommandText } from './tracker-commands.ts';

// Protocols that take no command from a server of ours, by their documents:
// - Digital Matter (dmt, dmthttp): settings are changed in Digital Matter's OEM Server ("The
//   HTTP/HTTPS Connector", support.digitalmatter.com; Traccar 9e5c458a has no DmtProtocolEncoder);
// - Tzone: settings by SMS or Tzone's tool (TZ-AVL05 user guide; Traccar has no TzoneProtocolEncoder);
// - Freematics: the telelogger firmware is built with its settings (Freematics telelogger firmware);
// - CalAmp: LM Direct commands are not written by our codec (CalAmp LM Direct Reference Guide).
const noCommands = ['dmt', 'dmthttp', 'tzone', 'freematics', 'calamp'];
const dmtNote =
  'Digital Matter units take no commands from Pinpoint: their settings are changed in Digital Matter’s OEM Server';

/** The 400 a command gets, or undefined when it is taken. */
function refusal(protocol: string, command: Parameters<typeof trackerCommandText>[2]) {
  try {
    trackerCommandText(protocol, '353323081669730', command);
    return undefined;
  } catch (err) {
    return { status: (err as { status?: number }).status, message: (err as Error).message };
  }
}

describe('tracker command catalogue', () => {
  it('says which protocols take no commands, and offers them nothing', () => {
    expect(trackerProtocols.filter((p) => !trackerCatalogue(p).takesCommands)).toEqual(
      trackerProtocols.filter((p) => noCommands.includes(p)),
    );
    expect(trackerCatalogue('dmt')).toEqual({ commands: [], note: dmtNote, takesCommands: false });
    expect(trackerCatalogue('teltonika')).toMatchObject({ takesCommands: true });
  });

  it('marks only protocols whose codec refuses every command', () => {
    for (const protocol of trackerProtocols.filter((p) => !trackerCatalogue(p).takesCommands)) {
      const codec = trackerCodec(protocol);
      for (const [name, text] of [
        ['custom', 'WHERE#'],
        ['request_position', 'getgps'],
        ['reboot', 'RESET#'],
      ] as const)
        expect(() => codec?.encodeCommand({ name, text, id: '353323081669730', serial: 0 })).toThrow();
    }
  });

  it('refuses a command to a Digital Matter tracker at once, with the reason', () => {
    expect(refusal('dmt', { kind: 'custom', text: 'reboot' })).toEqual({ status: 400, message: dmtNote });
    expect(refusal('dmthttp', { kind: 'request_position' })).toEqual({ status: 400, message: dmtNote });
    expect(refusal('teltonika', { kind: 'custom', text: 'getinfo' })).toBeUndefined();
  });

  it('says Wialon IPS units take commands over TCP only [Wialon IPS v2.0, p. 20]', () => {
    expect(trackerCatalogue('wialon')).toMatchObject({
      takesCommands: true,
      note: expect.stringContaining('a unit reporting over UDP takes no commands'),
    });
  });
});
