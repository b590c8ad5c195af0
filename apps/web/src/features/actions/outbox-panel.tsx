import MarkunreadMailboxIcon from '@mui/icons-material/MarkunreadMailbox';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListColumn, ListShell } from '../../components/list-shell.tsx';
import { RelativeTime } from '../../components/relative-time.tsx';
import { usePaging } from '../../components/use-paging.ts';
import { type OutboxMessage, useOutbox } from './api.ts';

/** Admins: the alert messages kept because no mail server or SMS provider is configured. */
export function OutboxPanel({ organisationId }: { organisationId: string | null }) {
  const { t } = useTranslation();
  const paging = usePaging();
  const outbox = useOutbox(organisationId, paging.page, paging.pageSize);

  const columns: ListColumn<OutboxMessage>[] = [
    { key: 'time', label: t('actions.outbox.time'), render: (m) => <RelativeTime value={m.createdAt} /> },
    { key: 'channel', label: t('actions.outbox.channel'), render: (m) => t(`actions.channels.${m.channel}`) },
    { key: 'recipient', label: t('actions.outbox.recipient'), render: (m) => m.recipient },
    {
      key: 'subject',
      label: t('actions.outbox.subject'),
      render: (m) => m.subject ?? t('actions.noSubject'),
    },
    { key: 'body', label: t('actions.outbox.body'), render: (m) => <MessageBody body={m.body} /> },
  ];

  return (
    <Stack sx={{ gap: 2 }}>
      <Alert severity="info">{t('actions.outboxNote')}</Alert>
      {outbox.isError ? <Alert severity="error">{t('actions.loadFailed')}</Alert> : null}
      <ListShell
        label={t('actions.outboxTitle')}
        rows={outbox.data?.items ?? (outbox.isError ? [] : undefined)}
        loading={outbox.isFetching}
        columns={columns}
        getRowId={(m) => String(m.id)}
        getRowLabel={(m) => m.subject ?? m.recipient}
        empty={{
          title: t('actions.outboxEmptyTitle'),
          text: t('actions.outboxEmptyText'),
          icon: <MarkunreadMailboxIcon />,
        }}
        pagination={paging.pagination(outbox.data?.total ?? 0)}
      />
    </Stack>
  );
}

const shortLength = 120;

/** A message's body: its first line or so, and the whole of it on demand. */
function MessageBody({ body }: { body: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const firstLine = body.split('\n')[0] ?? '';
  const long = body.length > shortLength || body.includes('\n');
  const short = firstLine.length > shortLength ? `${firstLine.slice(0, shortLength)}…` : firstLine;
  return (
    <Box sx={{ maxWidth: 480 }}>
      <Box
        id={id}
        component="span"
        sx={{ whiteSpace: open ? 'pre-wrap' : 'normal', wordBreak: 'break-word' }}
      >
        {open || !long ? body : short}
      </Box>
      {long ? (
        <Button
          size="small"
          sx={{ display: 'block', px: 0, minWidth: 0 }}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('actions.showLess') : t('actions.showMore')}
        </Button>
      ) : null}
    </Box>
  );
}
