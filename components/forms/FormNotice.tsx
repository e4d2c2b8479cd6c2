import type { Notice } from '@/content/shared/legal';

/** A short legal notice next to a form, the target of the links in its consent checkboxes. */
export function FormNotice({ id, notice }: { id: string; notice: Notice }) {
  return (
    <div id={id} className="form-notice" tabIndex={-1}>
      <p className="form-notice-title">{notice.title}</p>
      {notice.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
