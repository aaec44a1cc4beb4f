import { z } from 'zod';
import {
  COURIER_NAME_MESSAGE,
  COURIER_REQUIRED,
  isTrackingUrlTemplate,
  MAX_COURIER_NAME,
  tidyName,
  TRACKING_NUMBER_MESSAGE,
  TRACKING_NUMBER_PATTERN,
  TRACKING_NUMBER_REQUIRED,
  TRACKING_URL_MESSAGE,
} from './fulfilment';
import { wholeNumberInput } from '@/lib/http/numbers';
import { DELIVERY_STATUSES, PAYMENT_STATUSES, SETTABLE_PAYMENT_STATUSES } from './statuses';
import type { NewOrder, OrderChanges } from './types';

/**
 * Order input. The documented body (`product_details`, `delivery_address`, `subTotalAmt`, `totalAmt`, `payment_status`,
 * `payment_id`) is accepted, but amounts, statuses and ids sent by the client are ignored: the server computes
 * them (docs/decisions.md, Orders). `mode`, `paymentMethod` and `couponCode` are the shop's additions. The schemas
 * read the documented names and give the domain's (`NewOrder`, `OrderChanges`), so lib/orders speaks only its own.
 */

export const SELECT_ADDRESS = 'Please select a delivery address';
const QUANTITY = 'Quantity must be a whole number from 1 to 99';

/** The one product and quantity of a buy now. */
export const buyNowItemSchema = z.object({
  productId: z.string({ error: 'Choose a product to buy' }).trim().min(1, 'Choose a product to buy').max(64, 'Product not found'),
  quantity: z.preprocess(wholeNumberInput, z.number({ error: QUANTITY }).int(QUANTITY).min(1, QUANTITY).max(99, QUANTITY)).default(1),
});

/** product_details: a list (or its JSON text) with the one product and quantity of a buy now. */
const productDetails = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}, z.array(buyNowItemSchema, { error: 'Buy now takes one product and its quantity' }).length(1, 'Buy now takes one product and its quantity'));

export const createOrderSchema = z
  .object({
    mode: z.enum(['cart', 'buy_now'], { error: 'mode must be cart or buy_now' }).default('cart'),
    paymentMethod: z.enum(['card', 'cod'], { error: 'paymentMethod must be card or cod' }).default('cod'),
    delivery_address: z.string({ error: SELECT_ADDRESS }).trim().min(1, SELECT_ADDRESS).max(64, 'Address not found'),
    couponCode: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.string({ error: 'Invalid coupon' }).trim().max(40, 'Invalid coupon').optional(),
    ),
    product_details: z.unknown().optional(),
  })
  .transform((input, context): NewOrder => {
    const order = { mode: input.mode, paymentMethod: input.paymentMethod, addressId: input.delivery_address, couponCode: input.couponCode };
    if (input.mode === 'cart') return { ...order, buyNow: undefined };
    const parsed = productDetails.safeParse(input.product_details);
    if (!parsed.success) {
      context.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Buy now takes one product and its quantity' });
      return z.NEVER;
    }
    return { ...order, buyNow: parsed.data[0] };
  });

export { DELIVERY_STATUSES, PAYMENT_STATUSES };

const PAYMENT_ID = 'payment_id must be text of at most 100 characters';

/** Blank text and null count as not sent: shipping without a courier says it is required, not how long it may be. */
const blankAsAbsent = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);

const courierName = z
  .string({ error: COURIER_NAME_MESSAGE })
  .transform(tidyName)
  .pipe(z.string().min(1, COURIER_NAME_MESSAGE).max(MAX_COURIER_NAME, COURIER_NAME_MESSAGE));
const trackingNumber = z.string({ error: TRACKING_NUMBER_MESSAGE }).trim().regex(TRACKING_NUMBER_PATTERN, TRACKING_NUMBER_MESSAGE);

/**
 * An admin's change. `courier` and `tracking_number` are checked for form here; that shipping needs them (and only
 * shipping takes them) is updateOrder's rule, after who may change what (lib/orders/fulfilment.ts).
 */
export const updateOrderSchema = z
  .object({
    delivery_status: z.enum(DELIVERY_STATUSES, { error: 'delivery_status must be pending, shipped, delivered or cancelled' }).optional(),
    payment_status: z.enum(SETTABLE_PAYMENT_STATUSES, { error: 'payment_status must be pending, completed or failed' }).optional(),
    payment_id: z.string({ error: PAYMENT_ID }).trim().max(100, PAYMENT_ID).optional(),
    courier: z.preprocess(blankAsAbsent, courierName.optional()),
    tracking_number: z.preprocess(blankAsAbsent, trackingNumber.optional()),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: 'Nothing to update: send delivery_status or payment_status',
  })
  .transform(
    (input): OrderChanges => ({
      deliveryStatus: input.delivery_status,
      paymentStatus: input.payment_status,
      paymentId: input.payment_id,
      courier: input.courier,
      trackingNumber: input.tracking_number,
    }),
  );

/** The admin's ship form: both fields required, with updateOrder's messages. */
export const shipmentSchema = z.object({
  courier: z.preprocess(blankAsAbsent, z.custom<unknown>((value) => value !== undefined, COURIER_REQUIRED).pipe(courierName)),
  tracking_number: z.preprocess(blankAsAbsent, z.custom<unknown>((value) => value !== undefined, TRACKING_NUMBER_REQUIRED).pipe(trackingNumber)),
});

const POSITION_MESSAGE = 'Position must be a whole number from 0 to 9999';
export const COURIER_NOT_FOUND = 'Courier not found';
export const COURIER_NAME_TAKEN = 'A courier with this name already exists';
/** The list the ship form offers stays short enough to read in full (and to send without a page limit). */
export const MAX_COURIERS = 50;
export const TOO_MANY_COURIERS = `The list holds at most ${MAX_COURIERS} couriers: remove one first`;

/**
 * A courier of the admin's list (POST /api/couriers, PUT /api/couriers/{id}): the name, an optional tracking page with
 * `{tracking}` (blank or left out: none) and an optional position (left out: the end of the list when adding, kept
 * when editing). Numbers as JSON numbers or as form text.
 */
export const courierSchema = z.object({
  name: z.preprocess((value) => value ?? '', courierName),
  trackingUrl: z.preprocess(
    (value) => blankAsAbsent(value) ?? null,
    z.string({ error: TRACKING_URL_MESSAGE }).trim().refine(isTrackingUrlTemplate, TRACKING_URL_MESSAGE).nullable(),
  ),
  position: z.preprocess(
    (value) => wholeNumberInput(blankAsAbsent(value)),
    z.number({ error: POSITION_MESSAGE }).int(POSITION_MESSAGE).min(0, POSITION_MESSAGE).max(9999, POSITION_MESSAGE).optional(),
  ),
});
export type CourierInput = z.output<typeof courierSchema>;
