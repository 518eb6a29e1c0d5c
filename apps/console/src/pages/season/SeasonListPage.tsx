/** Being written; replaced by the full screen. */
export default function SeasonListPage() {
  return null;
}
