import type { ReactNode } from 'react';
import styles from './page-header.module.css';

type Props = { title: string; actions?: ReactNode };

export function PageHeader({ title, actions }: Props) {
  return (
    <div className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
