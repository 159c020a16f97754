// Issue 30: every call of the API document has an operationId a generated client names its method by,
// taken from the spec's call name (api-spec.md section 7: GET order, POST orderstatus ...), unique,
// and following from the method and path alone so that it does not change while the call does not.
import { describe, expect, it } from 'vitest';
import openapi from '../../generated/openapi.json';

const methods = ['get', 'put', 'post', 'delete', 'patch'];
const calls = Object.entries(openapi.paths as Record<string, Record<string, { operationId?: string }>>)
  .flatMap(([path, item]) => Object.entries(item)
    .filter(([method]) => methods.includes(method))
    .map(([method, operation]) => ({ call: `${method.toUpperCase()} ${path}`, method, path, id: operation.operationId })));
const idOf = (call: string) => calls.find((candidate) => candidate.call === call)?.id;

describe('operationIds', () => {
  it('name every call, once each', () => {
    expect(calls.length).toBeGreaterThan(200);
    expect(calls.filter((call) => !call.id).map((call) => call.call)).toEqual([]);
    const ids = calls.map((call) => call.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('are the method and the call name of the spec, without the path\'s parameters', () => {
    expect(idOf('GET /api/order/{id}')).toBe('getOrder');
    expect(idOf('GET /api/orders')).toBe('getOrders');
    expect(idOf('POST /api/orderstatus')).toBe('postOrderstatus');
    expect(idOf('DELETE /api/locationfavorite/{locationId}')).toBe('deleteLocationfavorite');
    expect(idOf('GET /api/ordercomment/{id}/content')).toBe('getOrdercommentContent');
    expect(idOf('POST /api/telemetry/beacon')).toBe('postTelemetryBeacon');
    expect(idOf('GET /version.json')).toBe('getVersionJson');
    for (const { method, path, id } of calls) {
      const words = path.replace(/^\/api\//, '/').replace(/\{\w+\}/g, '').split(/[^A-Za-z0-9]+/).filter(Boolean);
      expect(id!.toLowerCase(), `${method} ${path}`).toBe(method + words.join('').toLowerCase());
    }
  });
});
