export function RouteLoading() {
  return (
    <div className="center-message" role="status">
      <div className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
