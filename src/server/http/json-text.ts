// Answers whose JSON text is already written (rows PostgreSQL wrote, db/json-rows.ts) go as they are:
// with the content type Fastify gives a serialized object, and not serialized again.
import type { FastifyReply } from 'fastify';
import type { JsonPage } from '../db/json-rows.js';

/** A list's page as { data, total, totalIsEstimate }, byte for byte as JSON.stringify would write it. */
export function sendPage(reply: FastifyReply, { rows, total, totalIsEstimate }: JsonPage): FastifyReply {
  const estimate = totalIsEstimate === undefined ? '' : `,"totalIsEstimate":${JSON.stringify(totalIsEstimate)}`;
  const text = `{"data":[${rows.join(',')}],"total":${JSON.stringify(total)}${estimate}}`;
  return reply.type('application/json; charset=utf-8').send(text);
}
