// YamlReader's typed values: choices, numbers, keys, colours, times, lists.

#include "store/yaml_reader.h"

#include "store/yaml_text.h"

#include <QRegularExpression>

namespace zv {

YAML::Node YamlReader::value(const YAML::Node& map, const QString& key, bool required)
{
    if (!map.IsMap())
        return YAML::Node(YAML::NodeType::Undefined);
    // Looked up through a const node: yaml-cpp's non-const operator[] adds the key.
    const YAML::Node& constMap = map;
    const YAML::Node node = constMap[key.toStdString()];
    if (!node.IsDefined() && required)
        error(map, QStringLiteral("'%1' is missing").arg(key));
    return node;
}

std::optional<QString> YamlReader::scalar(const YAML::Node& node, const QString& what)
{
    if (node.IsNull())
        return QString();
    if (!node.IsScalar()) {
        error(node, QStringLiteral("'%1' must be a single value or text").arg(what));
        return std::nullopt;
    }
    return yaml::fromStd(node.Scalar()).trimmed();
}

QString YamlReader::requiredChoice(const YAML::Node& map, const QString& key,
                                   const QStringList& choices)
{
    const YAML::Node node = value(map, key, true);
    if (!node.IsDefined())
        return {};
    const auto text = scalar(node, key);
    if (text && !choices.contains(*text)) {
        error(node, QStringLiteral("'%1' must be one of: %2 (found '%3')")
                        .arg(key, choices.join(QStringLiteral(", ")), *text));
        return {};
    }
    return text.value_or(QString());
}

QString YamlReader::optionalChoice(const YAML::Node& map, const QString& key,
                                   const QStringList& choices)
{
    const YAML::Node node = value(map, key, false);
    if (!node.IsDefined())
        return {};
    const auto text = scalar(node, key);
    if (text && !text->isEmpty() && !choices.contains(*text)) {
        error(node, QStringLiteral("'%1' must be one of: %2 (found '%3')")
                        .arg(key, choices.join(QStringLiteral(", ")), *text));
        return {};
    }
    return text.value_or(QString());
}

QStringList YamlReader::optionalChoiceList(const YAML::Node& map, const QString& key,
                                           const QStringList& choices)
{
    const YAML::Node node = value(map, key, false);
    if (!node.IsDefined() || node.IsNull())
        return {};
    if (node.IsScalar()) {
        const QString single = optionalChoice(map, key, choices);
        return single.isEmpty() ? QStringList() : QStringList{single};
    }
    if (!node.IsSequence()) {
        error(node, QStringLiteral("'%1' must be a list such as [%2]")
                        .arg(key, choices.join(QStringLiteral(", "))));
        return {};
    }
    QStringList result;
    for (const auto& element : node) {
        const auto text = scalar(element, key);
        if (!text)
            continue;
        if (!choices.contains(*text)) {
            error(element, QStringLiteral("'%1' may hold only: %2 (found '%3')")
                               .arg(key, choices.join(QStringLiteral(", ")), *text));
            continue;
        }
        if (result.contains(*text)) {
            error(element, QStringLiteral("'%1' names '%2' twice").arg(key, *text));
            continue;
        }
        result.append(*text);
    }
    return result;
}

int YamlReader::requiredInt(const YAML::Node& map, const QString& key)
{
    const YAML::Node node = value(map, key, true);
    if (!node.IsDefined())
        return 0;
    const auto text = scalar(node, key);
    bool isNumber = false;
    const int number = text ? text->toInt(&isNumber) : 0;
    if (text && !isNumber)
        error(node, QStringLiteral("'%1' must be a whole number (found '%2')").arg(key, *text));
    return number;
}

int YamlReader::optionalCount(const YAML::Node& map, const QString& key)
{
    const YAML::Node node = value(map, key, false);
    if (!node.IsDefined())
        return -1;
    const auto text = scalar(node, key);
    if (!text || text->isEmpty())
        return -1;
    bool isNumber = false;
    const int number = text->toInt(&isNumber);
    if (!isNumber || number < 0) {
        error(node, QStringLiteral("'%1' must be a whole number of 0 or more; leave it out when "
                                   "the source gives none (found '%2')")
                        .arg(key, *text));
        return -1;
    }
    return number;
}

QString YamlReader::requiredString(const YAML::Node& map, const QString& key)
{
    const YAML::Node node = value(map, key, true);
    if (!node.IsDefined())
        return {};
    const QString text = scalar(node, key).value_or(QString());
    if (text.isEmpty())
        error(node, QStringLiteral("'%1' must not be empty").arg(key));
    return text;
}

QString YamlReader::optionalString(const YAML::Node& map, const QString& key)
{
    const YAML::Node node = value(map, key, false);
    if (!node.IsDefined())
        return {};
    return scalar(node, key).value_or(QString());
}

QString YamlReader::requiredKeyword(const YAML::Node& map, const QString& key)
{
    if (!value(map, key, true).IsDefined())
        return {};
    const QString text = optionalKeyword(map, key);
    if (text.isEmpty())
        error(value(map, key, false), QStringLiteral("'%1' must not be empty").arg(key));
    return text;
}

QString YamlReader::optionalKeyword(const YAML::Node& map, const QString& key)
{
    const YAML::Node node = value(map, key, false);
    const QString text = optionalString(map, key);
    if (!text.isEmpty() && !yaml::isKeyword(text))
        error(node, QStringLiteral("'%1' must use lower-case letters a-z, digits and '_' only "
                                   "(found '%2')")
                        .arg(key, text));
    return text;
}

QString YamlReader::optionalColour(const YAML::Node& map, const QString& key)
{
    static const QRegularExpression colour(QStringLiteral("^#[0-9a-fA-F]{6}$"));
    const YAML::Node node = value(map, key, false);
    const QString text = optionalString(map, key);
    if (!text.isEmpty() && !colour.match(text).hasMatch())
        error(node, QStringLiteral("'%1' must be a colour written as \"#rrggbb\", in quotes "
                                   "(found '%2')")
                        .arg(key, text));
    return text.toLower();
}

bool YamlReader::optionalBool(const YAML::Node& map, const QString& key, bool defaultValue)
{
    const YAML::Node node = value(map, key, false);
    const QString text = optionalString(map, key);
    if (text.isEmpty())
        return defaultValue;
    if (text == QStringLiteral("false") || text == QStringLiteral("no"))
        return false;
    if (text == QStringLiteral("true") || text == QStringLiteral("yes"))
        return true;
    error(node, QStringLiteral("'%1' must be true or false (found '%2')").arg(key, text));
    return defaultValue;
}

QString YamlReader::optionalTime(const YAML::Node& map, const QString& key)
{
    static const QRegularExpression pattern(QStringLiteral("^([01][0-9]|2[0-3]):[0-5][0-9]$"));
    const YAML::Node node = value(map, key, false);
    const QString text = optionalString(map, key);
    if (text.isEmpty() || pattern.match(text).hasMatch())
        return text;
    error(node, QStringLiteral("'%1' must be a time written as \"HH:MM\" with two digits each, "
                               "in quotes, e.g. \"07:00\" (found '%2')")
                    .arg(key, text));
    return {};
}

YAML::Node YamlReader::optionalList(const YAML::Node& map, const QString& key)
{
    const YAML::Node node = value(map, key, false);
    if (!node.IsDefined() || node.IsNull())
        return YAML::Node(YAML::NodeType::Undefined);
    if (!node.IsSequence()) {
        error(node, QStringLiteral("'%1' must be a list: one entry per line, each starting "
                                   "with '- '")
                        .arg(key));
        return YAML::Node(YAML::NodeType::Undefined);
    }
    return node;
}

} // namespace zv
