// A schema's "x-money" property as a form input (P17): the value is integer øre, the field shows and
// takes kroner with a decimal comma or point ("0,25" is 25 øre). What is typed stays as typed while
// the user writes; the form holds the øre, or the text itself when it is no amount, which the
// schema's validation then refuses with the money message (validate.ts).
import { useEffect, useState } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, useLocaleState, useResourceContext } from 'react-admin';
import { kronerText, parseKroner } from '../../domain/money/kroner';

/** The form's value for a text: null when empty, the øre it means, or the text when it means none. */
export const moneyValue = (text: string): number | string | null => (text.trim() === '' ? null : parseKroner(text) ?? text);

export function MoneyInput({ source, label, required }: { source: string; label?: string; required: boolean }) {
  const [locale] = useLocaleState();
  const resource = useResourceContext();
  const { field, fieldState, isRequired, id } = useInput({ source, isRequired: required });
  const shown = (value: unknown) => (typeof value === 'number' ? kronerText(value, locale) : typeof value === 'string' ? value : '');
  const [text, setText] = useState(() => shown(field.value));
  // A value from outside (the record loaded, the form reset) replaces what is shown.
  useEffect(() => {
    if (moneyValue(text) !== (field.value ?? null)) setText(shown(field.value));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [field.value]);
  const error = fieldState.error?.message;
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(moneyValue(event.target.value));
      }}
      onBlur={() => {
        field.onBlur();
        // Written the way it is shown once the user leaves it: 0,5 becomes 0,50.
        if (typeof field.value === 'number') setText(shown(field.value));
      }}
      label={<FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />}
      error={Boolean(error)}
      helperText={<InputHelperText error={error} />}
      inputProps={{ inputMode: 'decimal', autoComplete: 'off' }}
      InputProps={{ endAdornment: <InputAdornment position="end">kr</InputAdornment> }}
      className={`ra-input ra-input-${source}`}
    />
  );
}
