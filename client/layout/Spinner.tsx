export function Spinner({ label = "Loading", size = "large" }: { label?: string; size?: "small" | "large" }) {
  return (
    <div className={`spinner spinner--${size}`} role="status">
      <span className="spinner__circle" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
