/**
 * The checksums the trackers' protocols use, table-driven because every frame of every
 * connection goes through one of them.
 */

function reflectedTable(poly: number): Uint16Array {
  const table = new Uint16Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ poly : c >>> 1;
    table[n] = c;
  }
  return table;
}

const ibmTable = reflectedTable(0xa001);
const x25Table = reflectedTable(0x8408);

/**
 * CRC-16/IBM as Teltonika computes it (a.k.a. CRC-16/ARC: reflected polynomial 0xA001, initial
 * value 0, no final xor); Teltonika's wiki checks it with the "Reversed 0xA001" calculator row.
 */
export function crc16Ibm(data: Uint8Array, start = 0, end = data.length): number {
  let crc = 0;
  for (let i = start; i < end; i++)
    crc = (crc >>> 8) ^ (ibmTable[(crc ^ (data[i] as number)) & 0xff] as number);
  return crc;
}

/**
 * CRC-ITU as the Concox GT06 protocol document names it (CRC-16/X-25: reflected polynomial
 * 0x8408, initial value 0xFFFF, final xor 0xFFFF).
 */
export function crc16X25(data: Uint8Array, start = 0, end = data.length): number {
  let crc = 0xffff;
  for (let i = start; i < end; i++)
    crc = (crc >>> 8) ^ (x25Table[(crc ^ (data[i] as number)) & 0xff] as number);
  return ~crc & 0xffff;
}

/**
 * CRC-16/KERMIT as Ruptela's protocol document gives it (the X-25 table, initial value 0, no final
 * xor), sent high byte first: Traccar's Checksum.CRC16_KERMIT and every packet of its Ruptela
 * tests agree (the records ack 0x64 0x01 -> 0x13BC).
 */
export function crc16Kermit(data: Uint8Array, start = 0, end = data.length): number {
  let crc = 0;
  for (let i = start; i < end; i++)
    crc = (crc >>> 8) ^ (x25Table[(crc ^ (data[i] as number)) & 0xff] as number);
  return crc;
}

/** CRC-16/MODBUS as Tzone's protocol gives it: the IBM table, initial value 0xFFFF, no final xor. */
export function crc16Modbus(data: Uint8Array, start = 0, end = data.length): number {
  let crc = 0xffff;
  for (let i = start; i < end; i++)
    crc = (crc >>> 8) ^ (ibmTable[(crc ^ (data[i] as number)) & 0xff] as number);
  return crc;
}

/** XOR of the bytes, for protocols whose checksum is one byte of XOR. */
export function xor8(data: Uint8Array, start = 0, end = data.length): number {
  let x = 0;
  for (let i = start; i < end; i++) x ^= data[i] as number;
  return x;
}

/** Sum of the bytes modulo 256, for protocols whose checksum is a one-byte sum. */
export function sum8(data: Uint8Array, start = 0, end = data.length): number {
  let s = 0;
  for (let i = start; i < end; i++) s = (s + (data[i] as number)) & 0xff;
  return s;
}
