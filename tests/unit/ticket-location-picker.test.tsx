// @vitest-environment happy-dom
// I36: the agent's location picker in the ticket dialogs asks GET locations for the chosen customer's
// active locations of the ticket location types (Industry, Wholesale and the operator's own), and
// offers what it is answered.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../src/portal/i18n/i18nProvider';
import { LocationPicker } from '../../src/portal/pages/support/PartyPickers';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the agent\'s location picker (I36)', () => {
  it('asks GET locations with the customer, active=true and the ticket location types, and offers the answer', async () => {
    const asked: URL[] = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string) => {
      asked.push(new URL(url, 'http://portal.test'));
      return new Response(JSON.stringify({ data: [{ id: 7, name: 'Fjellmeieriet Hamar' }, { id: 8, name: 'Fjellmeieriet Lillehammer' }], total: 2 }), { status: 200 });
    }));
    await act(async () => {
      render(<I18nContextProvider value={i18nProvider}><LocationPicker customerId={2} value={null} onChange={() => undefined} /></I18nContextProvider>);
    });

    expect(asked).toHaveLength(1);
    const [call] = asked;
    expect(call.pathname).toBe('/api/locations');
    expect(call.searchParams.get('customerId')).toBe('2');
    expect(call.searchParams.get('active')).toBe('true');
    expect(call.searchParams.getAll('locationType').sort()).toEqual(['industry', 'provider', 'wholesale']);

    fireEvent.mouseDown(screen.getByRole('combobox'));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Fjellmeieriet Hamar', 'Fjellmeieriet Lillehammer']);
  });

  it('asks nothing until a customer is chosen', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await act(async () => {
      render(<I18nContextProvider value={i18nProvider}><LocationPicker customerId={null} value={null} onChange={() => undefined} /></I18nContextProvider>);
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});
