import type { Role } from '@pinpoint/shared';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { cableIcon } from '../../components/icon-paths.ts';
import { LinkButton } from '../../components/plain-button.tsx';
import { canAdminister } from '../../lib/roles.ts';

type Props = {
  organisationId: string | null;
  /** The user's role in that organisation: ingest keys and sources are for admins. */
  role: Role | null | undefined;
  style?: CSSProperties;
};

/**
 * "Connect a network server or a phone": the way to the organisation's Integrations page from
 * where a user adding a device or waiting for its data looks for it (issue 27.11). Only admins,
 * who can create ingest keys, are offered it. A plain link (issue 31: on the device list's first
 * screen, which loads no MUI).
 */
export function ConnectSourceLink({ organisationId, role, style }: Props) {
  const { t } = useTranslation();
  if (!organisationId || !canAdminister(role)) return null;
  return (
    <LinkButton to={`/organisation/${organisationId}/integrations`} startIcon={cableIcon} style={style}>
      {t('integrations.devicesEmptyLink')}
    </LinkButton>
  );
}
