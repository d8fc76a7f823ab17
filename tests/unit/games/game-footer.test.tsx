import { fireEvent, screen } from '@testing-library/react';
import { GameFooter } from '@/components/harbour-game/game-footer';
import { renderIdentity } from '../identity-ui/render-identity';

const handlers = () => ({ onLowerStake: jest.fn(), onRaiseStake: jest.fn(), onPlay: jest.fn() });

describe('GameFooter (the Harbour game frame)', () => {
  it('shows the balance, the last win and the stake it is given, and each control calls its handler', () => {
    const on = handlers();
    renderIdentity(<GameFooter balance="€12.40" lastWin="€0.80" stake="€0.20" canLowerStake canRaiseStake playLabel="Spin" canPlay {...on} />);
    expect(screen.getByTestId('game-balance')).toHaveTextContent('€12.40');
    expect(screen.getByTestId('game-win')).toHaveTextContent('€0.80');
    expect(screen.getByTestId('game-stake')).toHaveTextContent('€0.20');
    fireEvent.click(screen.getByRole('button', { name: 'Lower the stake' }));
    fireEvent.click(screen.getByRole('button', { name: 'Raise the stake' }));
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect([on.onLowerStake.mock.calls.length, on.onRaiseStake.mock.calls.length, on.onPlay.mock.calls.length]).toEqual([1, 1, 1]);
  });

  it('disables what it is told to: the stake at either end of the ladder, play while a round runs', () => {
    const on = handlers();
    renderIdentity(<GameFooter balance="—" lastWin="—" stake="—" canLowerStake={false} canRaiseStake={false} playLabel="Spinning…" canPlay={false} {...on} />);
    for (const name of ['Lower the stake', 'Raise the stake', 'Spinning…']) expect(screen.getByRole('button', { name })).toBeDisabled();
    fireEvent.click(screen.getByTestId('play-button'));
    expect(on.onPlay).not.toHaveBeenCalled();
  });
});
