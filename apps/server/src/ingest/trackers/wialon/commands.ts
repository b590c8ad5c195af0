import type { TrackerCommandRequest } from '../codec.ts';
import { crc16Ibm } from '../crc.ts';

/**
 * Commands to a Wialon IPS unit, over TCP only ("It is not possible to send commands from the
 * server to the device using [UDP]", v2.0 p. 20):
 * - `custom`: a message to the driver, `#M#Msg\r\n` (v1.1 p. 6), `#M#Msg;CRC16\r\n` to a unit
 *   that logged in with version 2.0 (v2.0 p. 13); a whole packet typed as such (`#QI#`, the
 *   snapshot query) is sent as typed;
 * - `reboot`: the document's "custom message" (`Msg\r\n`, v2.0 p. 18), with the text Traccar's
 *   WialonProtocolEncoder sends for a reboot (`reboot`): what it does is up to the unit's firmware.
 * Units answer neither for sure ("you can send a Message to/from the driver packet"), so the
 * codec does not wait for answers (`answersCommands: false`).
 */

const MAX_TEXT = 1000;
const whole = /^#[A-Z]{1,3}#/;

function checkLine(text: string): void {
  if (text.length === 0 || text.length > MAX_TEXT || /[\r\n]/.test(text))
    throw new Error(`a Wialon IPS command is one line of 1 to ${MAX_TEXT} characters`);
}

export function encodeWialonCommand(command: TrackerCommandRequest): Uint8Array {
  const text = command.text.trim();
  checkLine(text);
  if (command.name === 'reboot') return Buffer.from(`${text}\r\n`, 'utf8');
  if (command.name !== 'custom') throw new Error(`Wialon IPS units have no command "${command.name}"`);
  if (whole.test(text)) return Buffer.from(`${text}\r\n`, 'utf8');
  const body = Buffer.from(text, 'utf8');
  // Version 1.1 (or a unit that has not said) takes the message as it is.
  if (!command.form || !/^2\.\d+$/.test(command.form))
    return Buffer.concat([Buffer.from('#M#'), body, Buffer.from('\r\n')]);
  const signed = Buffer.concat([body, Buffer.from(';')]);
  const crc = crc16Ibm(signed).toString(16).toUpperCase().padStart(4, '0');
  return Buffer.concat([Buffer.from('#M#'), signed, Buffer.from(`${crc}\r\n`)]);
}

/**
 * Wialon IPS has no configuration SMS of its own: each tracker or phone app sets its server in
 * its own way. The text says what to enter there.
 */
export function wialonSetupSteps(host: string, port: number): string {
  return `Wialon IPS (2.0 or 1.1), server ${host}, port ${port}, TCP; unit id: the IMEI (6 to 20 digits)`;
}
