// The rows of a Settings card: a label and its value on the left, its action on the right
// (below, on a narrow screen).
import type { ReactNode } from "react";

export function SettingRows({ children }: { children: ReactNode }) {
  return <ul className="divide-y divide-border rounded-xl border border-border">{children}</ul>;
}

export function SettingRow({
  label,
  value,
  action,
}: {
  label: ReactNode;
  value: ReactNode;
  action?: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3.5">
      <div className="min-w-0 flex-1 basis-48">
        <div className="text-sm font-medium text-foreground">{label}</div>
        <div className="mt-0.5 text-sm break-words text-muted-foreground">{value}</div>
      </div>
      {action}
    </li>
  );
}
