// Shows HTML that the server sanitised when it was stored (course introductions, chapter texts written by
// course administrators, learners' experiences): the one place course pages render stored HTML.
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: every caller passes server-sanitised HTML
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
