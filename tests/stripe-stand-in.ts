import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll } from 'vitest';
import type { CallOptions } from './api';
import { TEST_STRIPE_KEYS } from './env';

/**
 * A local stand-in for the part of Stripe's REST API the shop uses, so the real `stripe` SDK can be tested without
 * the network: POST /v1/payment_intents (form-encoded, Idempotency-Key honoured: the same key replays the first
 * reply), GET /v1/payment_intents/{id} (`expand[]=latest_charge` gives the charge with its receipt_url),
 * POST /v1/payment_intents/{id}/cancel (refused once the intent succeeded or was cancelled, as Stripe does),
 * POST /v1/refunds (payment_intent, amount, metadata; Idempotency-Key honoured; refused beyond what the charge has left),
 * Stripe's error JSON for unknown ids and wrong keys. Tests move an intent on (`succeed`, `fail`) as the payer's
 * browser would, refund in the "dashboard" (`dashboardRefund`), and deliver webhooks signed with the SDK's own
 * test-header helper (`webhook`).
 *
 * Start it before the configuration is read: `setupOrdersTest({ stripeApiBase: standIn.url })`.
 */

export type StandInCharge = {
  id: string;
  object: 'charge';
  amount: number;
  currency: string;
  payment_intent: string;
  paid: boolean;
  status: 'succeeded' | 'failed';
  receipt_url: string | null;
  amount_refunded: number;
  refunded: boolean;
  refunds: { object: 'list'; data: StandInRefund[]; has_more: false; url: string };
};

export type StandInRefund = {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  status: 'succeeded' | 'pending' | 'failed' | 'canceled';
  metadata: Record<string, string>;
  reason: string | null;
  created: number;
};

export type StandInIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  client_secret: string;
  description: string | null;
  receipt_email: string | null;
  metadata: Record<string, string>;
  automatic_payment_methods: unknown;
  last_payment_error: { type: 'card_error'; code: 'card_declined'; decline_code: string; message: string } | null;
  /** The charge's id, as Stripe shows it unless `expand[]=latest_charge` is asked for. */
  latest_charge: string | null;
  created: number;
  livemode: false;
};

export type StandInRequest = { method: string; path: string; idempotencyKey: string | null; params: FormValue };

type FormValue = string | { [key: string]: FormValue };

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding (`metadata[orderId]=...`, `expand[0]=...`) back into nested objects. */
function parseForm(text: string): { [key: string]: FormValue } {
  const root: { [key: string]: FormValue } = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const [head = '', ...rest] = name.split('[').map((part, index) => (index === 0 ? part : part.replace(/\]$/, '')));
    let target = root;
    for (const key of [head, ...rest].slice(0, -1)) {
      const next = target[key];
      target = typeof next === 'object' ? next : (target[key] = {});
    }
    target[[head, ...rest].at(-1)!] = value;
  }
  return root;
}

function stripeError(response: ServerResponse, status: number, error: { type: string; message: string; code?: string; param?: string }) {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': randomId('req') });
  response.end(JSON.stringify({ error }));
}

function reply(response: ServerResponse, body: unknown) {
  response.writeHead(200, { 'content-type': 'application/json', 'request-id': randomId('req') });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

/** Starts the stand-in on a random local port; it stops after the test file. */
export async function startStripeStandIn() {
  const intents = new Map<string, StandInIntent>();
  const charges = new Map<string, StandInCharge>();
  /** Idempotency key -> the request body first sent with it and the reply given then. */
  const replays = new Map<string, { body: string; reply: string }>();
  const requests: StandInRequest[] = [];
  const refunds = new Map<string, StandInRefund>();

  /** A refund of the intent's charge, as the API or the dashboard makes it; a message when Stripe would refuse it. */
  function refundCharge(intentId: string, amount: number | null, metadata: Record<string, string>): StandInRefund | string {
    const intent = intents.get(intentId);
    if (!intent) return `No such payment_intent: '${intentId}'`;
    const charged = intent.status === 'succeeded' && intent.latest_charge ? charges.get(intent.latest_charge)! : null;
    if (!charged) return `This PaymentIntent (${intentId}) does not have a successful charge to refund.`;
    const left = charged.amount - charged.amount_refunded;
    const refunded = amount ?? left;
    if (left <= 0) return `Charge ${charged.id} has already been refunded.`;
    if (refunded <= 0 || refunded > left) return `Refund amount (${refunded}) is greater than unrefunded amount on charge (${left})`;
    const refund: StandInRefund = {
      id: randomId('re'),
      object: 'refund',
      amount: refunded,
      currency: charged.currency,
      charge: charged.id,
      payment_intent: intentId,
      status: 'succeeded',
      metadata,
      reason: null,
      created: Math.floor(Date.now() / 1000),
    };
    refunds.set(refund.id, refund);
    charged.amount_refunded += refunded;
    charged.refunded = charged.amount_refunded === charged.amount;
    charged.refunds.data.unshift(refund);
    return refund;
  }

  /** The same key with the same body replays the first reply; with another body it is Stripe's idempotency_error. */
  function idempotent(key: string | null, body: string, response: ServerResponse, create: () => string | undefined) {
    const replay = key ? replays.get(key) : undefined;
    if (replay && replay.body !== body) {
      stripeError(response, 400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      });
      return;
    }
    const created = replay?.reply ?? create();
    if (created === undefined) return;
    if (key) replays.set(key, { body, reply: created });
    response.writeHead(200, { 'content-type': 'application/json', 'request-id': randomId('req'), ...(replay && { 'idempotent-replayed': 'true' }) });
    response.end(created);
  }

  function createIntent(params: { [key: string]: FormValue }, response: ServerResponse): string | undefined {
    const amount = typeof params.amount === 'string' && /^\d+$/.test(params.amount) ? Number(params.amount) : null;
    if (amount === null) {
      stripeError(response, 400, { type: 'invalid_request_error', code: 'parameter_missing', param: 'amount', message: 'Missing required param: amount.' });
      return;
    }
    if (typeof params.currency !== 'string') {
      stripeError(response, 400, { type: 'invalid_request_error', code: 'parameter_missing', param: 'currency', message: 'Missing required param: currency.' });
      return;
    }
    const id = randomId('pi');
    const metadata = typeof params.metadata === 'object' ? (params.metadata as Record<string, string>) : {};
    const intent: StandInIntent = {
      id,
      object: 'payment_intent',
      amount,
      currency: params.currency.toLowerCase(),
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      description: typeof params.description === 'string' ? params.description : null,
      receipt_email: typeof params.receipt_email === 'string' ? params.receipt_email : null,
      metadata,
      automatic_payment_methods: params.automatic_payment_methods ?? null,
      last_payment_error: null,
      latest_charge: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    intents.set(id, intent);
    return JSON.stringify(intent);
  }

  function retrieveIntent(id: string, query: URLSearchParams, response: ServerResponse) {
    const intent = intents.get(id);
    if (!intent) {
      stripeError(response, 404, { type: 'invalid_request_error', code: 'resource_missing', param: 'intent', message: `No such payment_intent: '${id}'` });
      return;
    }
    const expand = [...query.entries()].filter(([name]) => /^expand\[\d*\]$/.test(name)).map(([, value]) => value);
    const charge = intent.latest_charge && expand.includes('latest_charge') ? charges.get(intent.latest_charge)! : intent.latest_charge;
    reply(response, { ...intent, latest_charge: charge });
  }

  function cancelIntent(id: string, response: ServerResponse) {
    const intent = intents.get(id);
    if (!intent) {
      stripeError(response, 404, { type: 'invalid_request_error', code: 'resource_missing', param: 'intent', message: `No such payment_intent: '${id}'` });
      return;
    }
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      stripeError(response, 400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
      });
      return;
    }
    intent.status = 'canceled';
    reply(response, intent);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const body = await readBody(request);
    const idempotencyKey = request.headers['idempotency-key']?.toString() ?? null;
    const params = request.method === 'GET' ? parseForm(url.search.slice(1)) : parseForm(body);
    requests.push({ method: request.method ?? '', path: url.pathname, idempotencyKey, params });

    if (request.headers.authorization !== `Bearer ${TEST_STRIPE_KEYS.secretKey}`) {
      stripeError(response, 401, { type: 'invalid_request_error', message: 'Invalid API Key provided' });
      return;
    }
    if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
      idempotent(idempotencyKey, body, response, () => createIntent(params, response));
      return;
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      idempotent(idempotencyKey, body, response, () => {
        const amount = typeof params.amount === 'string' && /^\d+$/.test(params.amount) ? Number(params.amount) : null;
        const metadata = typeof params.metadata === 'object' ? (params.metadata as Record<string, string>) : {};
        const refund = refundCharge(String(params.payment_intent ?? ''), amount, metadata);
        if (typeof refund === 'string') {
          stripeError(response, 400, { type: 'invalid_request_error', code: 'charge_already_refunded', message: refund });
          return undefined;
        }
        return JSON.stringify(refund);
      });
      return;
    }
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && retrieve) {
      retrieveIntent(decodeURIComponent(retrieve[1]!), url.searchParams, response);
      return;
    }
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(url.pathname);
    if (request.method === 'POST' && cancel) {
      cancelIntent(decodeURIComponent(cancel[1]!), response);
      return;
    }
    stripeError(response, 404, { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${url.pathname}).` });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => stripeError(response, 500, { type: 'api_error', message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  function intentOf(id: string): StandInIntent {
    const intent = intents.get(id);
    if (!intent) throw new Error(`the stand-in has no payment intent ${id}`);
    return intent;
  }

  function charge(intent: StandInIntent, status: StandInCharge['status']): string {
    const id = randomId('ch');
    const receipt = status === 'succeeded' ? `https://pay.stripe.com/receipts/payment/${randomBytes(16).toString('hex')}` : null;
    charges.set(id, {
      id,
      object: 'charge',
      amount: intent.amount,
      currency: intent.currency,
      payment_intent: intent.id,
      paid: status === 'succeeded',
      status,
      receipt_url: receipt,
      amount_refunded: 0,
      refunded: false,
      refunds: { object: 'list', data: [], has_more: false, url: `/v1/charges/${id}/refunds` },
    });
    return id;
  }

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Every request the stand-in received, oldest first. */
    requests,
    /** The intent as Stripe holds it (latest_charge as an id). */
    intent: (id: string): StandInIntent => structuredClone(intentOf(id)),
    /** The charge Stripe made for the intent, with its receipt_url. */
    chargeOf: (id: string): StandInCharge | null => {
      const chargeId = intentOf(id).latest_charge;
      return chargeId ? structuredClone(charges.get(chargeId)!) : null;
    },
    /** The payer's card went through: the intent succeeded with a charge that has a receipt. */
    succeed(id: string): StandInIntent {
      const intent = intentOf(id);
      Object.assign(intent, { status: 'succeeded', last_payment_error: null, latest_charge: charge(intent, 'succeeded') });
      return structuredClone(intent);
    },
    /** The refunds Stripe made on the intent's charge, newest first. */
    refundsOf: (id: string): StandInRefund[] => [...refunds.values()].filter((refund) => refund.payment_intent === id).reverse().map((refund) => structuredClone(refund)),
    /** A refund made in Stripe's dashboard (no metadata from the shop). */
    dashboardRefund(id: string, amount: number): StandInRefund {
      const refund = refundCharge(id, amount, {});
      if (typeof refund === 'string') throw new Error(refund);
      return structuredClone(refund);
    },
    /** The payer's card was declined: Stripe puts the intent back to requires_payment_method with the reason. */
    fail(id: string, message = 'Your card was declined.'): StandInIntent {
      const intent = intentOf(id);
      Object.assign(intent, {
        status: 'requires_payment_method',
        last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message },
        latest_charge: charge(intent, 'failed'),
      });
      return structuredClone(intent);
    },
  };
}

/**
 * A webhook delivery as Stripe sends it: the event JSON as the raw body and its Stripe-Signature header, made by the
 * SDK's own test-header helper (with another `secret` for a forged one). Options for tests/api.ts `call`.
 */
export function stripeWebhook(
  type: string,
  object: object,
  options: { eventId?: string; secret?: string } = {},
): CallOptions & { eventId: string } {
  const eventId = options.eventId ?? randomId('evt');
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? TEST_STRIPE_KEYS.webhookSecret });
  return { eventId, raw: { body: payload, contentType: 'application/json' }, headers: { 'stripe-signature': signature } };
}
