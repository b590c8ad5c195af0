import { type ByteReader, readableText, toHex } from '../bytes.ts';
import { setExtra } from '../fields.ts';
import { block, type State, tenthsC } from './blocks.ts';

/**
 * The blocks after the status block, per hardware type (as Traccar's TzoneProtocolDecoder reads
 * them): temperature tags (0x0406, and 0x0153 when its tag type is 2 or more), a magnetic card's
 * text (0x0153, tag type 1), the AVL's cards (0x010A/0x010B) and passenger counts (0x010B), the
 * TT19's Wi-Fi scan.
 */

/**
 * Temperature tags (Tzone's RFID/2.4 GHz tags, TAG05/06 and the like, heard by the unit), each
 * as the TZ-RD05 guide gives a tag's record: tag id (4), status (1: bit 7 low battery, bit 6
 * temperature beyond its thresholds), battery (2, mV), temperature (2: bit 15 abnormal, bit 14
 * below zero, tenths of a degree), humidity (1, %; 0xFF none), RSSI (1, -dBm). Traccar reads the
 * 0x0406 tags from the tag's first byte with little-endian values (no tag id): its own vectors
 * then give batteries of 0x1116 mV and 8.4 °C where this layout gives 3.600 V and 30.6 °C, tag
 * ids that repeat from frame to frame, and one freezer tag at -9.1 °C. Every tag is kept in
 * `extra` (tag<n>Id, tag<n>TempC, tag<n>Humidity, tag<n>BatteryV, tag<n>Rssi, tag<n>Status); the
 * first with a temperature is the record's air temperature (a tag measures the air where it
 * sits, as a Bluetooth sensor does), with its humidity.
 */
export function readTags(r: ByteReader, hardware: number, state: State): void {
  const b = block(r);
  if (b.remaining() === 0) return;
  const type = b.u8();
  if (hardware === 0x153 && type < 2) {
    if (type === 1) setExtra(state, 'card', readableText(b.bytes(b.remaining()), 'latin1'));
    return;
  }
  const count = b.u8();
  const size = b.u8();
  setExtra(state, 'tags', count);
  for (let n = 1; n <= count; n++) {
    const tag = b.bytes(size);
    if (size < 11) continue;
    const status = tag[4] as number;
    const c = tenthsC(tag.readUInt16BE(7));
    const humidity = tag[9] as number;
    setExtra(state, `tag${n}Id`, toHex(tag.subarray(0, 4)));
    setExtra(state, `tag${n}Status`, status);
    setExtra(state, `tag${n}BatteryV`, tag.readUInt16BE(5) / 1000);
    setExtra(state, `tag${n}Rssi`, -(tag[10] as number));
    if (c !== undefined) setExtra(state, `tag${n}TempC`, c);
    if (humidity <= 100) setExtra(state, `tag${n}Humidity`, humidity);
    if (c !== undefined && state.temperatureC === undefined) {
      state.temperatureC = c;
      if (humidity <= 100) state.humidityPct = humidity;
    }
  }
}

/**
 * 0x010A/0x010B: four card blocks, each a count, the cards' number of digits, then the cards in
 * BCD (an odd number of digits padded by a leading nibble); then on 0x010B a temperature and a
 * lock block (skipped, as Traccar does) and the passengers in and out (3 bytes each). Traccar
 * reads a digit count before every card and reads the blocks on 0x010B only: its 0x010B vector of
 * 11 cards (a block of 1 + 1 + 11 x 5 bytes) and its 0x010A ones of 20 (1 + 1 + 20 x 5) have one
 * count of 10 digits for all. The cards are kept as `cards`, comma-separated.
 */
export function readCards(r: ByteReader, hardware: number, state: State): void {
  const cards: string[] = [];
  for (let i = 0; i < 4; i++) {
    const b = block(r);
    if (b.remaining() < 2) continue;
    const count = b.u8();
    const digits = b.u8();
    for (let j = 0; j < count; j++) {
      const hex = toHex(b.bytes(Math.ceil(digits / 2)));
      cards.push(digits % 2 ? hex.slice(1) : hex);
    }
  }
  if (cards.length) setExtra(state, 'cards', cards.join(','));
  if (hardware !== 0x10b) return;
  block(r);
  block(r);
  const p = block(r);
  if (p.remaining() >= 6) {
    setExtra(state, 'passengersOn', p.u24());
    setExtra(state, 'passengersOff', p.u24());
  }
}

/** 0x040A: the Wi-Fi access points heard (6-byte MAC, signal), kept as a count. */
export function readWifi(r: ByteReader, state: State): void {
  const b = block(r);
  if (b.remaining() >= 7) setExtra(state, 'wifi', Math.floor(b.remaining() / 7));
}
