import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { FrameTimeFlag } from '@pinpoint/shared';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatReading, readingLabel } from '../../../lib/device-format.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useTemperatureUnit } from '../../../lib/temperature.ts';
import { type Frame, type Range, useFrames } from '../api.ts';

type Props = { deviceId: string; range: Range; locale: string };

const dash = '—';
const show = (value: number | null) => (value === null ? dash : String(value));

const timeFlagText = {
  future: { label: 'detail.timeFlagFuture', help: 'detail.timeFlagFutureHelp' },
  rollover: { label: 'detail.timeFlagRollover', help: 'detail.timeFlagRolloverHelp' },
  epoch: { label: 'detail.timeFlagEpoch', help: 'detail.timeFlagEpochHelp' },
  late: { label: 'detail.timeFlagLate', help: 'detail.timeFlagLateHelp' },
} as const satisfies Record<FrameTimeFlag, { label: string; help: string }>;

/** Why the frame's time is not the device's (or why it changed nothing current): a chip, explained on hover or focus. */
function TimeFlagChip({ frame, locale }: { frame: Frame; locale: string }) {
  const { t } = useTranslation();
  if (!frame.timeFlag) return null;
  const text = timeFlagText[frame.timeFlag];
  const deviceTime = frame.deviceTime ? formatDateTime(new Date(frame.deviceTime), locale) : dash;
  return (
    <Tooltip title={t(text.help, { time: deviceTime })} describeChild>
      <Chip
        size="small"
        variant="outlined"
        color={frame.timeFlag === 'late' ? 'default' : 'warning'}
        label={t(text.label)}
        tabIndex={0}
        sx={{ ml: 1 }}
      />
    </Tooltip>
  );
}

/** Frame history: each stored uplink with its radio metadata, raw payload and decoded fields. */
export function FramesTable({ deviceId, range, locale }: Props) {
  const { t } = useTranslation();
  const frames = useFrames(deviceId, range);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const rows = frames.data ?? [];
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <SectionCard title={t('detail.frames')} busy={frames.isFetching} busyLabel={t('list.loading')}>
      {rows.length === 0 && !frames.isLoading ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('detail.noFrames')}</Typography>
      ) : (
        <TableContainer sx={{ maxHeight: 480 }}>
          <Table size="small" stickyHeader aria-label={t('detail.frames')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('detail.frameTime')}</TableCell>
                <TableCell align="right">{t('detail.port')}</TableCell>
                <TableCell align="right">{t('detail.counter')}</TableCell>
                <TableCell align="right">{t('detail.rssi')}</TableCell>
                <TableCell align="right">{t('detail.snr')}</TableCell>
                <TableCell align="right">{t('detail.gateways')}</TableCell>
                <TableCell>{t('detail.raw')}</TableCell>
                <TableCell>{t('detail.decoded')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((frame) => (
                <FrameRow
                  key={frame.id}
                  frame={frame}
                  locale={locale}
                  open={open.has(frame.id)}
                  onToggle={() => toggle(frame.id)}
                />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </SectionCard>
  );
}

/** Each reading the frame gave, with where it came from: the network server, Pinpoint's decoder or the device. */
function FrameReadings({ frame }: { frame: Frame }) {
  const { t } = useTranslation();
  const unit = useTemperatureUnit();
  if (!frame.readings.length) return null;
  const sourceText = (source: Frame['readings'][number]['source']) =>
    source === 'network'
      ? t('detail.sourceNetwork')
      : source === 'pinpoint'
        ? t('detail.sourcePinpoint', { model: frame.decoder ?? '' })
        : source === 'device'
          ? t('detail.sourceDevice')
          : dash;
  return (
    <Box
      component="dl"
      sx={{ m: 0, mb: 1, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2 }}
    >
      {frame.readings.map((r) => (
        <Fragment key={r.field}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 500 }}>
            {readingLabel(t, r.field)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {formatReading(t, r.field, r.value, unit)}{' '}
            <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
              ({sourceText(r.source)})
            </Typography>
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}

function FrameRow({
  frame,
  locale,
  open,
  onToggle,
}: {
  frame: Frame;
  locale: string;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const time = formatDateTime(new Date(frame.receivedAt), locale);
  const hasDecoded =
    frame.decoded !== null ||
    frame.decodeError !== null ||
    frame.decodeWarning !== null ||
    frame.readings.length > 0;
  const detailsId = `frame-${frame.id}-decoded`;
  return (
    <Fragment>
      <TableRow hover>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          {time}
          {frame.kind !== 'uplink' ? (
            <Typography component="span" variant="caption" sx={{ ml: 1, color: 'text.secondary' }}>
              {frame.kind}
            </Typography>
          ) : null}
          <TimeFlagChip frame={frame} locale={locale} />
        </TableCell>
        <TableCell align="right">{show(frame.fPort)}</TableCell>
        <TableCell align="right">{show(frame.fCnt)}</TableCell>
        <TableCell align="right">{frame.rssi === null ? dash : `${frame.rssi} dBm`}</TableCell>
        <TableCell align="right">{frame.snr === null ? dash : `${frame.snr} dB`}</TableCell>
        <TableCell align="right">{frame.gateways}</TableCell>
        <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all', maxWidth: 220 }}>
          {frame.payloadHex ?? dash}
        </TableCell>
        <TableCell>
          {hasDecoded ? (
            <Button
              size="small"
              onClick={onToggle}
              aria-expanded={open}
              aria-controls={detailsId}
              endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
              aria-label={t(open ? 'detail.hideDecodedOf' : 'detail.showDecodedOf', { time })}
            >
              {open ? t('detail.hideDecoded') : t('detail.showDecoded')}
            </Button>
          ) : (
            dash
          )}
        </TableCell>
      </TableRow>
      {open ? (
        <TableRow id={detailsId}>
          <TableCell colSpan={8} sx={{ bgcolor: 'action.hover' }}>
            {frame.decodeError ? (
              <Typography variant="body2" sx={{ color: 'error.main', mb: 1 }}>
                {t('detail.decodeError', { message: frame.decodeError })}
              </Typography>
            ) : null}
            {frame.decodeWarning ? (
              <Typography variant="body2" sx={{ color: 'warning.main', mb: 1 }}>
                {t('detail.decodeWarning', { message: frame.decodeWarning })}
              </Typography>
            ) : null}
            <FrameReadings frame={frame} />
            {frame.decoded ? (
              <Box component="pre" sx={{ m: 0, fontSize: 12, overflowX: 'auto' }}>
                {JSON.stringify(frame.decoded, null, 2)}
              </Box>
            ) : null}
          </TableCell>
        </TableRow>
      ) : null}
    </Fragment>
  );
}
