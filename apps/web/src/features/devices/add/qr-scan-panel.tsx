import ImageIcon from '@mui/icons-material/Image';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import StopIcon from '@mui/icons-material/Stop';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CameraScan, decodeQrImage, hasCamera, scanFromCamera } from './qr-decode.ts';

type Props = { onText: (text: string) => void };

/** Scan a QR code: from an image file, or live from the camera where there is one. */
export function QrScanPanel({ onText }: Props) {
  const { t } = useTranslation();
  const inputId = useId();
  const [state, setState] = useState<'idle' | 'reading' | 'camera'>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const scan = useRef<CameraScan | null>(null);
  const latest = useRef(onText);
  latest.current = onText;

  const stopCamera = useCallback(() => {
    scan.current?.stop();
    scan.current = null;
  }, []);
  useEffect(() => stopCamera, [stopCamera]);

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    setState('reading');
    const text = await decodeQrImage(file).catch(() => null);
    setState('idle');
    if (text) latest.current(text);
    else setProblem(t('addDevice.qrNotFound'));
  };

  const handleCamera = async () => {
    const video = videoRef.current;
    if (!video) return;
    setProblem(null);
    setState('camera');
    try {
      scan.current = await scanFromCamera(video, (text) => {
        stopCamera();
        setState('idle');
        latest.current(text);
      });
    } catch {
      stopCamera();
      setState('idle');
      setProblem(t('addDevice.cameraUnavailable'));
    }
  };

  return (
    <Stack sx={{ gap: 2 }}>
      <Typography sx={{ color: 'text.secondary' }}>{t('addDevice.scanIntro')}</Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button
          component="label"
          htmlFor={inputId}
          variant="contained"
          startIcon={<ImageIcon />}
          nativeButton={false}
        >
          {t('addDevice.chooseImage')}
          <Box
            component="input"
            id={inputId}
            type="file"
            accept="image/*"
            onChange={handleFile}
            sx={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
          />
        </Button>
        {hasCamera() ? (
          state === 'camera' ? (
            <Button
              variant="outlined"
              startIcon={<StopIcon />}
              onClick={() => {
                stopCamera();
                setState('idle');
              }}
            >
              {t('addDevice.stopCamera')}
            </Button>
          ) : (
            <Button variant="outlined" startIcon={<PhotoCameraIcon />} onClick={handleCamera}>
              {t('addDevice.useCamera')}
            </Button>
          )
        ) : null}
      </Stack>
      {state === 'reading' ? <LinearProgress aria-label={t('addDevice.reading')} /> : null}
      <Box
        component="video"
        ref={videoRef}
        muted
        playsInline
        aria-label={t('addDevice.cameraPreview')}
        sx={{
          display: state === 'camera' ? 'block' : 'none',
          width: '100%',
          maxHeight: 320,
          bgcolor: 'black',
          borderRadius: 1,
        }}
      />
      {problem ? <Alert severity="warning">{problem}</Alert> : null}
    </Stack>
  );
}
