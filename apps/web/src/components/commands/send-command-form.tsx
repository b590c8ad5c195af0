import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type CommandInput, type CommandKind, commandInputSchema } from '@pinpoint/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CommandCatalogue,
  commandErrorText,
  transportNoteKey,
  useCommandMutations,
} from '../../lib/commands.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { SubmitButton } from '../form/form-actions.tsx';

type Props = {
  deviceId: string;
  deviceName: string;
  catalogue: CommandCatalogue;
  /** Called once the command is queued (a dialog closes, say). */
  onSent?: () => void;
};

/**
 * The form that sends one command to a device: the commands its model understands, a raw payload
 * for LoRaWAN experts or a text for phones, and whether the device should acknowledge it. It says
 * plainly how the command will travel and, when the organisation's settings miss something, what.
 */
export function SendCommandForm({ deviceId, deviceName, catalogue, onSent }: Props) {
  const { t } = useTranslation();
  const notify = useUiStore((state) => state.showSnackbar);
  const { send } = useCommandMutations();
  const formId = useId();
  const kinds: CommandKind[] = [
    ...catalogue.commands.map((c) => c.kind),
    ...(catalogue.raw ? (['raw'] as const) : []),
    ...(catalogue.custom ? (['custom'] as const) : []),
  ];
  const [kind, setKind] = useState<CommandKind | ''>(kinds[0] ?? '');
  const spec = catalogue.commands.find((c) => c.kind === kind);
  const [minutes, setMinutes] = useState('');
  const [alarmOn, setAlarmOn] = useState(spec?.alarm?.on === true && !spec.alarm.off);
  const [hex, setHex] = useState('');
  const [fPort, setFPort] = useState('');
  const [text, setText] = useState('');
  const [confirmed, setConfirmed] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const input = (): CommandInput | null => {
    switch (kind) {
      case 'set_interval':
        return { kind, minutes: Number(minutes) };
      case 'alarm':
        return { kind, on: spec?.alarm ? (spec.alarm.off ? alarmOn : true) : alarmOn };
      case 'raw':
        return { kind, hex, fPort: Number(fPort) };
      case 'custom':
        return { kind, text };
      case '':
        return null;
      default:
        return { kind } as CommandInput;
    }
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const command = input();
    if (!command) return;
    const range = spec?.minutes;
    if (
      command.kind === 'set_interval' &&
      range &&
      !(Number.isInteger(command.minutes) && command.minutes >= range.min && command.minutes <= range.max)
    ) {
      setError(t('commands.minutesHelp', range));
      return;
    }
    const parsed = commandInputSchema.safeParse(command);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t('commands.sendFailed'));
      return;
    }
    setError(null);
    try {
      await send.mutateAsync({
        deviceId,
        command: parsed.data,
        confirmed: catalogue.custom ? false : confirmed,
      });
      notify(t('commands.sent', { name: deviceName }), 'success');
      setMinutes('');
      setHex('');
      setText('');
      onSent?.();
    } catch (err) {
      setError(commandErrorText(err, t('commands.sendFailed'), t));
    }
  };

  if (catalogue.takesCommands === false) return <NoCommandsNote name={deviceName} note={catalogue.note} />;
  if (!catalogue.ready && catalogue.problem) {
    return <Alert severity="warning">{t(`commands.problems.${catalogue.problem}`)}</Alert>;
  }
  return (
    <Stack
      component="form"
      onSubmit={handleSubmit}
      noValidate
      aria-labelledby={`${formId}-title`}
      sx={{ gap: 2 }}
    >
      <Typography id={`${formId}-title`} variant="subtitle2" component="h3">
        {t('commands.sendTo', { name: deviceName })}
      </Typography>
      <Alert severity="info" variant="outlined">
        {t(transportNoteKey(catalogue))}{' '}
        {t('commands.via', { transport: t(`commands.transports.${catalogue.transport}`) })}
      </Alert>
      {catalogue.commands.length === 0 && catalogue.raw ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('commands.noCommands')}
        </Typography>
      ) : null}
      <TextField
        select
        label={t('commands.kind')}
        value={kind}
        onChange={(event) => {
          setKind(event.target.value as CommandKind);
          setError(null);
        }}
      >
        {kinds.map((k) => (
          <MenuItem key={k} value={k}>
            {t(`commands.kinds.${k}`)}
          </MenuItem>
        ))}
      </TextField>
      {kind === 'set_interval' && spec?.minutes ? (
        <TextField
          label={t('commands.minutes')}
          type="number"
          required
          value={minutes}
          onChange={(event) => setMinutes(event.target.value)}
          slotProps={{ htmlInput: { min: spec.minutes.min, max: spec.minutes.max, step: 1 } }}
          helperText={t('commands.minutesHelp', spec.minutes)}
        />
      ) : null}
      {kind === 'alarm' && spec?.alarm ? (
        <TextField
          select
          label={t('commands.alarmState')}
          value={spec.alarm.on && spec.alarm.off ? (alarmOn ? 'on' : 'off') : spec.alarm.on ? 'on' : 'off'}
          onChange={(event) => setAlarmOn(event.target.value === 'on')}
        >
          {spec.alarm.on ? <MenuItem value="on">{t('commands.alarmOn')}</MenuItem> : null}
          {spec.alarm.off ? <MenuItem value="off">{t('commands.alarmOff')}</MenuItem> : null}
        </TextField>
      ) : null}
      {kind === 'raw' ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          <TextField
            label={t('commands.hex')}
            required
            value={hex}
            onChange={(event) => setHex(event.target.value)}
            helperText={t('commands.hexHelp')}
            sx={{ flex: 2 }}
            slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
          />
          <TextField
            label={t('commands.fPort')}
            type="number"
            required
            value={fPort}
            onChange={(event) => setFPort(event.target.value)}
            slotProps={{ htmlInput: { min: 1, max: 223, step: 1 } }}
            sx={{ flex: 1 }}
          />
        </Stack>
      ) : null}
      {kind === 'custom' ? (
        <TextField
          label={t('commands.text')}
          required
          value={text}
          onChange={(event) => setText(event.target.value)}
          helperText={t('commands.textHelp')}
          slotProps={{ htmlInput: { maxLength: 500, autoComplete: 'off' } }}
        />
      ) : null}
      {spec?.source.status === 'family' ? (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('commands.familySource')} ({spec.source.reference})
        </Typography>
      ) : null}
      {catalogue.custom ? null : (
        <div>
          <FormControlLabel
            control={
              <Checkbox checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} />
            }
            label={t('commands.confirmed')}
          />
          <FormHelperText>{t('commands.confirmedHelp')}</FormHelperText>
        </div>
      )}
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <div>
        <SubmitButton busy={send.isPending}>{t('commands.sendButton')}</SubmitButton>
      </div>
    </Stack>
  );
}

/**
 * A device whose protocol takes nothing from Pinpoint (Digital Matter's settings live in OEM
 * Server, say): why, and where its settings are changed, instead of a form the server would refuse.
 */
export function NoCommandsNote({ id, name, note }: { id?: string; name: string; note: string | null }) {
  const { t } = useTranslation();
  return (
    <Alert id={id} severity="info" variant="outlined" role="status">
      <AlertTitle>{t('commands.noCommandsTitle', { name })}</AlertTitle>
      {note}
    </Alert>
  );
}
