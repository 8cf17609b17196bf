/** The full-screen mask after a successful payment, until the server has confirmed it. */
export function LoadingMask({ text }: { text: string }) {
  return (
    <div className="loading-mask" role="status" aria-busy="true" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}
