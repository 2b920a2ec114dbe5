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

// Every pool the process opened (a test that swaps the client opens a second); ended ones are dropped.
const pools = new Set<pg.Pool>();

export function registerPoolGauges(pool: pg.Pool): void {
  pools.add(pool);
  const open = () => {
    for (const known of pools) if (known.ended) pools.delete(known);
    return [...pools];
  };
  const sum = (read: (pool: pg.Pool) => number) => open().reduce((total, known) => total + read(known), 0);
  registerGauge("db_pool_connections", () => [
    { labels: { state: "in_use" }, value: sum((known) => known.totalCount - known.idleCount) },
    { labels: { state: "idle" }, value: sum((known) => known.idleCount) },
  ]);
  registerGauge("db_pool_waiting_requests", () => [{ labels: {}, value: sum((known) => known.waitingCount) }]);
  registerGauge("db_pool_max_connections", () => [{ labels: {}, value: sum((known) => known.options.max ?? 10) }]);
}
