import { useId } from 'react';
import styles from './outlined-field.module.css';

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
};

/**
 * The list's search box: MUI's small outlined TextField with a search icon, as plain elements with
 * compile-time classes (no MUI on the list's first screen). A searchbox named by its label.
 */
export function SearchField({ label, value, onChange }: Props) {
  const id = useId();
  return (
    <div className={`${styles.control} ${styles.search}`}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={`${styles.input} ${styles.adorned}`}>
        <div className={styles.adornment}>
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14" />
          </svg>
        </div>
        <input
          id={id}
          type="search"
          className={styles.field}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        <FieldOutline label={label} />
      </div>
    </div>
  );
}

/** The outline with its notch for the label (MUI's NotchedOutline), hidden from screen readers. */
export function FieldOutline({ label }: { label: string }) {
  return (
    <fieldset aria-hidden="true" className={styles.outline}>
      <legend className={styles.legend}>
        <span>{label}</span>
      </legend>
    </fieldset>
  );
}
