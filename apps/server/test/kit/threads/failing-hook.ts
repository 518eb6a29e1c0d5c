/** A game thread hook for tests (GameThreadData.hook): the thread cannot start (its hook throws). */
export default async function failingHook(): Promise<never> {
  throw new Error('this game thread cannot start (test hook)');
}
