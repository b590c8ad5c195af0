import Battery20Icon from '@mui/icons-material/Battery20';
import Battery50Icon from '@mui/icons-material/Battery50';
import Battery80Icon from '@mui/icons-material/Battery80';
import BatteryAlertIcon from '@mui/icons-material/BatteryAlert';
import BatteryFullIcon from '@mui/icons-material/BatteryFull';
import BatteryUnknownIcon from '@mui/icons-material/BatteryUnknown';
import Stack from '@mui/material/Stack';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { type BatteryLevel, batteryLevel } from '../lib/battery.ts';

const icons: Record<BatteryLevel, ComponentType<SvgIconProps>> = {
  unknown: BatteryUnknownIcon,
  critical: BatteryAlertIcon,
  low: Battery20Icon,
  medium: Battery50Icon,
  high: Battery80Icon,
  full: BatteryFullIcon,
};

const colours: Record<BatteryLevel, SvgIconProps['color']> = {
  unknown: 'disabled',
  critical: 'error',
  low: 'warning',
  medium: 'inherit',
  high: 'success',
  full: 'success',
};

/** A battery percent with an icon of its level; the icon is decoration, the text says it. */
export function BatteryIndicator({ percent }: { percent: number | null }) {
  const { t } = useTranslation();
  const level = batteryLevel(percent);
  const Icon = icons[level];
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
      <Icon fontSize="small" color={colours[level]} aria-hidden="true" />
      <span>{percent === null ? t('battery.unknown') : t('battery.percent', { percent })}</span>
    </Stack>
  );
}
