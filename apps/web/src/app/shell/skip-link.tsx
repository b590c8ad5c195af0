import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './skip-link.module.css';

/** The id of the shell's main content area, which the skip link moves focus to. */
export const mainContentId = 'main-content';

/**
 * "Skip to main content": the shell's first focusable element (WCAG 2.4.1, bypass blocks), out
 * of sight until focused, so a keyboard user reaches the page without tabbing through the top
 * bar and the sidebar. Focus moves to the main area itself (it takes focus with tabIndex -1),
 * without changing the URL's hash, which the router owns.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(mainContentId);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.({ block: 'start' });
  };
  return (
    <a href={`#${mainContentId}`} onClick={handleClick} className={styles.link}>
      {t('app.skipToContent')}
    </a>
  );
}
