import styles from './switch-label.module.css';

type Props = {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/** A small switch with its label (MUI's FormControlLabel and Switch) as plain elements: a switch named by its label. */
export function SwitchLabel({ label, checked, onChange }: Props) {
  return (
    <label className={styles.root}>
      <span className={styles.switch}>
        <span className={checked ? `${styles.base} ${styles.checked}` : styles.base}>
          <input
            type="checkbox"
            role="switch"
            className={styles.input}
            checked={checked}
            aria-checked={checked}
            onChange={(event) => onChange(event.target.checked)}
          />
          <span className={styles.thumb} />
        </span>
        <span className={styles.track} />
      </span>
      <span className={styles.label}>{label}</span>
    </label>
  );
}
