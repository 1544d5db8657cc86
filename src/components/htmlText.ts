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
