import { DecodeError, decode, listModels, parseHex } from './index.ts';
import type { ModelInfo } from './types.ts';

// `npm run decode -- <modelId> <fPort> <hex>`: decode one payload by hand, e.g. to
// check a frame a user reports. Exit code 1 on bad arguments or a DecodeError.

const USAGE = `Usage: npm run decode -- <modelId> <fPort> <hex payload>
       npm run decode -- --list
Prints the vendor fields, normalised readings and location of one uplink as JSON.
Example: npm run decode -- dragino/lht65 2 CBF60B0D0376010ADD7FFF`;

export type CliOutput = { out: (text: string) => void; err: (text: string) => void };

export function runCli(args: readonly string[], io: CliOutput): number {
  const [first, portText, hex, ...extra] = args;
  if (args.length === 1 && first === '--list') {
    io.out(formatModels(listModels()));
    return 0;
  }
  if (args.length === 1 && (first === '--help' || first === '-h')) {
    io.out(USAGE);
    return 0;
  }
  if (first === undefined || portText === undefined || hex === undefined || extra.length > 0) {
    io.err(`Expected 3 arguments, got ${args.length}.\n${USAGE}`);
    return 1;
  }
  if (!/^\d+$/.test(portText)) {
    io.err(`fPort must be a whole number, got "${portText}".`);
    return 1;
  }
  let bytes: Uint8Array;
  try {
    bytes = parseHex(hex);
  } catch (error) {
    io.err(`${(error as Error).message}. Give the payload as hex, e.g. CBF60B0D0376010ADD7FFF.`);
    return 1;
  }
  try {
    io.out(JSON.stringify(decode(first, Number(portText), bytes), null, 2));
    return 0;
  } catch (error) {
    if (!(error instanceof DecodeError)) throw error;
    io.err(`Cannot decode: ${error.message}`);
    if (error.kind === 'unknown_model') io.err('Run `npm run decode -- --list` for the supported models.');
    return 1;
  }
}

function formatModels(models: readonly ModelInfo[]): string {
  const rows = models.map((model) => [
    model.modelId,
    `${model.vendor} ${model.model}`,
    model.fPorts === 'any' ? `any (${model.defaultFPort})` : model.fPorts.join(', '),
    [...model.readings, ...(model.location ? ['location'] : [])].join(', '),
  ]);
  const header = ['model id', 'device', 'fPorts', 'readings'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
      .join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

if (import.meta.main) {
  process.exitCode = runCli(process.argv.slice(2), {
    out: (text) => console.log(text),
    err: (text) => console.error(text),
  });
}
