import { useId } from 'react';
import styles from './outlined-field.module.css';
import { FieldOutline } from './search-field.tsx';
import type { SelectOption } from './select-menu.tsx';
import { SelectTrigger } from './select-trigger.tsx';
import { useSelectMenu } from './use-select-menu.tsx';

type Props = {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  minWidth?: number;
};

/**
 * A small outlined select (MUI's TextField select) as plain elements: a combobox named by its
 * label, the label resting inside while nothing is chosen; its menu loads on the first open.
 */
export function SelectField({ label, value, options, onChange, minWidth }: Props) {
  const labelId = `${useId()}-label`;
  const { anchor, combobox, open, menu } = useSelectMenu({ options, value, labelId, onChange });
  const chosen = options.find((option) => option.value === value);
  return (
    <div className={`${styles.control} ${value === '' ? styles.resting : ''}`} style={{ minWidth }}>
      <div id={labelId} className={styles.label}>
        {label}
      </div>
      <div ref={anchor} className={styles.input}>
        <SelectTrigger
          combobox={combobox}
          open={open}
          labelId={labelId}
          className={`${styles.field} ${styles.select}`}
          arrowClassName={`${styles.icon} ${styles.arrow} ${open ? styles.open : ''}`}
        >
          {value !== '' && chosen ? (
            chosen.label
          ) : (
            <span className="notranslate" aria-hidden="true">
              {'\u200B'}
            </span>
          )}
        </SelectTrigger>
        <FieldOutline label={label} />
      </div>
      {menu}
    </div>
  );
}
