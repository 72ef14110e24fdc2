#pragma once

// YamlReader: reads one content file with yaml-cpp and checks its shape,
// collecting every problem with its line instead of stopping at the first.
// Internal to zv_store; content_source.cpp is its only user.

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
    explicit YamlReader(const QString& filePath);

    // Reads and parses the file; false (with the error recorded) when the
    // file cannot be read, is empty, is not YAML or is not a mapping.
    bool load();
    // Moves the collected errors into `errors`; true when there were none.
    bool finish(QList<ContentError>* errors);

    // The key from the file name: lower-case ASCII letters, digits, '_'.
    void checkKey(const QString& key);
    // Every top-level key must be one of `plainKeys` or a language code whose
    // mapping holds only `textFields`; duplicates are errors.
    void allowKeys(const QStringList& plainKeys, const QStringList& textFields);

    QString requiredChoice(const QString& key, const QStringList& choices);
    int requiredInt(const QString& key);
    QString optionalString(const QString& key);
    QString optionalKeyword(const QString& key); // ASCII key such as a game key
    QString optionalColour(const QString& key);  // "#rrggbb"
    bool optionalBool(const QString& key);
    // The per-language texts; German must hold every field in `requiredInGerman`.
    LocalizedTexts texts(const QStringList& textFields, const QStringList& requiredInGerman);

private:
    void error(const YAML::Mark& mark, const QString& message);
    void error(const YAML::Node& node, const QString& message) { error(node.Mark(), message); }
    // The value node of `key`, or an undefined node (error when required).
    YAML::Node value(const QString& key, bool required);
    std::optional<QString> scalar(const YAML::Node& node, const QString& what);

    QString m_filePath;
    YAML::Node m_root;
    QList<ContentError> m_errors;
};

} // namespace zv
