import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Link2, Lock } from "lucide-react";
import type { Link, NewLink } from "../../../shared/api";
import { cleanUrl, sameAddressKey } from "../../../shared/core/clean-url";
import { limits } from "../../../shared/core/limits";
import { TitledCard } from "../../components/titled-card";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Textarea } from "../../components/ui/textarea";
import { ApiError, errorMessage, fieldMessages } from "../../lib/api";
import { AddressPreviewCard } from "./address-preview-card";
import { DuplicateNotice } from "./duplicate-notice";
import { useShareLink } from "./use-link-mutations";
import { useAddressPreview } from "./use-address-preview";
import { t } from "i18next";
import { Trans } from "react-i18next";

type Field = "url" | "title" | "description";
type Values = Record<Field, string>;

const empty: Values = { url: "", title: "", description: "" };

/**
 * "Share a Link": URL and title required; the server checks the URL and says what is wrong under
 * the field. A pasted URL is looked at by the server: its page's title fills an empty Title, and
 * a preview shows under the form. An address already shared here is named before sharing.
 * The share page (decision 221) starts it filled in, puts its choice of event at the top, and
 * moves on once shared.
 */
export function ShareLinkForm({
  eventId,
  closed,
  links,
  initial = empty,
  onShared,
  children,
}: {
  eventId: string;
  closed: boolean;
  links: Link[];
  /** What the form starts with (an address shared from another app). */
  initial?: Values;
  onShared?: (link: NewLink) => void;
  /** Shown at the top of the form, above the URL. */
  children?: ReactNode;
}) {
  const id = useId();
  const [values, setValues] = useState<Values>(initial);
  const share = useShareLink(eventId);
  const fields = fieldMessages(share.error);
  const blank = !values.url.trim() || !values.title.trim();

  // The address as the server will store it: the same cleaning finds it among this event's links,
  // with or without "www." as the server compares them.
  const cleaned = cleanUrl(values.url);
  const key = cleaned === null ? null : sameAddressKey(cleaned);
  const duplicate =
    key === null ? undefined : links.find((link) => sameAddressKey(link.url) === key);
  // Another member was quicker than this page knew: said with the sharer the server named.
  const refused =
    share.error instanceof ApiError && share.error.code === "alreadyShared"
      ? errorMessage(share.error, "")
      : null;
  const lookup = useAddressPreview(eventId, closed || duplicate ? null : cleaned);
  const preview = lookup.data?.url === cleaned ? lookup.data.preview : undefined;

  // The page's title fills the Title field while the member has left it empty.
  const titleTyped = useRef(false);
  useEffect(() => {
    const title = preview?.title;
    if (!title || titleTyped.current) return;
    setValues((v) => (v.title.trim() ? v : { ...v, title: title.slice(0, limits.title) }));
  }, [preview?.title]);

  const set = (field: Field) => (event: { target: { value: string } }) => {
    if (field === "title") titleTyped.current = event.target.value !== "";
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (share.error) share.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || share.isPending || closed) return;
    const description = values.description.trim();
    share.mutate(
      {
        url: values.url.trim(),
        title: values.title.trim(),
        ...(description ? { description } : {}),
      },
      {
        onSuccess: (link) => {
          titleTyped.current = false;
          setValues(empty);
          onShared?.(link);
        },
      },
    );
  };

  const describedBy = (field: Field, hint?: string) =>
    [fields[field] ? `${id}-${field}-error` : null, hint].filter(Boolean).join(" ") || undefined;

  return (
    <TitledCard
      icon={Link2}
      title={t("links.share.title")}
      description={t("links.share.description")}
    >
      {closed && (
        <p className="mb-4 flex items-start gap-2 rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground">
          <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t("links.share.closed")}
        </p>
      )}
      <form noValidate onSubmit={submit}>
        <fieldset disabled={closed} className="grid min-w-0 gap-4">
          {children}
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-url`}>{t("links.share.url")}</Label>
            <Input
              id={`${id}-url`}
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder={t("links.share.urlPlaceholder")}
              maxLength={limits.url}
              value={values.url}
              onChange={set("url")}
              aria-invalid={fields.url ? true : undefined}
              aria-describedby={describedBy("url", duplicate || refused ? `${id}-dup` : undefined)}
            />
            <FieldError id={`${id}-url-error`} message={fields.url} />
            {(duplicate || refused) && (
              <DuplicateNotice
                id={`${id}-dup`}
                link={duplicate}
                message={
                  duplicate
                    ? t("errors.alreadyShared", { name: duplicate.sharedBy.name })
                    : refused!
                }
              />
            )}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-title`}>{t("links.share.titleLabel")}</Label>
            <Input
              id={`${id}-title`}
              placeholder={t("links.share.titlePlaceholder")}
              maxLength={limits.title}
              value={values.title}
              onChange={set("title")}
              aria-invalid={fields.title ? true : undefined}
              aria-describedby={describedBy("title")}
            />
            <FieldError id={`${id}-title-error`} message={fields.title} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-description`}>
              <Trans
                i18nKey="links.share.description2"
                components={[<span className="font-normal text-muted-foreground" />]}
              />
            </Label>
            <Textarea
              id={`${id}-description`}
              placeholder={t("links.share.descriptionPlaceholder")}
              maxLength={limits.description}
              value={values.description}
              onChange={set("description")}
              aria-invalid={fields.description ? true : undefined}
              aria-describedby={describedBy("description")}
            />
            <FieldError id={`${id}-description-error`} message={fields.description} />
          </div>
          <Button
            type="submit"
            disabled={blank || share.isPending || Boolean(duplicate)}
            className="w-full sm:w-auto sm:justify-self-start"
          >
            {share.isPending ? t("links.share.sharing") : t("links.share.submit")}
          </Button>
          <AddressPreviewCard preview={preview} looking={lookup.isFetching && !preview} />
        </fieldset>
      </form>
    </TitledCard>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-destructive">
      {message}
    </p>
  );
}
