import type { ReactNode } from 'react';

/**
 * A tag on a home page card, in the look of Ant Design's Tag (its default "filled" look: `taikai-tag` in global.css)
 * without Tag's code, which brings the colour picker's colour maths to the console's first load. `color` is one of
 * Ant Design's names the cards use (purple, gold, geekblue, and the seasons' `STATE_COLOR`); any other looks as
 * `default`.
 */
export function CardTag({
  color = 'default',
  className,
  children,
}: {
  color?: string;
  className?: string;
  children: ReactNode;
}) {
  return <span className={`taikai-tag taikai-tag-${color}${className ? ` ${className}` : ''}`}>{children}</span>;
}
