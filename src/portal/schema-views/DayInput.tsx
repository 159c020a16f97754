// A schema's "format": "date" as a form input (P20, issue 14): typed and shown yyyy-MM-dd whatever the
// browser's language, the browser's calendar behind a button; the schema's validation checks the day.
import { TextInput, useTranslate, type TextInputProps } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { CalendarButton } from '../shell/DayField';

export function DayInput(props: TextInputProps) {
  const translate = useTranslate();
  const form = useFormContext();
  const value: unknown = useWatch({ name: props.source });
  return (
    <TextInput
      {...props}
      placeholder={translate('app.day.placeholder')}
      inputProps={{ inputMode: 'numeric', maxLength: 10 }}
      InputProps={{
        endAdornment: (
          <CalendarButton value={typeof value === 'string' ? value : ''} disabled={props.disabled}
            onPick={(day) => form.setValue(props.source, day, { shouldDirty: true, shouldValidate: true })} />
        ),
      }}
    />
  );
}
