import { QRCodeSVG } from 'qrcode.react';

interface QrCodeProps {
  value: string;
  /** What scanning it does, for screen readers. */
  title: string;
  size?: number;
}

/** A QR code drawn as SVG; only the pages that show one load the encoder. */
export default function QrCode({ value, title, size = 132 }: QrCodeProps) {
  return <QRCodeSVG value={value} size={size} title={title} marginSize={1} />;
}
