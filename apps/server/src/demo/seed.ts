import type { AppContext } from '../context.js';

export async function seedDemoIfEmpty(_ctx: AppContext): Promise<string | null> {
  return null;
}
