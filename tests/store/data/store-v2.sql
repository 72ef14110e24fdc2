-- A content store as the program before issue 3 wrote it (schema version 2):
-- sections, items and their texts, staff notes, the "zu prüfen" flag, one
-- staff edit with its revision row, and the content stamp. No classification,
-- no schedules, steps, verses, images or inventory rows, no search index.
-- The statements are the ones schema.cpp ran for versions 1 and 2.
-- tst_store_migration loads it into a temporary file and opens it with the
-- current program, which must migrate it, keep every row and staff edit, and
-- complete it from the bundled content.
CREATE TABLE schema_version (version INTEGER NOT NULL);
INSERT INTO schema_version (version) VALUES (2);
CREATE TABLE sections ( key TEXT PRIMARY KEY NOT NULL, kind TEXT NOT NULL, sort_order INTEGER NOT NULL, accent TEXT NOT NULL DEFAULT '', icon TEXT NOT NULL DEFAULT '');
CREATE TABLE section_texts ( section_key TEXT NOT NULL REFERENCES sections(key) ON DELETE CASCADE, language TEXT NOT NULL, field TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (section_key, language, field));
CREATE TABLE items ( key TEXT PRIMARY KEY NOT NULL, section_key TEXT NOT NULL REFERENCES sections(key) ON DELETE CASCADE, kind TEXT NOT NULL, sort_order INTEGER NOT NULL, game_key TEXT NOT NULL DEFAULT '');
CREATE INDEX items_by_section ON items (section_key, sort_order);
CREATE TABLE item_texts ( item_key TEXT NOT NULL REFERENCES items(key) ON DELETE CASCADE, language TEXT NOT NULL, field TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (item_key, language, field));
ALTER TABLE items ADD COLUMN staff_note TEXT NOT NULL DEFAULT '';
ALTER TABLE items ADD COLUMN needs_review INTEGER NOT NULL DEFAULT 0;
CREATE TABLE revisions ( id INTEGER PRIMARY KEY AUTOINCREMENT, item_key TEXT NOT NULL REFERENCES items(key) ON DELETE CASCADE, language TEXT NOT NULL, field TEXT NOT NULL, old_value TEXT NOT NULL, new_value TEXT NOT NULL, author TEXT NOT NULL, changed_at TEXT NOT NULL);
CREATE INDEX revisions_by_item ON revisions (item_key, id);
CREATE TABLE meta (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL);
INSERT INTO meta (key, value) VALUES ('content_stamp', '7');
INSERT INTO sections (key, kind, sort_order, accent, icon) VALUES ('spiele', 'games', 10, '#8c3b2e', 'games');
INSERT INTO sections (key, kind, sort_order, accent, icon) VALUES ('menschen', 'people', 30, '#3e5a7a', 'people');
INSERT INTO section_texts VALUES ('spiele', 'de', 'title', 'Spiele');
INSERT INTO section_texts VALUES ('spiele', 'en', 'title', 'Games');
INSERT INTO section_texts VALUES ('menschen', 'de', 'title', 'Menschen im Haus');
INSERT INTO items (key, section_key, kind, sort_order, game_key, staff_note, needs_review) VALUES ('muehle', 'spiele', 'game', 10, 'muehle', 'Von Frau Möller geprüft.', 0);
INSERT INTO items (key, section_key, kind, sort_order, game_key, staff_note, needs_review) VALUES ('gouvernante', 'menschen', 'person', 20, '', '', 1);
INSERT INTO items (key, section_key, kind, sort_order, game_key, staff_note, needs_review) VALUES ('hauslehrer', 'menschen', 'person', 30, '', 'Nur in diesem Speicher, nicht in den mitgelieferten Inhalten.', 1);
INSERT INTO item_texts VALUES ('muehle', 'de', 'title', 'Mühle (von Hand geändert)');
INSERT INTO item_texts VALUES ('muehle', 'en', 'title', 'Nine Men''s Morris');
INSERT INTO item_texts VALUES ('muehle', 'de', 'summary', 'Ein uraltes Spiel für zwei.');
INSERT INTO item_texts VALUES ('muehle', 'de', 'body', 'Ein Text, den das Personal in Version 2 geschrieben hat.');
INSERT INTO item_texts VALUES ('gouvernante', 'de', 'title', 'Die Gouvernante');
INSERT INTO item_texts VALUES ('hauslehrer', 'de', 'title', 'Der Hauslehrer');
INSERT INTO item_texts VALUES ('hauslehrer', 'de', 'body', 'Er unterrichtete die Söhne des Hauses in Latein und Rechnen.');
INSERT INTO revisions (item_key, language, field, old_value, new_value, author, changed_at) VALUES ('muehle', 'de', 'title', 'Mühle', 'Mühle (von Hand geändert)', 'Frau Möller', '2024-05-02T09:15:00.000Z');
