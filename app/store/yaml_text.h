#pragma once

// Small helpers of the YAML reader: text conversion, key patterns, lines.

#include <yaml-cpp/yaml.h>

#include <QRegularExpression>
#include <QString>

namespace zv::yaml {

inline QString fromStd(const std::string& text)
{
    return QString::fromStdString(text);
}

inline bool isLanguageCode(const QString& key)
{
    static const QRegularExpression pattern(QStringLiteral("^[a-z]{2}$"));
    return pattern.match(key).hasMatch();
}

// Keys of files, rows, image slots and games: lower-case ASCII, digits, '_'.
inline bool isKeyword(const QString& text)
{
    static const QRegularExpression pattern(QStringLiteral("^[a-z0-9_]+$"));
    return pattern.match(text).hasMatch();
}

// yaml-cpp counts lines from 0 and uses -1 for "no position".
inline int humanLine(const YAML::Mark& mark)
{
    return mark.line >= 0 ? mark.line + 1 : 0;
}

} // namespace zv::yaml
