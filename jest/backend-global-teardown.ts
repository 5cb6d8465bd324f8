export default async function globalTeardown(): Promise<void> {
  await globalThis.__WANDERPAGES_BACKEND__?.close();
  globalThis.__WANDERPAGES_BACKEND__ = undefined;
}
