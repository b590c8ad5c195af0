import styles from './page-spinner.module.css';
import { Spinner } from './spinner.tsx';

type Props = { label: string; fullScreen?: boolean };

export function PageSpinner({ label, fullScreen = false }: Props) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={fullScreen ? `${styles.status} ${styles.fullScreen}` : styles.status}
    >
      <Spinner />
      <p className={styles.label}>{label}</p>
    </div>
  );
}
