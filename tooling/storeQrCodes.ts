import { createHash } from 'node:crypto';
import { QRCodeSVG } from 'qrcode.react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin, ResolvedConfig } from 'vite';
import { storeLinksFrom } from '../src/content/storeLinks.ts';

const moduleId = 'virtual:store-qr-codes';
const resolvedId = `\0${moduleId}`;

/** A link's QR code as an SVG document, 120 px square with a one-module quiet zone. */
export const qrCodeSvg = (url: string): string =>
  renderToStaticMarkup(
    createElement(QRCodeSVG, { value: url, size: 120, marginSize: 1, xmlns: 'http://www.w3.org/2000/svg' }),
  );

/**
 * The app store links' QR codes (`virtual:store-qr-codes`) from the VITE_* settings, as SVG files:
 * inline they would weigh on HTML that must fit the first round trip. Data: URLs in development.
 */
export const storeQrCodes = (): Plugin => {
  let config: ResolvedConfig;
  return {
    name: 'webbee:store-qr-codes',
    configResolved: (resolved) => {
      config = resolved;
    },
    resolveId: (id) => (id === moduleId ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return;
      const imageOf = (app: string, store: string, url: string) => {
        const svg = qrCodeSvg(url);
        if (config.command === 'serve') return `data:image/svg+xml,${encodeURIComponent(svg)}`;
        const hash = createHash('sha256').update(svg).digest('base64url').slice(0, 8);
        const fileName = `${config.build.assetsDir}/qr-${app}-${store}-${hash}.svg`;
        this.emitFile({ type: 'asset', fileName, source: svg });
        return `${config.base}${fileName}`;
      };
      const codes = Object.fromEntries(
        Object.entries(storeLinksFrom(config.env)).map(([app, stores]) => [
          app,
          Object.fromEntries(Object.entries(stores).map(([store, url]) => [store, imageOf(app, store, url)])),
        ]),
      );
      return `export const storeQrCodes = ${JSON.stringify(codes)};`;
    },
  };
};
