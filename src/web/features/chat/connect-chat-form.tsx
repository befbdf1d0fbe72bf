// "Connect a chat": its kind, then that kind's fields (Slack, Discord and Teams: the webhook's
// address; Matrix: homeserver, room ID and access token; a generic webhook: any https address),
// an optional name. The server's refusal of a field shows under that field, and only there: the
// field takes the focus, so a screen reader reads it; a toast comes only for what no field shows.
import "../../lib/chat-words"; // this part's words (the first page's catalogue leaves them out)
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { chatKinds, type ChatKind } from "../../../shared/core/chat";
import type { ErrorParams } from "../../../shared/errors";
import { limits } from "../../../shared/core/limits";
import type { ChatTargetCreated } from "../../../shared/responses";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/field";
import { PasswordInput } from "../../components/ui/password-input";
import { ApiError, errorMessage, fieldMessages } from "../../lib/api";
import { cn } from "../../lib/cn";
import type { ChatOwner } from "./chat-calls";
import { kindHelp, kindName } from "./chat-words-of";
import { useConnectChat } from "./use-chats";
import { t } from "i18next";

/** The error with each refused field called by its label here ("Address must be the https
 * address…"), not by its name in the request ("url must be…"). */
function withFieldNames(error: unknown, names: Record<string, string>) {
  if (!(error instanceof ApiError) || !error.fields) return error;
  const named = (field: string, params?: ErrorParams) =>
    params && "field" in params && names[field] ? { ...params, field: names[field] } : params;
  const fields = Object.fromEntries(
    Object.entries(error.fields).map(([field, refused]) => [
      field,
      { ...refused, params: named(field, refused.params) },
    ]),
  );
  const first = Object.keys(error.fields)[0] ?? "";
  return new ApiError(error.status, error.code, error.message, named(first, error.params), fields);
}

const empty = { url: "", homeserver: "", room: "", accessToken: "", name: "" };
type Values = typeof empty;

export function ConnectChatForm({
  owner,
  onConnected,
  onCancel,
}: {
  owner: ChatOwner;
  onConnected: (created: ChatTargetCreated) => void;
  onCancel: () => void;
}) {
  const connect = useConnectChat(owner);
  const [kind, setKind] = useState<ChatKind>("slack");
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Set by a refusal, so the first refused field takes the focus once it shows its error.
  const [refusedAt, setRefusedAt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (refusedAt) form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [refusedAt]);
  const kindsId = useId();
  const matrix = kind === "matrix";
  const change = (field: keyof Values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _, ...others }) => others);
  };
  const urlLabel = kind === "webhook" ? t("chats.connect.webhookUrl") : t("chats.connect.url");
  const ready = matrix
    ? Boolean(values.homeserver.trim() && values.room.trim() && values.accessToken.trim())
    : Boolean(values.url.trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || connect.isPending) return;
    const name = values.name.trim() || undefined;
    const input = matrix
      ? {
          kind,
          name,
          homeserver: values.homeserver.trim(),
          room: values.room.trim(),
          accessToken: values.accessToken.trim(),
        }
      : { kind, name, url: values.url.trim() };
    connect.mutate(input, {
      onSuccess: onConnected,
      onError: (error) => {
        const labels: Record<string, string> = {
          url: urlLabel,
          homeserver: t("chats.connect.homeserver"),
          room: t("chats.connect.room"),
          accessToken: t("chats.connect.accessToken"),
          name: t("chats.connect.name"),
        };
        const named = withFieldNames(error, labels);
        const fields = fieldMessages(named);
        setErrors(fields);
        const refused = Object.keys(fields);
        if (refused.length > 0 && refused.every((field) => field in labels)) {
          setRefusedAt((n) => n + 1);
          return;
        }
        toast.error(t("common.error"), {
          description: errorMessage(named, t("chats.connect.failed")),
        });
      },
    });
  };

  return (
    <form ref={form} onSubmit={submit} noValidate className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend id={kindsId} className="mb-2 text-sm font-medium">
          {t("chats.connect.kind")}
        </legend>
        <div className="flex flex-wrap gap-2">
          {chatKinds.map((k) => (
            <label
              key={k}
              className={cn(
                "relative inline-flex h-10 items-center rounded-lg border border-input px-3 text-sm font-medium",
                "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
                k === kind ? "border-primary bg-primary/10 text-foreground" : "bg-surface",
              )}
            >
              <input
                type="radio"
                name="kind"
                value={k}
                checked={k === kind}
                onChange={() => {
                  setKind(k);
                  setErrors({});
                }}
                // Over the whole chip, unseen: a press anywhere on it is a press on the radio.
                className="absolute inset-0 cursor-pointer appearance-none rounded-lg opacity-0"
              />
              {kindName[k]()}
            </label>
          ))}
        </div>
        <p className="text-xs text-muted-foreground">{kindHelp[kind]()}</p>
      </fieldset>

      {matrix ? (
        <>
          <TextField
            label={t("chats.connect.homeserver")}
            value={values.homeserver}
            onChange={change("homeserver")}
            error={errors.homeserver}
            type="url"
            inputMode="url"
            placeholder="https://matrix.example.org"
            autoComplete="off"
            spellCheck={false}
          />
          <TextField
            label={t("chats.connect.room")}
            value={values.room}
            onChange={change("room")}
            error={errors.room}
            placeholder="!abc123:example.org"
            autoComplete="off"
            spellCheck={false}
          />
          <TextField
            label={t("chats.connect.accessToken")}
            value={values.accessToken}
            onChange={change("accessToken")}
            error={errors.accessToken}
            control={PasswordInput}
            autoComplete="off"
          />
        </>
      ) : (
        <TextField
          label={urlLabel}
          value={values.url}
          onChange={change("url")}
          error={errors.url}
          type="url"
          inputMode="url"
          placeholder="https://"
          autoComplete="off"
          spellCheck={false}
        />
      )}
      <TextField
        label={t("chats.connect.name")}
        hint={t("chats.connect.nameHint")}
        value={values.name}
        onChange={change("name")}
        error={errors.name}
        maxLength={limits.name}
        autoComplete="off"
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onCancel} disabled={connect.isPending}>
          {t("chats.connect.cancel")}
        </Button>
        <Button type="submit" disabled={!ready || connect.isPending}>
          {connect.isPending ? t("chats.connect.busy") : t("chats.connect.submit")}
        </Button>
      </div>
    </form>
  );
}
