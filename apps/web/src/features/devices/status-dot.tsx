import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { type DeviceStatus, statusColours } from '../../lib/device-status.ts';

/** The status colour of the map's markers, with its meaning for screen readers and on hover. */
export function StatusDot({ status, decorative = false }: { status: DeviceStatus; decorative?: boolean }) {
  const { t } = useTranslation();
  const label = t(`devices.status.${status}`);
  return (
    <Box
      component="span"
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label, title: label })}
      sx={{
        display: 'inline-block',
        flexShrink: 0,
        width: 10,
        height: 10,
        borderRadius: '50%',
        bgcolor: statusColours[status],
        boxShadow: '0 0 0 2px rgba(255,255,255,0.8)',
      }}
    />
  );
}
