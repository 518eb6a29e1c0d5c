/** Being written; replaced by the full screen. */
export default function SeasonPage() {
  return null;
}
