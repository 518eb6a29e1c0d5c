import { textLength } from '@taikai/shared/text-length';

/**
 * Character counting of the console's text boxes: what a person sees (grapheme clusters), the same shared helper
 * the server's limits use, so "13 / 25" for 13 emoji tiles here is 13 on the server too.
 */
export const charCount = (text: string | undefined): number => textLength(text ?? '');

/**
 * The `count` prop of an antd Input/TextArea: shows "n / max" counted as above, turns red over the limit and never
 * cuts what was typed or pasted (the form refuses to save instead, naming the limit).
 */
export function countConfig(max: number) {
  return { show: true, max, strategy: charCount } as const;
}
