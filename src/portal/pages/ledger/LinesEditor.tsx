// The lines of a registration, fast with the keyboard alone (issue 8): type to find the product
// (favorites first, E31 filter), Tab or Enter to the quantity, Enter adds the line and goes back to
// the product for the next one. A product already on the order adds to its line (one line each).
import { useRef, useState, type KeyboardEvent } from 'react';
import {
  Autocomplete, Box, Button, Checkbox, FormControlLabel, IconButton, Link, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import { LINE_QUANTITY } from '../../../domain/ledger/quantities';
import { clampedText, clampNumber } from '../../../domain/numbers';
import type { AvailableProduct } from './ledgerApi';
import type { DraftLine } from './draftStore';

/** A new line's quantity: at least 1, at most what a line takes (P21). */
const NEW_LINE = { ...LINE_QUANTITY, minimum: 1 };
const positive = (text: string) => {
  const value = Number(text);
  return text.trim() !== '' && Number.isInteger(value) && value >= NEW_LINE.minimum && value <= NEW_LINE.maximum ? value : undefined;
};
/** The new line's quantity as the user leaves it (P21): -5 is 1, 2.5 is 2, a billion the most a line takes. */
const leftAs = (text: string) => clampedText(text, NEW_LINE);

export function LinesEditor({ products, lines, onChange }: { products: AvailableProduct[]; lines: DraftLine[]; onChange: (lines: DraftLine[]) => void }) {
  const translate = useTranslate();
  const [product, setProduct] = useState<AvailableProduct | null>(null);
  const [productText, setProductText] = useState('');
  const [quantity, setQuantity] = useState('');
  const [favoritesOnly, setFavoritesOnly] = useState(false);
  const productInput = useRef<HTMLInputElement>(null);
  const quantityInput = useRef<HTMLInputElement>(null);
  const offered = favoritesOnly ? products.filter((row) => row.isFavorite) : products;

  const add = () => {
    const amount = positive(leftAs(quantity));
    if (!product || amount === undefined) return;
    const existing = lines.find((line) => line.productId === product.id);
    onChange(existing
      ? lines.map((line) => (line === existing ? { ...line, quantity: line.quantity + amount } : line))
      : [...lines, { productId: product.id, productName: product.name, quantity: amount }]);
    setProduct(null);
    setProductText('');
    setQuantity('');
    productInput.current?.focus();
  };

  const onQuantityKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>{translate('ledger.lines.title')}</Typography>
      {lines.length === 0
        ? <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>{translate('ledger.lines.none')}</Typography>
        : (
          <Table size="small" aria-label={translate('ledger.lines.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('ledger.fields.product')}</TableCell>
                <TableCell sx={{ width: 140 }}>{translate('ledger.fields.quantity')}</TableCell>
                <TableCell sx={{ width: 56 }} />
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.map((line) => (
                <TableRow key={line.productId}>
                  <TableCell>{line.productName}</TableCell>
                  <TableCell>
                    <TextField
                      size="small" type="number" value={line.quantity}
                      slotProps={{ htmlInput: { min: LINE_QUANTITY.minimum, max: LINE_QUANTITY.maximum, step: 1, 'aria-label': translate('ledger.lines.quantity_of', { name: line.productName }) } }}
                      onChange={(event) => onChange(lines.map((row) => (row === line ? { ...row, quantity: clampNumber(Number(event.target.value) || 0, LINE_QUANTITY)! } : row)))}
                    />
                  </TableCell>
                  <TableCell>
                    <IconButton aria-label={translate('ledger.lines.remove', { name: line.productName })} onClick={() => onChange(lines.filter((row) => row !== line))}>
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 1, flexWrap: 'wrap' }}>
        <Autocomplete
          sx={{ flex: '1 1 260px' }}
          options={offered}
          value={product}
          inputValue={productText}
          autoHighlight
          openOnFocus
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          renderOption={(props, option) => (
            <li {...props} key={option.id}>
              {option.name}
              {option.isFavorite && <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>★ {translate('ledger.lines.favorite')}</Typography>}
              {option.withdrawalAvailable !== null && <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>{translate('ledger.lines.room', { count: option.withdrawalAvailable })}</Typography>}
            </li>
          )}
          onInputChange={(_, value) => setProductText(value)}
          onChange={(_, value) => {
            setProduct(value);
            // The product chosen, straight on to its quantity.
            if (value) setTimeout(() => quantityInput.current?.focus(), 0);
          }}
          noOptionsText={translate('ledger.pages.no_options')}
          renderInput={(params) => <TextField {...params} inputRef={productInput} size="small" label={translate('ledger.fields.product')} />}
        />
        <TextField
          sx={{ width: 140 }}
          size="small"
          type="number"
          label={translate('ledger.fields.quantity')}
          value={quantity}
          inputRef={quantityInput}
          onChange={(event) => setQuantity(event.target.value)}
          onBlur={() => setQuantity(leftAs(quantity))}
          onKeyDown={onQuantityKey}
          slotProps={{ htmlInput: { min: NEW_LINE.minimum, max: NEW_LINE.maximum, step: 1, 'aria-describedby': 'ledger-lines-hint' } }}
        />
        <Button variant="outlined" startIcon={<AddIcon />} onClick={add} disabled={!product || positive(leftAs(quantity)) === undefined} sx={{ mt: 0.25 }}>
          {translate('ledger.lines.add')}
        </Button>
        <FormControlLabel
          control={<Checkbox checked={favoritesOnly} onChange={(event) => setFavoritesOnly(event.target.checked)} />}
          label={translate('ledger.lines.favorites_only')}
        />
        {/* A new tab, so the registration being built stays open. */}
        <Link href="/app/favorites/products" target="_blank" rel="noopener" variant="body2" sx={{ alignSelf: 'center' }}>
          {translate('ledger.lines.favorites_edit')}
        </Link>
      </Box>
      <Typography id="ledger-lines-hint" variant="caption" color="text.secondary">{translate('ledger.lines.hint')}</Typography>
    </Box>
  );
}
