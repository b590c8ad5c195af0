/**
 * A small QR code encoder (byte mode, error correction level M, versions 1 to 6) and a PNG writer,
 * so the end-to-end tests make a real QR image for the app's scanner to read. It is independent
 * of the decoder the app uses (@zxing), so a test proves the app reads a standard code. The
 * construction follows ISO/IEC 18004 as Project Nayuki's reference encoder explains it.
 */
import { crc32, deflateSync } from 'node:zlib';

/** Data and error-correction codewords per block, and blocks, at level M (ISO/IEC 18004 table 9). */
const levelM: Record<number, { dataPerBlock: number; ecPerBlock: number; blocks: number }> = {
  1: { dataPerBlock: 16, ecPerBlock: 10, blocks: 1 },
  2: { dataPerBlock: 28, ecPerBlock: 16, blocks: 1 },
  3: { dataPerBlock: 44, ecPerBlock: 26, blocks: 1 },
  4: { dataPerBlock: 32, ecPerBlock: 18, blocks: 2 },
  5: { dataPerBlock: 43, ecPerBlock: 24, blocks: 2 },
  6: { dataPerBlock: 27, ecPerBlock: 16, blocks: 4 },
};
const alignmentCentres: Record<number, number[]> = {
  1: [],
  2: [6, 18],
  3: [6, 22],
  4: [6, 26],
  5: [6, 30],
  6: [6, 34],
};

/** Multiplication in GF(2^8) modulo x^8 + x^4 + x^3 + x^2 + 1. */
function gfMultiply(x: number, y: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z;
}

function reedSolomonDivisor(degree: number): number[] {
  const result = new Array<number>(degree).fill(0);
  result[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < result.length; j++) {
      result[j] = gfMultiply(result[j] as number, root);
      if (j + 1 < result.length) result[j] = (result[j] as number) ^ (result[j + 1] as number);
    }
    root = gfMultiply(root, 0x02);
  }
  return result;
}

function reedSolomonRemainder(data: number[], divisor: number[]): number[] {
  const result = divisor.map(() => 0);
  for (const byte of data) {
    const factor = byte ^ (result.shift() as number);
    result.push(0);
    divisor.forEach((coefficient, i) => {
      result[i] = (result[i] as number) ^ gfMultiply(coefficient, factor);
    });
  }
  return result;
}

/** The codewords of `text` in byte mode at level M, in the smallest version that holds it. */
function codewords(text: string): { version: number; codewords: number[] } {
  const bytes = [...new TextEncoder().encode(text)];
  const version = Object.keys(levelM)
    .map(Number)
    .find((v) => {
      const { dataPerBlock, blocks } = levelM[v] as (typeof levelM)[number];
      return 4 + 8 + bytes.length * 8 <= dataPerBlock * blocks * 8;
    });
  if (!version) throw new Error(`"${text}" is too long for this encoder (versions 1 to 6)`);
  const { dataPerBlock, ecPerBlock, blocks } = levelM[version] as (typeof levelM)[number];
  const capacityBits = dataPerBlock * blocks * 8;
  const bits: number[] = [];
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  push(0b0100, 4);
  push(bytes.length, 8);
  for (const byte of bytes) push(byte, 8);
  push(0, Math.min(4, capacityBits - bits.length));
  push(0, (8 - (bits.length % 8)) % 8);
  for (let pad = 0xec; bits.length < capacityBits; pad ^= 0xec ^ 0x11) push(pad, 8);
  const data: number[] = [];
  for (let i = 0; i < bits.length; i += 8) data.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0));

  const divisor = reedSolomonDivisor(ecPerBlock);
  const dataBlocks = Array.from({ length: blocks }, (_, b) =>
    data.slice(b * dataPerBlock, (b + 1) * dataPerBlock),
  );
  const ecBlocks = dataBlocks.map((block) => reedSolomonRemainder(block, divisor));
  const out: number[] = [];
  for (let i = 0; i < dataPerBlock; i++) for (const block of dataBlocks) out.push(block[i] as number);
  for (let i = 0; i < ecPerBlock; i++) for (const block of ecBlocks) out.push(block[i] as number);
  return { version, codewords: out };
}

type Grid = { size: number; dark: boolean[][]; fixed: boolean[][] };

function drawFunctionPatterns(version: number): Grid {
  const size = version * 4 + 17;
  const grid: Grid = {
    size,
    dark: Array.from({ length: size }, () => new Array<boolean>(size).fill(false)),
    fixed: Array.from({ length: size }, () => new Array<boolean>(size).fill(false)),
  };
  const set = (x: number, y: number, dark: boolean) => {
    (grid.dark[y] as boolean[])[x] = dark;
    (grid.fixed[y] as boolean[])[x] = true;
  };
  for (let i = 0; i < size; i++) {
    set(6, i, i % 2 === 0);
    set(i, 6, i % 2 === 0);
  }
  for (const [cx, cy] of [
    [3, 3],
    [size - 4, 3],
    [3, size - 4],
  ] as const) {
    for (let dy = -4; dy <= 4; dy++) {
      for (let dx = -4; dx <= 4; dx++) {
        const [x, y] = [cx + dx, cy + dy];
        const distance = Math.max(Math.abs(dx), Math.abs(dy));
        if (x >= 0 && x < size && y >= 0 && y < size) set(x, y, distance !== 2 && distance !== 4);
      }
    }
  }
  const centres = alignmentCentres[version] as number[];
  centres.forEach((cy, i) => {
    centres.forEach((cx, j) => {
      const corner =
        (i === 0 && j === 0) ||
        (i === 0 && j === centres.length - 1) ||
        (i === centres.length - 1 && j === 0);
      if (corner) return;
      for (let dy = -2; dy <= 2; dy++)
        for (let dx = -2; dx <= 2; dx++) set(cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
    });
  });
  drawFormat(grid, 0, set);
  return grid;
}

/** Format information: level M (00) and the mask, BCH-protected, in both copies. */
function drawFormat(grid: Grid, mask: number, set: (x: number, y: number, dark: boolean) => void) {
  const data = (0b00 << 3) | mask;
  let remainder = data;
  for (let i = 0; i < 10; i++) remainder = (remainder << 1) ^ ((remainder >>> 9) * 0x537);
  const bits = ((data << 10) | remainder) ^ 0x5412;
  const bit = (i: number) => ((bits >>> i) & 1) === 1;
  const { size } = grid;
  for (let i = 0; i <= 5; i++) set(8, i, bit(i));
  set(8, 7, bit(6));
  set(8, 8, bit(7));
  set(7, 8, bit(8));
  for (let i = 9; i < 15; i++) set(14 - i, 8, bit(i));
  for (let i = 0; i < 8; i++) set(size - 1 - i, 8, bit(i));
  for (let i = 8; i < 15; i++) set(8, size - 15 + i, bit(i));
  set(8, size - 8, true);
}

function drawCodewords(grid: Grid, data: number[]) {
  const { size } = grid;
  let i = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vertical = 0; vertical < size; vertical++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const upward = ((right + 1) & 2) === 0;
        const y = upward ? size - 1 - vertical : vertical;
        if (!grid.fixed[y]?.[x] && i < data.length * 8) {
          (grid.dark[y] as boolean[])[x] = (((data[i >>> 3] as number) >>> (7 - (i & 7))) & 1) === 1;
          i++;
        }
      }
    }
  }
}

const masks: ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

function applyMask(grid: Grid, mask: number) {
  const test = masks[mask] as (x: number, y: number) => boolean;
  for (let y = 0; y < grid.size; y++)
    for (let x = 0; x < grid.size; x++)
      if (!grid.fixed[y]?.[x] && test(x, y)) (grid.dark[y] as boolean[])[x] = !grid.dark[y]?.[x];
}

/** ISO/IEC 18004's mask penalty: long runs, 2x2 blocks, finder look-alikes and imbalance. */
function penalty({ size, dark }: Grid): number {
  let score = 0;
  const lines: boolean[][] = [];
  for (let i = 0; i < size; i++) {
    lines.push(dark[i] as boolean[]);
    lines.push(dark.map((row) => row[i] as boolean));
  }
  for (const line of lines) {
    let run = 1;
    for (let i = 1; i <= line.length; i++) {
      if (i < line.length && line[i] === line[i - 1]) run++;
      else {
        if (run >= 5) score += 3 + (run - 5);
        run = 1;
      }
    }
    const text = line.map((d) => (d ? '1' : '0')).join('');
    for (const pattern of ['10111010000', '00001011101']) {
      for (let at = text.indexOf(pattern); at !== -1; at = text.indexOf(pattern, at + 1)) score += 40;
    }
  }
  for (let y = 0; y < size - 1; y++)
    for (let x = 0; x < size - 1; x++) {
      const c = dark[y]?.[x];
      if (c === dark[y]?.[x + 1] && c === dark[y + 1]?.[x] && c === dark[y + 1]?.[x + 1]) score += 3;
    }
  const darkCount = dark.flat().filter(Boolean).length;
  score += Math.floor(Math.abs((darkCount * 100) / (size * size) - 50) / 5) * 10;
  return score;
}

/** The QR code of `text` as rows of modules (true: dark). */
export function qrModules(text: string): boolean[][] {
  const { version, codewords: data } = codewords(text);
  const grid = drawFunctionPatterns(version);
  drawCodewords(grid, data);
  const set = (x: number, y: number, dark: boolean) => {
    (grid.dark[y] as boolean[])[x] = dark;
  };
  let best = 0;
  let bestScore = Number.POSITIVE_INFINITY;
  for (let mask = 0; mask < 8; mask++) {
    applyMask(grid, mask);
    drawFormat(grid, mask, set);
    const score = penalty(grid);
    if (score < bestScore) [best, bestScore] = [mask, score];
    applyMask(grid, mask);
  }
  applyMask(grid, best);
  drawFormat(grid, best, set);
  return grid.dark;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The QR code of `text` as a black-on-white greyscale PNG with the standard 4-module quiet zone. */
export function qrPng(text: string, scale = 8): Buffer {
  const modules = qrModules(text);
  const quiet = 4;
  const side = (modules.length + quiet * 2) * scale;
  const rows: Buffer[] = [];
  for (let py = 0; py < side; py++) {
    const row = Buffer.alloc(side + 1, 255);
    row[0] = 0;
    const y = Math.floor(py / scale) - quiet;
    for (let px = 0; px < side; px++) {
      const x = Math.floor(px / scale) - quiet;
      if (modules[y]?.[x]) row[px + 1] = 0;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(0, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
