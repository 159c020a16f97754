// B08, B09, R20: six flags; the choice is sent to the server, stored as sessionLanguage and the
// page reloads. Languages without a translation say that English is shown.
import { useState } from 'react';
import { Button, ListItemText, Menu, MenuItem } from '@mui/material';
import LanguageIcon from '@mui/icons-material/Language';
import { useNotify, useTranslate } from 'react-admin';
import { api } from '../data/api';
import { currentChoice, languageChoices, type LanguageChoice } from '../i18n/languages';
import { storeLanguage } from '../session/storage';

export function LanguageSwitcher() {
  const translate = useTranslate();
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = currentChoice();

  async function choose(choice: LanguageChoice) {
    setAnchor(null);
    if (choice.locale === current.locale) return;
    try {
      await api('POST', '/api/language', { body: { language: choice.catalog } });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'app.generic_error', { type: 'error' });
      return;
    }
    storeLanguage(choice.locale);
    window.location.reload();
  }

  return (
    <>
      <Button color="inherit" onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="menu"
        aria-label={`${current.flag.toUpperCase()} – ${translate('app.language')}: ${current.name}`} sx={{ minWidth: 0, textTransform: 'none' }}>
        <LanguageIcon fontSize="small" sx={{ mr: 0.5 }} aria-hidden="true" />
        {current.flag.toUpperCase()}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {languageChoices.map((choice) => (
          <MenuItem key={choice.flag} selected={choice.locale === current.locale} onClick={() => choose(choice)} lang={choice.locale}>
            <strong aria-hidden="true" style={{ width: 32 }}>{choice.flag.toUpperCase()}</strong>
            <ListItemText primary={choice.name}
              secondary={choice.catalog !== choice.locale ? translate('app.language_fallback', { name: choice.name }) : undefined} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
