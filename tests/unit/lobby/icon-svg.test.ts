import { safeIconSvg } from '@/lib/lobby/icon-svg';

const ok = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true"><path d="M12 2l7 10-7 10-7-10z"/></svg>';

describe('safeIconSvg', () => {
  it('keeps a plain SVG icon', () => {
    expect(safeIconSvg(ok)).toBe(ok);
    expect(safeIconSvg(`  ${ok}\n`)).toBe(ok);
  });

  it.each([
    ['script', '<svg><script>alert(1)</script></svg>'],
    ['event handler', '<svg onload="alert(1)"><path d="M0 0"/></svg>'],
    ['javascript url', '<svg><a href="javascript:alert(1)"><path d="M0 0"/></a></svg>'],
    ['external image', '<svg><image href="https://evil.example/x.png"/></svg>'],
    ['use reference', '<svg><use href="#x"/></svg>'],
    ['style', '<svg><style>*{}</style></svg>'],
    ['css url', '<svg><path style="fill:url(https://x)" d="M0 0"/></svg>'],
    ['foreignObject', '<svg><foreignObject><div/></foreignObject></svg>'],
    ['not svg', '<div>icon</div>'],
    ['unclosed', '<svg><path d="M0 0"/>'],
    ['empty', ''],
  ])('refuses %s', (_, markup) => {
    expect(safeIconSvg(markup)).toBeNull();
  });

  it('refuses oversized markup and null', () => {
    expect(safeIconSvg(`<svg>${'<path d="M0 0"/>'.repeat(400)}</svg>`)).toBeNull();
    expect(safeIconSvg(null)).toBeNull();
  });
});
