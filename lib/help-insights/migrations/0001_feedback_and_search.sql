-- Article feedback and search insights: raw events, kept INSIGHTS_RETENTION_DAYS days, and the
-- daily counts they are rolled up into, kept for good. No address, user agent or cookie is
-- stored: a visitor is a keyed hash of the day's random key (help_visitor_keys, deleted the day
-- after) and of their address, so the same visitor cannot be followed from one day to the next.

-- One counted answer per visitor, article and day: a change the same day updates the row.
CREATE TABLE help_feedback (
  day date NOT NULL,
  article_id integer NOT NULL CHECK (article_id > 0),
  visitor text NOT NULL CHECK (visitor ~ '^[0-9a-f]{32}$'),
  locale text NOT NULL CHECK (locale IN ('zh', 'en')),
  helpful boolean NOT NULL,
  reason text CHECK (reason IN ('outdated', 'unclear', 'missing-steps', 'wrong-product', 'other')),
  comment text CHECK (char_length(comment) BETWEEN 1 AND 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (day, article_id, visitor),
  -- A reason and a comment come only with a no.
  CHECK (NOT helpful OR (reason IS NULL AND comment IS NULL))
);
CREATE INDEX help_feedback_locale_day ON help_feedback (locale, day);

-- One search per visitor, locale, query and day, with the result opened last (if any).
CREATE TABLE help_search_events (
  day date NOT NULL,
  visitor text NOT NULL CHECK (visitor ~ '^[0-9a-f]{32}$'),
  locale text NOT NULL CHECK (locale IN ('zh', 'en')),
  query text NOT NULL CHECK (char_length(query) BETWEEN 1 AND 100),
  results integer NOT NULL CHECK (results >= 0),
  clicked_id integer CHECK (clicked_id > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (day, visitor, locale, query)
);
CREATE INDEX help_search_events_locale_day ON help_search_events (locale, day);

-- Each day's random visitor key, shared by every instance; deleted the day after.
CREATE TABLE help_visitor_keys (
  day date PRIMARY KEY,
  key text NOT NULL CHECK (key ~ '^[0-9a-f]{64}$')
);

-- The daily counts of the days whose raw events were deleted. A day is either here or in the
-- raw tables, never both (lib/help-insights/retention.ts moves it in one transaction).
CREATE TABLE help_feedback_daily (
  day date NOT NULL,
  locale text NOT NULL,
  article_id integer NOT NULL,
  yes integer NOT NULL,
  no integer NOT NULL,
  outdated integer NOT NULL,
  unclear integer NOT NULL,
  missing_steps integer NOT NULL,
  wrong_product integer NOT NULL,
  other integer NOT NULL,
  comments integer NOT NULL,
  PRIMARY KEY (day, locale, article_id)
);

CREATE TABLE help_search_daily (
  day date NOT NULL,
  locale text NOT NULL,
  query text NOT NULL,
  searches integer NOT NULL,
  no_result integer NOT NULL,
  clicked integer NOT NULL,
  PRIMARY KEY (day, locale, query)
);
