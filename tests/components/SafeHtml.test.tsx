// @vitest-environment jsdom
// DOMPurify needs a faithful HTML parser; happy-dom mangles what DOMPurify hands it.
import { render } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/Providers';
import { SafeHtml } from '@/components/SafeHtml';
import { sanitizeHtml } from '@/components/sanitizer';

// jsdom has no matchMedia, which MantineProvider reads for the colour scheme.
beforeAll(() => {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
});

describe('SafeHtml', () => {
  it('keeps the formatting of API HTML', () => {
    const { container } = render(
      <Providers>
        <SafeHtml html="<h2>Why us</h2><p>Ready in <strong>72 hours</strong></p><ul><li>Hosting</li></ul>" />
      </Providers>,
    );
    expect(container.querySelector('h2')).toHaveTextContent('Why us');
    expect(container.querySelector('strong')).toHaveTextContent('72 hours');
    expect(container.querySelectorAll('li')).toHaveLength(1);
  });

  it('never runs a script or an event handler from the API', () => {
    const ran = vi.fn();
    (window as unknown as { xss: () => void }).xss = ran;
    const payload =
      '<p>Hello</p><script>window.xss()</script><img src="x" onerror="window.xss()"><a href="javascript:window.xss()">link</a><iframe src="https://evil.example"></iframe>';
    const { container } = render(
      <Providers>
        <SafeHtml html={payload} />
      </Providers>,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href')).toBeNull();
    expect(ran).not.toHaveBeenCalled();
  });

  it('strips active content from the string it returns', () => {
    expect(sanitizeHtml('<b onclick="steal()">bold</b><script>steal()</script>', window)).toBe('<b>bold</b>');
  });
});
