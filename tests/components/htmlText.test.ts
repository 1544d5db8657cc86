import { describe, expect, it } from 'vitest';
import { htmlToText } from '@/components/htmlText';

describe('htmlToText', () => {
  it('keeps a space between blocks and drops tags', () => {
    expect(htmlToText('<p>One</p><p>Two <strong>bold</strong></p><ul><li>A</li><li>B</li></ul>')).toBe(
      'One Two bold A B',
    );
  });

  it('decodes entities and drops script and style contents', () => {
    expect(htmlToText('<p>Tom &amp; Jerry &lt;3 &#8211; &#x2014;&nbsp;ok</p><script>steal()</script>')).toBe(
      'Tom & Jerry <3 – — ok',
    );
  });
});
