type HighlightedTextProps = { text: string; highlight?: string; className?: string };

/** Wraps the first occurrence of `highlight` inside `text` in an accent span. */
export function HighlightedText({ text, highlight, className }: HighlightedTextProps) {
  const at = highlight ? text.indexOf(highlight) : -1;
  if (!highlight || at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <span className={className}>{highlight}</span>
      {text.slice(at + highlight.length)}
    </>
  );
}
