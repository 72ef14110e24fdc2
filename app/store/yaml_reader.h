#pragma once

// YamlReader: reads one content file with yaml-cpp and checks its shape,
// collecting every problem with its line instead of stopping at the first.
// Internal to zv_store; the content_source*.cpp files are its only users.
//
// Every check works on a mapping node: the file's top level (the overloads
// without a node) or an entry of a list (a schedule entry, an inventory row).
// A Context names the entry in front of each message ("row 'erw_halma': ...").

#include "store/content_source.h"

#include <yaml-cpp/yaml.h>

#include <QSet>
#include <QStringList>

namespace zv {

// How a content file is named to people: bundled files (":/content/...") as
// the source path "assets/content/..." they were compiled from.
QString displayPath(const QString& filePath);

class YamlReader {
public:
    // What a language code ("de:", "en:") holds in a mapping.
    enum class LanguageValues {
        Fields, // 'field: text' lines (an item's texts, an image's caption)
        Text,   // the text itself (a schedule entry, a step, a verse)
    };

    explicit YamlReader(const QString& filePath);

    // Reads and parses the file; false (with the error recorded) when the
    // file cannot be read, is empty, is not YAML or is not a mapping.
    bool load();
    // Moves the collected errors into `errors`; true when there were none.
    bool finish(QList<ContentError>* errors);
    bool hasErrors() const { return !m_errors.isEmpty(); }

    const YAML::Node& root() const { return m_root; }
    QString path() const { return displayPath(m_filePath); }
    static int lineOf(const YAML::Node& node);

    // Names the mapping being checked in front of every message while alive.
    class Context {
    public:
        Context(YamlReader& reader, const QString& name)
            : m_reader(reader), m_saved(reader.m_context)
        {
            m_reader.m_context = name;
        }
        ~Context() { m_reader.m_context = m_saved; }
        Context(const Context&) = delete;
        Context& operator=(const Context&) = delete;

    private:
        YamlReader& m_reader;
        QString m_saved;
    };

    void error(const YAML::Mark& mark, const QString& message);
    void error(const YAML::Node& node, const QString& message) { error(node.Mark(), message); }

    // The key from the file name: lower-case ASCII letters, digits, '_'.
    void checkKey(const QString& key);
    // Every key of `map` must be one of `plainKeys` or a language code holding
    // `textFields` (LanguageValues::Fields) or a text (LanguageValues::Text);
    // duplicates are errors. False when `map` is not a mapping at all.
    bool allowKeys(const YAML::Node& map, const QStringList& plainKeys,
                   const QStringList& textFields, LanguageValues values = LanguageValues::Fields);
    void allowKeys(const QStringList& plainKeys, const QStringList& textFields)
    {
        allowKeys(m_root, plainKeys, textFields);
    }

    // Typed values of `key` in `map`; a problem is recorded, never thrown.
    QString requiredChoice(const YAML::Node& map, const QString& key, const QStringList& choices);
    QString optionalChoice(const YAML::Node& map, const QString& key, const QStringList& choices);
    // One keyword or a list of them ([adults, children]); no keyword twice.
    QStringList optionalChoiceList(const YAML::Node& map, const QString& key,
                                   const QStringList& choices);
    int requiredInt(const YAML::Node& map, const QString& key);
    // A whole number >= 0, or -1 when the key is absent or empty.
    int optionalCount(const YAML::Node& map, const QString& key);
    QString requiredString(const YAML::Node& map, const QString& key);
    QString optionalString(const YAML::Node& map, const QString& key);
    QString requiredKeyword(const YAML::Node& map, const QString& key);
    QString optionalKeyword(const YAML::Node& map, const QString& key); // ASCII key
    QString optionalColour(const YAML::Node& map, const QString& key);  // "#rrggbb"
    bool optionalBool(const YAML::Node& map, const QString& key, bool defaultValue);
    // "HH:MM" (two digits each, 00:00-23:59), or empty when absent.
    QString optionalTime(const YAML::Node& map, const QString& key);
    // The list under `key`: an undefined node when absent, an error when the
    // value is not a list ("- " lines).
    YAML::Node optionalList(const YAML::Node& map, const QString& key);

    // Top-level shorthands, as the section and item readers use them.
    QString requiredChoice(const QString& key, const QStringList& choices)
    {
        return requiredChoice(m_root, key, choices);
    }
    int requiredInt(const QString& key) { return requiredInt(m_root, key); }
    QString optionalString(const QString& key) { return optionalString(m_root, key); }
    QString optionalKeyword(const QString& key) { return optionalKeyword(m_root, key); }
    QString optionalColour(const QString& key) { return optionalColour(m_root, key); }
    bool optionalBool(const QString& key) { return optionalBool(m_root, key, false); }

    // The per-language texts of `map`; German must hold every field in
    // `requiredInGerman`. With LanguageValues::Text each language's text is
    // stored under `textFields.first()`.
    LocalizedTexts texts(const YAML::Node& map, const QStringList& textFields,
                         const QStringList& requiredInGerman,
                         LanguageValues values = LanguageValues::Fields);
    LocalizedTexts texts(const QStringList& textFields, const QStringList& requiredInGerman)
    {
        return texts(m_root, textFields, requiredInGerman);
    }

private:
    // The value node of `key` in `map`, or an undefined node (error when required).
    YAML::Node value(const YAML::Node& map, const QString& key, bool required);
    std::optional<QString> scalar(const YAML::Node& node, const QString& what);
    void checkLanguageValue(const QString& language, const YAML::Node& node,
                            const QStringList& textFields, LanguageValues values);

    QString m_filePath;
    YAML::Node m_root;
    QList<ContentError> m_errors;
    QString m_context;
};

} // namespace zv
