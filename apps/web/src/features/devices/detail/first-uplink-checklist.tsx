import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Checklist, ChecklistStep, Device } from '@pinpoint/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useApi } from '../../../lib/api-context.tsx';

/** How long after being added a device shows its checklist even when every step is done. */
const SHOWN_FOR_MS = 24 * 60 * 60_000;
/** A cause's code (no_fix) as its catalogue key (noFix). */
const camel = (code: string) => code.replace(/_(\w)/g, (_match, letter: string) => letter.toUpperCase());
/** Causes the Integrations page helps with. */
const setupCauses = new Set([
  'no_ingest_key',
  'key_unused',
  'other_dev_eui',
  'dev_eui_reversed',
  'joined_no_uplink',
  'tracker_silent',
]);
/** A tracker protocol's id as its maker writes it: GT06, H02, Teltonika. */
const protocolName = (id: string) =>
  id.length <= 4 ? id.toUpperCase() : id.charAt(0).toUpperCase() + id.slice(1);

const icons = {
  done: <CheckCircleIcon color="success" fontSize="small" />,
  open: <RadioButtonUncheckedIcon color="disabled" fontSize="small" />,
  skipped: <RemoveCircleOutlineIcon color="disabled" fontSize="small" />,
};

/** GET /device/{id}/checklist, again every 10 s while a step is open (joins are not sent live). */
function useChecklist(device: Device) {
  const api = useApi();
  const query = useQuery({
    queryKey: ['device', device.id, 'checklist'],
    queryFn: () => api.get<Checklist>(`/device/${encodeURIComponent(device.id)}/checklist`),
    refetchInterval: (q) => (q.state.data?.complete ? false : 10_000),
  });
  // Live updates move the device's last-seen time and position in the cache: tick at once.
  const { refetch } = query;
  const seen = `${device.lastSeenAt ?? ''} ${device.location?.at ?? ''}`;
  useEffect(() => {
    if (seen.trim()) void refetch();
  }, [seen, refetch]);
  return query;
}

function Step({ step, organisationId }: { step: ChecklistStep; organisationId: string }) {
  const { t } = useTranslation();
  const label = t(`integrations.checklist.steps.${step.step}`);
  // The cause's values (a Dev EUI, a count) fill its message; the key is chosen at run time.
  const causeText = t as unknown as (key: string, values: Record<string, string>) => string;
  return (
    <Stack
      component="li"
      direction="row"
      sx={{ gap: 1, alignItems: 'flex-start' }}
      aria-label={`${label}: ${t(`integrations.checklist.states.${step.state}`)}`}
    >
      <Stack sx={{ pt: 0.25 }}>{icons[step.state]}</Stack>
      <Stack sx={{ gap: 0.25 }}>
        <Typography sx={{ color: step.state === 'done' ? 'text.primary' : 'text.secondary' }}>
          {label}
          {step.state === 'skipped' ? ` (${t('integrations.checklist.states.skipped')})` : null}
          {step.state === 'done' && step.at ? (
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {' · '}
              <RelativeTime value={step.at} />
            </Typography>
          ) : null}
        </Typography>
        {step.cause ? (
          <Typography variant="body2" sx={{ color: 'warning.main' }}>
            {causeText(`integrations.checklist.causes.${camel(step.cause.code)}`, {
              ...step.cause.values,
              protocol: protocolName(step.cause.values.protocol ?? ''),
            })}
            {setupCauses.has(step.cause.code) ? (
              <>
                {' '}
                <Link component={RouterLink} to={`/organisation/${organisationId}/integrations`}>
                  {t('integrations.checklist.openIntegrations')}
                </Link>
              </>
            ) : null}
          </Typography>
        ) : null}
      </Stack>
    </Stack>
  );
}

/**
 * The first-uplink checklist of a new device (issue 17): registered -> joined -> first uplink ->
 * decoded -> location fix, ticking as the device comes alive, with the likely cause of the first
 * step still open. Shown until every step is done and the device is a day old.
 */
export function FirstUplinkChecklist({ device }: { device: Device }) {
  const { t } = useTranslation();
  const checklist = useChecklist(device);
  const data = checklist.data;
  if (!data) return null;
  if (data.complete && Date.now() - Date.parse(data.createdAt) > SHOWN_FOR_MS) return null;
  return (
    <SectionCard title={t('integrations.checklist.title')} busy={false} busyLabel={t('integrations.loading')}>
      <Stack component="ol" sx={{ listStyle: 'none', m: 0, p: 0, gap: 1 }} aria-live="polite">
        {data.steps.map((step) => (
          <Step key={step.step} step={step} organisationId={device.organisationId} />
        ))}
      </Stack>
      {data.complete ? (
        <Typography variant="body2" sx={{ color: 'success.main', mt: 1 }}>
          {t('integrations.checklist.complete')}
        </Typography>
      ) : null}
    </SectionCard>
  );
}
