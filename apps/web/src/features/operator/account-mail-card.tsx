import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RelativeTime } from '../../components/relative-time.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { useAccountMail } from './api.ts';

/**
 * The account mail (e-mail verification links) the server kept because no SMTP server is
 * configured: an operator can pass a link on. With SMTP it is sent, and this says so.
 */
export function AccountMailCard({ smtp }: { smtp: boolean }) {
  const { t } = useTranslation();
  const mail = useAccountMail(!smtp);
  return (
    <SectionCard title={t('operator.accountMail')} busy={mail.isFetching} busyLabel={t('list.loading')}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {smtp ? t('operator.accountMailSent') : t('operator.accountMailKept')}
      </Typography>
      {!smtp && mail.data?.length === 0 ? <Typography>{t('operator.accountMailEmpty')}</Typography> : null}
      {(mail.data ?? []).map((message) => (
        <Accordion key={message.id} disableGutters variant="outlined">
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {message.recipient} · {message.subject} · <RelativeTime value={message.createdAt} />
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography
              component="pre"
              sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', m: 0, fontSize: 14 }}
            >
              {message.body}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </SectionCard>
  );
}
