// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  asCardExcerptHtml,
  cardExcerpt,
  excerptAsHtml,
  htmlExcerpt as excerptNodes,
  htmlToText,
} from '@/components/htmlText';

/** An excerpt's elements written out as HTML, to read in an expectation. */
const htmlExcerpt = (html: string, words: number) => excerptAsHtml(excerptNodes(html, words));

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

describe('htmlExcerpt', () => {
  const job =
    '<p>Build the websites and store fronts that thousands of UAE businesses run on.</p><h3>You will</h3>' +
    '<ul><li>Build responsive pages in React and TypeScript</li><li>Keep our sites fast and accessible</li>' +
    '<li>Review code and mentor two junior developers</li></ul><h3>You have</h3><ul><li>5 or more years</li></ul>';

  it('keeps paragraphs and lists as they are, and ends after the block that reaches the words asked for', () => {
    expect(htmlExcerpt(job, 28)).toBe(
      '<p>Build the websites and store fronts that thousands of UAE businesses run on.</p>' +
        '<p><strong>You will</strong></p><ul><li>Build responsive pages in React and TypeScript</li>' +
        '<li>Keep our sites fast and accessible</li></ul>',
    );
    expect(htmlExcerpt(job, Infinity)).toContain('<p><strong>You have</strong></p><ul><li>5 or more years</li></ul>');
    expect(htmlExcerpt('<p>One two.</p><ul><li>A <strong>bold</strong> b</li><li>C</li></ul>', 100)).toBe(
      '<p>One two.</p><ul><li>A <strong>bold</strong> b</li><li>C</li></ul>',
    );
  });

  it('keeps two items of a list at least, so that none stands alone', () => {
    const lead = '<p>One two three.</p><ul><li>Four five six</li><li>Seven</li><li>Eight</li></ul>';
    expect(htmlExcerpt(lead, 5)).toBe('<p>One two three.</p><ul><li>Four five six</li><li>Seven</li></ul>');
    expect(htmlExcerpt('<p>One two three.</p><ul><li>Four five six</li></ul><p>Nine</p>', 5)).toBe(
      '<p>One two three.</p><ul><li>Four five six</li></ul>',
    );
  });

  it('ends before a heading once it holds half the words asked for, rather than show a section by its start', () => {
    expect(htmlExcerpt(job, 20)).toBe(
      '<p>Build the websites and store fronts that thousands of UAE businesses run on.</p>',
    );
  });

  it('cuts only a first block longer than the words asked for, and then on a whole word', () => {
    expect(htmlExcerpt(job, 5)).toBe('<p>Build the websites and store…</p>');
  });

  it('drops attributes, other tags and script, and keeps the text as text', () => {
    expect(
      htmlExcerpt(
        '<div class="x"><p onclick="steal()">Tom &amp; <a href="/x">Jerry</a> &lt;3</p></div><script>steal()</script>',
        10,
      ),
    ).toBe('<p>Tom &amp; Jerry &lt;3</p>');
  });
});

describe('cardExcerpt', () => {
  const words = (count: number) => Array.from({ length: count }, (_, index) => `w${index}`).join(' ');

  it("is the text of the HTML, ended on a whole word and '…' past what two lines of a card hold", () => {
    expect(cardExcerpt(`<p>${words(10)}</p>`)).toBe(words(10));
    expect(cardExcerpt(`<p>${words(30)}</p><p>${words(30)}</p>`)).toBe(`${words(30)}. ${words(4)}…`);
  });

  it('reads the same from the HTML a prerendered list carries in place of the whole', () => {
    const long = `<p>Tom &amp; Jerry &lt;3 ${words(60)}</p><ul><li>more</li></ul>`;
    expect(asCardExcerptHtml(long).length).toBeLessThan(long.length);
    expect(cardExcerpt(asCardExcerptHtml(long))).toBe(cardExcerpt(long));
    expect(cardExcerpt(asCardExcerptHtml('<p>A &lt;b&gt; tag</p>'))).toBe('A <b> tag');
  });
});
