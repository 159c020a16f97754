// The frame of a home widget: a card with its heading, and until its data arrives a skeleton of the
// rows it will show, so that the card has its height before its data does and nothing on the page
// jumps as the widgets load (issue 28: cumulative layout shift at most 0.1). A widget whose height
// depends on its data (the stock's products) keeps the height it last had at the location, and
// reserves that the next time.
import { useEffect, useRef, type ReactNode } from 'react';
import { Box, Card, CardContent, CardHeader, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The height of a widget's row (a list item, a table row), in pixels. */
const ROW_HEIGHT = 48;
const HEIGHT_KEY = 'kundeportal.widget-height.';

const remembered = (key: string | undefined) => {
  try {
    return key ? Number(localStorage.getItem(HEIGHT_KEY + key)) || undefined : undefined;
  } catch {
    return undefined;
  }
};

export function WidgetFrame({ titleId, title, subheader, action, loading = false, rows = 3, rowHeight = ROW_HEIGHT, remember, children }: {
  titleId: string; title: ReactNode; subheader?: ReactNode; action?: ReactNode;
  /** The data is on its way: the skeleton stands in its place. */
  loading?: boolean;
  /** How many rows the skeleton holds room for, and how high each is. */
  rows?: number;
  rowHeight?: number;
  /** The key the widget's height is kept under (its name and location), for a widget whose height follows its data. */
  remember?: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const content = useRef<HTMLDivElement>(null);
  const reserved = remembered(remember);
  useEffect(() => {
    const element = content.current;
    if (loading || !remember || !element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      try {
        localStorage.setItem(HEIGHT_KEY + remember, String(Math.round(element.getBoundingClientRect().height)));
      } catch { /* a full or closed storage only costs the reservation */ }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [loading, remember]);
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardHeader title={<Typography id={titleId} variant="h6" component="h2">{title}</Typography>} subheader={subheader} action={action} />
      <CardContent ref={content} sx={{ pt: 0, minHeight: loading ? reserved : undefined }}>
        {loading ? (
          <Box role="progressbar" aria-label={translate('home.loading')} aria-busy>
            {Array.from({ length: rows }, (_, index) => <Skeleton key={index} variant="rounded" height={rowHeight - 8} sx={{ mb: 1 }} />)}
          </Box>
        ) : children}
      </CardContent>
    </Card>
  );
}
