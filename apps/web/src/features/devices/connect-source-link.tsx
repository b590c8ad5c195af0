import CableIcon from '@mui/icons-material/Cable';
import Button from '@mui/material/Button';
import type { Role } from '@pinpoint/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { canAdminister } from '../../lib/roles.ts';

type Props = {
  organisationId: string | null;
  /** The user's role in that organisation: ingest keys and sources are for admins. */
  role: Role | null | undefined;
  sx?: Parameters<typeof Button>[0]['sx'];
};

/**
 * "Connect a network server or a phone": the way to the organisation's Integrations page from
 * where a user adding a device or waiting for its data looks for it (issue 27.11). Only admins,
 * who can create ingest keys, are offered it.
 */
export function ConnectSourceLink({ organisationId, role, sx }: Props) {
  const { t } = useTranslation();
  if (!organisationId || !canAdminister(role)) return null;
  return (
    <Button
      component={RouterLink}
      to={`/organisation/${organisationId}/integrations`}
      nativeButton={false}
      startIcon={<CableIcon />}
      sx={sx}
    >
      {t('integrations.devicesEmptyLink')}
    </Button>
  );
}
