import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './loading-screen.module.css';

const mapControls = [1, 2, 3, 4];
const cards = [1, 2, 3, 4, 5, 6, 7, 8];

type SkeletonProps = {
  variant: 'text' | 'rounded';
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
  'aria-label'?: string;
  'data-testid'?: string;
};

/** MUI's Skeleton (pulsing), plain. */
function Skeleton({ variant, width, height, className, ...rest }: SkeletonProps) {
  return (
    <span
      className={`${styles.skeleton} ${styles[variant]}${className ? ` ${className}` : ''}`}
      style={{ width, height }}
      {...rest}
    />
  );
}

/** Spec "Loading screen": header with title and actions, a ~500 px map with four controls, eight cards in two columns. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" aria-label={t('loading.dashboard')}>
      <div className={styles.header}>
        <Skeleton variant="text" width={220} height={40} data-testid="loading-title" />
        <div className={styles.row}>
          <Skeleton variant="rounded" width={110} height={36} data-testid="loading-action" />
          <Skeleton variant="rounded" width={110} height={36} data-testid="loading-action" />
        </div>
      </div>
      <div className={styles.map}>
        <Skeleton variant="rounded" height={500} data-testid="loading-map" />
        <div className={styles.controls}>
          {mapControls.map((number) => (
            <Skeleton
              key={number}
              variant="rounded"
              width={36}
              height={36}
              aria-label={t('loading.mapControl', { number })}
              data-testid="loading-map-control"
            />
          ))}
        </div>
      </div>
      <div className={styles.cards}>
        {cards.map((card) => (
          <div key={card} className={styles.card} data-testid="loading-card">
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="text" width="40%" />
            <Skeleton variant="rounded" height={80} className={styles.chart} />
          </div>
        ))}
      </div>
    </div>
  );
}
