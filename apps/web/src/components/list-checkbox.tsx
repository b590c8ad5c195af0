import styles from './list-table.module.css';

// MUI's own checkbox icons (CheckBoxOutlineBlank, CheckBox, IndeterminateCheckBox).
const paths = {
  blank: 'M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z',
  checked:
    'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z',
  indeterminate:
    'M19 3H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2zm-2 10H7v-2h10v2z',
};

type Props = {
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: () => void;
  label: string;
};

/**
 * A list's selection checkbox as a plain input over MUI's icon (issue 31 item 1): it looks like
 * MUI's Checkbox in a small table, without rendering one per row through the styling runtime.
 */
export function ListCheckbox({ checked, indeterminate = false, disabled = false, onChange, label }: Props) {
  const shown = indeterminate ? 'indeterminate' : checked ? 'checked' : 'blank';
  const className = [
    styles.checkbox,
    checked || indeterminate ? styles.checked : '',
    disabled ? styles.disabled : '',
  ].join(' ');
  return (
    <span className={className}>
      <input
        type="checkbox"
        className={styles.checkboxInput}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        aria-label={label}
        data-indeterminate={indeterminate}
      />
      <svg className={styles.checkboxIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={paths[shown]} />
      </svg>
    </span>
  );
}
