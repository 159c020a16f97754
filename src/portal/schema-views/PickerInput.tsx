// A reference as an autocomplete picker with the picker rules (J20, C42, C43, I35, I37): options need
// a name, Closed/Finished and inactive ones are flagged, only Active ones can be chosen. The list
// behind it is the server's, already scoped to the caller (C41–C43), in the resource's picker order
// (J18: the user's favorites first, marked with a star).
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Chip, Stack } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import { AutocompleteArrayInput, AutocompleteInput, ReferenceArrayInput, ReferenceInput, useRecordContext, useTranslate } from 'react-admin';
import { resourceByName } from '../../../resources';
import { pickerOption, type PickerRecord } from '../../domain/pickers';

const pickerSort = (reference: string) => {
  const definition = resourceByName(reference);
  return definition?.picker?.sort ?? (definition?.list.sort as { field: string; order: 'ASC' | 'DESC' } | undefined);
};

function OptionText() {
  const record = useRecordContext<PickerRecord & { id: number; isFavorite?: boolean }>();
  const translate = useTranslate();
  if (!record) return null;
  const { flag } = pickerOption(record);
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      {record.isFavorite && <StarIcon fontSize="small" color="warning" titleAccess={translate('schema.picker.favorite')} />}
      <span>{record.name?.trim() || `#${record.id}`}</span>
      {flag && <Chip size="small" variant="outlined" color={flag === 'closed' || flag === 'finished' ? 'warning' : 'default'} label={translate(`schema.picker.${flag}`)} />}
    </Stack>
  );
}

const inputText = (record: PickerRecord & { id: number }) => record.name?.trim() || `#${record.id}`;

interface PickerProps {
  source: string;
  reference: string;
  label?: string;
  required: boolean;
  nullable: boolean;
  /** A list filter: every status may be chosen (the rules are for choosing a value to store). */
  anyStatus?: boolean;
  alwaysOn?: boolean;
  /** Query parameters of the referenced list taken from other fields of the form (definition.pickerFilters). */
  dependsOn?: Record<string, string>;
}

export function PickerInput(props: PickerProps) {
  return props.dependsOn && Object.keys(props.dependsOn).length > 0
    ? <FollowingPickerInput {...props} dependsOn={props.dependsOn} />
    : <ReferencePicker {...props} />;
}

/**
 * A picker whose choices follow other fields of the form (a customer's locations): an empty field
 * does not narrow them, and changing one empties the picker, whose value may no longer fit.
 */
function FollowingPickerInput({ dependsOn, ...props }: PickerProps & { dependsOn: Record<string, string> }) {
  const parameters = Object.keys(dependsOn);
  const values = useWatch({ name: parameters.map((parameter) => dependsOn[parameter]) }) as unknown[];
  const { setValue } = useFormContext();
  const filter = Object.fromEntries(parameters.map((parameter, index) => [parameter, values[index]]).filter(([, value]) => value !== null && value !== undefined && value !== ''));
  const key = JSON.stringify(filter);
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    setValue(props.source, props.nullable ? null : undefined, { shouldDirty: true });
  }, [key, props.source, props.nullable, setValue]);
  return <ReferencePicker {...props} filter={filter} />;
}

function ReferencePicker({ source, reference, label, required, nullable, anyStatus = false, filter }: PickerProps & { filter?: Record<string, unknown> }) {
  return (
    <ReferenceInput source={source} reference={reference} perPage={25} sort={pickerSort(reference)} filter={filter}>
      <AutocompleteInput
        label={label}
        isRequired={required}
        optionText={<OptionText />}
        inputText={inputText}
        matchSuggestion={() => true}
        filterToQuery={(q: string) => ({ q })}
        getOptionDisabled={(record) => !anyStatus && !pickerOption(record as PickerRecord).selectable}
        parse={(value: unknown) => (value === '' || value === undefined ? (nullable ? null : undefined) : value)}
        sx={{ minWidth: 280 }}
      />
    </ReferenceInput>
  );
}

/** Several references (e.g. a user's further locations), with the same rules per option. */
export function PickerArrayInput({ source, reference, label }: { source: string; reference: string; label?: string }) {
  return (
    <ReferenceArrayInput source={source} reference={reference} perPage={25} sort={pickerSort(reference)}>
      <AutocompleteArrayInput
        label={label}
        optionText={inputText}
        matchSuggestion={() => true}
        filterToQuery={(q: string) => ({ q })}
        getOptionDisabled={(record) => !pickerOption(record as PickerRecord).selectable}
      />
    </ReferenceArrayInput>
  );
}
