/** Text safe inside XML (SVG, sitemap.xml) content and double-quoted attributes. */
export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
