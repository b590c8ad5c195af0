import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  count: number;
  /** The point shown, or null when following the latest. */
  index: number | null;
  onIndex: (index: number | null) => void;
  timeOf: (index: number) => string;
};

const tickMs = 200;
const speeds = [1, 5, 20] as const;

/** Playback of the track: a play button and a slider moving a marker along it. */
export function Playback({ count, index, onIndex, timeOf }: Props) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<(typeof speeds)[number]>(1);
  const last = count - 1;
  const shown = index ?? last;

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      const next = Math.min(last, (index ?? -1) + speed);
      onIndex(next);
      if (next >= last) setPlaying(false);
    }, tickMs);
    return () => clearInterval(timer);
  }, [playing, index, last, speed, onIndex]);

  if (count < 2) return null;
  const handlePlay = () => {
    if (playing) {
      setPlaying(false);
      return;
    }
    if (index === null || index >= last) onIndex(0);
    setPlaying(true);
  };

  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <IconButton
        onClick={handlePlay}
        aria-label={playing ? t('detail.pause') : t('detail.play')}
        color="primary"
      >
        {playing ? <PauseIcon /> : <PlayArrowIcon />}
      </IconButton>
      <Slider
        value={shown}
        min={0}
        max={last}
        step={1}
        onChange={(_event, value) => {
          setPlaying(false);
          onIndex(value as number);
        }}
        getAriaValueText={timeOf}
        aria-label={t('detail.playbackPosition')}
        sx={{ flex: 1, minWidth: 160 }}
      />
      <TextField
        select
        size="small"
        label={t('detail.speed')}
        value={speed}
        onChange={(event) => setSpeed(Number(event.target.value) as (typeof speeds)[number])}
        sx={{ width: 96 }}
      >
        {speeds.map((value) => (
          <MenuItem key={value} value={value}>
            {t('detail.speedValue', { speed: value })}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="body2" sx={{ color: 'text.secondary', minWidth: 160 }} aria-live="off">
        {timeOf(shown)}
      </Typography>
    </Stack>
  );
}
