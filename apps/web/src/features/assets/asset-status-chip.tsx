import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import SensorsOffIcon from '@mui/icons-material/SensorsOff';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { AssetStatus } from '@pinpoint/shared/asset.ts';
import { useTranslation } from 'react-i18next';

const looks = {
  ok: { colour: 'success', icon: <CheckCircleOutlineIcon /> },
  alerting: { colour: 'error', icon: <NotificationsActiveIcon /> },
  silent: { colour: 'default', icon: <SensorsOffIcon /> },
} as const;

/** An asset's status as a chip (icon and word, never colour alone), with what it means on hover. */
export function StatusChip({ status }: { status: AssetStatus }) {
  const { t } = useTranslation();
  const look = looks[status];
  return (
    <Tooltip title={t(`assets.statusHelp.${status}`)}>
      <Chip
        size="small"
        color={look.colour}
        variant={status === 'ok' ? 'outlined' : 'filled'}
        icon={look.icon}
        label={t(`assets.statuses.${status}`)}
        aria-description={t(`assets.statusHelp.${status}`)}
      />
    </Tooltip>
  );
}
