import Link from '@mui/material/Link';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

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
    <Link
      href={`#${mainContentId}`}
      onClick={handleClick}
      underline="always"
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        boxShadow: 3,
        fontWeight: 600,
        // Out of sight, yet focusable and read, until focused.
        transform: 'translateY(-200%)',
        '&:focus, &:focus-visible': {
          transform: 'none',
          outline: '3px solid',
          outlineColor: 'primary.main',
          outlineOffset: 2,
        },
      }}
    >
      {t('app.skipToContent')}
    </Link>
  );
}
