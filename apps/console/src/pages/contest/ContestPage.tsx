/** Being written; replaced by the full screen. */
export default function ContestPage() {
  return null;
}
