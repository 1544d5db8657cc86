/** Structured data for search engines, as a JSON-LD script; '<' is escaped so no text can close the tag. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script type="application/ld+json">
      {JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c')}
    </script>
  );
}
