import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { view } from '../../test/fixtures/table';
import { renderWithProviders } from '../../test/render';
import { MyHand } from './MyHand';

const HAND = ['1m', '2m', '3m', '4p', '5p', '6p', '7s', '8s', '9s', 'E', 'E', 'C', 'C'];

function hand(tiles: string[], drawn: string | null) {
  renderWithProviders(
    <MyHand view={view({ hand: tiles, drawn, choices: null })} canAct={false} riichiMode={false} onAct={() => {}} />,
  );
  return screen.getByTestId('my-hand');
}

/** The hand row keeps the drawn tile's place only while a tile is to come, so a full hand fits a 360 px phone. */
describe('the hand row', () => {
  it('keeps the place of the tile to come beside a hand of 3n+1', () => {
    expect(hand(HAND, null).querySelector('[data-testid="drawn-slot"]')).not.toBeNull();
  });

  it('has no empty place beside a hand of 3n+2 (after a call, or shown whole at its end)', () => {
    const full = hand([...HAND, 'C'], null);
    expect(full.querySelector('[data-testid="drawn-slot"]')).toBeNull();
    expect(full.querySelectorAll('[data-tile]')).toHaveLength(14);
  });

  it('shows the drawn tile apart, in the place kept for it', () => {
    const row = hand(HAND, 'N');
    expect(row.querySelector('[data-testid="drawn-slot"]')).toBeNull();
    expect(screen.getByTestId('drawn').getAttribute('data-tile')).toBe('N');
  });
});
