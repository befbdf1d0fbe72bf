// The English words of the Chats dialog (issue #38): where an event or a group connects its
// Slack, Discord, Teams or Matrix chat, or a signed webhook. Kept out of en.ts, which every first
// page downloads (the landing page's 120 KB budget), and added to i18next by web/lib/chat-words.ts
// when the dialog loads. Only the menu item that opens it ("chats.item") is in en.ts (words-en.ts).
import { noticeChatMessageNamesEn } from "../notifications/channel-words-en";

export const chatEn = {
  chats: {
    title: "Chats",
    aboutEvent:
      "Tell the group's chat about this event: when it opens, when the deadline is near, and the winner.",
    aboutGroup:
      "Tell the group's chat about every round: when it opens, when the deadline is near, and the winner.",
    listTitle: "Connected chats",
    loading: "Loading chats...",
    loadFailed: "Failed to load the chats",
    none: "No chat is connected yet.",
    full: "{{max}} chats are connected, the most there can be.",
    kinds: {
      slack: "Slack",
      discord: "Discord",
      teams: "Microsoft Teams",
      matrix: "Matrix",
      webhook: "Webhook",
    },
    connect: {
      open: "Connect a chat",
      kind: "Where it goes",
      url: "Webhook address",
      webhookUrl: "Address",
      homeserver: "Homeserver",
      room: "Room ID",
      accessToken: "Access token",
      name: "Name (optional)",
      nameHint: "What you call it here, such as #dinner. Its kind's name if left empty.",
      submit: "Connect",
      busy: "Connecting...",
      done: "Chat connected",
      failed: "Failed to connect the chat",
      cancel: "Back",
    },
    help: {
      slack:
        "At api.slack.com/apps: your app, Incoming Webhooks, Add New Webhook to Workspace, pick the channel, then copy its address.",
      discord:
        "In Discord: Edit Channel, Integrations, Webhooks, New Webhook, then Copy Webhook URL.",
      teams:
        'In Teams: the Workflows app, "Post to a channel when a webhook request is received", pick the channel, then copy its address.',
      matrix:
        "A bot account's access token, the room's ID (Room settings, Advanced) and its homeserver's address. Invite the bot to the room first.",
      webhook:
        "Any https address of yours: Huddle posts JSON to it, signed as the Standard Webhooks specification says.",
    },
    messages: {
      title: "What it is sent",
      ...noticeChatMessageNamesEn,
      test: "Test message",
      saved: "Saved",
      failed: "Failed to save",
    },
    test: {
      send: "Send a test message",
      busy: "Sending...",
      answered: "Answered {{status}} in {{ms}} ms",
      noAnswer: "No answer after {{ms}} ms",
      failedBecause: "Failed: {{error}}",
      mayHaveArrived:
        "It went out, so it may have arrived: look in the chat before sending another.",
      reconnect:
        "Huddle could not make the request: connect the chat again with its address and token.",
      answer: "What it answered",
      failed: "Failed to send the test message",
    },
    failures: {
      refused: "Address refused",
      notSent: "Not sent",
      unreachable: "Unreachable",
      noAnswer: "No answer came",
      timeout: "No answer in time",
      redirect: "Redirect not followed",
      status: "Not taken",
    },
    attempts: {
      show: "Last attempts ({{n}})",
      none: "Nothing sent yet.",
      caption: "The last attempts, newest first",
      time: "Time",
      message: "Message",
      status: "Status",
      duration: "How long",
      ms: "{{ms}} ms",
      noStatus: "None",
    },
    off: {
      badge: "Off",
      failing:
        "Turned off on {{date}}: every try failed for a day. Its owner was emailed. Check its address, then turn it back on.",
      byHand: "Turned off: it is sent nothing.",
      turnOn: "Turn back on",
      turnedOn: "Chat turned back on",
    },
    remove: {
      item: "Remove",
      title: "Remove this chat?",
      text: "{{name}} will hear nothing more from Huddle. Connecting it again takes its address again.",
      busy: "Removing...",
      done: "Chat removed",
      failed: "Failed to remove the chat",
    },
    secret: {
      roll: "Roll secret",
      rollTitle: "Roll the signing secret?",
      rollText:
        "A new secret signs every message from now on. For 24 hours the old one signs them too, so your program keeps verifying them until you give it the new one.",
      rollBusy: "Rolling...",
      rolled: "New signing secret made",
      failed: "Failed to roll the secret",
      title: "Signing secret",
      once: "Copy it now: it will not be shown again. Your program verifies each message's signature with it.",
      copy: "Copy secret",
      copied: "Secret copied",
      done: "I have copied it",
    },
  },
} as const;
