import { firstParagraphText, hasVisibleContent, safeHref, sanitizeLandingHtml, type SafeNode } from '@/lib/content/render/landing-html';

function html(nodes: SafeNode[]): string {
  return nodes
    .map((node) => (node.kind === 'text' ? node.text : `<${node.tag}${node.href ? ` href="${node.href}"` : ''}>${html(node.children)}</${node.tag}>`))
    .join('');
}

describe('sanitizeLandingHtml', () => {
  it('keeps the allowed structure and drops the h1 (the page title is the h1)', () => {
    expect(html(sanitizeLandingHtml('<section><h1>Welcome</h1><p>Hi <strong>there</strong></p><ul><li>One</li></ul></section>'))).toBe(
      '<section><p>Hi <strong>there</strong></p><ul><li>One</li></ul></section>',
    );
  });

  it('drops scripts, styles, iframes and forms with their content, and every attribute but a safe href', () => {
    const out = html(
      sanitizeLandingHtml(
        '<p onclick="x()" style="color:red">A<script>alert(1)</script><iframe src="//e"></iframe></p><form><input value="x">text</form><style>p{}</style>',
      ),
    );
    expect(out).toBe('<p>A</p>');
  });

  it('unwraps unknown elements and renames b/i', () => {
    expect(html(sanitizeLandingHtml('<div><span><b>B</b> <i>I</i></span></div>'))).toBe('<strong>B</strong> <em>I</em>');
  });

  it.each([
    ['/signup', '/signup'],
    ['https://www.gamcare.org.uk', 'https://www.gamcare.org.uk'],
    ['mailto:help@x.test', 'mailto:help@x.test'],
    ['javascript:alert(1)', undefined],
    [' JaVaScRiPt:alert(1)', undefined],
    ['//evil.test/x', undefined],
    ['/\\evil.test', undefined],
    ['http://plain.test', undefined],
    ['data:text/html,x', undefined],
  ])('href %s → %s', (href, safe) => {
    expect(safeHref(href)).toBe(safe);
  });

  it('keeps the text of a link whose href is refused', () => {
    expect(html(sanitizeLandingHtml('<p><a href="javascript:alert(1)">Click</a></p>'))).toBe('<p>Click</p>');
  });

  it('knows when nothing visible is left, and finds the first paragraph', () => {
    expect(hasVisibleContent(sanitizeLandingHtml('<script>x</script>  <p> </p>'))).toBe(false);
    const nodes = sanitizeLandingHtml('<section><h1>T</h1><p></p><p>First <em>words</em></p><p>Second</p></section>');
    expect(hasVisibleContent(nodes)).toBe(true);
    expect(firstParagraphText(nodes)).toBe('First words');
  });
});
