const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The accessible name of a card's Read More link, whose title is visually hidden text. Name
 * computations differ on the space before the colon (the hidden span is positioned absolutely).
 */
export const readMoreName = (title: string) => new RegExp(`^Read More ?: ${escapeRegExp(title)}$`);
