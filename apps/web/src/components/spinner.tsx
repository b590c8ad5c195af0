import styles from './spinner.module.css';

/**
 * MUI's indeterminate CircularProgress without MUI (issue 31): decoration beside a status text,
 * so hidden from assistive tech; still a progressbar to the page's own checks, as MUI's was.
 */
export function Spinner() {
  return (
    <span className={styles.root} role="progressbar" aria-hidden="true">
      <svg className={styles.svg} viewBox="22 22 44 44" aria-hidden="true" focusable="false">
        <circle className={styles.circle} cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </span>
  );
}
