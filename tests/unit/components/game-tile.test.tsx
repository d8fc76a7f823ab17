import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { GameTile } from '@/components/lobby/game-tile';
import type { TileGame } from '@/lib/lobby/tile';
import { renderWithIntl } from './render-with-intl';

const game: TileGame = {
  id: 'casino-otter-scratch',
  slug: 'otter-scratch',
  name: 'Otter Scratch',
  provider: 'NetEnt',
  type: 'casino',
  image: { url2x: '/img/a?w=400&h=400&fm=webp', width: 200, height: 200 },
};

function renderTile(props: Partial<Parameters<typeof GameTile>[0]> = {}) {
  // A tile with seats asks the live tables query; nothing answers in jsdom, and the fallback text stays.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  renderWithIntl(
    <QueryClientProvider client={client}>
      <ul>
        <GameTile game={game} size="1x" sizes="17vw" {...props} />
      </ul>
    </QueryClientProvider>,
  );
  return screen.getByTestId('game-tile');
}

describe('GameTile', () => {
  it('links the name, Play and Demo to the game page under the page locale, with labels naming the game', () => {
    const tile = renderTile();
    expect(within(tile).getByRole('link', { name: 'Otter Scratch' })).toHaveAttribute('href', '/en-UN/play/otter-scratch');
    expect(within(tile).getByRole('link', { name: 'Play Otter Scratch' })).toHaveTextContent('Play');
    expect(within(tile).getByRole('link', { name: 'Try Otter Scratch in demo mode' })).toHaveAttribute('href', '/en-UN/play/otter-scratch#demo');
    expect(within(tile).getByText('NetEnt')).toHaveClass('tile-provider');
    expect(within(tile).getByRole('button', { name: 'Add Otter Scratch to favourites' })).toBeInTheDocument();
    expect(tile).toHaveAttribute('data-game-id', 'casino-otter-scratch');
  });

  it('draws the art at three widths, eager and first in line only when asked', () => {
    const tile = renderTile({ eager: true });
    const img = tile.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/img/a?w=400&h=400&fm=webp');
    expect(img).toHaveAttribute('srcset', '/img/a?w=200&h=200&fm=webp 200w, /img/a?w=400&h=400&fm=webp 400w, /img/a?w=600&h=600&fm=webp 600w');
    expect(img).toHaveAttribute('sizes', '17vw');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('leaves Play and Demo out without actions (the phone lobby), keeping the name link', () => {
    const tile = renderTile({ actions: false });
    expect(within(tile).getAllByRole('link')).toHaveLength(1);
  });

  it('shows a jackpot value, the word when the value is not known, and nothing for other games', () => {
    expect(within(renderTile({ game: { ...game, jackpot: '€1,234.56' } })).getByText('€1,234.56')).toHaveClass('tile-jackpot');
    document.body.innerHTML = '';
    expect(within(renderTile({ game: { ...game, jackpot: true } })).getByText('Jackpot')).toHaveClass('tile-jackpot');
    document.body.innerHTML = '';
    expect(renderTile().querySelector('.tile-jackpot')).toBeNull();
  });

  it("shows a live table's seats from content until live seats arrive", () => {
    const tile = renderTile({ game: { ...game, type: 'liveCasino', seats: '7 seats' } });
    expect(within(tile).getByTestId('live-seats')).toHaveTextContent('7 seats');
  });

  it('spans the grid cells of its size, or takes a row cell', () => {
    expect(renderTile({ size: '4x' })).toHaveClass('col-span-2', 'row-span-2');
    document.body.innerHTML = '';
    expect(renderTile({ inRow: true })).toHaveClass('tile-cell-row');
  });
});
