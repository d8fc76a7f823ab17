import { render, screen, within } from '@testing-library/react';
import { SPORTS } from '@/components/game/lobby-links';
import { LobbyTiles } from '@/components/game/lobby-tiles';
import { TennisIcon } from '@/components/ui/icons';

jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

describe('LobbyTiles', () => {
  it('draws a tile with an icon as that icon, and one without as the label initials', () => {
    render(
      <LobbyTiles
        title="Sports"
        titleId="sports-title"
        tiles={[
          { id: 'tennis', href: '/sportsbook/tennis', label: 'Tennis', icon: TennisIcon },
          { id: 'ice-hockey', href: '/sportsbook/ice-hockey', label: 'Ice hockey' },
        ]}
      />,
    );
    const [tennis, hockey] = screen.getAllByRole('link');
    expect(tennis).toHaveAttribute('href', '/sportsbook/tennis');
    expect(tennis).toHaveAccessibleName('Tennis');
    expect(tennis.querySelector('svg')).not.toBeNull();
    expect(within(tennis).queryByText('T')).toBeNull();
    expect(hockey.querySelector('svg')).toBeNull();
    expect(within(hockey).getByText('IH')).toBeInTheDocument();
    expect(hockey).toHaveAccessibleName('Ice hockey');
  });

  it('gives every sport of the sportsbook its own emblem', () => {
    expect(SPORTS.every((sport) => sport.icon !== undefined)).toBe(true);
    expect(new Set(SPORTS.map((sport) => sport.icon)).size).toBe(SPORTS.length);
  });
});
