// The share form's word that an address is already in this event: who shared it and when, and a
// way to that card. (The server refuses the same address with 409 whatever the form shows.)
import { Eye } from "lucide-react";
import type { Link } from "../../../shared/api";
import { Button } from "../../components/ui/button";
import { formatDateTime } from "../../lib/dates";
import { jumpToLink } from "./jump-to-link";
import { t } from "i18next";

export function DuplicateNotice({
  id,
  link,
  message,
}: {
  id: string;
  link?: Link;
  message: string;
}) {
  return (
    <div
      id={id}
      role="status"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <p className="min-w-0 [overflow-wrap:anywhere]">
        {message}
        {link && (
          <>
            <span aria-hidden> · </span>
            <time dateTime={link.createdAt}>{formatDateTime(link.createdAt)}</time>
          </>
        )}
      </p>
      {link && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="h-7"
          onClick={() => jumpToLink(link.id)}
        >
          <Eye aria-hidden />
          {t("links.showIt")}
        </Button>
      )}
    </div>
  );
}
