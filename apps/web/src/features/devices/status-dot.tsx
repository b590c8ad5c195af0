import { useTranslation } from 'react-i18next';
import { type DeviceStatus, statusColours } from '../../lib/device-status.ts';
import styles from './device-cells.module.css';

/** The status colour of the map's markers, with its meaning for screen readers and on hover. */
export function StatusDot({ status, decorative = false }: { status: DeviceStatus; decorative?: boolean }) {
  const { t } = useTranslation();
  const label = t(`devices.status.${status}`);
  return (
    <span
      className={styles.dot}
      style={{ backgroundColor: statusColours[status] }}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label, title: label })}
    />
  );
}
