import type { ReactNode } from 'react';
import { errorOutlineIcon, reportProblemOutlinedIcon } from './icon-paths.ts';
import styles from './notice.module.css';
import { Button } from './plain-button.tsx';
import { SvgIcon } from './svg-icon.tsx';

type Props = {
  severity: 'error' | 'warning';
  title: string;
  children: ReactNode;
  /** A small button at the alert's end (Retry, Reload). */
  action?: { label: string; onClick: () => void } | undefined;
  /** The start's own spacing (more room above). */
  boot?: boolean;
};

/** A failure, with its title and, when there is one, what to do (MUI's Alert, plain). */
export function Notice({ severity, title, children, action, boot = false }: Props) {
  return (
    <div className={boot ? `${styles.container} ${styles.boot}` : styles.container}>
      <div
        role="alert"
        className={severity === 'warning' ? `${styles.alert} ${styles.warning}` : styles.alert}
      >
        <div className={styles.icon}>
          <SvgIcon path={severity === 'warning' ? reportProblemOutlinedIcon : errorOutlineIcon} />
        </div>
        <div className={styles.message}>
          <div className={styles.title}>{title}</div>
          {children}
        </div>
        {action ? (
          <div className={styles.action}>
            <Button color="inherit" size="small" onClick={action.onClick}>
              {action.label}
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
