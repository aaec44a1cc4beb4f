import 'server-only';
import { prisma } from '@/lib/db/client';
import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { courierKey, trackingLink } from './fulfilment';
import { COURIER_NAME_TAKEN, COURIER_NOT_FOUND, type CourierInput, MAX_COURIERS, TOO_MANY_COURIERS } from './schemas';
import type { Courier, Order } from './types';

/**
 * The admin's list of couriers offered when shipping. Names are unique regardless of letter case (the stored
 * `name_key` is unique, so two racing adds are decided by the index). Orders keep the courier's name as text, so
 * renaming or deleting one never changes an order; only the link to its tracking page follows the list.
 */

const courierSelect = { id: true, name: true, trackingUrl: true, position: true } satisfies Prisma.CourierSelect;

const isPrismaError = (error: unknown, code: string) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === code;

/** Every courier, by position then name. */
export function listCouriers(): Promise<Courier[]> {
  return prisma.courier.findMany({ select: courierSelect, orderBy: [{ position: 'asc' }, { nameKey: 'asc' }] });
}

/** Refusals of a write: the name taken (409), or the courier gone (404). */
async function writing(write: () => Promise<Courier>): Promise<Courier> {
  try {
    return await write();
  } catch (error) {
    if (isPrismaError(error, 'P2002')) throw new AppError('conflict', COURIER_NAME_TAKEN);
    if (isPrismaError(error, 'P2025')) throw new AppError('not_found', COURIER_NOT_FOUND);
    throw error;
  }
}

/** Added at the end of the list unless a position is given; refused (409) once the list is full. */
export async function createCourier(input: CourierInput): Promise<Courier> {
  if ((await prisma.courier.count()) >= MAX_COURIERS) throw new AppError('conflict', TOO_MANY_COURIERS);
  const position = input.position ?? ((await prisma.courier.aggregate({ _max: { position: true } }))._max.position ?? 0) + 1;
  return writing(() =>
    prisma.courier.create({
      data: { name: input.name, nameKey: courierKey(input.name), trackingUrl: input.trackingUrl, position },
      select: courierSelect,
    }),
  );
}

/** Replaces the name and the tracking page; the position only when one is given. */
export function updateCourier(id: string, input: CourierInput): Promise<Courier> {
  return writing(() =>
    prisma.courier.update({
      where: { id },
      data: { name: input.name, nameKey: courierKey(input.name), trackingUrl: input.trackingUrl, position: input.position },
      select: courierSelect,
    }),
  );
}

export async function deleteCourier(id: string): Promise<void> {
  const { count } = await prisma.courier.deleteMany({ where: { id } });
  if (count === 0) throw new AppError('not_found', COURIER_NOT_FOUND);
}

/** The link to the order's parcel on its courier's tracking page, when the courier is listed with one. */
export async function trackingLinkOf(order: Pick<Order, 'courier' | 'trackingNumber'>): Promise<string | null> {
  if (!order.courier || !order.trackingNumber) return null;
  const courier = await prisma.courier.findUnique({ where: { nameKey: courierKey(order.courier) }, select: { trackingUrl: true } });
  return trackingLink(courier?.trackingUrl ?? null, order.trackingNumber);
}
