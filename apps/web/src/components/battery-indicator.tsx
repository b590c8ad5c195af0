import { useTranslation } from 'react-i18next';
import { type BatteryLevel, batteryLevel } from '../lib/battery.ts';
import styles from './battery-indicator.module.css';

const body = 'M17 5.33C17 4.6 16.4 4 15.67 4H14V2h-4v2H8.33C7.6 4 7 4.6 7 5.33';
const whole = `M15.67 4H14V2h-4v2H8.33C7.6 4 7 4.6 7 5.33v15.33C7 21.4 7.6 22 8.33 22h7.33c.74 0 1.34-.6 1.34-1.33V5.33C17 4.6 16.4 4 15.67 4`;
/** A battery filled up to `top` (of 24): MUI's Battery20/50/80 icons. */
const filled = (top: number) => [
  { d: `${body}V${top}h10V5.33z`, fillOpacity: '.3' },
  { d: `M7 ${top}v${20 - top}.67C7 21.4 7.6 22 8.33 22h7.33c.74 0 1.34-.6 1.34-1.33V${top}H7z` },
];

// The paths of MUI's battery icons (@mui/icons-material), drawn without its SvgIcon.
const icons: Record<BatteryLevel, { d: string; fillOpacity?: string }[]> = {
  unknown: [
    {
      d: `${whole}m-2.72 13.95h-1.9v-1.9h1.9zm1.35-5.26s-.38.42-.67.71c-.48.48-.83 1.15-.83 1.6h-1.6c0-.83.46-1.52.93-2l.93-.94c.27-.27.44-.65.44-1.06 0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5H9c0-1.66 1.34-3 3-3s3 1.34 3 3c0 .66-.27 1.26-.7 1.69`,
    },
  ],
  critical: [{ d: `${whole}M13 18h-2v-2h2zm0-4h-2V9h2z` }],
  low: filled(17),
  medium: filled(13),
  high: filled(9),
  full: [{ d: whole }],
};

/** A battery percent with an icon of its level; the icon is decoration, the text says it. */
export function BatteryIndicator({ percent }: { percent: number | null }) {
  const { t } = useTranslation();
  const level = batteryLevel(percent);
  return (
    <div className={styles.battery}>
      <svg
        className={`${styles.icon} ${styles[level] ?? ''}`}
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        {icons[level].map((path) => (
          <path key={path.d} d={path.d} fillOpacity={path.fillOpacity} />
        ))}
      </svg>
      <span>{percent === null ? t('battery.unknown') : t('battery.percent', { percent })}</span>
    </div>
  );
}
