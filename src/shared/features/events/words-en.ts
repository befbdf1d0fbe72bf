// The events feature's words in English: its sections of the catalogue and its errors' texts
// (shared/i18n/en.ts gathers every feature's).
export const eventsWordsEn = {
  event: {
    pageTitle: "Event · Huddle",
    loadFailed: "The event could not be loaded",
    loading: "Loading event...",
    tabs: {
      links: "Shared Links",
      shortlist: "Shortlist & Voting",
      members: "Members",
    },
    signIn: {
      pageTitle: "Sign in to open this event · Huddle",
      heading: "Sign in to open this event",
      text: "This link leads to an event on Huddle. Sign in, or create an account, and it opens right here if you are one of its members.",
      opensAt: "It opens at {{tab}}.",
      guest:
        "Taking part as a guest? Open the invitation link you were sent: guests join through it.",
    },
  },
  events: {
    create: {
      name: "Create Event",
      description:
        "Start a group decision. Once it exists, share its invitation code with the others.",
      busy: "Creating...",
      done: "Event created!",
      doneText: "Your event has been created successfully.",
      failed: "Failed to create event",
    },
    manage: "Manage",
    edit: {
      name: "Edit Event",
      description:
        "Change the title, the description, the voting deadline and how the group votes.",
      done: "Event updated!",
      doneText: "Your changes have been saved.",
      failed: "Failed to update event",
    },
    newCode: {
      item: "New Invitation Code",
      title: "Make a new invitation code?",
      text: "The current code <0>{{code}}</0> and its invite link stop working at once. Everyone who has joined stays a member.",
      confirm: "Make New Code",
      busy: "Making...",
      done: "New code created!",
      doneText: "The invitation code is now {{code}}.",
      failed: "Failed to make a new code",
    },
    delete: {
      item: "Delete Event",
      title: "Delete this event?",
      text: '"{{title}}" will be deleted for every member, with all its links, the shortlist and the votes. This cannot be undone.',
      busy: "Deleting...",
      done: "Event deleted",
      doneText: '"{{title}}" has been deleted.',
      failed: "Failed to delete event",
    },
    card: {
      created: "Created <0>{{date}}</0>",
      creator: "You are the creator",
    },
    fields: {
      title: "Event Title",
      titlePlaceholder: "e.g. Team lunch on Friday",
      description: "Description <0>(optional)</0>",
      descriptionPlaceholder: "What are you deciding?",
    },
    notFound: {
      pageTitle: "Event Not Found · Huddle",
      heading: "Event Not Found",
      text: "The event you're looking for doesn't exist or you don't have access to it.",
      back: "Back to Dashboard",
    },
    join: {
      name: "Join Event",
      signedOutText:
        "Enter the invitation code someone shared with you. Next, sign in or continue as a guest.",
      text: "Enter the invitation code someone shared with you.",
      busy: "Joining...",
      done: "Joined event!",
      doneText: "You have successfully joined the event.",
      code: "Invitation Code",
      codePlaceholder: "e.g. K7QM4XTP",
    },
    leave: {
      button: "Leave Event",
      title: "Leave this event?",
      text: 'You will no longer see "{{title}}", and your votes will be removed. You can join again with its invitation code.',
      busy: "Leaving...",
      done: "You left the event",
      doneText: 'You are no longer a member of "{{title}}".',
      failed: "Failed to leave event",
    },
    mine: {
      loading: "Loading events...",
      failed: "Your events could not be loaded.",
      empty: "No Events Yet",
      emptyText:
        "Create an event to start deciding with your group, or join one with an invitation code.",
    },
  },
  voting: {
    legend: "Voting",
    dotsProblem: "Dots per member must be a whole number from {{min}} to {{max}}",
    resultsHint: {
      always: "Everyone sees the counts and the current winner as votes come in.",
      afterVoting: "Each member sees the counts and the current winner after their first vote.",
      afterClose: "Nobody sees counts or the winner until the event closes.",
    },
    methodHint: {
      upDown: "Vote each link up or down. A link's score is its upvotes minus its downvotes.",
      approval:
        "Approve every link you would be happy with. A link's score is its number of approvals.",
      dots: "Spread a few dots over the shortlist, several on one link if you like. A link's score is its number of dots.",
    },
    resultsShownLabel: "When results show",
    votesShownLabel: "Who voted what",
    methodLabel: "Method",
    dotsLabel: "Dots per member",
    method: {
      upDown: "Up and down",
      approval: "Approval",
      dots: "Dots",
    },
    resultsShown: {
      always: "Always",
      afterVoting: "After I have voted",
      afterClose: "After the event closes",
    },
    votesShown: {
      counts: "Counts only",
      open: "Open: names shown",
    },
  },
  errors: {
    eventClosed: "This event is closed",
    eventNotFound: "Event not found",
    guestCannotCreate: "Guests cannot create events. Save your account first.",
    methodAfterVotes: "The voting method can't change once someone has voted",
    editCreatorOnly: "Only the creator can edit this event",
    newCodeCreatorOnly: "Only the creator can make a new invitation code",
    deleteCreatorOnly: "Only the creator can delete this event",
    resultsShownUnknown: 'resultsShown must be "always", "afterVoting" or "afterClose"',
    votesShownUnknown: 'votesShown must be "counts" or "open"',
    methodUnknown: 'method must be "upDown", "approval" or "dots"',
  },
} as const;
