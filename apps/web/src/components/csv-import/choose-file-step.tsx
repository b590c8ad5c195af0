import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, type ReactNode, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  intro: ReactNode;
  /** What the file should look like: its header line and an example row. */
  sample: string;
  /** Offers the sample as a file of this name. */
  sampleFileName?: string | undefined;
  /** Choices made before the file (e.g. the devices' type), beside the file button. */
  controls?: ReactNode;
  problem: string | null;
  onFile: (file: File) => void;
};

/** The first step: what the file needs, an optional sample to download, and the file picker. */
export function ChooseFileStep({ intro, sample, sampleFileName, controls, problem, onFile }: Props) {
  const { t } = useTranslation();
  const inputId = useId();
  const sampleHref = useMemo(
    () => `data:text/csv;charset=utf-8,${encodeURIComponent(`${sample}\n`)}`,
    [sample],
  );

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after fixing it) is seen as a change.
    event.target.value = '';
    if (file) onFile(file);
  };

  return (
    <Stack sx={{ gap: 2 }}>
      {typeof intro === 'string' ? <Typography sx={{ color: 'text.secondary' }}>{intro}</Typography> : intro}
      <Box
        component="pre"
        sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, fontSize: 13, overflowX: 'auto' }}
      >
        {sample}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
        {controls}
        <Button
          component="label"
          htmlFor={inputId}
          variant="contained"
          startIcon={<UploadFileIcon />}
          nativeButton={false}
        >
          {t('import.chooseFile')}
          <Box
            component="input"
            id={inputId}
            type="file"
            accept=".csv,text/csv,text/plain"
            onChange={handleChange}
            sx={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
          />
        </Button>
        {sampleFileName ? (
          <Button
            component="a"
            href={sampleHref}
            download={sampleFileName}
            startIcon={<DownloadIcon />}
            nativeButton={false}
          >
            {t('geofences.import.sample')}
          </Button>
        ) : null}
      </Stack>
      {problem ? <Alert severity="error">{problem}</Alert> : null}
    </Stack>
  );
}
