// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { htmlToText } from '@/components/htmlText';

describe('htmlToText', () => {
  it('ends each block with a mark a reader expects and drops tags', () => {
    expect(htmlToText('<p>One</p><p>Two <strong>bold</strong></p><ul><li>A</li><li>B</li></ul><p>After</p>')).toBe(
      'One. Two bold. A; B. After',
    );
  });

  it('reads a job description as sentences: a heading introduces its list, and no mark doubles punctuation', () => {
    expect(
      htmlToText(
        '<p>Build the sites UAE businesses run on.</p><h3>You will</h3><ul><li>Build pages in React</li>' +
          '<li>Keep our sites fast</li></ul><h3>You have</h3><ul><li>5 years of experience!</li><li>Strong CSS</li></ul>',
      ),
    ).toBe(
      'Build the sites UAE businesses run on. You will: Build pages in React; Keep our sites fast. You have: 5 years of experience! Strong CSS',
    );
  });

  it('separates lines broken with <br>', () => {
    expect(htmlToText('<p>Office 1204<br>Business Bay<br/>Dubai</p>')).toBe('Office 1204. Business Bay. Dubai');
  });

  it('decodes entities and drops script and style contents', () => {
    expect(htmlToText('<p>Tom &amp; Jerry &lt;3 &#8211; &#x2014;&nbsp;ok</p><script>steal()</script>')).toBe(
      'Tom & Jerry <3 – — ok',
    );
  });
});
