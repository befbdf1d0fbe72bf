-- Guests are never a group's admins (issue #49, decision 226): an admin opens rounds, which are
-- events, and connects chats, which guests may not. Promoting a guest is refused since; one made
-- an admin before is a member again. (A group's creator has an account: guests make no groups.)
UPDATE "group_members" SET "role" = 'member'
 WHERE "role" = 'admin'
   AND "user_id" IN (SELECT "id" FROM "user" WHERE "is_anonymous");
