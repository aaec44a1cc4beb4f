import { toRupees } from '@/lib/money';
import type { OrderSummary } from '@/lib/orders/types';
import type { AdminStats, TopProduct } from './types';

/** GET /api/admin/stats's reply, in the shop's documented shape: amounts in rupees, orders with the order's reply names. */
export type AdminStatsJson = ReturnType<typeof toAdminStatsJson>;

function toTopProductJson(product: TopProduct) {
  return { productId: product.productId, name: product.name, quantity: product.quantity, revenue: toRupees(product.revenue) };
}

function toLatestOrderJson(order: OrderSummary) {
  return {
    _id: order.id,
    orderId: order.number,
    userName: order.customerName,
    totalAmt: toRupees(order.total),
    payment_status: order.paymentStatus,
    delivery_status: order.deliveryStatus,
  };
}

export function toAdminStatsJson(stats: AdminStats) {
  return {
    totalUsers: stats.totalUsers,
    totalOrders: stats.totalOrders,
    totalRevenue: toRupees(stats.totalRevenue),
    dailyRevenue: stats.dailyRevenue.map((day) => ({ date: day.date, revenue: toRupees(day.revenue) })),
    paymentStatus: stats.paymentStatus,
    dailyUsers: stats.dailyUsers,
    dailyOrders: stats.dailyOrders,
    averageOrderValue: stats.averageOrderValue === null ? null : toRupees(stats.averageOrderValue),
    topProducts: { byQuantity: stats.topProducts.byQuantity.map(toTopProductJson), byRevenue: stats.topProducts.byRevenue.map(toTopProductJson) },
    latestOrders: stats.latestOrders.map(toLatestOrderJson),
    range: stats.range,
  };
}
