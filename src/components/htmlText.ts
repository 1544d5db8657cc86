const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

const decodeEntities = (text: string) =>
  text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return namedEntities[name.toLowerCase()] ?? entity;
  });

// Flattened to one line, blocks would run together ('…you will Build responsive pages Keep our
// sites fast'): each block ends its clause with the mark a reader expects there, unless its own
// text already ends with punctuation.
const clauseEnds: [RegExp, string][] = [
  [/^<\/li\b/i, ';'],
  [/^<\/(h[1-6]|dt)\b/i, ':'],
  [/^<\/(p|div|ul|ol|dl|dd|blockquote|pre|table|tr|section|article|figcaption)\b|^<br\b/i, '.'],
];
// A list's end outweighs its last item's ';', and a paragraph's end a heading's ':'.
const strength: Record<string, number> = { '': 0, ';': 1, ':': 2, '.': 3 };
const endsWithPunctuation = /[.!?:;…]$/;

/**
 * The text of API HTML, for card excerpts and meta descriptions. React renders the result as text,
 * so it needs no sanitiser, and it reads the same on the server and in the browser (no DOM).
 */
export const htmlToText = (html: string): string => {
  let text = '';
  let pendingMark = '';
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .split(/(<[^>]*>)/)
    .forEach((token, index) => {
      const isTag = index % 2 === 1;
      if (isTag) {
        const mark = clauseEnds.find(([tag]) => tag.test(token))?.[1] ?? '';
        if (strength[mark] > strength[pendingMark]) pendingMark = mark;
        return;
      }
      const words = decodeEntities(token);
      if (words.trim() === '') {
        text += words;
        return;
      }
      // The mark goes in only once more text follows, so an excerpt never ends on a stray ';'.
      if (pendingMark) {
        text = text.trimEnd();
        if (text && !endsWithPunctuation.test(text)) text += pendingMark;
        text += ' ';
        pendingMark = '';
      }
      text += words;
    });
  return text.replace(/\s+/g, ' ').trim();
};

/**
 * About as many as two lines of a card hold, where the card clamps it. The widest card, the one column
 * just under 768 px, holds up to 35 English and 37 Arabic words: there a long excerpt may end a few
 * words short of its second line. Every word more is sent twice on a list page, in its HTML and in
 * the data it carries, and /ar/blogs has no bytes to spare.
 */
const cardExcerptWords = 34;

/** The start of API HTML as a card shows it: its text, ending on a whole word and '…' where it goes on. */
export const cardExcerpt = (html: string): string => {
  const words = htmlToText(html).split(' ');
  return words.length > cardExcerptWords ? `${words.slice(0, cardExcerptWords).join(' ')}…` : words.join(' ');
};

/** HTML whose card excerpt is the same as the given HTML's, and no longer than it. */
export const asCardExcerptHtml = (html: string): string => escapeText(cardExcerpt(html));

// What an excerpt keeps of the HTML: its paragraphs and lists, and emphasis inside them.
const excerptBlocks = new Set(['p', 'ul', 'ol', 'li']);
const excerptInline = new Set(['strong', 'em', 'b', 'i']);

/** A piece of an excerpt: its text, or one of the few elements it keeps, with what is inside. */
export type ExcerptNode = string | { tag: string; children: ExcerptNode[] };

/**
 * The start of API HTML, for a card's excerpt, as elements of the same structure: a paragraph stays
 * a paragraph and a list a list (headings become bold paragraphs). It ends after the paragraph or
 * list item that reaches `words` words, never inside one, unless the very first is already longer:
 * then it ends on a whole word and '…'. A list keeps two items at least, and past half the words
 * the excerpt ends before a heading. Attributes and every other element are dropped, and the text
 * is text: rendered as elements, it needs no sanitiser.
 */
export const htmlExcerpt = (html: string, words: number): ExcerptNode[] => {
  const tokens = html.replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ').split(/(<[^>]*>)/);
  const excerpt: ExcerptNode[] = [];
  const open: { tag: string; children: ExcerptNode[] }[] = [];
  const addTo = () => open[open.length - 1]?.children ?? excerpt;
  const openElement = (tag: string) => {
    const element = { tag, children: [] };
    addTo().push(element);
    open.push(element);
  };
  let count = 0;
  let blockWords = 0;
  for (const [index, token] of tokens.entries()) {
    if (index % 2 === 0) {
      const text = decodeEntities(token).replace(/\s+/g, ' ');
      if (!text.trim() || open.length === 0) continue;
      const textWords = text.trim().split(' ');
      // Only the first block may be cut, and then on a word boundary.
      if (count === 0 && blockWords + textWords.length > words) {
        const kept = textWords.slice(0, words - blockWords).join(' ');
        addTo().push(`${text.startsWith(' ') ? ' ' : ''}${kept}…`);
        return excerpt;
      }
      blockWords += textWords.length;
      addTo().push(text);
      continue;
    }
    const tag = /^<(\/?)([a-z][a-z0-9]*)/i.exec(token);
    if (!tag) continue;
    const [, closing, rawName] = tag;
    const heading = /^h[1-6]$/i.test(rawName);
    const name = rawName.toLowerCase();
    if (!heading && !excerptBlocks.has(name) && !excerptInline.has(name)) continue;
    if (!closing) {
      // A heading begins a section whose start alone would read as cut off: past half the words
      // asked for, the excerpt ends before it.
      if (heading && count >= words / 2) return excerpt;
      // A heading is a bold paragraph; text outside any block is left out.
      if (heading) {
        openElement('p');
        openElement('strong');
      } else if (excerptBlocks.has(name) || open.length > 0) openElement(name);
      continue;
    }
    const at = open.findLastIndex((element) => element.tag === (heading ? 'p' : name));
    if (at < 0) continue;
    open.length = at;
    if (heading || name === 'p' || name === 'li') {
      count += blockWords;
      blockWords = 0;
    }
    // A list shows two of its items at least, or all it has: one alone reads as cut off.
    const list = open[open.length - 1];
    const itemsShown =
      name === 'li' && list
        ? list.children.filter((child) => typeof child !== 'string' && child.tag === 'li').length
        : 0;
    const mayEndHere = heading || name === 'p' || name === 'ul' || name === 'ol' || itemsShown >= 2;
    if (mayEndHere && count >= words) return excerpt;
  }
  return excerpt;
};

/** Elements of an excerpt written out as HTML, for where HTML is asked for: the text escaped, no attributes. */
export const excerptAsHtml = (nodes: ExcerptNode[]): string =>
  nodes
    .map((node) =>
      typeof node === 'string' ? escapeText(node) : `<${node.tag}>${excerptAsHtml(node.children)}</${node.tag}>`,
    )
    .join('');

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
