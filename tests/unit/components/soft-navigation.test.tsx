import { fireEvent, render } from '@testing-library/react';
import { SoftNavigation } from '@/components/layout/soft-navigation';
import { softNavigationTarget } from '@/lib/ui/soft-navigation';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

beforeEach(() => push.mockClear());

function page(html: string) {
  document.body.innerHTML = html;
  render(<SoftNavigation />);
}

/** Clicks the element and says whether the browser was left to follow the link (default not prevented). */
function click(selector: string, init: MouseEventInit = {}) {
  return fireEvent.click(document.querySelector(selector)!, { button: 0, ...init });
}

describe('SoftNavigation', () => {
  it('navigates on the client for a plain click on a data-soft-nav anchor or anything inside it', () => {
    page(
      '<a id="tile" data-soft-nav href="/en-UN/play/dune-bloom"><span id="inner">Dune Bloom</span></a><a id="demo" data-soft-nav href="/en-UN/play/dune-bloom?x=1#demo">Demo</a>',
    );
    expect(click('#inner')).toBe(false);
    expect(click('#demo')).toBe(false);
    expect(push.mock.calls).toEqual([['/en-UN/play/dune-bloom'], ['/en-UN/play/dune-bloom?x=1#demo']]);
  });

  it('leaves to the browser: unmarked anchors, modifier keys, other buttons, targets, downloads, other origins, handled clicks', () => {
    page(`<a id="plain" href="/en-UN/terms">Terms</a>
      <a id="soft" data-soft-nav href="/en-UN/play/a">A</a>
      <a id="blank" data-soft-nav target="_blank" href="/en-UN/play/b">B</a>
      <a id="download" data-soft-nav download href="/en-UN/play/c">C</a>
      <a id="away" data-soft-nav href="https://example.com/play/d">D</a>`);
    expect(click('#plain')).toBe(true);
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey']) expect(click('#soft', { [modifier]: true })).toBe(true);
    expect(click('#soft', { button: 1 })).toBe(true);
    expect(click('#blank')).toBe(true);
    expect(click('#download')).toBe(true);
    expect(click('#away')).toBe(true);
    expect(push).not.toHaveBeenCalled();

    const handled = {
      defaultPrevented: true,
      button: 0,
      metaKey: false,
      ctrlKey: false,
      shiftKey: false,
      altKey: false,
      target: document.querySelector('#soft'),
    };
    expect(softNavigationTarget(handled, window.location.origin)).toBeNull();
    expect(softNavigationTarget({ ...handled, defaultPrevented: false }, window.location.origin)).toBe('/en-UN/play/a');
    expect(softNavigationTarget({ ...handled, defaultPrevented: false, target: null }, window.location.origin)).toBeNull();
  });

  it('stops listening when unmounted', () => {
    document.body.innerHTML = '<a id="soft" data-soft-nav href="/en-UN/play/a">A</a>';
    const { unmount } = render(<SoftNavigation />);
    unmount();
    expect(click('#soft')).toBe(true);
    expect(push).not.toHaveBeenCalled();
  });
});
