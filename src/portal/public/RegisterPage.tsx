// /register: the register-new-customer dialog (A21–A24): company, a location found in the national
// GLN register (or typed in), the contact person; sent with customerregrequest.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import Typography from '@mui/material/Typography';
import type { GlnEntry, RegistrationRequest } from '../../../generated/entities';
import { isValidOrgNumber } from '../../domain/identifiers';
import { api, ApiError } from '../data/api';
import { GlnSearch } from './GlnSearch';
import { text } from './identityText';
import { LightTextField as TextField } from './LightTextField';
import { usePublicTitle } from './PublicTheme';
import { PublicLink } from './navigation';

type Field = 'companyName' | 'orgNumber' | 'locationName' | 'street' | 'postalCode' | 'city' | 'contactName' | 'email' | 'phone' | 'comment';

type Country = RegistrationRequest['countryCode'];

const fields: Array<{ name: Field; label: string; autoComplete: string; required?: boolean; type?: string; valid?: (value: string, country: Country) => boolean }> = [
  { name: 'companyName', label: 'register.company', autoComplete: 'organization', required: true, valid: (value) => value.trim().length >= 2 },
  { name: 'orgNumber', label: 'register.org_number', autoComplete: 'off', required: true, valid: (value, country) => isValidOrgNumber(value.trim(), country) },
  { name: 'locationName', label: 'identity.register.location_name', autoComplete: 'off' },
  { name: 'street', label: 'identity.register.street', autoComplete: 'street-address' },
  { name: 'postalCode', label: 'identity.register.postal_code', autoComplete: 'postal-code' },
  { name: 'city', label: 'identity.register.city', autoComplete: 'address-level2' },
  { name: 'contactName', label: 'register.contact_name', autoComplete: 'name', required: true, valid: (value) => value.trim().length >= 2 },
  { name: 'email', label: 'register.email', autoComplete: 'email', required: true, type: 'email', valid: (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) },
  { name: 'phone', label: 'register.phone', autoComplete: 'tel', type: 'tel' },
  { name: 'comment', label: 'identity.register.comment', autoComplete: 'off' },
];

export function RegisterPage() {
  usePublicTitle('register.title');
  const [values, setValues] = useState<Record<Field, string>>(Object.fromEntries(fields.map((field) => [field.name, ''])) as Record<Field, string>);
  const [country, setCountry] = useState<Country>('NOR');
  const [gln, setGln] = useState<GlnEntry | null>(null);
  const [touched, setTouched] = useState(false);
  const [state, setState] = useState<'idle' | 'sending' | 'done'>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  const invalid = (field: (typeof fields)[number]) => (field.required && !values[field.name].trim()) || (values[field.name].trim() !== '' && field.valid && !field.valid(values[field.name], country));
  const set = (name: Field, value: string) => setValues((current) => ({ ...current, [name]: value }));

  function choose(entry: GlnEntry) {
    setGln(entry);
    setCountry(entry.countryCode);
    setValues((current) => ({
      ...current,
      companyName: current.companyName || entry.name,
      orgNumber: current.orgNumber || entry.orgNumber || '',
      locationName: entry.name, street: entry.street ?? '', postalCode: entry.postalCode ?? '', city: entry.city ?? '',
    }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (fields.some(invalid)) return;
    setState('sending');
    setFailure(null);
    const optional = (value: string) => value.trim() || null;
    const body: RegistrationRequest = {
      companyName: values.companyName.trim(), orgNumber: values.orgNumber.trim(), gln: gln?.gln ?? null, locationName: optional(values.locationName),
      street: optional(values.street), postalCode: optional(values.postalCode), city: optional(values.city), countryCode: country,
      contactName: values.contactName.trim(), email: values.email.trim(), phone: optional(values.phone), comment: optional(values.comment),
    };
    try {
      await api('POST', '/api/customerregrequest', { body, anonymous: true });
      setState('done');
    } catch (error) {
      // A24, with the server's reason below it.
      setFailure(`${text('identity.register.failed')}${error instanceof ApiError && error.description ? `\n${error.description}` : ''}`);
      setState('idle');
    }
  }

  if (state === 'done') {
    return (
      <Box aria-labelledby="register-title">
        <Typography id="register-title" variant="h6" component="h1">{text('register.title')}</Typography>
        <Alert severity="success" role="status" sx={{ mt: 2 }}>{text('identity.register.done', { email: values.email.trim() })}</Alert>
        <PublicLink to="/" sx={{ display: 'inline-block', mt: 2 }}>{text('password.back_to_login')}</PublicLink>
      </Box>
    );
  }

  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby="register-title">
      <Typography id="register-title" variant="h6" component="h1">{text('register.title')}</Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>{text('register.text')}</Typography>
      {failure && <Alert severity="error" role="alert" sx={{ mt: 2, whiteSpace: 'pre-line' }}>{failure}</Alert>}
      {touched && fields.some(invalid) && <Alert severity="warning" role="alert" sx={{ mt: 2 }}>{text('identity.register.invalid')}</Alert>}
      <GlnSearch onChoose={choose} />
      {gln && <Alert severity="success" role="status" sx={{ mt: 1 }}>{text('identity.register.chosen', { name: gln.name, gln: gln.gln })}</Alert>}
      {fields.map((field) => (
        <TextField key={field.name} label={text(field.label)} name={field.name} autoComplete={field.autoComplete} required={field.required}
          type={field.type ?? 'text'} value={values[field.name]} onChange={(event) => set(field.name, event.target.value)}
          error={touched && Boolean(invalid(field))}
          // Issue 14: the organisation number says which country's number the form expects.
          helperText={field.name === 'orgNumber' && touched && invalid(field) ? text(`identity.register.org_number_invalid.${country}`) : undefined} multiline={field.name === 'comment'} minRows={field.name === 'comment' ? 2 : undefined} />
      ))}
      <FormControl fullWidth margin="normal" sx={{ mb: 3 }}>
        <InputLabel variant="standard" htmlFor="register-country">{text('identity.register.country')}</InputLabel>
        <NativeSelect id="register-country" value={country} onChange={(event) => setCountry(event.target.value as Country)}>
          {(['NOR', 'SWE', 'DNK'] as const).map((code) => <option key={code} value={code}>{text(`enums.Country.${code}`)}</option>)}
        </NativeSelect>
      </FormControl>
      <Button type="submit" variant="contained" fullWidth disabled={state === 'sending'}>
        {state === 'sending' ? text('identity.register.sending') : text('register.submit')}
      </Button>
      <PublicLink to="/" sx={{ display: 'inline-block', mt: 2 }}>{text('password.back_to_login')}</PublicLink>
    </Box>
  );
}
