// Title and subtitle at the top of every account form.
export function AuthHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className="auth-heading">
      <h1>{title}</h1>
      {subtitle ? <p>{subtitle}</p> : null}
    </div>
  );
}
