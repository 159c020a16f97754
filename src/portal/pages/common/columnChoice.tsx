// The column chooser of a bespoke list (as react-admin's SelectColumnsButton is for the generic ones):
// the columns that matter are shown, the rest can be chosen; the choice is kept in react-admin's store.
import { useState } from 'react';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { useStore, useTranslate } from 'react-admin';

export interface ChoosableColumn { id: string; label: string }

export function useColumnChoice(storeKey: string, columns: ChoosableColumn[], hiddenByDefault: string[]) {
  const translate = useTranslate();
  const [hidden, setHidden] = useStore<string[]>(`${storeKey}.hiddenColumns`, hiddenByDefault);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const toggle = (id: string) => setHidden(hidden.includes(id) ? hidden.filter((other) => other !== id) : [...hidden, id]);
  const chooser = (
    <>
      <Button size="small" startIcon={<ViewColumnIcon />} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        {translate('ra.action.select_columns')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {columns.map((column) => (
          <MenuItem key={column.id} role="menuitemcheckbox" aria-checked={!hidden.includes(column.id)} onClick={() => toggle(column.id)} dense>
            <ListItemIcon>{hidden.includes(column.id) ? <CheckBoxOutlineBlankIcon fontSize="small" /> : <CheckBoxIcon fontSize="small" color="primary" />}</ListItemIcon>
            <ListItemText>{column.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
  return { shown: (id: string) => !hidden.includes(id), chooser };
}
