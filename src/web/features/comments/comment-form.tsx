// Writing a comment, or changing one's own: a text box and its button. The server trims and
// checks the length too (1-2,000 characters); the box stops at the limit.
import { useId, useState, type FormEvent, type Ref } from "react";
import { limits } from "../../../shared/core/limits";
import { Button } from "../../components/ui/button";
import { Label } from "../../components/ui/label";
import { Textarea } from "../../components/ui/textarea";
import { t } from "i18next";

export function CommentForm({
  boxRef,
  label,
  submitLabel,
  busyLabel,
  initial = "",
  busy,
  onSubmit,
  onCancel,
}: {
  /** The text box, for a thread that gives it focus. */
  boxRef?: Ref<HTMLTextAreaElement>;
  label: string;
  submitLabel: string;
  busyLabel: string;
  initial?: string;
  busy: boolean;
  /** Resolves true once saved: the box then empties (a new comment) or closes (an edit). */
  onSubmit: (body: string) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const id = useId();
  const [body, setBody] = useState(initial);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onSubmit(body.trim())) setBody("");
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-2">
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Textarea
        ref={boxRef}
        id={id}
        value={body}
        rows={2}
        maxLength={limits.comment}
        placeholder={t("comments.placeholder")}
        onChange={(event) => setBody(event.target.value)}
        autoFocus={onCancel !== undefined}
      />
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button type="button" variant="ghost" size="sm" onClick={onCancel} disabled={busy}>
            {t("common.cancel")}
          </Button>
        )}
        <Button type="submit" size="sm" disabled={busy || body.trim() === ""}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
