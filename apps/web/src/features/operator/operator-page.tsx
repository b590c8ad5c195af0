import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { InventoryImportResult, InventoryItem } from '@pinpoint/shared/operator.ts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvImportDialog, type PreviewColumn } from '../../components/csv-import/csv-import-dialog.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { type ListColumn, ListShell } from '../../components/list-shell.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { RelativeTime } from '../../components/relative-time.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { ApiError } from '../../lib/api.ts';
import { typeLabel } from '../../lib/device-format.ts';
import { translateMessage } from '../../lib/i18n/translate-message.ts';
import { AccountMailCard } from './account-mail-card.tsx';
import { useInventory, useInventoryImport, useOperatorOverview } from './api.ts';
import { type InventoryPreviewRow, inventoryRowToSend, previewInventoryCsv } from './inventory-csv.ts';

const previewColumns: PreviewColumn[] = [
  { key: 'claim_code', label: 'claim_code', monospace: true },
  { key: 'barcode', label: 'barcode' },
  { key: 'dev_eui', label: 'dev_eui', monospace: true },
  { key: 'app_eui', label: 'app_eui', monospace: true },
  { key: 'app_key', label: 'app_key', monospace: true, breakAll: true },
  { key: 'model', label: 'model' },
  { key: 'type', label: 'type' },
];

const sample = [
  'claim_code,barcode,dev_eui,app_eui,app_key,model,type',
  'PP-7K2M-Q9XD,A-0001,70B3D57ED0000001,70B3D57ED0000000,2B7E151628AED2A6ABF7158809CF4F3C,dragino/lht65,temperature',
].join('\n');

type Refusal = InventoryImportResult['refused'][number];

/**
 * Route /operator (the deployment's operators): its settings, and the device inventory that
 * customers claim by the code printed on each device, loaded from CSV, with who claimed what.
 */
export function OperatorPage() {
  const { t } = useTranslation();
  const overview = useOperatorOverview();
  const allowed = overview.isSuccess;
  const inventory = useInventory(allowed);
  const importRows = useInventoryImport();
  const [importing, setImporting] = useState(false);

  const columns = useMemo<ListColumn<InventoryItem>[]>(
    () => [
      {
        key: 'claimCode',
        label: t('operator.claimCode'),
        sortValue: (item) => item.claimCode,
        render: (item) => <Box sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{item.claimCode}</Box>,
      },
      {
        key: 'devEui',
        label: 'Dev EUI',
        sortValue: (item) => item.devEui,
        render: (item) => <Box sx={{ fontFamily: 'monospace' }}>{item.devEui}</Box>,
        secondary: true,
      },
      {
        key: 'type',
        label: t('operator.type'),
        sortValue: (item) => typeLabel(t, item.type),
        render: (item) =>
          item.modelId ? `${typeLabel(t, item.type)} · ${item.modelId}` : typeLabel(t, item.type),
        secondary: true,
      },
      {
        key: 'status',
        label: t('operator.status'),
        sortValue: (item) => item.claimedBy?.name ?? '',
        render: (item) =>
          item.claimedBy ? (
            <span>
              {t('operator.claimedBy', { name: item.claimedBy.name })}{' '}
              {item.claimedAt ? <RelativeTime value={item.claimedAt} /> : null}
            </span>
          ) : (
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
              <span>{t('operator.available')}</span>
              {item.demo ? <Chip size="small" variant="outlined" label={t('operator.demo')} /> : null}
            </Stack>
          ),
      },
    ],
    [t],
  );

  if (overview.isLoading) return <PageSpinner label={t('list.loading')} />;
  if (!allowed) {
    const message = overview.error instanceof ApiError ? translateMessage(overview.error.message, t) : '';
    return (
      <>
        <PageHeader title={t('operator.title')} />
        <EmptyState title={t('operator.notOperatorTitle')} text={message || t('operator.notOperatorText')} />
      </>
    );
  }
  const { flags, inventory: counts } = overview.data;

  return (
    <>
      <PageHeader
        title={t('operator.title')}
        actions={
          <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
            {t('operator.import')}
          </Button>
        }
      />
      <Stack sx={{ gap: 2 }}>
        <Typography sx={{ color: 'text.secondary' }}>
          {t('operator.summary', { total: counts.total, claimed: counts.claimed, demo: counts.demo })}
        </Typography>
        <SectionCard
          title={t('operator.inventory')}
          busy={inventory.isFetching}
          busyLabel={t('list.loading')}
        >
          <ListShell<InventoryItem>
            label={t('operator.inventory')}
            rows={inventory.data}
            loading={inventory.isLoading}
            columns={columns}
            getRowId={(item) => item.id}
            getRowLabel={(item) => item.claimCode}
            searchText={(item) =>
              `${item.claimCode} ${item.devEui} ${item.barcode ?? ''} ${item.claimedBy?.name ?? ''}`
            }
            defaultSort={{ key: 'claimCode', direction: 'asc' }}
            clientPaging={{ pageSize: 25, onPageSizeChange: () => {} }}
            empty={{ title: t('operator.emptyTitle'), text: t('operator.emptyText') }}
          />
        </SectionCard>
        <AccountMailCard smtp={flags.some((flag) => flag.name === 'SMTP_URL' && flag.value === true)} />
        <SectionCard title={t('operator.settings')} busyLabel={t('list.loading')}>
          <Table size="small" aria-label={t('operator.settings')}>
            <TableBody>
              {flags.map((flag) => (
                <TableRow key={flag.name}>
                  <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
                    {flag.name}
                  </TableCell>
                  <TableCell>
                    {typeof flag.value === 'boolean'
                      ? flag.value
                        ? t('operator.on')
                        : t('operator.off')
                      : String(flag.value)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </SectionCard>
      </Stack>
      {importing ? (
        <CsvImportDialog<InventoryPreviewRow, Refusal>
          open
          onClose={() => setImporting(false)}
          title={t('operator.importTitle')}
          intro={t('operator.importIntro')}
          sample={sample}
          sampleFileName="inventory.csv"
          preview={previewInventoryCsv}
          previewColumns={previewColumns}
          toSend={inventoryRowToSend}
          send={(rows) => importRows.mutateAsync(rows)}
          refusalOf={(row) => ({ row: row.row, devEui: row.devEui, reasons: row.problems })}
          refusalLabel={{ header: 'dev_eui', value: (refusal) => refusal.devEui, monospace: true }}
          addedMessage={(count) => t('operator.added', { count })}
          stoppedText={(error) =>
            error instanceof Error ? translateMessage(error.message, t) : t('operator.importError')
          }
        />
      ) : null}
    </>
  );
}
