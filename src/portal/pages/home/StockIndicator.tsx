// D06, P08: the 12-month indicator as a percentage with 2 decimals, red above 1.05 and yellow above 1,
// its meaning also in words (for screen readers, and on hover), not told by colour alone.
import { visuallyHidden } from '../../shell/visuallyHidden';
import { Box, Tooltip } from '@mui/material';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { useLocaleState, useTranslate } from 'react-admin';
import { indicatorSeverity, indicatorText, Severity, type IndicatorSeverity } from '../../../domain/stock/indicator';

/** P36: red for High, yellow for Medium. */
const shades: Record<IndicatorSeverity, { bgcolor: string; color: string; borderColor: string }> = {
  High: { bgcolor: '#fdecea', color: '#8a1c12', borderColor: '#d32f2f' },
  Medium: { bgcolor: '#fff6d5', color: '#5c4400', borderColor: '#e0a800' },
  None: { bgcolor: 'transparent', color: 'text.primary', borderColor: 'transparent' },
};

export function StockIndicator({ ratio }: { ratio: number | null | undefined }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (ratio == null) {
    return <span title={translate('home.stock.indicator_missing')}><span aria-hidden>–</span><Box component="span" sx={visuallyHidden}>{translate('home.stock.indicator_missing')}</Box></span>;
  }
  const severity = indicatorSeverity(ratio);
  const meaning = translate(`home.stock.indicator_${severity}`);
  return (
    <Tooltip title={meaning} describeChild>
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, px: 0.75, py: 0.125, borderRadius: 1, border: 1, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', ...shades[severity] }}>
        {severity !== Severity.None && <TrendingUpIcon sx={{ fontSize: 16 }} aria-hidden />}
        {indicatorText(ratio, locale)}
        <Box component="span" sx={visuallyHidden}>{`, ${meaning}`}</Box>
      </Box>
    </Tooltip>
  );
}

