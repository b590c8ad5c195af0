import { inventoryRowSchema } from '@pinpoint/shared/operator.ts';
import {
  type CsvPreview,
  type PreviewRow as GenericPreviewRow,
  parseCsv,
  pickColumns,
} from '../../components/csv-import/csv-parse.ts';

/** The spec's device columns, the claim code printed on each device, and its model and type when known. */
export const inventoryColumns = [
  'claim_code',
  'barcode',
  'dev_eui',
  'app_eui',
  'app_key',
  'model',
  'type',
] as const;
const requiredColumns = ['claim_code', 'dev_eui'] as const;
const aliases: Record<string, string> = {
  claimcode: 'claim_code',
  code: 'claim_code',
  deveui: 'dev_eui',
  join_eui: 'app_eui',
  joineui: 'app_eui',
  appkey: 'app_key',
  model_id: 'model',
};

export type InventoryPreviewRow = GenericPreviewRow & { devEui: string | null };
export const duplicateClaimCode = 'Claim code appears twice in the file';
export const duplicateDevEui = 'Dev EUI appears twice in the file';

/** Checks each row with the server's own schema, and codes or Dev EUIs the file repeats. */
export function previewInventoryCsv(text: string): CsvPreview<InventoryPreviewRow> {
  const { records, missingColumns, parseErrors } = parseCsv(text, requiredColumns, aliases);
  if (missingColumns.length) return { rows: [], missingColumns, parseErrors };
  const codes = new Set<string>();
  const euis = new Set<string>();
  const rows = records.map((values, index) => {
    const parsed = inventoryRowSchema.safeParse(values);
    const devEui = parsed.success ? parsed.data.dev_eui : values.dev_eui?.trim().toUpperCase() || null;
    const problems = parsed.success ? [] : [...new Set(parsed.error.issues.map((issue) => issue.message))];
    if (parsed.success) {
      if (codes.has(parsed.data.claim_code)) problems.push(duplicateClaimCode);
      if (euis.has(parsed.data.dev_eui)) problems.push(duplicateDevEui);
      codes.add(parsed.data.claim_code);
      euis.add(parsed.data.dev_eui);
    }
    return { row: index + 1, values, devEui, problems };
  });
  return { rows, missingColumns, parseErrors };
}

export const inventoryRowToSend = (row: InventoryPreviewRow) => pickColumns(row.values, inventoryColumns);
