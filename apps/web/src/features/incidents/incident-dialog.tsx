import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type IncidentEvent, incidentPatchSchema } from '@pinpoint/shared';
import type { TFunction } from 'i18next';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/error-message.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { canManage, useSelectedRole } from '../../lib/roles.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { type IncidentDetail, useIncident, useIncidentMutations, useMembers } from './api.ts';

const locales: Record<string, string> = { en: 'en-CA', fr: 'fr-CA' };
const stateColours = { open: 'error', acknowledged: 'warning', resolved: 'success' } as const;

type Props = { id: string; organisationId: string | null; onClose: () => void };

/** One incident: its state, acknowledge and resolve, the assignee and notes, and its timeline. */
export function IncidentDialog({ id, organisationId, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const incident = useIncident(id);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {incident.data ? `${incident.data.actionName}: ${incident.data.deviceName}` : t('incidents.details')}
      </DialogTitle>
      {incident.data ? (
        <Body incident={incident.data} organisationId={organisationId} onClose={onClose} />
      ) : (
        <DialogContent>
          <CircularProgress aria-label={t('incidents.details')} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function Body({ incident, organisationId, onClose }: { incident: IncidentDetail } & Omit<Props, 'id'>) {
  const { t, i18n } = useTranslation();
  const locale = locales[i18n.language] ?? i18n.language;
  const notify = useUiStore((state) => state.showSnackbar);
  const errorText = useErrorText();
  const manage = canManage(useSelectedRole());
  const members = useMembers(organisationId);
  const { acknowledge, resolve, change } = useIncidentMutations();
  const [assigneeId, setAssigneeId] = useState(incident.assigneeId ?? '');
  const [notes, setNotes] = useState(incident.notes);
  useEffect(() => {
    setAssigneeId(incident.assigneeId ?? '');
    setNotes(incident.notes);
  }, [incident.assigneeId, incident.notes]);
  const checked = incidentPatchSchema.safeParse({ assigneeId: assigneeId || null, notes });
  const notesError = checked.success
    ? undefined
    : checked.error.issues.find((i) => i.path[0] === 'notes')?.message;
  const busy = acknowledge.isPending || resolve.isPending || change.isPending;
  const done = (message: string) => ({
    onSuccess: () => notify(message, 'success'),
    onError: (error: unknown) => notify(errorText(error, t('incidents.ack.failed')), 'error'),
  });
  const when = (at: string) => formatDateTime(new Date(at), locale);

  return (
    <>
      <DialogContent>
        <Stack sx={{ gap: 2 }}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip
              size="small"
              variant="outlined"
              color={stateColours[incident.state]}
              label={t(`incidents.states.${incident.state}`)}
            />
            <Typography variant="body2">{t('incidents.firings', { count: incident.firings })}</Typography>
            {incident.nextEscalationAt ? (
              <Typography variant="body2">
                {t('incidents.nextStep', { time: when(incident.nextEscalationAt) })}
              </Typography>
            ) : null}
          </Stack>
          <TextField
            select
            label={t('incidents.assignee')}
            value={assigneeId}
            onChange={(event) => setAssigneeId(event.target.value)}
            disabled={!manage}
          >
            <MenuItem value="">{t('incidents.nobody')}</MenuItem>
            {(members.data ?? []).map((m) => (
              <MenuItem key={m.userId} value={m.userId}>
                {m.name || m.email}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('incidents.notes')}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            multiline
            minRows={3}
            disabled={!manage}
            error={Boolean(notesError)}
            helperText={notesError}
          />
          <Typography variant="subtitle2" component="h2">
            {t('incidents.timeline')}
          </Typography>
          <List dense aria-label={t('incidents.timeline')}>
            {incident.events.map((event) => (
              <ListItem key={event.id} disableGutters>
                <ListItemText primary={eventText(event, t)} secondary={when(event.at)} />
              </ListItem>
            ))}
          </List>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {manage && incident.state === 'open' ? (
          <Button
            disabled={busy}
            onClick={() => acknowledge.mutate(incident.id, done(t('incidents.acknowledged')))}
          >
            {t('incidents.acknowledge')}
          </Button>
        ) : null}
        {manage && incident.state !== 'resolved' ? (
          <Button disabled={busy} onClick={() => resolve.mutate(incident.id, done(t('incidents.resolved')))}>
            {t('incidents.resolve')}
          </Button>
        ) : null}
        {manage ? (
          <Button
            variant="contained"
            disabled={busy || !checked.success}
            onClick={() =>
              change.mutate(
                { id: incident.id, patch: { assigneeId: assigneeId || null, notes } },
                done(t('incidents.saved')),
              )
            }
          >
            {t('incidents.save')}
          </Button>
        ) : null}
        <Button onClick={onClose}>{t('incidents.close')}</Button>
      </DialogActions>
    </>
  );
}

/** One line of the timeline in words. */
export function eventText(event: IncidentEvent, t: TFunction): string {
  const who = event.actor ?? event.recipient ?? '';
  const to = event.recipient ?? '';
  switch (event.kind) {
    case 'notified':
      return t('incidents.events.notified', { who: to });
    case 'skipped':
      return t('incidents.events.skipped', { who: to });
    case 'escalated':
      // Step 0 is the first contacts: people count from 1.
      return t('incidents.events.escalated', { step: (event.step ?? 0) + 1 });
    case 'acknowledged': {
      const via = event.channel ? ` ${t(`incidents.via.${event.channel}`)}` : '';
      return `${t('incidents.events.acknowledged', { who })}${via}`;
    }
    case 'resolved':
      return event.actor
        ? t('incidents.events.resolvedBy', { who: event.actor })
        : t('incidents.events.resolved');
    case 'assigned':
      return t('incidents.events.assigned', { who });
    case 'noted':
      return t('incidents.events.noted', { who });
    case 'opened':
      return t('incidents.events.opened');
    case 'repeated':
      return t('incidents.events.repeated');
    case 'reminded':
      return t('incidents.events.reminded');
  }
}
