import styles from './svg-icon.module.css';

type Props = {
  /** One of icon-paths.ts's paths (24x24). */
  path: string;
  fontSize?: 'medium' | 'small' | 'large';
  className?: string | undefined;
};

/** A Material icon drawn without MUI's SvgIcon (issue 31): decoration, hidden from assistive tech. */
export function SvgIcon({ path, fontSize = 'medium', className }: Props) {
  const size = fontSize === 'medium' ? '' : ` ${styles[fontSize]}`;
  return (
    <svg
      className={`${styles.icon}${size}${className ? ` ${className}` : ''}`}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
