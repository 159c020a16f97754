// P20 (issue 14): a day is typed and shown as yyyy-MM-dd whatever the browser's language (a native date
// input shows the browser's own format, "mm/dd/yyyy" in an American browser). The calendar button still
// opens the browser's own picker, on a hidden date input that is never shown or read out.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { useTranslate } from 'react-admin';
import { isDay } from '../../domain/dates';

/** The calendar button: the browser's picker for the day, which it hands back as yyyy-MM-dd. */
export function CalendarButton({ value, min, max, disabled, onPick }: { value: string; min?: string; max?: string; disabled?: boolean; onPick: (day: string) => void }) {
  const translate = useTranslate();
  const picker = useRef<HTMLInputElement>(null);
  const open = () => {
    const input = picker.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      input.focus();
    }
  };
  return (
    <InputAdornment position="end" sx={{ position: 'relative' }}>
      <IconButton size="small" edge="end" disabled={disabled} onClick={open} aria-label={translate('app.day.choose')} title={translate('app.day.choose')}>
        <CalendarMonthIcon fontSize="small" />
      </IconButton>
      <input ref={picker} type="date" tabIndex={-1} aria-hidden="true" value={isDay(value) ? value : ''} min={min} max={max} disabled={disabled}
        onChange={(event) => event.target.value && onPick(event.target.value)}
        style={{ position: 'absolute', right: 0, bottom: 0, width: 1, height: 1, opacity: 0, border: 0, padding: 0, pointerEvents: 'none' }} />
    </InputAdornment>
  );
}

type DayFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'helperText' | 'slotProps'> & {
  value: string;
  /** Called with a whole day or '' (emptied); what is still being typed stays in the field. */
  onChange: (day: string) => void;
  min?: string;
  max?: string;
  helperText?: ReactNode;
};

/** A controlled day field for the bespoke pages. */
export function DayField({ value, onChange, min, max, disabled, error, helperText, ...rest }: DayFieldProps) {
  const translate = useTranslate();
  const [text, setText] = useState(value);
  // The page may set the day itself (a chosen range, a clamped one).
  useEffect(() => setText(value), [value]);
  const take = (next: string) => {
    setText(next);
    if (next === '' || isDay(next)) onChange(next);
  };
  const unfinished = text !== '' && !isDay(text);
  // Said before saving: a day outside the field's window is what the server refuses too.
  const outside = !unfinished && text !== '' && ((min !== undefined && text < min) || (max !== undefined && text > max));
  const label = typeof rest.label === 'string' ? rest.label : '';
  return (
    <TextField
      {...rest}
      value={text}
      disabled={disabled}
      onChange={(event) => take(event.target.value.trim())}
      error={error || unfinished || outside}
      helperText={unfinished ? translate('app.day.format') : outside ? translate('app.day.outside', { label, from: min ?? '', to: max ?? '' }) : helperText}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', placeholder: translate('app.day.placeholder'), maxLength: 10 },
        input: { endAdornment: <CalendarButton value={text} min={min} max={max} disabled={Boolean(disabled)} onPick={take} /> },
      }}
    />
  );
}
