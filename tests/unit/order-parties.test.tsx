// @vitest-environment happy-dom
// E21, P18, O23: an order's dialog shows the fill degree the server gives in whole percent, and when an
// order on a truck has none (a product without a footprint, a truck type without pallet places) says
// it cannot be calculated. The demo's orders always have one, so the notice is seen here.
import { cleanup, render, screen } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../src/portal/i18n/i18nProvider';
import type { LedgerOrder } from '../../src/portal/pages/ledger/ledgerApi';
import { OrderParties } from '../../src/portal/pages/ledger/OrderParties';

afterEach(cleanup);

const order = (fields: Partial<LedgerOrder>) => ({
  id: 4711, version: 1, status: 1, type: 1, locationIdFrom: 1, locationIdTo: 7, transactionDate: '2026-03-02',
  locationNameFrom: 'Lastbærerpoolen Hovedlager', locationNameTo: 'Fjellmeieriet Hamar', vatPercent: 25, ...fields,
}) as LedgerOrder;

const summary = () => screen.getByText(/^Ordrenr\.:/).textContent!.replace(/\s/g, ' ');
const shown = (value: Partial<LedgerOrder>) =>
  render(<I18nContextProvider value={i18nProvider}><OrderParties order={order(value)} /></I18nContextProvider>);

describe('the fill degree in an order\'s dialog (E21, O23)', () => {
  it('is labelled "Fyllingsgrad" and shown with 0 decimals', () => {
    shown({ truckTypeId: 2, fillDegree: 2.8 });
    expect(summary()).toBe('Ordrenr.: 4711 · MVA-sats: 25 % · Fyllingsgrad: 3 %');
    expect(screen.queryByText('Fyllingsgraden kan ikke beregnes.')).toBeNull();
  });

  it('says "Fyllingsgraden kan ikke beregnes." for an order on a truck without one', () => {
    shown({ truckTypeId: 2, fillDegree: null });
    expect(summary()).toBe('Ordrenr.: 4711 · MVA-sats: 25 %');
    expect(screen.getByText('Fyllingsgraden kan ikke beregnes.')).toBeTruthy();
  });

  it('says nothing of it for an order without a truck type', () => {
    shown({ truckTypeId: null, fillDegree: null });
    expect(summary()).toBe('Ordrenr.: 4711 · MVA-sats: 25 %');
    expect(screen.queryByText('Fyllingsgraden kan ikke beregnes.')).toBeNull();
  });
});
