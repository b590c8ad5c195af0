import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../../lib/config.ts';
import { useSelectedRole } from '../../../lib/roles.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { useDeviceMutations } from '../api.ts';
import { ConnectSourceLink } from '../connect-source-link.tsx';
import { useDeviceErrorText } from '../errors.ts';
import { ClaimForm, type ClaimValues } from './claim-form.tsx';
import { ManualForm, type ManualValues } from './manual-form.tsx';
import { QrScanPanel } from './qr-scan-panel.tsx';
import { SelfHostForm, type SelfHostValues } from './self-host-form.tsx';
import { SelfHostInstructions } from './self-host-instructions.tsx';
import { parseDeviceQr } from './tr005.ts';
import { TrackerForm, type TrackerValues } from './tracker-form.tsx';

export type AddFlow = 'scan' | 'manual' | 'claim' | 'selfHost' | 'tracker';

type Props = { organisationId: string | null; onClose: () => void; initialFlow?: AddFlow };

type Prefill = { devEui?: string; appEui?: string };

/**
 * The add-device flows (spec 2): scan a QR code, enter keys manually (when manual_add), claim
 * code, self host (when self_host). A scanned LoRaWAN code fills the keys form, any other code
 * the claim code.
 */
export function AddDeviceDialog({ organisationId, onClose, initialFlow = 'scan' }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const config = useConfig();
  const role = useSelectedRole();
  const notify = useUiStore((state) => state.showSnackbar);
  const errorText = useDeviceErrorText();
  const { create, claim, createSelfHosted, createTracker } = useDeviceMutations(organisationId);
  const flows: AddFlow[] = [
    'scan',
    ...(config.manual_add ? (['manual'] as const) : []),
    'claim',
    ...(config.self_host ? (['selfHost'] as const) : []),
    'tracker',
  ];
  const [flow, setFlow] = useState<AddFlow>(flows.includes(initialFlow) ? initialFlow : 'scan');
  const [prefill, setPrefill] = useState<{ values: Prefill; version: number }>({ values: {}, version: 0 });
  const [claimCode, setClaimCode] = useState({ code: '', version: 0 });
  const [scanNote, setScanNote] = useState<string | null>(null);
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);

  const handleScanned = (text: string) => {
    const scanned = parseDeviceQr(text);
    if (scanned.kind === 'lorawan' && config.manual_add) {
      setPrefill((current) => ({
        values: { devEui: scanned.code.devEui, appEui: scanned.code.joinEui },
        version: current.version + 1,
      }));
      setScanNote(t('addDevice.qrFilled'));
      setFlow('manual');
      return;
    }
    // Without keys by hand, a LoRaWAN code is claimed by its owner token, serial or Dev EUI.
    const code =
      scanned.kind === 'lorawan'
        ? (scanned.code.ownerToken ?? scanned.code.serialNumber ?? scanned.code.devEui)
        : scanned.text;
    setClaimCode((current) => ({ code, version: current.version + 1 }));
    setScanNote(scanned.kind === 'lorawan' ? t('addDevice.qrClaim') : t('addDevice.qrNotLoRaWan'));
    setFlow('claim');
  };

  const handleManual = async (values: ManualValues) => {
    try {
      await create.mutateAsync(values);
    } catch (error) {
      notify(errorText(error, t('messages.errorAdding', { name: t('devices.one') })), 'error');
      throw error;
    }
    notify(t('addDevice.added', { name: values.name }), 'success');
    onClose();
  };

  const handleClaim = async (values: ClaimValues) => {
    let device: { name: string };
    try {
      device = await claim.mutateAsync(values);
    } catch (error) {
      notify(errorText(error, t('messages.errorAdding', { name: t('devices.one') })), 'error');
      throw error;
    }
    notify(t('addDevice.claimed', { name: device.name }), 'success');
    onClose();
  };

  const handleTracker = async (values: TrackerValues) => {
    try {
      const device = await createTracker.mutateAsync(values);
      notify(
        device.warning
          ? t('addDevice.addedWithWarning', { name: values.name, warning: device.warning })
          : t('addDevice.added', { name: values.name }),
        device.warning ? 'warning' : 'success',
      );
    } catch (error) {
      notify(errorText(error, t('messages.errorAdding', { name: t('devices.one') })), 'error');
      throw error;
    }
    onClose();
  };

  const handleSelfHost = async (values: SelfHostValues) => {
    try {
      const answer = await createSelfHosted.mutateAsync(values);
      setCreated({ name: answer.device.name, token: answer.token });
    } catch (error) {
      notify(errorText(error, t('errors.selfHostedAdd')), 'error');
      throw error;
    }
  };

  return (
    <Dialog
      open
      // The token is shown once: only Done closes it then, not a stray click beside the dialog.
      onClose={(_event, reason) => (created && reason === 'backdropClick' ? undefined : onClose())}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      scroll="body"
    >
      <DialogTitle id={titleId}>
        {created ? t('addDevice.selfHostTitle', { name: created.name }) : t('addDevice.title')}
      </DialogTitle>
      {created ? (
        <DialogContent>
          <SelfHostInstructions name={created.name} token={created.token} />
        </DialogContent>
      ) : (
        <DialogContent>
          <Tabs
            value={flow}
            onChange={(_event, value: AddFlow) => {
              setFlow(value);
              setScanNote(null);
            }}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={t('addDevice.flows')}
            sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
          >
            {flows.map((value) => (
              <Tab
                key={value}
                value={value}
                label={t(`addDevice.tabs.${value}`)}
                id={`${titleId}-${value}`}
              />
            ))}
          </Tabs>
          {scanNote && (flow === 'manual' || flow === 'claim') ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              {scanNote}
            </Alert>
          ) : null}
          <div role="tabpanel" aria-labelledby={`${titleId}-${flow}`}>
            {flow === 'scan' ? <QrScanPanel onText={handleScanned} /> : null}
            {flow === 'manual' ? (
              <ManualForm key={prefill.version} initial={prefill.values} onSubmit={handleManual} />
            ) : null}
            {flow === 'claim' ? (
              <ClaimForm
                key={claimCode.version}
                organisationId={organisationId}
                initialCode={claimCode.code}
                onSubmit={handleClaim}
              />
            ) : null}
            {flow === 'selfHost' ? <SelfHostForm onSubmit={handleSelfHost} /> : null}
            {flow === 'tracker' ? (
              <TrackerForm organisationId={organisationId} onSubmit={handleTracker} />
            ) : null}
          </div>
        </DialogContent>
      )}
      <DialogActions>
        {created ? (
          <Button variant="contained" onClick={onClose}>
            {t('addDevice.done')}
          </Button>
        ) : (
          <>
            {/* Issue 27.11: devices that send through a network server or a phone app start there. */}
            <ConnectSourceLink organisationId={organisationId} role={role} style={{ marginRight: 'auto' }} />
            <Button onClick={onClose}>{t('common.cancel')}</Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
