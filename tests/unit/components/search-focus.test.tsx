import { render, screen } from '@testing-library/react';
import { FilterAutoSubmit } from '@/components/lobby/filter-auto-submit';
import { SEARCH_INPUT_ID } from '@/components/lobby/search-focus';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));

function Lobby() {
  return (
    <form action="/en-UN/online-casino">
      <label htmlFor={SEARCH_INPUT_ID}>Search games</label>
      <input id={SEARCH_INPUT_ID} type="search" name="q" />
      <FilterAutoSubmit />
    </form>
  );
}

describe("the header's search link arriving on a lobby", () => {
  it('focuses the search field and drops ?search=1 from the URL', () => {
    window.history.replaceState(null, '', '/en-UN/online-casino?search=1&x=2');
    render(<Lobby />);
    expect(screen.getByLabelText('Search games')).toHaveFocus();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/en-UN/online-casino?x=2');
  });

  it('leaves focus alone on an ordinary visit', () => {
    window.history.replaceState(null, '', '/en-UN/online-casino');
    render(<Lobby />);
    expect(screen.getByLabelText('Search games')).not.toHaveFocus();
  });
});
