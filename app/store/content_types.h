#pragma once

// Plain value types the ContentStore hands out. They carry no SQL and no Qt
// object machinery, so models, widgets, the CLI and tests can copy them freely.

#include <QDateTime>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace zv {

// The language every text is written in first; any missing translation falls
// back to it, so a visitor never sees an empty page.
inline const QString kFallbackLanguage = QStringLiteral("de");

// Names of the text fields an item or section can carry, per language. They
// are the same in the YAML sources, in the database and (camelCased) in the
// model roles. New fields need no schema change (item_texts is keyed by name).
namespace field {
inline const QString title = QStringLiteral("title");
inline const QString summary = QStringLiteral("summary");
inline const QString body = QStringLiteral("body"); // Markdown
// Game articles: the museum's concept asks for separate texts for children
// and adults (leaflets), plus the game's history. All Markdown.
inline const QString history = QStringLiteral("history");
inline const QString rulesChildren = QStringLiteral("rules_children");
inline const QString rulesAdults = QStringLiteral("rules_adults");
// People: the sections of a role description. All Markdown.
inline const QString description = QStringLiteral("description");
inline const QString lifeSituation = QStringLiteral("life_situation");
inline const QString duties = QStringLiteral("duties");
inline const QString traits = QStringLiteral("traits");
inline const QString clothing = QStringLiteral("clothing");
inline const QString other = QStringLiteral("other");
// Any kind: the source and licence the text is based on (one line).
inline const QString credits = QStringLiteral("credits");
// Any kind: what was added to the house's documents, in a few words (the
// source note's second half; store/provenance.h). Plain text, one line.
inline const QString provenanceNote = QStringLiteral("provenance_note");

// Fields of the structured parts (schedule entries, steps, verses: `text`;
// image slots: `caption`, `credit`) and of inventory rows.
inline const QString text = QStringLiteral("text");
inline const QString caption = QStringLiteral("caption");
inline const QString credit = QStringLiteral("credit");
inline const QString name = QStringLiteral("name");
inline const QString countDetail = QStringLiteral("count_detail");
inline const QString remark = QStringLiteral("remark");
} // namespace field

// Every field an item may carry, in the order the editor shows them.
QStringList itemTextFields();
// The Markdown fields of an item in the order a visitor reads them (title and
// summary excluded): body first, credits last.
QStringList readingOrderFields();
// Every field a section may carry.
QStringList sectionTextFields();
// Fields of an image slot and of an inventory row, per language.
QStringList imageTextFields();
QStringList inventoryTextFields();

// Keywords of the structured format (docs/content-format-structured.md).
namespace keyword {
// Game categories, in the order the concept lists indoor social games.
QStringList gameCategories();
// Inventory row categories: the game categories plus outdoor_material.
QStringList inventoryCategories();
QStringList audiences();  // adults, children
QStringList gamePlaces(); // indoor, outdoor, both
QStringList rowPlaces();  // indoor, outdoor
QStringList gameGroups(); // social, solo
} // namespace keyword

// Texts of one item or section: language -> field -> value.
struct LocalizedTexts {
    QMap<QString, QMap<QString, QString>> values;

    // The text in `language`, or the German text when that one is missing or
    // empty. Returns an empty string only when German is missing too.
    QString text(const QString& language, const QString& fieldName) const;
    // True when `language` itself holds a non-empty text for the field.
    bool has(const QString& language, const QString& fieldName) const;
    void set(const QString& language, const QString& fieldName, const QString& value)
    {
        values[language][fieldName] = value;
    }
};

struct Section {
    QString key;       // ASCII, e.g. "spiele"
    QString kind;      // games, inventory, people, hairstyles, songs, about
    int sortOrder = 0; // home screen order, ascending
    QString accent;    // "#rrggbb" accent colour for the home screen tile
    QString icon;      // icon name (an SVG under assets/ chosen by the kiosk)
    LocalizedTexts texts;

    QString title(const QString& language) const { return texts.text(language, field::title); }
    QString summary(const QString& language) const { return texts.text(language, field::summary); }
};

// One entry of a person's day. `time` is "HH:MM" or empty (the entry keeps
// its place in the order); the text is the field `text` per language.
struct ScheduleEntry {
    QString time;
    LocalizedTexts texts;
    // Minutes after midnight, or -1 without a time.
    int minutes() const;
};

// One step of a hairstyle: the source's figure number ("1", "5 & 6"), the
// picture's file name in the media folder (empty until staff add it), an
// optional sound file (schema v4), `text` and the picture's `credit`.
struct Step {
    QString figure;
    QString image;
    LocalizedTexts texts;
    QString audio;
};

// One verse of a song, line breaks kept exactly (`text` per language).
struct Verse {
    LocalizedTexts texts;
};

// A picture (or an empty slot for one): `caption` and `credit` per language.
struct ImageSlot {
    QString key;  // unique in the store
    QString file; // file name in the media folder; empty = a slot without picture
    LocalizedTexts texts;
};

// A sound (OGG, MP3 or WAV in the media folder) attached to an item (schema
// v4): `caption` and `credit` per language, like a picture.
struct AudioClip {
    QString key;  // unique in the store
    QString file; // file name in the media folder
    LocalizedTexts texts;
};

// One row of an inventory list. Texts per language: name, count_detail, remark.
struct InventoryRow {
    QString key;      // unique in the store, ASCII
    QString listKey;  // the inventory item (list) it belongs to
    int position = 0; // order in its list, from 0
    QString source;   // the source row verbatim, cells joined by " | " (staff only)
    QString category; // keyword::inventoryCategories()
    QString audience; // adults | children
    QString place;    // indoor | outdoor
    int count = -1;   // -1 when the source gives no number
    // What the document says about the thing being there: `available` is
    // false where it marks "nicht vorhanden"; `stated` is false where it
    // gives neither a count nor that mark ("keine Angabe"); `available` is
    // then false as well, so nothing counts such a row as present.
    bool available = true;
    bool stated = true;
    // Both as one number, as the store's `available` column and the editor's
    // field `rows.K.available` hold them: 1 there, 0 missing, -1 not stated.
    int stock() const { return !stated ? -1 : (available ? 1 : 0); }
    void setStock(int value)
    {
        stated = value >= 0;
        available = value > 0;
    }
    QString gameItemKey; // the game article (item key) it belongs to, or empty
    bool needsReview = false;
    QString staffNote;
    LocalizedTexts texts;

    QString text(const QString& language, const QString& fieldName) const
    {
        return texts.text(language, fieldName);
    }
};

struct Item {
    QString key;              // ASCII, unique across all sections, e.g. "muehle"
    QString sectionKey;       // the section it belongs to
    QString kind;             // game, article, person, hairstyle, song, inventory
    int sortOrder = 0;        // order inside its section, ascending
    QString gameKey;          // engine game key when the kiosk can play it, else empty
    QString staffNote;        // for staff only, never shown to visitors
    bool needsReview = false; // the "zu prüfen" flag
    // Where the texts come from (store/provenance.h): house,
    // house_with_additions, exhibit; empty = no source note yet.
    QString provenance;
    // Songs: the tune in ABC notation with the words of every verse under
    // its notes (`w:` lines; docs/content-format.md); empty = words only.
    QString melodyAbc;
    LocalizedTexts texts;

    // Games: how the concept classifies them. Inventory lists: `place` and
    // `audience` are the defaults of their rows. Empty for other kinds.
    QString category;     // keyword::gameCategories()
    QStringList audience; // adults and/or children
    QString place;        // indoor | outdoor | both
    QString group;        // social | solo

    // Structured parts, each in the source's order.
    QList<ScheduleEntry> schedule; // people
    QList<Step> steps;             // hairstyles
    QList<Verse> verses;           // songs
    QList<ImageSlot> images;       // any kind
    QList<AudioClip> audio;        // any kind (schema v4)
    QList<InventoryRow> rows;      // inventory lists

    QString text(const QString& language, const QString& fieldName) const
    {
        return texts.text(language, fieldName);
    }
    QString title(const QString& language) const { return texts.text(language, field::title); }
    bool playable() const { return !gameKey.isEmpty(); }
};

// One search result: the best hit of one item (or of one inventory row, then
// `itemKey` is its list and `rowKey` the row). `snippet` is plain text around
// the hit, from the text that matched.
struct SearchHit {
    QString itemKey;
    QString rowKey;   // empty unless the hit is in an inventory row
    QString language; // language of the text that matched
    QString snippet;
    double rank = 0; // FTS5 bm25: lower is better
};

// One saved change of one field of an item: who, when, what it was before.
// `field` is a text field's name ("title") or, since schema v4, the path of
// any part of an item ("steps.2.text", "rows.erw_halma.count",
// "needs_review"; see store/item_fields.h); `language` is empty for fields
// that are the same in every language.
struct Revision {
    qint64 id = 0;
    QString itemKey;
    QString language;
    QString field;
    QString oldValue;
    QString newValue;
    QString author;
    QDateTime changedAt;   // UTC
    QDateTime publishedAt; // UTC; invalid while the change is only a draft
    QString session;       // the editing session that wrote it (merges its edits)
};

// One change to save: the new value of one field in one language.
struct TextChange {
    QString language;
    QString field;
    QString newValue;
};

// What happened when a store was opened. The messages are plain words for
// staff (the kiosk logs them, the editor shows them in a dialog).
struct OpenReport {
    enum class Outcome {
        Opened,    // an existing, healthy store was opened (maybe migrated)
        Created,   // no store existed; a fresh one was made from the bundled content
        Recovered, // the file was broken; it was moved aside and a fresh store made
        Failed,    // no store could be opened (Editor mode never replaces anything)
    };
    Outcome outcome = Outcome::Failed;
    QString requestedPath;               // the path the caller asked for
    QString usedPath;                    // where the open store actually lives
    bool usedFallbackLocation = false;   // requested location unusable: store in a temp folder
    QString brokenFileMovedTo;           // where a broken file was moved (never deleted)
    int migratedFromVersion = 0;         // > 0 when an older schema was migrated
    QString backupPath;                  // copy taken before a migration
    bool fileIsFromNewerProgram = false; // schema newer than this program knows
    // Failed because the file is broken: ContentStore::restoreFromBundled() can
    // replace it (keeping the broken file). False for a newer or unusable store.
    bool canRestoreFromBundled = false;
    QString technicalDetail; // for the log: driver errors, integrity_check output
    QString messageDe;       // plain German for staff
    QString messageEn;       // plain English for staff

    bool ok() const { return outcome != Outcome::Failed; }
    // True when staff should be told something (recovery, fallback, migration, failure).
    bool needsAttention() const
    {
        return outcome == Outcome::Recovered || outcome == Outcome::Failed ||
               usedFallbackLocation || migratedFromVersion > 0;
    }
    QString message(const QString& language) const
    {
        return language == QStringLiteral("en") ? messageEn : messageDe;
    }
};

} // namespace zv
