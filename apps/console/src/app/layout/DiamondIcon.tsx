/** A small cut-gem glyph for the diamond count. */
export function DiamondIcon({ size = 14 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" aria-hidden="true" className="taikai-diamond-icon">
      <polygon points="4,1.5 12,1.5 15.5,6 8,15 0.5,6" fill="#67e8f9" />
      <polygon points="4,1.5 12,1.5 10.5,6 5.5,6" fill="#a5f3fc" />
      <polygon points="5.5,6 10.5,6 8,15" fill="#22d3ee" />
    </svg>
  );
}
