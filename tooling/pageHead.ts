/** What a prerendered page says about itself in <head>, as its PageMeta wrote it. */
export interface PageHead {
  title: string;
  description: string;
  /** The page's absolute canonical URL; a page that stands for another (/carreersPopup) names that one. */
  canonical: string;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const codePoint = name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return String.fromCodePoint(codePoint);
    }
    return entities[name.toLowerCase()] ?? entity;
  });

/** Reads the title, description and canonical from the <head> markup React rendered for a page. */
export function readPageHead(head: string): PageHead {
  const find = (pattern: RegExp, what: string) => {
    const found = pattern.exec(head)?.[1];
    if (found === undefined) throw new Error(`The page's <head> has no ${what}`);
    return decode(found);
  };
  return {
    title: find(/<title>([^<]*)<\/title>/, '<title>'),
    description: find(/<meta name="description" content="([^"]*)"/, 'description'),
    canonical: find(/<link rel="canonical" href="([^"]*)"/, 'canonical link'),
  };
}
