// Money in the generic forms (P17): a schema's x-money property is integer øre, typed and shown in
// kroner with a decimal comma or point; what is no amount is refused with a message in kroner.
import { describe, expect, it } from 'vitest';
import { formatOre, kronerText, parseKroner } from '../../src/domain/money/kroner';
import { describeSchema } from '../../src/portal/schema-views/schema';
import { schemaValidator } from '../../src/portal/schema-views/validate';
import { moneyValue } from '../../src/portal/schema-views/MoneyInput';

const translate = (key: string, options?: object) => `«${key}»${options ? JSON.stringify(options) : ''}`;

describe('kroner as typed', () => {
  it('takes a decimal comma or point, whole kroner and Norwegian thousands', () => {
    expect(parseKroner('0,25')).toBe(25);
    expect(parseKroner('0.25')).toBe(25);
    expect(parseKroner('0,2')).toBe(20);
    expect(parseKroner(',5')).toBe(50);
    expect(parseKroner('12')).toBe(1200);
    expect(parseKroner('12,')).toBe(1200);
    expect(parseKroner(' 1 234,50 ')).toBe(123450);
    expect(parseKroner('1\u00a0234,50')).toBe(123450);
    expect(parseKroner('250,00')).toBe(25000);
  });

  it('refuses what is no amount, and more than two decimals rather than round them', () => {
    for (const text of ['', ',', 'abc', '0,255', '1.234,50', '1,2,3', '0,25 kr', '2e3']) expect(parseKroner(text), text).toBeUndefined();
  });

  it('shows øre as kroner with 2 decimals: grouped on the page, plain in the field, and reads back what it shows', () => {
    expect(formatOre(25)).toBe('0,25');
    expect(formatOre(123450)).toBe('1\u00a0234,50');
    expect(formatOre(25, 'en-US')).toBe('0.25');
    expect(kronerText(123450)).toBe('1234,50');
    expect(kronerText(123450, 'en-US')).toBe('1234.50');
    for (const ore of [0, 1, 25, 2200, 123450, 100000000]) {
      expect(parseKroner(kronerText(ore))).toBe(ore);
      expect(parseKroner(formatOre(ore))).toBe(ore);
    }
  });

  it('the field holds øre, null when empty, and the text itself when it is no amount', () => {
    expect(moneyValue('0,25')).toBe(25);
    expect(moneyValue('  ')).toBeNull();
    expect(moneyValue('0,255')).toBe('0,255');
  });
});

describe('the price form', () => {
  const price = { kind: 'hire', productId: 1001, validFrom: '2026-02-01', validTo: null };

  it('reads the price as money and the product as a reference', () => {
    const [productId, ore] = describeSchema('price.schema.json', ['productId', 'ore']);
    expect(ore).toMatchObject({ kind: 'integer', money: true });
    expect(productId).toMatchObject({ reference: 'products', nullable: true });
    expect(describeSchema('price.schema.json', ['validFrom'])[0].money).toBeUndefined();
  });

  it('accepts the øre typed as kroner, and says in kroner what is wrong', () => {
    const validate = schemaValidator('price.schema.json', 'nb-NO', translate);
    expect(validate({ ...price, ore: moneyValue('0,25') })).toEqual({});
    expect(validate({ ...price, ore: moneyValue('0,255') })).toEqual({ ore: '«schema.money.format»' });
    expect(validate({ ...price, ore: moneyValue('-1') })).toEqual({ ore: `«schema.money.range»${JSON.stringify({ min: '0,00', max: formatOre(100000000) })}` });
  });
});
