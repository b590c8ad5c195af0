import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';
import { SvgIcon } from './svg-icon.tsx';

type Variant = 'text' | 'outlined' | 'contained';
type Look = {
  variant?: Variant;
  color?: 'primary' | 'error' | 'inherit';
  size?: 'medium' | 'small';
  startIcon?: string | undefined;
  children: ReactNode;
};

const colours = { primary: '', error: styles.errorColour, inherit: styles.inheritColour };

const buttonClass = (variant: Variant, color: Look['color'] = 'primary', size: Look['size'] = 'medium') =>
  [styles.base, styles.button, styles[variant], colours[color], size === 'small' ? styles.small : '']
    .filter(Boolean)
    .join(' ');

function Label({ startIcon, children }: Pick<Look, 'startIcon' | 'children'>) {
  return (
    <>
      {startIcon ? (
        <span className={styles.startIcon}>
          <SvgIcon path={startIcon} />
        </span>
      ) : null}
      {children}
    </>
  );
}

/**
 * MUI's Button (medium or small; primary, error or inherit) as a plain button (issue 31: the first screen without MUI);
 * `startIcon` is one of icon-paths.ts's paths.
 */
export function Button({
  variant = 'text',
  color,
  size,
  startIcon,
  children,
  type = 'button',
  ...rest
}: Look & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type={type} className={buttonClass(variant, color, size)} {...rest}>
      <Label startIcon={startIcon}>{children}</Label>
    </button>
  );
}

/** The same look on a router link. */
export function LinkButton({
  variant = 'text',
  color,
  size,
  startIcon,
  children,
  ...rest
}: Look & Omit<LinkProps, 'color'>) {
  return (
    <Link className={buttonClass(variant, color, size)} {...rest}>
      <Label startIcon={startIcon}>{children}</Label>
    </Link>
  );
}

type IconLook = {
  /** Its accessible name (an icon button has no text). */
  'aria-label': string;
  color?: 'default' | 'inherit' | 'error' | undefined;
  edge?: 'start' | undefined;
  children: ReactNode;
};

const iconButtonClass = ({ color = 'default', edge }: Pick<IconLook, 'color' | 'edge'>) =>
  [
    styles.base,
    styles.iconButton,
    color === 'default' ? '' : styles[color],
    edge === 'start' ? styles.edgeStart : '',
  ]
    .filter(Boolean)
    .join(' ');

/** MUI's IconButton (medium) as a plain button. */
export function IconButton({
  color,
  edge,
  type = 'button',
  ref,
  ...rest
}: IconLook & ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> }) {
  return <button ref={ref} type={type} className={iconButtonClass({ color, edge })} {...rest} />;
}

/** The same on a router link (`to`) or an external link (`href`). */
export function IconLinkButton({
  color,
  edge,
  ...rest
}: IconLook & ({ to: string } & Omit<LinkProps, 'color'>)) {
  return <Link className={iconButtonClass({ color, edge })} {...rest} />;
}

/** The same on a plain anchor (an external page). */
export function IconAnchorButton({
  color,
  edge,
  ...rest
}: IconLook & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a className={iconButtonClass({ color, edge })} {...rest} />;
}
