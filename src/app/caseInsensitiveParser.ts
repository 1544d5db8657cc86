import { parse } from 'regexparam';
import type { Parser } from 'wouter';

/** Route patterns match any letter case, so /webbeeCart and /CreateWebsite reach their pages. */
export const caseInsensitiveParser: Parser = (route, loose) => {
  const { pattern, keys } = parse(route, loose);
  return { pattern: new RegExp(pattern.source, 'i'), keys };
};
