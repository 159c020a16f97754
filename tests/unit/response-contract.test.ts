// Issue 30: the API suite's check of every answer against the document (tests/api/response-contract.ts)
// fails an undocumented status, media type or field, and passes what the document says.
import { describe, expect, it } from 'vitest';
import { contractBreach } from '../api/response-contract';

const json = { 'content-type': 'application/json; charset=utf-8' };
const status = { id: 6, code: 'NotAgreed', name: 'Ikke enig' };

describe('an answer held against the API document', () => {
  it('passes one the document describes, an error with its fields too', () => {
    expect(contractBreach('GET', '/api/transactionstatus/6', { status: 200, headers: json, body: { data: status } })).toBeUndefined();
    expect(contractBreach('GET', '/api/transactionstatuses?index=0', { status: 200, headers: json, body: { data: [status], total: 1, totalIsEstimate: false } })).toBeUndefined();
    const error = { error: { code: 'invalid-input', description: 'Ugyldig input', fields: { id: 'må være heltall' } } };
    expect(contractBreach('GET', '/api/transactionstatus/x', { status: 400, headers: json, body: error })).toBeUndefined();
  });

  it('names a field the document does not', () => {
    expect(contractBreach('GET', '/api/transactionstatus/6', { status: 200, headers: json, body: { data: { ...status, sortOrder: 6 } } }))
      .toMatch(/GET \/api\/transactionstatus\/\{id\} 200 .*\/data must NOT have additional properties \(sortOrder\)/);
  });

  it('names a write-only field sent back, which an answer need not have either', () => {
    const ticket = { title: 'Pallen kom aldri' };
    expect(contractBreach('GET', '/api/supportticket/7', { status: 200, headers: json, body: { data: ticket } })).toBeUndefined();
    expect(contractBreach('GET', '/api/supportticket/7', { status: 200, headers: json, body: { data: { ...ticket, categoryId: 3 } } }))
      .toMatch(/additional properties \(categoryId\)/);
  });

  it('names a required field missing, a value outside its enum and a wrong type', () => {
    expect(contractBreach('GET', '/api/transactionstatus/6', { status: 200, headers: json, body: { data: { id: 6, code: 'NotAgreed' } } })).toMatch(/name/);
    expect(contractBreach('GET', '/api/transactionstatus/6', { status: 200, headers: json, body: { data: { ...status, id: '6' } } })).toMatch(/\/data\/id must be integer/);
  });

  it('refuses a status or a media type the call does not document', () => {
    expect(contractBreach('GET', '/api/transactionstatus/6', { status: 418, headers: json, body: { error: { code: 'x', description: 'x' } } }))
      .toMatch(/answered 418, which it does not document/);
    expect(contractBreach('GET', '/api/transactionstatus/6', { status: 200, headers: { 'content-type': 'text/html' }, body: '<p>' }))
      .toMatch(/answered text\/html/);
  });

  it('leaves alone what the document does not cover: the portal\'s files and unknown paths', () => {
    expect(contractBreach('GET', '/app/home', { status: 200, headers: { 'content-type': 'text/html' }, body: '<html>' })).toBeUndefined();
    expect(contractBreach('GET', '/api/nothing-here', { status: 404, headers: json, body: { error: { code: 'not-found', description: '' } } })).toBeUndefined();
  });
});
