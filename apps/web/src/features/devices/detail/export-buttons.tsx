import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { useConfig } from '../../../lib/config.ts';
import { downloadApiFile } from '../../../lib/download.ts';
import { translateMessage } from '../../../lib/i18n/translate-message.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import type { Range } from '../api.ts';

const formats = [
  { format: 'csv', label: 'detail.exportCsv' },
  { format: 'gpx', label: 'detail.exportGpx' },
  { format: 'geojson', label: 'detail.exportGeojson' },
] as const;

/** Exports of the range: the readings as CSV, the track as GPX and GeoJSON. */
export function ExportButtons({ deviceId, name, range }: { deviceId: string; name: string; range: Range }) {
  const { t } = useTranslation();
  const { API_URL } = useConfig();
  const { getAccessToken } = useAuth();
  const notify = useUiStore((state) => state.showSnackbar);
  const [busy, setBusy] = useState<string | null>(null);

  const handleExport = async (format: string) => {
    setBusy(format);
    try {
      const query = `?from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`;
      await downloadApiFile(
        API_URL,
        `/device/${encodeURIComponent(deviceId)}/export.${format}${query}`,
        await getAccessToken(),
        `${name}.${format}`,
      );
    } catch (error) {
      // The server's words when it refused (a range or an export past its limits), else ours.
      notify(
        error instanceof ApiError ? translateMessage(error.message, t) : t('detail.exportError'),
        'error',
      );
    } finally {
      setBusy(null);
    }
  };

  return (
    <ButtonGroup variant="outlined" size="small" aria-label={t('detail.export')}>
      {formats.map(({ format, label }) => (
        <Button
          key={format}
          startIcon={<DownloadIcon />}
          disabled={busy !== null}
          onClick={() => void handleExport(format)}
        >
          {t(label)}
        </Button>
      ))}
    </ButtonGroup>
  );
}
