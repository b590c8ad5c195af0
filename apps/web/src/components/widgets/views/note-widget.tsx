import Box from '@mui/material/Box';
import type { WidgetOf } from '@pinpoint/shared/widgets/widget.ts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { renderMarkdown } from './markdown.ts';
import { WidgetMessage } from './view-parts.tsx';

/** A text note in markdown, rendered and sanitised (never the HTML a user typed). */
export function NoteWidget({ widget }: { widget: WidgetOf<'note'> }) {
  const { t } = useTranslation();
  const html = useMemo(() => renderMarkdown(widget.markdown), [widget.markdown]);
  if (!widget.markdown.trim()) return <WidgetMessage title={t('widgets.emptyNote')} />;
  return (
    <Box
      className="widget-note"
      sx={{
        px: 2,
        py: 1,
        typography: 'body2',
        overflowWrap: 'anywhere',
        '& h1, & h2, & h3': { typography: 'subtitle1', fontWeight: 600, mt: 1, mb: 0.5 },
        '& h4, & h5, & h6': { typography: 'subtitle2', mt: 1, mb: 0.5 },
        '& p': { my: 0.75 },
        '& a': { color: 'primary.main' },
        '& code': { fontFamily: 'monospace', fontSize: 13 },
        '& table': { borderCollapse: 'collapse' },
        '& th, & td': { border: 1, borderColor: 'divider', px: 0.75, py: 0.25 },
      }}
      // Sanitised by renderMarkdown: raw HTML escaped, then DOMPurify with an allowlist.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised markdown
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
