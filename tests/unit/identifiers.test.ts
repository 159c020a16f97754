// GS1 and organisation-number check digits (J14's GLN, the demo data and the GLN register).
import { describe, expect, it } from 'vitest';
import { compactOrgNumber, gs1CheckDigit, isValidGln, isValidOrgNumber, orgNumberCheckDigit, orgNumberFrom, withGs1CheckDigit } from '../../src/domain/identifiers';

describe('GLN', () => {
  it('computes the GS1 check digit of known numbers', () => {
    expect(gs1CheckDigit('400638133393')).toBe(1); // the GS1 textbook number 4006381333931
    expect(withGs1CheckDigit('700020000008')).toBe('7000200000087'); // a demo location
  });

  it('tells valid from invalid location numbers', () => {
    expect(isValidGln('7000200000087')).toBe(true);
    expect(isValidGln('7000200000088')).toBe(false);
    expect(isValidGln('700020000008')).toBe(false);
  });
});

describe('organisation number', () => {
  it('computes the modulus-11 check digit, and none where it would be 10', () => {
    expect(orgNumberCheckDigit('97476067')).toBe(3); // 974760673, the Brønnøysund registers
    expect(orgNumberCheckDigit('97476069')).toBe(undefined);
    expect(orgNumberFrom(97_476_069)).toMatch(/^9747607\d\d$/);
    expect(orgNumberCheckDigit(orgNumberFrom(97_476_069).slice(0, 8))).toBe(Number(orgNumberFrom(97_476_069)[8]));
  });
});

describe('organisation numbers of Norway, Sweden and Denmark (issue 14)', () => {
  it('takes a valid number of each country, as it is usually written', () => {
    expect(isValidOrgNumber('923609016')).toBe(true); // Norway, modulus 11
    expect(isValidOrgNumber('923 609 016')).toBe(true);
    expect(isValidOrgNumber('556036-0793')).toBe(true); // Sweden, Luhn
    expect(isValidOrgNumber('5560360793')).toBe(true);
    expect(isValidOrgNumber('10150817')).toBe(true); // Denmark (CVR), modulus 11
  });

  it('refuses a wrong check digit, a wrong length and anything but digits', () => {
    expect(isValidOrgNumber('923609017')).toBe(false);
    expect(isValidOrgNumber('556036-0794')).toBe(false);
    expect(isValidOrgNumber('10150818')).toBe(false);
    expect(isValidOrgNumber('974760690')).toBe(false); // a body whose check digit would be 10
    for (const bad of ['12345', 'abcdefghi', '', '92360901', '9236090160', '55603-60793', '923-609-016']) expect(isValidOrgNumber(bad)).toBe(false);
  });
});

describe('an organisation number of a named country (the registration, issue 14)', () => {
  it('takes only that country\'s number', () => {
    expect(isValidOrgNumber('923609016', 'NOR')).toBe(true);
    expect(isValidOrgNumber('556036-0793', 'SWE')).toBe(true);
    expect(isValidOrgNumber('10150817', 'DNK')).toBe(true);
    expect(isValidOrgNumber('556036-0793', 'NOR')).toBe(false);
    expect(isValidOrgNumber('10150817', 'SWE')).toBe(false);
    expect(isValidOrgNumber('923609016', 'DNK')).toBe(false);
    expect(isValidOrgNumber('12345', 'NOR')).toBe(false);
  });

  it('is stored as its digits only', () => {
    expect(compactOrgNumber('923 609 016')).toBe('923609016');
    expect(compactOrgNumber('556036-0793')).toBe('5560360793');
  });
});
