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
// model roles. Issue 3 adds fields here without a schema change.
namespace field {
inline const QString title = QStringLiteral("title");
inline const QString summary = QStringLiteral("summary");
inline const QString body = QStringLiteral("body"); // Markdown
// Game articles: the museum's concept asks for separate texts for children
// and adults (leaflets), plus the game's history. All Markdown.
inline const QString history = QStringLiteral("history");
inline const QString rulesChildren = QStringLiteral("rules_children");
inline const QString rulesAdults = QStringLiteral("rules_adults");
} // namespace field

// Every field an item may carry, in the order the editor shows them.
QStringList itemTextFields();
// Every field a section may carry.
QStringList sectionTextFields();

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

struct Item {
    QString key;              // ASCII, unique across all sections, e.g. "muehle"
    QString sectionKey;       // the section it belongs to
    QString kind;             // game, article, person, hairstyle, song, inventory
    int sortOrder = 0;        // order inside its section, ascending
    QString gameKey;          // engine game key when the kiosk can play it, else empty
    QString staffNote;        // for staff only, never shown to visitors
    bool needsReview = false; // the "zu prüfen" flag
    LocalizedTexts texts;

    QString text(const QString& language, const QString& fieldName) const
    {
        return texts.text(language, fieldName);
    }
    QString title(const QString& language) const { return texts.text(language, field::title); }
    bool playable() const { return !gameKey.isEmpty(); }
};

// One saved change of one text field: who, when, what it was before.
struct Revision {
    qint64 id = 0;
    QString itemKey;
    QString language;
    QString field;
    QString oldValue;
    QString newValue;
    QString author;
    QDateTime changedAt; // UTC
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
