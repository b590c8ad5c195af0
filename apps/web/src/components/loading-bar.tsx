import styles from './loading-bar.module.css';

/** An indeterminate progress bar, as MUI's LinearProgress looks and reads, without its runtime. */
export function LoadingBar({ label, className }: { label: string; className?: string }) {
  return (
    <span
      role="progressbar"
      aria-label={label}
      className={className ? `${styles.root} ${className}` : styles.root}
    >
      <span className={`${styles.bar} ${styles.bar1}`} />
      <span className={`${styles.bar} ${styles.bar2}`} />
    </span>
  );
}
