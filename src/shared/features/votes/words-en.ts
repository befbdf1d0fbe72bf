// The votes feature's words in English: its sections of the catalogue and its errors' texts
// (shared/i18n/en.ts gathers every feature's).
export const votesWordsEn = {
  votes: {
    approvals_one: "{{count}} approval",
    approvals_other: "{{count}} approvals",
    dots_one: "{{count}} dot",
    dots_other: "{{count}} dots",
    upDownScore: "{{up}} up, {{down}} down",
    recorded: "Vote recorded!",
    removed: "Vote removed",
    upRecorded: "Your upvote has been recorded",
    downRecorded: "Your downvote has been recorded",
    removedText: "Your vote has been removed",
    dotsOnLink: "You have {{dots}} on this link",
    dotsBack: "Your dots on this link are back to spend",
    approvalRecorded: "Your approval has been recorded",
    failed: "Failed to record vote",
    approved: "Approved",
    approve: "Approve",
    dotsGroup: "Your dots on {{title}}",
    removeDot: "Remove a dot from {{title}}",
    addDot: "Add a dot to {{title}}",
    yourDots: "Your dots: ",
    score: "Score:",
    // Two shortlisted links level with the winner's score: the winner rule gives it to the newer.
    tie: {
      winner: "Tied: the newer link wins",
      behind: "Tied with the winner, which is newer",
    },
    shortlist: "Shortlist",
    // The shortlist's order, kept while the page is open (decision 216).
    sort: {
      label: "Sort by",
      newest: "Newest",
      score: "Score",
      rating: "Rating",
      price: "Price",
      date: "Date",
    },
    emptyTitle: "Nothing on the shortlist yet",
    emptyText: "Add links to the shortlist from the Shared Links tab, then vote on them here.",
    controls: "Event Controls",
    upvote: "Upvote",
    downvote: "Downvote",
    buttonLabel: "{{action}} {{title}}",
    buttonLabelCount: "{{action}} {{title}}, {{count}}",
    group: "Votes for {{title}}",
    formerMember: "A former member",
    voters: {
      up: "Up",
      down: "Down",
      approvedBy: "Approved by",
      dots: "Dots",
      line: "<0>{{label}}:</0> {{names}}",
    },
    rule: {
      closedUpDown: "Voting is closed. Score is upvotes minus downvotes.",
      closedApproval:
        "Voting is closed. A link's score is its number of approvals; the highest score won, a tie going to the newer link.",
      closedDots:
        "Voting is closed. A link's score is its number of dots; the highest score won, a tie going to the newer link.",
      upDown: "Score is upvotes minus downvotes. Ties go to the most recently shared link.",
      approval:
        "Approve every shortlisted link you would be happy with. A link's score is its number of approvals. The highest score wins; a tie goes to the newer link.",
      dots: "Each member has {{dots}} to spread over the shortlist, several on one link if they like. A link's score is its number of dots. The highest score wins; a tie goes to the newer link.",
    },
    howChosen: "How the winner is chosen",
    openVotes: "Votes are open: everyone who sees the results sees who voted what.",
    dotsLeft: "{{left}} of {{dots}} left",
    hidden: {
      afterVoting: "Results show after you vote",
      afterClose: "Results show when the event closes",
    },
  },
  errors: {
    notOnShortlist: "Only links on the shortlist can be voted on",
    noDotsLeft_one: "You have {{count}} dot in all: take some back from another link first",
    noDotsLeft_other: "You have {{count}} dots in all: take some back from another link first",
    // A vote that does not fit the event's method: said only to API clients (the app never sends one).
    upDownEvent: 'This event votes up or down: send { "vote": "up" | "down" | null }',
    approvalEvent:
      'This event votes by approval: approve a link ({ "vote": "up" }) or take it back ({ "vote": null })',
    dotsEvent:
      'This event votes with dots: send how many dots you want on the link ({ "dots": n })',
    dotsNotWhole: "dots must be a whole number",
    dotsTooFew: "dots must be at least {{min}}",
    dotsTooMany: "dots must be at most {{max}}",
    voteUnknown: 'value must be "up", "down" or null',
    voteOrDots:
      'Send "value" (up, down or null) or, in a dots event, "weight" (how many dots): one of them',
  },
} as const;
