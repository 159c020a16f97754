// @vitest-environment happy-dom
// P13 and P16 as the portal's theme gives them to every MUI dropdown and dialog: PageUp and PageDown
// move 9 items in an open list, and a dialog takes 200 ms to close.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MenuItem, Select } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { afterEach, describe, expect, it } from 'vitest';
import { DROPDOWN_PAGE_JUMP } from '../../src/portal/shell/menuPageJump';
import { DIALOG_CLOSE_MS, portalTheme } from '../../src/portal/shell/theme';

afterEach(cleanup);

function openList(count: number, disabled: number[] = []) {
  render(
    <ThemeProvider theme={portalTheme}>
      <Select open value="" onChange={() => undefined} MenuProps={{ transitionDuration: 0 }}>
        {Array.from({ length: count }, (_, index) => <MenuItem key={index} value={String(index)} disabled={disabled.includes(index)}>{`Vare ${index}`}</MenuItem>)}
      </Select>
    </ThemeProvider>,
  );
  return screen.getByRole('listbox');
}
const focused = () => document.activeElement?.textContent;

describe('P13: the page keys in a dropdown', () => {
  it('move 9 items down and up, and stop at the last and the first', () => {
    const list = openList(20);
    act(() => screen.getByText('Vare 0').focus());
    fireEvent.keyDown(list, { key: 'PageDown' });
    expect(focused()).toBe(`Vare ${DROPDOWN_PAGE_JUMP}`);
    expect(DROPDOWN_PAGE_JUMP).toBe(9);
    fireEvent.keyDown(list, { key: 'PageDown' });
    expect(focused()).toBe('Vare 18');
    fireEvent.keyDown(list, { key: 'PageDown' });
    expect(focused()).toBe('Vare 19');
    fireEvent.keyDown(list, { key: 'PageUp' });
    expect(focused()).toBe('Vare 10');
    fireEvent.keyDown(list, { key: 'PageUp' });
    fireEvent.keyDown(list, { key: 'PageUp' });
    expect(focused()).toBe('Vare 0');
  });

  it('count only the items that can be chosen', () => {
    const list = openList(12, [3, 4]);
    act(() => screen.getByText('Vare 0').focus());
    fireEvent.keyDown(list, { key: 'PageDown' });
    expect(focused()).toBe('Vare 11');
  });
});

describe('P16: closing a dialog', () => {
  it('takes 200 ms, opening as MUI does', () => {
    expect(DIALOG_CLOSE_MS).toBe(200);
    expect(portalTheme.components?.MuiDialog?.defaultProps?.transitionDuration).toEqual({ enter: portalTheme.transitions.duration.enteringScreen, exit: 200 });
  });
});
