-- Media names a hand-edited store or an old content pack could hold (issue 26):
-- each leads out of the media folder. The kiosk gives QML no URL for any of them.
UPDATE item_parts SET file = '../zeitvertreib.sqlite', audio = '../zeitvertreib.sqlite' WHERE item_key = 'hausfrisur' AND part = 'step' AND position = 0;
UPDATE item_parts SET file = '/etc/passwd' WHERE item_key = 'hausfrisur' AND part = 'step' AND position = 1;
INSERT INTO item_parts (item_key, part, position, part_key, file) VALUES ('hausfrisur', 'audio', 0, 'hausfrisur_ton_fremd', '/etc/passwd');
