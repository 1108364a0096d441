/** Waits (up to `ms`) until `check` answers something truthy: background jobs poll, so allow for a loaded machine. */
export async function until<T>(check: () => T | Promise<T>, ms = 40_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
