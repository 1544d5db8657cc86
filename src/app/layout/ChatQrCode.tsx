import { QRCodeSVG } from 'qrcode.react';

/** Loaded only when the chat button expands, so the QR encoder is not in the first page load. */
export default function ChatQrCode({ url }: { url: string }) {
  return <QRCodeSVG value={url} size={132} title="QR code that opens a WhatsApp chat with Webbee" />;
}
