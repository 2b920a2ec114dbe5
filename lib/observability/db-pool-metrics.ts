import type pg from "pg";

import { registerGauge } from "@/lib/observability/metrics";

type PoolAdapterFactory = { connect(): Promise<{ underlyingDriver(): pg.Pool }> };

/**
 * Reports the pool the Prisma adapter opens (a new one after each reconnect) as the
 * db_pool_* gauges of GET /api/metrics: connections in use and idle, queries waiting for one.
 */
export function observePool<F extends PoolAdapterFactory>(factory: F): F {
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter = await connect();
    registerPoolGauges(adapter.underlyingDriver());
    return adapter;
  };
  return factory;
}

export function registerPoolGauges(pool: pg.Pool): void {
  registerGauge("db_pool_connections", () => [
    { labels: { state: "in_use" }, value: pool.totalCount - pool.idleCount },
    { labels: { state: "idle" }, value: pool.idleCount },
  ]);
  registerGauge("db_pool_waiting_requests", () => [{ labels: {}, value: pool.waitingCount }]);
  registerGauge("db_pool_max_connections", () => [{ labels: {}, value: pool.options.max ?? 10 }]);
}
