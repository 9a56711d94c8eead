-- The tutor's conversations and ratings: the SQLite store's schema (version 1) in PostgreSQL's own
-- types. Applied by server/tutor/postgres-migrations.ts; append a new numbered file, never edit one
-- that has run.

CREATE TABLE sessions (
  id text PRIMARY KEY,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL
);

-- seq is the conversation order, from one sequence that every server shares and that never
-- reuses a number. Message ids (UUIDs from the chat route) stay unique and are what feedback
-- refers to.
CREATE TABLE messages (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  id text NOT NULL UNIQUE,
  session_id text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('human', 'ai')),
  content text NOT NULL,
  page text,
  sources jsonb CHECK (sources IS NULL OR jsonb_typeof(sources) = 'array'),
  grounded boolean,
  -- The chat protocol's answerModes (shared/chat-protocol.ts); a new mode needs a migration that
  -- widens this list, and the shared store tests fail until there is one.
  mode text CHECK (mode IN ('built-in', 'generative', 'fallback')),
  created_at timestamptz NOT NULL
);
CREATE INDEX messages_by_session ON messages (session_id, seq);

CREATE TABLE feedback (
  message_id text PRIMARY KEY REFERENCES messages (id) ON DELETE CASCADE,
  session_id text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  -- The chat protocol's feedbackRatings, as mode above.
  rating text NOT NULL CHECK (rating IN ('up', 'down')),
  comment text,
  created_at timestamptz NOT NULL
);
CREATE INDEX feedback_by_rating ON feedback (rating, created_at);
