/** A game thread hook for tests (GameThreadData.hook): the thread is up, then ends 200 ms later (code 3). */
export default async function exitSoonHook() {
  const timer = setTimeout(() => process.exit(3), 200);
  return { close: () => clearTimeout(timer) };
}
