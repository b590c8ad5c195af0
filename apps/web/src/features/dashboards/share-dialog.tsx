import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { CopyField } from '../../components/copy-field.tsx';
import { RelativeTime } from '../../components/relative-time.tsx';
import { useConfig } from '../../lib/config.ts';
import { useErrorText } from '../../lib/error-message.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { type DashboardShare, useDashboardShares, useShareMutations } from './api.ts';

const expiries = {
  never: null,
  day: 86_400_000,
  week: 7 * 86_400_000,
  month: 30 * 86_400_000,
} as const;
type Expiry = keyof typeof expiries;

/** A public link: the configured dashboard share URL (spec 3 dashboardShareUrl) on this site, then the token. */
export function dashboardShareLink(
  base: string,
  token: string,
  origin: string = window.location.origin,
): string {
  const absolute = /^https?:\/\//.test(base) ? base : `${origin}${base.startsWith('/') ? '' : '/'}${base}`;
  return `${absolute}${absolute.endsWith('/') ? '' : '/'}${encodeURIComponent(token)}`;
}

const locales: Record<string, string> = { en: 'en-CA', fr: 'fr-CA' };

type Props = { open: boolean; dashboardId: string; name: string; onClose: () => void };

/**
 * A dashboard's public links: who made each and when, its expiry and last use, revoke at once;
 * a new link (optionally expiring, optionally letting viewers pick a shorter range) is shown once,
 * to copy, since only its hash is kept.
 */
export function ShareDialog({ open, dashboardId, name, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const { dashboardShareUrl } = useConfig();
  const notify = useUiStore((state) => state.showSnackbar);
  const errorText = useErrorText();
  const shares = useDashboardShares(dashboardId, open);
  const { create, revoke } = useShareMutations(dashboardId);
  const [expiry, setExpiry] = useState<Expiry>('never');
  const [allowRange, setAllowRange] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<DashboardShare | null>(null);
  const locale = locales[i18n.language] ?? i18n.language;
  const when = (iso: string) => formatDateTime(new Date(iso), locale);

  const handleCreate = async () => {
    const ms = expiries[expiry];
    try {
      const answer = await create.mutateAsync({
        expiresAt: ms === null ? null : new Date(Date.now() + ms).toISOString(),
        allowRange,
      });
      setLink(dashboardShareLink(dashboardShareUrl, answer.token));
      notify(t('dashboards.share.created'), 'success');
    } catch (error) {
      notify(errorText(error, t('dashboards.share.createError')), 'error');
    }
  };

  const handleRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      notify(t('dashboards.share.revoked'), 'success');
      setRevoking(null);
    } catch (error) {
      notify(errorText(error, t('dashboards.share.revokeError')), 'error');
    }
  };

  const handleClose = () => {
    setLink(null);
    onClose();
  };

  const list = shares.data ?? [];
  const now = Date.now();
  const status = (share: DashboardShare) =>
    share.revokedAt
      ? t('dashboards.share.statusRevoked')
      : share.expiresAt && Date.parse(share.expiresAt) <= now
        ? t('dashboards.share.statusExpired')
        : t('dashboards.share.statusActive');

  return (
    <>
      <Dialog
        open={open}
        onClose={handleClose}
        aria-labelledby={titleId}
        maxWidth="md"
        fullWidth
        scroll="paper"
      >
        <DialogTitle id={titleId}>{t('dashboards.share.title', { name })}</DialogTitle>
        <DialogContent dividers>
          <Stack sx={{ gap: 2 }}>
            <DialogContentText>{t('dashboards.share.intro')}</DialogContentText>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'center' } }}>
              <TextField
                select
                size="small"
                label={t('dashboards.share.expiry')}
                value={expiry}
                onChange={(event) => setExpiry(event.target.value as Expiry)}
                sx={{ minWidth: 180 }}
              >
                {(Object.keys(expiries) as Expiry[]).map((option) => (
                  <MenuItem key={option} value={option}>
                    {t(`dashboards.share.expiries.${option}`)}
                  </MenuItem>
                ))}
              </TextField>
              <FormControlLabel
                control={
                  <Checkbox checked={allowRange} onChange={(event) => setAllowRange(event.target.checked)} />
                }
                label={t('dashboards.share.allowRange')}
              />
              <Button variant="contained" onClick={handleCreate} disabled={create.isPending}>
                {t('dashboards.share.create')}
              </Button>
            </Stack>
            {link ? (
              <Stack sx={{ gap: 1 }}>
                <Alert severity="info">{t('dashboards.share.shownOnce')}</Alert>
                <CopyField label={t('dashboards.share.link')} value={link} />
              </Stack>
            ) : null}
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t('dashboards.share.links')}
            </Typography>
            {shares.isLoading ? <LinearProgress aria-label={t('dashboards.share.loading')} /> : null}
            {!shares.isLoading && list.length === 0 ? (
              <Typography sx={{ color: 'text.secondary' }}>{t('dashboards.share.none')}</Typography>
            ) : null}
            {list.length > 0 ? (
              <TableContainer>
                <Table size="small" aria-label={t('dashboards.share.links')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('dashboards.share.linkColumn')}</TableCell>
                      <TableCell>{t('dashboards.share.createdColumn')}</TableCell>
                      <TableCell>{t('dashboards.share.expiresColumn')}</TableCell>
                      <TableCell>{t('dashboards.share.lastUsedColumn')}</TableCell>
                      <TableCell>{t('dashboards.share.statusColumn')}</TableCell>
                      <TableCell align="right">{t('dashboards.share.actionsColumn')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {list.map((share) => {
                      const active = status(share) === t('dashboards.share.statusActive');
                      return (
                        <TableRow key={share.id}>
                          <TableCell sx={{ fontFamily: 'monospace' }}>…{share.hint}</TableCell>
                          <TableCell>
                            {when(share.createdAt)}
                            {share.createdBy ? (
                              <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
                                {t('dashboards.share.by', { name: share.createdBy })}
                              </Typography>
                            ) : null}
                          </TableCell>
                          <TableCell>
                            {share.expiresAt ? when(share.expiresAt) : t('dashboards.share.noExpiry')}
                          </TableCell>
                          <TableCell>
                            {share.lastUsedAt ? (
                              <RelativeTime value={share.lastUsedAt} />
                            ) : (
                              t('dashboards.share.neverUsed')
                            )}
                          </TableCell>
                          <TableCell>{status(share)}</TableCell>
                          <TableCell align="right">
                            {active ? (
                              <Button
                                color="error"
                                size="small"
                                onClick={() => setRevoking(share)}
                                aria-label={t('dashboards.share.revokeLink', { hint: share.hint })}
                              >
                                {t('dashboards.share.revoke')}
                              </Button>
                            ) : null}
                          </TableCell>
                        </TableRow>
                      );
                    })}
                  </TableBody>
                </Table>
              </TableContainer>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={handleClose}>{t('dashboards.share.close')}</Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={revoking !== null}
        title={t('dashboards.share.revokeTitle')}
        text={t('dashboards.share.revokeText')}
        confirmLabel={t('dashboards.share.revoke')}
        onConfirm={handleRevoke}
        onClose={() => setRevoking(null)}
      />
    </>
  );
}
