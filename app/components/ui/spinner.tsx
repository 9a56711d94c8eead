/** A loading indicator that screen readers announce by its label. */
export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="js-only flex justify-center py-16">
      <span className="spinner" aria-hidden="true" />
    </div>
  );
}
