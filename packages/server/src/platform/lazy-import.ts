/**
 * A package loaded by its first use instead of at start. The start imports every route's modules
 * before it listens; some packages only serve a call going out (undici), a second factor (otplib)
 * or a sandboxed transform (piscina), and loading them at start cost about 0.1 s of it. One load
 * per process: later calls get the same module. A failed load is tried again by the next call.
 * For a package used on a hot path (each upstream call); a rare one (the QR code of an enrolment,
 * the gateway certificate made once) is simply `await import()`ed where it is used.
 */
export function lazyImport<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
