import { Flex } from 'antd';
import type { ReactNode } from 'react';

/**
 * The button row of an edit form: Refresh, then Update (then any other action), left-aligned under the fields.
 * Every form of the console uses it, so the buttons sit in the same place on each.
 */
export function FormActions({ children, style }: { children: ReactNode; style?: React.CSSProperties }) {
  return (
    <Flex gap={12} align="center" wrap className="taikai-form-actions" data-testid="form-actions" style={style}>
      {children}
    </Flex>
  );
}
