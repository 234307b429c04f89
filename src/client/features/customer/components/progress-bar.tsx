/** A horizontal progress bar, named by the element whose id is `labelledBy`. */
export function ProgressBar({ value, labelledBy }: { value: number; labelledBy: string }) {
  const percent = Math.round(Math.min(100, Math.max(0, value)));
  return (
    <div
      role="progressbar"
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-3 overflow-hidden rounded-full bg-slate-200"
    >
      <div className="h-full rounded-full bg-leaf-600" style={{ width: `${percent}%` }} />
    </div>
  );
}
