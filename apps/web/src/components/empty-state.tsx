import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

type Props = { icon?: ReactNode; title: string; text: string; action?: ReactNode };

/** A screen with nothing to show yet: what will appear and, when possible, how to start. */
export function EmptyState({ icon, title, text, action }: Props) {
  return (
    <div className={styles.paper}>
      <div className={styles.stack}>
        {icon ? <div className={styles.icon}>{icon}</div> : null}
        <h2 className={styles.title}>{title}</h2>
        <p className={styles.text}>{text}</p>
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
    </div>
  );
}
