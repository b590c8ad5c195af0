import BlockIcon from '@mui/icons-material/Block';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ApiKey, Role } from '@pinpoint/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { CopyField } from '../../components/copy-field.tsx';
import { RelativeTime } from '../../components/relative-time.tsx';
import { RowButton } from '../../components/row-actions.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { useConfig } from '../../lib/config.ts';
import { useErrorText } from '../../lib/error-message.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { hasRole } from '../../lib/roles.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { type CreatedApiKey, useApiKeys, useIntegrationMutations } from './api.ts';
import { CardTable } from './card-table.tsx';

type Props = { organisationId: string; role: Role };
type KeyRole = ApiKey['role'];

const keyRoles: KeyRole[] = ['viewer', 'member', 'admin'];
const expiries = [7, 30, 90, 365];
const locales: Record<string, string> = { en: 'en-CA', fr: 'fr-CA' };

/** The API's address as a script reaches it (API_URL may be a path on this site). */
const apiBase = (apiUrl: string) => new URL(apiUrl.replace(/\/+$/, ''), window.location.origin).toString();

/** The example a new key is shown with: the organisation's devices, from a script. */
export const curlExample = (base: string, organisationId: string, key: string) =>
  `curl -H 'Authorization: Bearer ${key}' '${base}/organisation/${organisationId}/devices'`;

/**
 * Personal API keys (api_key_enabled): the user's keys for scripts, each for this organisation,
 * with a role no higher than theirs and an expiry; shown once, revocable, with their last use.
 */
export function ApiKeysCard({ organisationId, role }: Props) {
  const { t, i18n } = useTranslation();
  const config = useConfig();
  const keys = useApiKeys(organisationId, true);
  const { createApiKey, revokeApiKey } = useIntegrationMutations(organisationId);
  const notify = useUiStore((state) => state.showSnackbar);
  const errorText = useErrorText();
  const allowed = keyRoles.filter((keyRole) => hasRole(role, keyRole));
  const [name, setName] = useState('');
  const [keyRole, setKeyRole] = useState<KeyRole>('viewer');
  const [days, setDays] = useState(90);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const locale = locales[i18n.language] ?? i18n.language;

  const handleCreate = async (event: FormEvent) => {
    event.preventDefault();
    try {
      setCreated(await createApiKey.mutateAsync({ name: name.trim(), role: keyRole, expiresInDays: days }));
      setName('');
    } catch (error) {
      notify(errorText(error, t('messages.errorAdding', { name: t('integrations.apiKeys.one') })), 'error');
    }
  };

  const handleRevoke = async () => {
    if (!revoking) return;
    try {
      await revokeApiKey.mutateAsync(revoking.id);
      notify(t('integrations.keys.revokedNotice', { name: revoking.name }), 'success');
    } catch (error) {
      notify(errorText(error, t('messages.errorDeleting', { name: t('integrations.apiKeys.one') })), 'error');
    }
  };

  const rows = keys.data ?? [];
  const now = Date.now();
  const status = (key: ApiKey) =>
    key.revokedAt ? 'revoked' : Date.parse(key.expiresAt) <= now ? 'expired' : 'active';
  return (
    <SectionCard
      title={t('integrations.apiKeys.title')}
      busy={keys.isFetching}
      busyLabel={t('integrations.loading')}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('integrations.apiKeys.help')}
      </Typography>
      <Stack
        component="form"
        direction={{ xs: 'column', md: 'row' }}
        sx={{ gap: 1, mb: 2 }}
        onSubmit={handleCreate}
      >
        <TextField
          size="small"
          label={t('integrations.apiKeys.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          slotProps={{ htmlInput: { maxLength: 100 } }}
          sx={{ flex: 1 }}
        />
        <TextField
          select
          size="small"
          label={t('integrations.apiKeys.role')}
          value={keyRole}
          onChange={(event) => setKeyRole(event.target.value as KeyRole)}
          sx={{ minWidth: 140 }}
        >
          {allowed.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`roles.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('integrations.apiKeys.expiry')}
          value={days}
          onChange={(event) => setDays(Number(event.target.value))}
          sx={{ minWidth: 140 }}
        >
          {expiries.map((value) => (
            <MenuItem key={value} value={value}>
              {t('integrations.apiKeys.days', { count: value })}
            </MenuItem>
          ))}
        </TextField>
        <Button
          type="submit"
          variant="contained"
          disabled={!name.trim() || createApiKey.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('integrations.apiKeys.create')}
        </Button>
      </Stack>
      {created ? (
        <Alert severity="warning" sx={{ mb: 2 }} onClose={() => setCreated(null)}>
          <Stack sx={{ gap: 1.5 }}>
            <span>{t('integrations.apiKeys.shownOnce', { name: created.name })}</span>
            <CopyField label={t('integrations.apiKeys.keyLabel')} value={created.key} />
            <CopyField
              label={t('integrations.apiKeys.example')}
              value={curlExample(apiBase(config.API_URL), organisationId, created.key)}
              multiline
            />
          </Stack>
        </Alert>
      ) : null}
      <CardTable
        label={t('integrations.apiKeys.title')}
        columns={[
          { label: t('integrations.keys.columns.name') },
          { label: t('integrations.apiKeys.owner') },
          { label: t('integrations.apiKeys.role') },
          { label: t('integrations.keys.columns.lastUsed') },
          { label: t('integrations.apiKeys.expires') },
          { label: t('integrations.keys.columns.status') },
        ]}
        emptyText={t('integrations.apiKeys.empty')}
        count={rows.length}
      >
        {rows.map((key) => (
          <TableRow key={key.id}>
            <TableCell>
              {key.name}
              <Box
                component="span"
                sx={{
                  display: 'block',
                  fontFamily: 'monospace',
                  fontSize: 12,
                  color: 'text.secondary',
                }}
              >
                {`${key.prefix}…`}
              </Box>
            </TableCell>
            <TableCell>{key.mine ? t('integrations.apiKeys.you') : key.owner.email}</TableCell>
            <TableCell>{t(`roles.${key.role}`)}</TableCell>
            <TableCell>
              {key.lastUsedAt ? <RelativeTime value={key.lastUsedAt} /> : t('integrations.keys.never')}
            </TableCell>
            <TableCell>{formatDateTime(new Date(key.expiresAt), locale)}</TableCell>
            <TableCell>
              <Chip
                size="small"
                variant="outlined"
                color={status(key) === 'active' ? 'success' : 'default'}
                label={t(`integrations.apiKeys.status.${status(key)}`)}
              />
            </TableCell>
            <TableCell align="right">
              {status(key) === 'active' ? (
                <RowButton
                  label={t('integrations.keys.revoke', { name: key.name })}
                  icon={<BlockIcon />}
                  danger
                  onClick={() => setRevoking(key)}
                />
              ) : null}
            </TableCell>
          </TableRow>
        ))}
      </CardTable>
      <ConfirmDialog
        open={revoking !== null}
        title={t('integrations.keys.revokeTitle', { name: revoking?.name ?? '' })}
        text={t('integrations.apiKeys.revokeText')}
        confirmLabel={t('integrations.keys.revokeConfirm')}
        onConfirm={handleRevoke}
        onClose={() => setRevoking(null)}
      />
    </SectionCard>
  );
}
