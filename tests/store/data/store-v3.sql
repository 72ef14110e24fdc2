-- A content store as the program before issue 8 wrote it (schema version 3):
-- structured content (a hairstyle with two steps and a picture slot, an
-- inventory list with one row), one staff edit with its revision row, the
-- search index table (empty here). No accounts, drafts, edit versions,
-- publications or sounds. The statements are the ones schema.cpp ran for
-- versions 1 to 3. tst_store_migration_v4 loads it into a temporary file and
-- opens it with the current program, which must migrate it to version 4,
-- rebuilding item_parts without losing a part or a part's text.
CREATE TABLE schema_version (version INTEGER NOT NULL);
INSERT INTO schema_version (version) VALUES (3);
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
INSERT INTO meta (key, value) VALUES ('content_stamp', '12');
ALTER TABLE items ADD COLUMN category TEXT NOT NULL DEFAULT '';
ALTER TABLE items ADD COLUMN audience TEXT NOT NULL DEFAULT '';
ALTER TABLE items ADD COLUMN place TEXT NOT NULL DEFAULT '';
ALTER TABLE items ADD COLUMN game_group TEXT NOT NULL DEFAULT '';
CREATE TABLE item_parts ( id INTEGER PRIMARY KEY, item_key TEXT NOT NULL REFERENCES items(key) ON DELETE CASCADE, part TEXT NOT NULL CHECK (part IN ('schedule', 'step', 'verse', 'image')), position INTEGER NOT NULL, part_key TEXT NOT NULL DEFAULT '', time TEXT NOT NULL DEFAULT '', figure TEXT NOT NULL DEFAULT '', file TEXT NOT NULL DEFAULT '', UNIQUE (item_key, part, position));
CREATE UNIQUE INDEX image_keys ON item_parts (part_key) WHERE part = 'image';
CREATE TABLE part_texts ( part_id INTEGER NOT NULL REFERENCES item_parts(id) ON DELETE CASCADE, language TEXT NOT NULL, field TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (part_id, language, field));
CREATE TABLE inventory_rows ( key TEXT PRIMARY KEY NOT NULL, item_key TEXT NOT NULL REFERENCES items(key) ON DELETE CASCADE, position INTEGER NOT NULL, source TEXT NOT NULL DEFAULT '', category TEXT NOT NULL, audience TEXT NOT NULL, place TEXT NOT NULL, count INTEGER NOT NULL DEFAULT -1, available INTEGER NOT NULL DEFAULT 1, game_item_key TEXT REFERENCES items(key) ON DELETE SET NULL, needs_review INTEGER NOT NULL DEFAULT 0, staff_note TEXT NOT NULL DEFAULT '', UNIQUE (item_key, position));
CREATE INDEX inventory_rows_by_game ON inventory_rows (game_item_key);
CREATE TABLE inventory_texts ( row_key TEXT NOT NULL REFERENCES inventory_rows(key) ON DELETE CASCADE, language TEXT NOT NULL, field TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (row_key, language, field));
CREATE VIRTUAL TABLE search_index USING fts5( item_key UNINDEXED, row_key UNINDEXED, language UNINDEXED, original UNINDEXED, title, content, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3');
INSERT INTO sections (key, kind, sort_order, accent, icon) VALUES ('frisuren', 'hairstyles', 40, '#7a4e6e', 'hairstyles');
INSERT INTO sections (key, kind, sort_order, accent, icon) VALUES ('sammlung', 'inventory', 20, '#5b6b3a', 'inventory');
INSERT INTO sections (key, kind, sort_order, accent, icon) VALUES ('spiele', 'games', 10, '#8c3b2e', 'games');
INSERT INTO section_texts VALUES ('frisuren', 'de', 'title', 'Frisuren');
INSERT INTO items (key, section_key, kind, sort_order, game_key, staff_note, needs_review, category, audience, place, game_group) VALUES ('hausfrisur', 'frisuren', 'hairstyle', 10, '', 'Abbildungen fehlen noch.', 1, '', '', '', '');
INSERT INTO items (key, section_key, kind, sort_order, game_key, staff_note, needs_review, category, audience, place, game_group) VALUES ('drinnen_kinder', 'sammlung', 'inventory', 10, '', '', 0, '', 'children', 'indoor', '');
INSERT INTO items (key, section_key, kind, sort_order, game_key, staff_note, needs_review, category, audience, place, game_group) VALUES ('halma', 'spiele', 'game', 10, '', '', 0, 'board', 'adults,children', 'indoor', 'social');
INSERT INTO item_texts VALUES ('hausfrisur', 'de', 'title', 'Die Hausfrisur (geändert)');
INSERT INTO item_texts VALUES ('drinnen_kinder', 'de', 'title', 'Für drinnen, für Kinder');
INSERT INTO item_texts VALUES ('halma', 'de', 'title', 'Halma');
INSERT INTO item_parts (id, item_key, part, position, part_key, time, figure, file) VALUES (5, 'hausfrisur', 'step', 0, '', '', '1', 'hausfrisur_1.png');
INSERT INTO item_parts (id, item_key, part, position, part_key, time, figure, file) VALUES (6, 'hausfrisur', 'step', 1, '', '', '2', '');
INSERT INTO item_parts (id, item_key, part, position, part_key, time, figure, file) VALUES (7, 'hausfrisur', 'image', 0, 'hausfrisur_bild', '', '', 'hausfrisur.jpg');
INSERT INTO part_texts VALUES (5, 'de', 'text', 'Das Haar wird gescheitelt.');
INSERT INTO part_texts VALUES (5, 'en', 'text', 'The hair is parted.');
INSERT INTO part_texts VALUES (6, 'de', 'text', 'Der Zopf wird aufgesteckt.');
INSERT INTO part_texts VALUES (7, 'de', 'caption', 'Eine Hausfrisur um 1900');
INSERT INTO inventory_rows (key, item_key, position, source, category, audience, place, count, available, game_item_key, needs_review, staff_note) VALUES ('kind_halma', 'drinnen_kinder', 0, '1 Halma | 2 | XXL-Größe', 'board', 'children', 'indoor', 2, 1, 'halma', 0, '');
INSERT INTO inventory_texts VALUES ('kind_halma', 'de', 'name', 'Halma');
INSERT INTO revisions (item_key, language, field, old_value, new_value, author, changed_at) VALUES ('hausfrisur', 'de', 'title', 'Die Hausfrisur', 'Die Hausfrisur (geändert)', 'Frau Möller', '2025-03-01T10:00:00.000Z');
