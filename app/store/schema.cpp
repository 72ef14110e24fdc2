#include "store/schema.h"

#include "store/sql_util.h"

#include <QStringList>

namespace zv::schema {

namespace {

// v1: sections, items and their per-language texts (the first shipped schema).
const QStringList kVersion1 = {
    QStringLiteral("CREATE TABLE schema_version (version INTEGER NOT NULL)"),
    QStringLiteral("INSERT INTO schema_version (version) VALUES (0)"),
    QStringLiteral("CREATE TABLE sections ("
                   " key TEXT PRIMARY KEY NOT NULL,"
                   " kind TEXT NOT NULL,"
                   " sort_order INTEGER NOT NULL,"
                   " accent TEXT NOT NULL DEFAULT '',"
                   " icon TEXT NOT NULL DEFAULT '')"),
    QStringLiteral("CREATE TABLE section_texts ("
                   " section_key TEXT NOT NULL REFERENCES sections(key) ON DELETE CASCADE,"
                   " language TEXT NOT NULL,"
                   " field TEXT NOT NULL,"
                   " value TEXT NOT NULL,"
                   " PRIMARY KEY (section_key, language, field))"),
    QStringLiteral("CREATE TABLE items ("
                   " key TEXT PRIMARY KEY NOT NULL,"
                   " section_key TEXT NOT NULL REFERENCES sections(key) ON DELETE CASCADE,"
                   " kind TEXT NOT NULL,"
                   " sort_order INTEGER NOT NULL,"
                   " game_key TEXT NOT NULL DEFAULT '')"),
    QStringLiteral("CREATE INDEX items_by_section ON items (section_key, sort_order)"),
    QStringLiteral("CREATE TABLE item_texts ("
                   " item_key TEXT NOT NULL REFERENCES items(key) ON DELETE CASCADE,"
                   " language TEXT NOT NULL,"
                   " field TEXT NOT NULL,"
                   " value TEXT NOT NULL,"
                   " PRIMARY KEY (item_key, language, field))"),
};

// v2: staff edits with an audit trail (revisions), staff notes and the
// "zu prüfen" flag, and a content stamp that readers poll for changes.
const QStringList kVersion2 = {
    QStringLiteral("ALTER TABLE items ADD COLUMN staff_note TEXT NOT NULL DEFAULT ''"),
    QStringLiteral("ALTER TABLE items ADD COLUMN needs_review INTEGER NOT NULL DEFAULT 0"),
    QStringLiteral("CREATE TABLE revisions ("
                   " id INTEGER PRIMARY KEY AUTOINCREMENT,"
                   " item_key TEXT NOT NULL REFERENCES items(key) ON DELETE CASCADE,"
                   " language TEXT NOT NULL,"
                   " field TEXT NOT NULL,"
                   " old_value TEXT NOT NULL,"
                   " new_value TEXT NOT NULL,"
                   " author TEXT NOT NULL,"
                   " changed_at TEXT NOT NULL)"),
    QStringLiteral("CREATE INDEX revisions_by_item ON revisions (item_key, id)"),
    QStringLiteral("CREATE TABLE meta (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL)"),
    QStringLiteral("INSERT INTO meta (key, value) VALUES ('content_stamp', '1')"),
};

// v3 (issue 3): structured content. Games are classified (columns on items;
// `audience` holds "adults,children"); schedules, steps, verses and image
// slots are item_parts with per-language part_texts; inventory lists have
// inventory_rows with inventory_texts; search_index is the FTS5 full-text
// index over all of it (filled by search_index.cpp, see there for folding).
// A row's game link may be NULL (no game), so it is a real foreign key.
const QStringList kVersion3 = {
    QStringLiteral("ALTER TABLE items ADD COLUMN category TEXT NOT NULL DEFAULT ''"),
    QStringLiteral("ALTER TABLE items ADD COLUMN audience TEXT NOT NULL DEFAULT ''"),
    QStringLiteral("ALTER TABLE items ADD COLUMN place TEXT NOT NULL DEFAULT ''"),
    QStringLiteral("ALTER TABLE items ADD COLUMN game_group TEXT NOT NULL DEFAULT ''"),
    QStringLiteral("CREATE TABLE item_parts ("
                   " id INTEGER PRIMARY KEY,"
                   " item_key TEXT NOT NULL REFERENCES items(key) ON DELETE CASCADE,"
                   " part TEXT NOT NULL CHECK (part IN ('schedule', 'step', 'verse', 'image')),"
                   " position INTEGER NOT NULL,"
                   " part_key TEXT NOT NULL DEFAULT '',"
                   " time TEXT NOT NULL DEFAULT '',"
                   " figure TEXT NOT NULL DEFAULT '',"
                   " file TEXT NOT NULL DEFAULT '',"
                   " UNIQUE (item_key, part, position))"),
    QStringLiteral("CREATE UNIQUE INDEX image_keys ON item_parts (part_key) WHERE part = 'image'"),
    QStringLiteral("CREATE TABLE part_texts ("
                   " part_id INTEGER NOT NULL REFERENCES item_parts(id) ON DELETE CASCADE,"
                   " language TEXT NOT NULL,"
                   " field TEXT NOT NULL,"
                   " value TEXT NOT NULL,"
                   " PRIMARY KEY (part_id, language, field))"),
    QStringLiteral("CREATE TABLE inventory_rows ("
                   " key TEXT PRIMARY KEY NOT NULL,"
                   " item_key TEXT NOT NULL REFERENCES items(key) ON DELETE CASCADE,"
                   " position INTEGER NOT NULL,"
                   " source TEXT NOT NULL DEFAULT '',"
                   " category TEXT NOT NULL,"
                   " audience TEXT NOT NULL,"
                   " place TEXT NOT NULL,"
                   " count INTEGER NOT NULL DEFAULT -1,"
                   " available INTEGER NOT NULL DEFAULT 1,"
                   " game_item_key TEXT REFERENCES items(key) ON DELETE SET NULL,"
                   " needs_review INTEGER NOT NULL DEFAULT 0,"
                   " staff_note TEXT NOT NULL DEFAULT '',"
                   " UNIQUE (item_key, position))"),
    QStringLiteral("CREATE INDEX inventory_rows_by_game ON inventory_rows (game_item_key)"),
    QStringLiteral("CREATE TABLE inventory_texts ("
                   " row_key TEXT NOT NULL REFERENCES inventory_rows(key) ON DELETE CASCADE,"
                   " language TEXT NOT NULL,"
                   " field TEXT NOT NULL,"
                   " value TEXT NOT NULL,"
                   " PRIMARY KEY (row_key, language, field))"),
    QStringLiteral("CREATE VIRTUAL TABLE search_index USING fts5("
                   " item_key UNINDEXED, row_key UNINDEXED, language UNINDEXED,"
                   " original UNINDEXED, title, content,"
                   " tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')"),
};

// v4 (issue 8): staff editing. Personal accounts with salted PBKDF2 hashes;
// drafts (a whole item as JSON, store/item_json.h) that the kiosk never
// reads; an edit version per item, so two editors notice each other;
// revisions of any field (paths, store/item_fields.h) that remember their
// editing session and when they were published; a log of publications.
// Sounds: item_parts learns the part 'audio' and a step's `audio` file.
// SQLite cannot change a CHECK constraint in place, so item_parts is rebuilt
// the way SQLite's documentation prescribes (new table, copy, drop, rename),
// with foreign keys off so that dropping the old table does not cascade to
// part_texts; foreign_key_check runs before the commit.
const QStringList kVersion4 = {
    QStringLiteral("CREATE TABLE staff_accounts ("
                   " name TEXT PRIMARY KEY NOT NULL COLLATE NOCASE,"
                   " password_hash TEXT NOT NULL,"
                   " is_admin INTEGER NOT NULL DEFAULT 0,"
                   " created_at TEXT NOT NULL,"
                   " created_by TEXT NOT NULL DEFAULT '')"),
    QStringLiteral("ALTER TABLE items ADD COLUMN edit_version INTEGER NOT NULL DEFAULT 0"),
    QStringLiteral("CREATE TABLE item_drafts ("
                   " item_key TEXT PRIMARY KEY NOT NULL REFERENCES items(key) ON DELETE CASCADE,"
                   " payload TEXT NOT NULL,"
                   " author TEXT NOT NULL,"
                   " updated_at TEXT NOT NULL)"),
    QStringLiteral("ALTER TABLE revisions ADD COLUMN session TEXT NOT NULL DEFAULT ''"),
    QStringLiteral("ALTER TABLE revisions ADD COLUMN published_at TEXT NOT NULL DEFAULT ''"),
    // Before v4 every save went straight to the kiosk.
    QStringLiteral("UPDATE revisions SET published_at = changed_at"),
    QStringLiteral("CREATE INDEX revisions_by_field ON revisions (item_key, field, language, id)"),
    QStringLiteral("CREATE TABLE publications ("
                   " id INTEGER PRIMARY KEY AUTOINCREMENT,"
                   " author TEXT NOT NULL,"
                   " published_at TEXT NOT NULL,"
                   " what TEXT NOT NULL,"
                   " item_keys TEXT NOT NULL DEFAULT '',"
                   " backup_file TEXT NOT NULL DEFAULT '')"),
    QStringLiteral("CREATE TABLE item_parts_v4 ("
                   " id INTEGER PRIMARY KEY,"
                   " item_key TEXT NOT NULL REFERENCES items(key) ON DELETE CASCADE,"
                   " part TEXT NOT NULL"
                   "  CHECK (part IN ('schedule', 'step', 'verse', 'image', 'audio')),"
                   " position INTEGER NOT NULL,"
                   " part_key TEXT NOT NULL DEFAULT '',"
                   " time TEXT NOT NULL DEFAULT '',"
                   " figure TEXT NOT NULL DEFAULT '',"
                   " file TEXT NOT NULL DEFAULT '',"
                   " audio TEXT NOT NULL DEFAULT '',"
                   " UNIQUE (item_key, part, position))"),
    QStringLiteral("INSERT INTO item_parts_v4 (id, item_key, part, position, part_key, time, "
                   "figure, file) SELECT id, item_key, part, position, part_key, time, figure, "
                   "file FROM item_parts"),
    QStringLiteral("DROP TABLE item_parts"),
    QStringLiteral("ALTER TABLE item_parts_v4 RENAME TO item_parts"),
    QStringLiteral("CREATE UNIQUE INDEX image_keys ON item_parts (part_key) WHERE part = 'image'"),
    QStringLiteral("CREATE UNIQUE INDEX audio_keys ON item_parts (part_key) WHERE part = 'audio'"),
    // Settings staff change in the editor (see ContentStore::setting()).
    QStringLiteral("INSERT OR IGNORE INTO meta (key, value) VALUES "
                   "('language_threshold', '90'), ('languages', 'de,en'), "
                   "('backup_retention', '20')"),
};

// v5 (issue 9): anonymous usage counts for staff. Per day and thing used
// (a section opened, an item read, a game started, a visit with its length
// in seconds without the idle wait); never a person, never a time of day.
const QStringList kVersion5 = {
    QStringLiteral("CREATE TABLE usage_counts ("
                   " day TEXT NOT NULL,"
                   " kind TEXT NOT NULL CHECK (kind IN ('section', 'item', 'game', 'visit')),"
                   " key TEXT NOT NULL DEFAULT '',"
                   " count INTEGER NOT NULL DEFAULT 0,"
                   " seconds INTEGER NOT NULL DEFAULT 0,"
                   " PRIMARY KEY (day, kind, key))"),
};

// v6 (issue 17): the source note. Each item says where its texts come from
// (store/provenance.h; its per-language note is an ordinary text field).
// An inventory row's `available` may be -1: the document gives neither a
// count nor "nicht vorhanden" (keine Angabe); no column change is needed.
// An older store gets the bundled notes in content_import.cpp.
const QStringList kVersion6 = {
    QStringLiteral("ALTER TABLE items ADD COLUMN provenance TEXT NOT NULL DEFAULT ''"),
};

// v7 (issue 22): a song's melody in ABC notation, its verses' words under
// the notes. An older store gets the bundled tunes in content_import.cpp.
const QStringList kVersion7 = {
    QStringLiteral("ALTER TABLE items ADD COLUMN melody_abc TEXT NOT NULL DEFAULT ''"),
};

struct Migration {
    const QStringList* statements;
    bool rebuildsTables; // needs foreign keys off while it runs
};

const QList<Migration> kMigrations = {{&kVersion1, false}, {&kVersion2, false}, {&kVersion3, false},
                                      {&kVersion4, true},  {&kVersion5, false}, {&kVersion6, false},
                                      {&kVersion7, false}};

// PRAGMA foreign_keys cannot change inside a transaction: it is switched
// around the migration and restored on every path out.
class ForeignKeysOff {
public:
    ForeignKeysOff(QSqlDatabase& db, bool active) : m_db(db), m_active(active)
    {
        if (m_active)
            sql::exec(m_db, QStringLiteral("PRAGMA foreign_keys = OFF"), nullptr);
    }
    ~ForeignKeysOff()
    {
        if (m_active)
            sql::exec(m_db, QStringLiteral("PRAGMA foreign_keys = ON"), nullptr);
    }
    ForeignKeysOff(const ForeignKeysOff&) = delete;
    ForeignKeysOff& operator=(const ForeignKeysOff&) = delete;

private:
    QSqlDatabase& m_db;
    bool m_active;
};

bool foreignKeysHold(const QSqlDatabase& db, QString* detail)
{
    QSqlQuery check(db);
    if (!sql::run(check, QStringLiteral("PRAGMA foreign_key_check"), {}, detail))
        return false;
    if (check.next()) {
        *detail = QStringLiteral("foreign key broken in table %1").arg(check.value(0).toString());
        return false;
    }
    return true;
}

bool applyOne(QSqlDatabase& db, int targetVersion, QString* error)
{
    const Migration& migration = kMigrations.at(targetVersion - 1);
    ForeignKeysOff keysOff(db, migration.rebuildsTables);
    sql::Transaction transaction(db);
    QString detail;
    if (migration.rebuildsTables && !foreignKeysHold(db, &detail)) {
        if (error)
            *error = QStringLiteral("migration to schema version %1 failed: %2")
                         .arg(targetVersion)
                         .arg(detail);
        return false;
    }
    for (const QString& statement : *migration.statements) {
        if (!sql::exec(db, statement, &detail)) {
            if (error)
                *error = QStringLiteral("migration to schema version %1 failed: %2")
                             .arg(targetVersion)
                             .arg(detail);
            return false;
        }
    }
    QSqlQuery query(db);
    if (!sql::run(query, QStringLiteral("UPDATE schema_version SET version = ?"), {targetVersion},
                  &detail) ||
        (migration.rebuildsTables && !foreignKeysHold(db, &detail)) ||
        !transaction.commit(&detail)) {
        if (error)
            *error = QStringLiteral("migration to schema version %1 failed: %2")
                         .arg(targetVersion)
                         .arg(detail);
        return false;
    }
    return true;
}

} // namespace

int latestVersion()
{
    return static_cast<int>(kMigrations.size());
}

int readVersion(const QSqlDatabase& db, QString* error)
{
    const QVariant tables = sql::scalar(
        db, QStringLiteral("SELECT count(*) FROM sqlite_master WHERE type = 'table'"), {}, error);
    if (!tables.isValid())
        return -2;
    if (tables.toInt() == 0)
        return 0;
    const QVariant hasVersionTable = sql::scalar(
        db, QStringLiteral("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ?"),
        {QStringLiteral("schema_version")}, error);
    if (!hasVersionTable.isValid())
        return -2;
    if (hasVersionTable.toInt() == 0)
        return -1;
    const QVariant version =
        sql::scalar(db, QStringLiteral("SELECT max(version) FROM schema_version"), {}, error);
    if (!version.isValid())
        return -2;
    if (version.isNull()) {
        if (error)
            *error = QStringLiteral("the schema_version table is empty");
        return -1;
    }
    return version.toInt();
}

bool migrate(QSqlDatabase& db, int fromVersion, QString* error)
{
    for (int target = fromVersion + 1; target <= latestVersion(); ++target) {
        if (!applyOne(db, target, error))
            return false;
    }
    return true;
}

} // namespace zv::schema
