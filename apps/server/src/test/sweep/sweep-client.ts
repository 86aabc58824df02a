// One request of the sweep through app.inject, and the checks every reply shares: the DESIGN §3 envelope
// and whether a message names a field. Replies that are not JSON are kept as text, never thrown on, so a
// non-envelope reply is reported like any other finding.
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { WEB_CLIENT_BASIC } from '../api-client.ts';

export type QueryValue = string | string[];

export type SweepRequest = {
  method: HTTPMethods;
  url: string;
  tenant?: string;
  token?: string;
  lang?: string;
  /** Leave out the client's Basic credentials. */
  noClient?: boolean;
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is with `content-type: application/json` (malformed bodies). */
  rawJson?: string;
};

export type SweepReply = { status: number; text: string; json: unknown };

export type Envelope = { resCode: number; resMsg: string; response: unknown };

export function queryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, item);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export async function send(app: FastifyInstance, request: SweepRequest): Promise<SweepReply> {
  const headers: Record<string, string> = { 'tenant-id': request.tenant ?? 'learn' };
  if (!request.noClient) headers.authorization = WEB_CLIENT_BASIC;
  if (request.token) headers.accesstoken = `bearer ${request.token}`;
  if (request.lang) headers['accept-language'] = request.lang;
  let payload: string | undefined;
  if (request.rawJson !== undefined) payload = request.rawJson;
  else if (request.body !== undefined) payload = JSON.stringify(request.body);
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const reply = await app.inject({
    method: request.method,
    url: `${request.url}${queryString(request.query)}`,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
  let json: unknown;
  try {
    json = JSON.parse(reply.body);
  } catch {
    json = undefined;
  }
  return { status: reply.statusCode, text: reply.body, json };
}

export function asEnvelope(json: unknown): Envelope | undefined {
  if (!json || typeof json !== 'object') return undefined;
  const body = json as Record<string, unknown>;
  if (typeof body.resCode !== 'number' || typeof body.resMsg !== 'string' || body.resMsg.length === 0)
    return undefined;
  if (!('response' in body)) return undefined;
  return { resCode: body.resCode, resMsg: body.resMsg, response: body.response };
}

/** An error envelope of the given status whose resCode agrees with it. */
export function isErrorEnvelope(reply: SweepReply, status: number): boolean {
  const envelope = asEnvelope(reply.json);
  return reply.status === status && envelope !== undefined && envelope.resCode === status;
}

const CJK = /[\u3400-\u9fff]/;

/** Whether a message is written in the asked language (Chinese characters only in zh-CN). */
export function inLanguage(message: string, lang: 'zh-CN' | 'en'): boolean {
  return lang === 'en' ? !CJK.test(message) : CJK.test(message);
}

export function short(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}
