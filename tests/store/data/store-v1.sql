-- A content store as the first released program wrote it (schema version 1):
-- sections, items and their texts, no revisions, no staff notes.
-- tst_store_migration loads it into a temporary file and opens it with the
-- current program, which must migrate it and keep every row.
CREATE TABLE schema_version (version INTEGER NOT NULL);
INSERT INTO schema_version (version) VALUES (1);
CREATE TABLE sections ( key TEXT PRIMARY KEY NOT NULL, kind TEXT NOT NULL, sort_order INTEGER NOT NULL, accent TEXT NOT NULL DEFAULT '', icon TEXT NOT NULL DEFAULT '');
CREATE TABLE section_texts ( section_key TEXT NOT NULL REFERENCES sections(key) ON DELETE CASCADE, language TEXT NOT NULL, field TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (section_key, language, field));
CREATE TABLE items ( key TEXT PRIMARY KEY NOT NULL, section_key TEXT NOT NULL REFERENCES sections(key) ON DELETE CASCADE, kind TEXT NOT NULL, sort_order INTEGER NOT NULL, game_key TEXT NOT NULL DEFAULT '');
CREATE INDEX items_by_section ON items (section_key, sort_order);
CREATE TABLE item_texts ( item_key TEXT NOT NULL REFERENCES items(key) ON DELETE CASCADE, language TEXT NOT NULL, field TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (item_key, language, field));
INSERT INTO sections (key, kind, sort_order, accent, icon) VALUES ('spiele', 'games', 10, '#8c3b2e', 'games');
INSERT INTO sections (key, kind, sort_order, accent, icon) VALUES ('menschen', 'people', 30, '#3e5a7a', 'people');
INSERT INTO section_texts VALUES ('spiele', 'de', 'title', 'Spiele');
INSERT INTO section_texts VALUES ('spiele', 'en', 'title', 'Games');
INSERT INTO section_texts VALUES ('menschen', 'de', 'title', 'Menschen im Haus');
INSERT INTO items (key, section_key, kind, sort_order, game_key) VALUES ('muehle', 'spiele', 'game', 10, 'muehle');
INSERT INTO items (key, section_key, kind, sort_order, game_key) VALUES ('gouvernante', 'menschen', 'person', 20, '');
INSERT INTO item_texts VALUES ('muehle', 'de', 'title', 'Mühle (von Hand geändert)');
INSERT INTO item_texts VALUES ('muehle', 'en', 'title', 'Nine Men''s Morris');
INSERT INTO item_texts VALUES ('muehle', 'de', 'body', 'Ein Text, den das Personal in Version 1 geschrieben hat.');
INSERT INTO item_texts VALUES ('gouvernante', 'de', 'title', 'Die Gouvernante');
