import BlockIcon from '@mui/icons-material/Block';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { IngestKey } from '@pinpoint/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { CopyField } from '../../components/copy-field.tsx';
import { RelativeTime } from '../../components/relative-time.tsx';
import { RowButton } from '../../components/row-actions.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { useErrorText } from '../../lib/error-message.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { type CreatedIngestKey, useIngestKeys, useIntegrationMutations } from './api.ts';
import { CardTable } from './card-table.tsx';

type Props = { organisationId: string; onCreated: (key: string) => void };

/** The organisation's ingest keys: create one (shown once), see each one's use, revoke. */
export function IngestKeysCard({ organisationId, onCreated }: Props) {
  const { t } = useTranslation();
  const keys = useIngestKeys(organisationId);
  const { createIngestKey, revokeIngestKey } = useIntegrationMutations(organisationId);
  const notify = useUiStore((state) => state.showSnackbar);
  const errorText = useErrorText();
  const [name, setName] = useState('');
  const [created, setCreated] = useState<CreatedIngestKey | null>(null);
  const [revoking, setRevoking] = useState<IngestKey | null>(null);

  const handleCreate = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const key = await createIngestKey.mutateAsync(name.trim());
      setCreated(key);
      setName('');
      onCreated(key.key);
    } catch (error) {
      notify(errorText(error, t('messages.errorAdding', { name: t('integrations.keys.one') })), 'error');
    }
  };

  const handleRevoke = async () => {
    if (!revoking) return;
    try {
      await revokeIngestKey.mutateAsync(revoking.id);
      notify(t('integrations.keys.revokedNotice', { name: revoking.name }), 'success');
    } catch (error) {
      notify(errorText(error, t('messages.errorDeleting', { name: t('integrations.keys.one') })), 'error');
    }
  };

  const rows = keys.data ?? [];
  return (
    <SectionCard
      title={t('integrations.keys.title')}
      busy={keys.isFetching}
      busyLabel={t('integrations.loading')}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('integrations.keys.help')}
      </Typography>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1, mb: 2 }}
        onSubmit={handleCreate}
      >
        <TextField
          label={t('integrations.keys.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          size="small"
          required
          slotProps={{ htmlInput: { maxLength: 100 } }}
          helperText={t('integrations.keys.nameHelp')}
          sx={{ flex: 1 }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={!name.trim() || createIngestKey.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('integrations.keys.create')}
        </Button>
      </Stack>
      {created ? (
        <Alert severity="warning" sx={{ mb: 2 }} onClose={() => setCreated(null)}>
          <Stack sx={{ gap: 1.5 }}>
            <span>{t('integrations.keys.shownOnce', { name: created.name })}</span>
            <CopyField label={t('integrations.keys.keyLabel')} value={created.key} />
          </Stack>
        </Alert>
      ) : null}
      <CardTable
        label={t('integrations.keys.title')}
        columns={[
          { label: t('integrations.keys.columns.name') },
          { label: t('integrations.keys.columns.prefix') },
          { label: t('integrations.keys.columns.lastUsed') },
          { label: t('integrations.keys.columns.uplinks'), align: 'right' },
          { label: t('integrations.keys.columns.status') },
        ]}
        emptyText={t('integrations.keys.empty')}
        count={rows.length}
      >
        {rows.map((key) => (
          <TableRow key={key.id}>
            <TableCell>{key.name}</TableCell>
            <TableCell sx={{ fontFamily: 'monospace' }}>{`${key.prefix}…`}</TableCell>
            <TableCell>
              {key.lastUsedAt ? <RelativeTime value={key.lastUsedAt} /> : t('integrations.keys.never')}
            </TableCell>
            <TableCell align="right">{key.uplinks24h}</TableCell>
            <TableCell>
              {key.revokedAt ? (
                <Chip size="small" label={t('integrations.keys.revoked')} />
              ) : (
                <Chip size="small" color="success" variant="outlined" label={t('integrations.keys.active')} />
              )}
            </TableCell>
            <TableCell align="right">
              {key.revokedAt ? null : (
                <RowButton
                  label={t('integrations.keys.revoke', { name: key.name })}
                  icon={<BlockIcon />}
                  danger
                  onClick={() => setRevoking(key)}
                />
              )}
            </TableCell>
          </TableRow>
        ))}
      </CardTable>
      <ConfirmDialog
        open={revoking !== null}
        title={t('integrations.keys.revokeTitle', { name: revoking?.name ?? '' })}
        text={t('integrations.keys.revokeText')}
        confirmLabel={t('integrations.keys.revokeConfirm')}
        onConfirm={handleRevoke}
        onClose={() => setRevoking(null)}
      />
    </SectionCard>
  );
}
