// Stands in for `next/cache` under Jest: outside a Next server there is no incremental cache,
// and `unstable_cache` refuses to run without one. Here every call reads straight through.
export function unstable_cache<A extends unknown[], T>(read: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  return read;
}

export function revalidateTag(): void {}

export function revalidatePath(): void {}
