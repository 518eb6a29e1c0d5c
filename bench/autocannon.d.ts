/** autocannon ships no types; the benches use its programmatic call and read its result as plain data. */
declare module 'autocannon' {
  // biome-ignore lint/suspicious/noExplicitAny: the benches read autocannon's options and result loosely
  const autocannon: (options: any, done?: (err: unknown, result: any) => void) => any;
  export default autocannon;
}
