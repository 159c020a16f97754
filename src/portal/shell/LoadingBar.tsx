// The bar a page shows while it reads or runs something, in a strip of its own height whether shown or
// not, so the page does not move when it comes and goes.
import { Box, LinearProgress, type SxProps } from '@mui/material';
import { useTranslate } from 'react-admin';

export function LoadingBar({ loading, sx }: { loading: boolean; sx?: SxProps }) {
  const translate = useTranslate();
  return <Box sx={{ height: 4, ...sx }}>{loading && <LinearProgress aria-label={translate('ra.page.loading')} />}</Box>;
}
