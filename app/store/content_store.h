#pragma once

// ContentStore: the one owner of the exhibit's SQLite database (Qt SQL,
// QSQLITE). Every read and write of visitor-facing content goes through it;
// models, widgets and the CLI never see SQL.
//
// Threading: an instance must be used from the thread that opened it (a Qt SQL
// rule). Several instances may be open on the same file at once (the kiosk
// reads while the editor writes); each has its own connection.

#include "store/content_types.h"
#include "store/editing_types.h"

#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>

namespace zv {

class SearchRunner;

// <GenericDataLocation>/zeitvertreib/zeitvertreib.sqlite (usually
// ~/.local/share/zeitvertreib/), the same for every program of the exhibit
// whatever its application name; the folder is overridden by the environment
// variable ZV_DATA_DIR. The kiosk, the editor and the CLI all use this.
QString defaultStorePath();
// The database path inside a data folder given on a command line (--data DIR).
QString storePathInDirectory(const QString& directory);

// Why a read of the store failed. The queries below take one (optional):
// a caller that writes, exports or checks what it read passes it and stops
// when it is set, so a damaged table never passes for an empty one (issue
// 26). Without it a failed read is only logged and the result is what could
// be read; the kiosk's screens accept that, nothing that writes may.
struct ReadError {
    QString what;   // what was being read, e.g. "reading inventory rows"
    QString detail; // SQLite's words (technical)
    bool failed() const { return !what.isEmpty(); }
    // "<what> failed: <detail>"
    QString toString() const;
};

// One line of the anonymous usage counts (ContentStore::countUse).
struct UsageCount {
    QDate day;
    QString kind; // section, item, game, visit
    QString key;  // the section, item or game key; empty for visits
    int count = 0;
    qint64 seconds = 0; // visits: their summed length
};

class ContentStore {
public:
    enum class Mode {
        Kiosk,  // never fails: a broken file is moved aside and replaced by a
                // fresh store from the bundled content; an unusable location
                // falls back to a store in a temporary folder.
        Editor, // never replaces anything silently: a broken file makes open()
                // fail with a plain message; restoreFromBundled() is the explicit fix.
    };

    // The schema version this program writes. Older files are migrated forward.
    static int latestSchemaVersion();

    // Opens (or creates) the store at `path`. Returns nullptr only when nothing
    // could be opened; `report` (may be null) says what happened either way.
    static std::unique_ptr<ContentStore> open(const QString& path, Mode mode, OpenReport* report);

    // Moves whatever is at `path` aside (kept, never deleted) and creates a
    // fresh store there from the bundled content. For the editor's "restore".
    static std::unique_ptr<ContentStore> restoreFromBundled(const QString& path,
                                                            OpenReport* report);

    ~ContentStore();
    ContentStore(const ContentStore&) = delete;
    ContentStore& operator=(const ContentStore&) = delete;

    QString path() const;
    // The folder of pictures staff add (image slots and hairstyle steps name
    // files in it): "media" beside the store file.
    QString mediaDirectory() const;
    Mode mode() const;
    int schemaVersion() const;

    // Sections in home-screen order, items of a section in their order.
    QList<Section> sections(ReadError* error = nullptr) const;
    std::optional<Section> section(const QString& sectionKey, ReadError* error = nullptr) const;
    QList<Item> items(const QString& sectionKey, ReadError* error = nullptr) const;
    // Empty when there is no such item (or its row could not be read: `error` set).
    std::optional<Item> item(const QString& itemKey, ReadError* error = nullptr) const;
    // Every item of every section: sections in home-screen order, then items.
    QList<Item> allItems(ReadError* error = nullptr) const;
    // Every row of every inventory list: lists in their order, rows in theirs.
    QList<InventoryRow> inventoryRows(ReadError* error = nullptr) const;
    // Items (with their parts and rows) carry the classification and the
    // structured parts too; see content_types.h.

    // Full-text search over every text in both languages (FTS5). Umlauts and
    // their spellings meet: "Mühle", "Muehle", "muhle", "MÜHLE" all find
    // Mühle. Each word typed must occur (as a word's beginning). The best hit
    // per item, or per inventory row (itemKey = its list), best first; the
    // snippet comes from a text in `language` when one matched. An empty
    // query gives no hits.
    // What the query becomes first (repeats, caps, FTS5 syntax): search_query.h.
    // A failed search is reported in *error (or logged when none is given).
    QList<SearchHit> search(const QString& query, const QString& language, int limit = 60,
                            ReadError* error = nullptr) const;
    // The same search on a worker thread with its own read-only connection
    // to this store's file, for the kiosk: each start cancels the one before
    // (search_runner.h). One per caller, so two screens never cancel each
    // other's searches; it may outlive the store (it needs only the file).
    std::unique_ptr<SearchRunner> makeSearchRunner() const;
    // Languages that hold at least one text, German first.
    QStringList languages() const;

    // Saves one text field of an item and writes a revision row (author, time,
    // old and new value) in the same transaction. An unchanged value is not
    // saved and writes no revision (returns true). False with `error` set on
    // any problem; nothing is written then.
    bool saveItemText(const QString& itemKey, const QString& language, const QString& fieldName,
                      const QString& newValue, const QString& author, QString* error);
    // Several fields of one item at once, all or nothing in one transaction.
    // The search index follows in the same transaction.
    bool saveItemTexts(const QString& itemKey, const QList<TextChange>& changes,
                       const QString& author, QString* error);

    // Revisions of an item, newest first.
    QList<Revision> revisions(const QString& itemKey) const;

    // ---- Staff editing (issue 8; content_store_edit.cpp) -------------------
    // Staff edit drafts; the kiosk reads only published content (the methods
    // above). Every change of what staff see writes revision rows and raises
    // the item's edit version; every write is one transaction.

    // The item as staff edit it: its draft, or the published item.
    std::optional<EditableItem> editableItem(const QString& itemKey,
                                             ReadError* error = nullptr) const;
    // Every item as staff edit it, in the order of allItems().
    QList<EditableItem> editableItems(ReadError* error = nullptr) const;
    // Keys of the items that have a draft.
    QStringList draftKeys(ReadError* error = nullptr) const;
    // Saves `item` as its draft (one transaction): a revision per changed
    // field, merged with the revision `session` wrote last for that field
    // while unpublished, so an editing session leaves one revision per field.
    // Conflict when the item's version is no longer `expectedVersion`. A
    // draft equal to the published item is dropped.
    WriteResult saveDraft(const Item& item, qint64 expectedVersion, const QString& author,
                          const QString& session);
    // Drops an item's draft; revisions record the return to the published state.
    WriteResult discardDraft(const QString& itemKey, qint64 expectedVersion, const QString& author);
    // Makes drafts what the kiosk shows, in one transaction: content tables,
    // search index, content stamp, the revisions marked published, a
    // publication row naming `backupFile` (taken by the caller just before).
    // Empty `itemKeys`: every draft. `published` receives the keys published.
    WriteResult publishDrafts(const QStringList& itemKeys, const QString& author,
                              const QString& backupFile, QStringList* published);
    // A content pack's items (store/content_pack.h checked them first), in ONE
    // transaction: each saved as its draft as saveDraft does (author "<author>
    // (Inhaltspaket)"), and with `publish` those drafted published as
    // publishDrafts does (publication "import" naming `backupFile`).
    // `beforeCommit` runs last inside the transaction (the pack puts its media
    // files in place there); its false rolls everything back. Any failure,
    // or an item changed since its expectedVersion (Conflict), writes nothing.
    WriteResult importItems(const QList<ItemImport>& items, const QString& author,
                            const QString& session, bool publish, const QString& backupFile,
                            const std::function<bool(QString*)>& beforeCommit,
                            ImportOutcome* outcome);
    // Publications, newest first.
    QList<Publication> publications(int limit = 50) const;
    // The item as staff saw it right after revision `revisionId`: the current
    // state with every later change of the item undone. Empty when the item
    // or revision does not exist.
    std::optional<Item> itemAfterRevision(const QString& itemKey, qint64 revisionId) const;
    // Replaces every item's published state and draft, and the sections'
    // texts, with those of `source` (a restored backup), in one transaction;
    // revisions record what changed for staff, accounts and history stay.
    WriteResult replaceContentFrom(const ContentStore& source, const QString& author,
                                   const QString& what, const QString& backupFile);
    // A consistent copy of the whole database into `file` (VACUUM INTO).
    bool writeCopy(const QString& file, QString* error) const;

    // Settings staff change (meta table): "language_threshold" (percent of
    // texts a language needs before the kiosk offers it), "languages" (the
    // exhibit's languages, comma-separated, German first), "backup_retention"
    // (automatic backups kept), "last_daily_backup" (ISO date).
    QString setting(const QString& key) const;
    bool setSetting(const QString& key, const QString& value, QString* error);

    // ---- Staff accounts (content_store_accounts.cpp) ------------------------
    // Passwords are kept only as salted PBKDF2 hashes (store/password_hash.h).
    bool hasStaffAccounts() const;
    QList<StaffAccount> staffAccounts() const;
    // The account when name and password match, else empty. An old hash
    // (fewer iterations than today's) is renewed on the way.
    std::optional<StaffAccount> signIn(const QString& name, const QString& password);
    // Only an administrator (`byAdmin`) adds, removes and promotes accounts;
    // the very first account needs none and is always an administrator. The
    // last administrator cannot be removed or demoted.
    WriteResult addStaffAccount(const QString& name, const QString& password, bool isAdmin,
                                const QString& byAdmin);
    WriteResult removeStaffAccount(const QString& name, const QString& byAdmin);
    WriteResult setStaffAdmin(const QString& name, bool isAdmin, const QString& byAdmin);
    // By the account itself or by an administrator.
    WriteResult setStaffPassword(const QString& name, const QString& newPassword,
                                 const QString& by);

    // ---- Anonymous usage counts (content_store_usage.cpp) -------------------
    // What visitors used, counted per day (local date): `kind` "section",
    // "item" or "game" with the key used, or "visit" (key empty) with the
    // visit's length in `seconds`. Never a person, never a time of day. A
    // failed write is logged and returns false; the kiosk carries on.
    bool countUse(const QString& kind, const QString& key, int seconds = 0);
    // The counts of the days from `from` to `to` (inclusive), by day, kind, key.
    QList<UsageCount> usageCounts(const QDate& from, const QDate& to) const;

    // A number that changes whenever any content is saved, by this or by any
    // other instance on the same file. Cheap: the kiosk polls it on returning
    // home and reloads its models when it differs from the last value seen.
    qint64 dataVersion() const;

    // PRAGMA integrity_check and PRAGMA foreign_key_check; empty when healthy,
    // otherwise the problems found (for tests and the CLI's content check).
    QStringList integrityProblems() const;
    // Whether PRAGMA foreign_keys is on for this connection (it always should be).
    bool foreignKeysEnabled() const;
    // The journal mode in effect ("wal" expected for a file store).
    QString journalMode() const;

private:
    struct Private;
    explicit ContentStore(std::unique_ptr<Private> d);
    std::unique_ptr<Private> d;

    friend class StoreOpener;
};

} // namespace zv
