import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SaveIcon from '@mui/icons-material/Save';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { describeSchedule } from '@pinpoint/shared/report.ts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { BackLink, MissingItem } from '../../components/back-link.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { ApiError } from '../../lib/api.ts';
import { translateMessage } from '../../lib/i18n/translate-message.ts';
import { canManage, useSelectedRole } from '../../lib/roles.ts';
import { useTemperatureUnit } from '../../lib/temperature.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import {
  type Report,
  useOrganisationTimeZone,
  useRecipientChoices,
  useReport,
  useReportMutations,
  useReportRuns,
  useRunReport,
} from './api.ts';
import { GeneralFields, RecipientFields, ScheduleFields } from './report-fields.tsx';
import { draftErrors, draftOf, inputOf, newDraft, type ReportDraft } from './report-form.ts';
import { ReportWidgets } from './report-widgets.tsx';
import { RunHistory } from './run-history.tsx';
import { formatNextRun } from './run-period.ts';
import { RunPreview } from './run-preview.tsx';
import { useReportFailure } from './use-report-failure.ts';

/** The server's answer for a report that is not there (or not the user's), or an id that is no id. */
const isNotFound = (error: Error) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** Route /report/{id} (and /report/new): a report's editor, its runs and their preview. */
export function ReportDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const isNew = id === 'new';
  const report = useReport(isNew ? null : id);
  if (!isNew && report.isLoading) return <PageSpinner label={t('app.loadingPage')} />;
  if (!isNew && !report.data)
    return (
      <MissingItem
        back={{ to: '/report', label: t('reports.back') }}
        title={t('reports.notFound')}
        text={
          report.error && !isNotFound(report.error)
            ? translateMessage(report.error.message, t)
            : t('reports.notFoundText')
        }
        action={{ to: '/report', label: t('reports.back') }}
      />
    );
  return <ReportScreen key={report.data?.id ?? 'new'} report={report.data ?? null} />;
}

function ReportScreen({ report }: { report: Report | null }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const organisationId = useUiStore((state) => state.selectedOrganisationId);
  const notify = useUiStore((state) => state.showSnackbar);
  const failure = useReportFailure();
  const editable = canManage(useSelectedRole());
  const temperatureUnit = useTemperatureUnit();
  const initial = useMemo(
    () => (report ? draftOf(report) : newDraft(i18n.language, temperatureUnit)),
    [report, i18n.language, temperatureUnit],
  );
  const [draft, setDraft] = useState<ReportDraft>(initial);
  const [tried, setTried] = useState(false);
  const [previewRun, setPreviewRun] = useState<string | null>(null);
  const [awaitedPreview, setAwaitedPreview] = useState<string | null>(null);
  const { create, update } = useReportMutations(organisationId);
  const run = useRunReport(report?.id ?? '');
  const runs = useReportRuns(report?.id ?? null);
  const recipients = useRecipientChoices(organisationId);
  const organisationZone = useOrganisationTimeZone(organisationId);
  const timeZone = report?.timeZone ?? organisationZone;

  const errors = draftErrors(draft);
  const shown = tried
    ? Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, translateMessage(v, t)]))
    : {};
  const dirty = JSON.stringify(inputOf(draft)) !== JSON.stringify(inputOf(initial));
  const busy = create.isPending || update.isPending;
  const patch = (change: Partial<ReportDraft>) => setDraft((current) => ({ ...current, ...change }));

  // A preview asked for opens by itself once rendered.
  useEffect(() => {
    if (!awaitedPreview) return;
    const awaited = runs.data?.find((r) => r.id === awaitedPreview);
    if (awaited && !['queued', 'running'].includes(awaited.status)) {
      setAwaitedPreview(null);
      if (awaited.files.length > 0) setPreviewRun(awaited.id);
    }
  }, [awaitedPreview, runs.data]);

  const handleSave = async () => {
    setTried(true);
    if (Object.keys(errors).length > 0) return;
    const name = draft.name.trim();
    try {
      if (report) {
        await update.mutateAsync({ id: report.id, patch: inputOf(draft) });
        notify(t('reports.saved', { name }), 'success');
      } else {
        const created = await create.mutateAsync(inputOf(draft));
        notify(t('reports.added', { name }), 'success');
        void navigate(`/report/${created.id}`, { replace: true });
      }
    } catch (error) {
      notify(failure(error, report ? 'messages.errorUpdating' : 'messages.errorAdding', name), 'error');
    }
  };

  const handleRun = async (send: boolean) => {
    try {
      const { runId } = await run.mutateAsync(send);
      notify(t(send ? 'reports.runQueued' : 'reports.previewQueued'), 'info');
      if (!send) setAwaitedPreview(runId);
    } catch (error) {
      notify(failure(error, 'messages.errorUpdating', report?.name ?? ''), 'error');
    }
  };

  const runBlocked = !report || dirty;
  const runButton = (send: boolean) => (
    <Tooltip
      title={runBlocked ? t('reports.unsaved') : t(send ? 'reports.runNowHelp' : 'reports.previewHelp')}
    >
      <span>
        <Button
          variant={send ? 'outlined' : 'text'}
          startIcon={send ? <PlayArrowIcon /> : <VisibilityIcon />}
          disabled={runBlocked || run.isPending}
          onClick={() => void handleRun(send)}
        >
          {t(send ? 'reports.runNow' : 'reports.preview')}
        </Button>
      </span>
    </Tooltip>
  );
  const language = i18n.language.startsWith('fr') ? 'fr' : 'en';
  const title = report ? report.name : t('reports.newTitle');

  return (
    <Stack sx={{ gap: 2 }}>
      <BackLink to="/report" label={t('reports.back')} />
      <PageHeader
        title={title}
        actions={
          editable ? (
            <>
              {runButton(false)}
              {runButton(true)}
              <Button
                variant="contained"
                startIcon={<SaveIcon />}
                disabled={busy}
                onClick={() => void handleSave()}
              >
                {report ? t('reports.save') : t('reports.create')}
              </Button>
            </>
          ) : null
        }
      />
      {report ? (
        <div aria-live="polite">
          {describeSchedule(report.schedule, language)} · {report.timeZone}
          {report.nextRunAt
            ? ` · ${t('reports.nextRunAt', { when: formatNextRun(report.nextRunAt, report.timeZone, i18n.language) })}`
            : ''}
        </div>
      ) : null}
      <SectionCard title={t('reports.sections.general')} busyLabel={t('widgets.loading')}>
        <GeneralFields draft={draft} errors={shown} disabled={!editable} onChange={patch} />
      </SectionCard>
      <SectionCard title={t('reports.sections.widgets')} busyLabel={t('widgets.loading')}>
        <ReportWidgets
          widgets={draft.widgets}
          organisationId={organisationId}
          editable={editable}
          error={shown.widgets}
          onChange={(widgets) => patch({ widgets })}
        />
      </SectionCard>
      <SectionCard title={t('reports.sections.schedule')} busyLabel={t('widgets.loading')}>
        <ScheduleFields
          draft={draft}
          errors={shown}
          disabled={!editable}
          onChange={patch}
          timeZone={timeZone}
        />
      </SectionCard>
      <SectionCard
        title={t('reports.sections.recipients')}
        busy={recipients.loading}
        busyLabel={t('widgets.loading')}
      >
        <RecipientFields
          draft={draft}
          errors={shown}
          disabled={!editable}
          onChange={patch}
          choices={recipients.choices}
        />
      </SectionCard>
      {report ? (
        <SectionCard title={t('reports.history')} busy={runs.isFetching} busyLabel={t('widgets.loading')}>
          <RunHistory
            reportId={report.id}
            runs={runs.data}
            timeZone={report.timeZone}
            onPreview={(r) => setPreviewRun(r.id)}
          />
        </SectionCard>
      ) : null}
      {report ? (
        <RunPreview
          reportId={report.id}
          runId={previewRun}
          name={report.name}
          onClose={() => setPreviewRun(null)}
        />
      ) : null}
    </Stack>
  );
}
