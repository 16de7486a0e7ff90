/** The site mark: a small table grid. Decorative; the link around it carries the name. */
export function Logo() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" width="28" height="28" className="logo-mark">
      <rect x="2" y="4" width="28" height="24" rx="4" fill="var(--accent)" />
      <path d="M2 11h28M2 18h28M12 11v17" stroke="var(--bg)" strokeWidth="2" />
    </svg>
  );
}
