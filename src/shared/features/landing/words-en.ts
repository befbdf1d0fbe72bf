// The landing feature's words in English: its sections of the catalogue and its errors' texts
// (shared/i18n/en.ts gathers every feature's).
export const landingWordsEn = {
  landing: {
    pageTitle: "Huddle: decide together",
    welcome: "Welcome, {{name}}",
    accountNav: "Account",
    benefits: {
      realtime: {
        title: "Real-time collaboration",
        text: "New links, votes and the current winner appear live on every member's screen, with no reloading.",
      },
      democratic: {
        title: "Democratic voting",
        text: "Vote each option up or down, approve every one you would be happy with, or spread a few dots: the event's creator picks the way, and the same score counts for everyone.",
      },
      shortlist: {
        title: "An organised shortlist",
        text: "Keep every suggestion, but vote only on the ones worth considering.",
      },
      secure: {
        title: "Secure and private",
        text: "Only an event's members can see it. People join with its invitation code or link.",
      },
      eyebrow: "Why Huddle",
      title: "Fair, fast and out in the open",
      lead: "Everyone sees the same options and the same score, so the choice is one the whole group can stand behind.",
    },
    cta: {
      title: "Ready to decide together?",
      text: "Create an event, share the invitation, and let your group pick the winner.",
      start: "Get Started Now",
    },
    preview: {
      label:
        "Example: a shortlist of three restaurants with their votes, the best-scored one marked as the current winner.",
      event: "Friday team dinner",
      counts: "6 members · 8 links shared",
      active: "Active",
      score: "Score: {{score}}",
    },
    hero: {
      live: "Live for everyone in the group",
      title: "Decide together,",
      titleAccent: "without the endless thread",
      lead: "Create an event, invite your group and collect everyone's ideas as links. Shortlist the best, vote on them (up or down, approvals or dots), and see the winner rise to the top.",
      start: "Start Collaborating",
      learnMore: "Learn More",
    },
    how: {
      create: {
        title: "Create Events",
        text: "Start an event for the decision at hand: give it a title and, if you like, a short description.",
      },
      share: {
        title: "Share Links",
        text: "Invite your group with a code or a link. Everyone posts the options they like as links.",
      },
      vote: {
        title: "Vote Together",
        text: "Move the strongest options to the shortlist, then vote: up or down, approve the ones you like, or spread a few dots.",
      },
      pick: {
        title: "Pick Winner",
        text: "The shortlisted link with the best score is the current winner. Close the event to make it final.",
      },
      eyebrow: "Four steps",
      title: "How It Works",
      lead: "From a scattered group chat to one clear answer.",
      step: "Step {{number}}",
    },
    useCases: {
      restaurant: {
        title: "Restaurant choice",
        text: "Where the team eats on Friday.",
      },
      vacation: {
        title: "Vacation destinations",
        text: "Where the group goes next summer.",
      },
      tools: {
        title: "Tools",
        text: "Which app or service the team adopts.",
      },
      activities: {
        title: "Activities",
        text: "What to do at the offsite or on the weekend.",
      },
      research: {
        title: "Product research",
        text: "Which product to buy, compared side by side.",
      },
      content: {
        title: "Content curation",
        text: "The articles, videos and talks worth sharing.",
      },
      eyebrow: "Use cases",
      title: "For any choice a group has to make",
      lead: "If the options have a web address, Huddle can help your group choose between them.",
    },
  },
} as const;
