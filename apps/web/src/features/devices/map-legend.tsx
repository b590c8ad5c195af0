import { useTranslation } from 'react-i18next';
import { deviceStatuses } from '../../lib/device-status.ts';
import styles from './map-legend.module.css';
import { StatusDot } from './status-dot.tsx';

/** What the marker colours mean. */
export function MapLegend() {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('devices.legend')} className={styles.list}>
      {deviceStatuses.map((status) => (
        <li key={status} className={styles.item}>
          <StatusDot status={status} decorative />
          <p className={styles.text}>{t(`devices.statusShort.${status}`)}</p>
        </li>
      ))}
    </ul>
  );
}
