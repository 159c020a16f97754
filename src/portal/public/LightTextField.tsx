// A labelled text input for the public pages. MUI's TextField brings its Select, Menu and Popover
// along; these pieces keep the login page's JavaScript small (≤ 150 KB gzip).
import { useId, type ChangeEvent } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface LightTextFieldProps {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  name?: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  /** Announce helper text changes (password strength). */
  liveHelper?: boolean;
  multiline?: boolean;
  minRows?: number;
  onKeyDown?: (event: React.KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

export function LightTextField({ label, helperText, error, required, liveHelper, ...input }: LightTextFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl fullWidth margin="normal" error={error} required={required} variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={helperText ? helperId : undefined} {...input} />
      {helperText !== undefined && (
        <FormHelperText id={helperId} role={liveHelper ? 'status' : undefined}>{helperText}</FormHelperText>
      )}
    </FormControl>
  );
}
