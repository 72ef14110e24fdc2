#include "store/yaml_reader.h"

#include <QFile>
#include <QRegularExpression>

namespace zv {

namespace {

QString fromStd(const std::string& text)
{
    return QString::fromStdString(text);
}

bool isLanguageCode(const QString& key)
{
    static const QRegularExpression pattern(QStringLiteral("^[a-z]{2}$"));
    return pattern.match(key).hasMatch();
}

bool isKeyword(const QString& text)
{
    static const QRegularExpression pattern(QStringLiteral("^[a-z0-9_]+$"));
    return pattern.match(text).hasMatch();
}

// yaml-cpp marks count lines from 0 and use -1 for "no position".
int humanLine(const YAML::Mark& mark)
{
    return mark.line >= 0 ? mark.line + 1 : 0;
}

} // namespace

QString displayPath(const QString& filePath)
{
    const QString prefix = QStringLiteral(":/content");
    if (filePath.startsWith(prefix))
        return QStringLiteral("assets/content") + filePath.mid(prefix.size());
    return filePath;
}

YamlReader::YamlReader(const QString& filePath) : m_filePath(filePath) {}

void YamlReader::error(const YAML::Mark& mark, const QString& message)
{
    m_errors.append({displayPath(m_filePath), humanLine(mark), message});
}

bool YamlReader::finish(QList<ContentError>* errors)
{
    const bool clean = m_errors.isEmpty();
    if (errors)
        errors->append(m_errors);
    m_errors.clear();
    return clean;
}

bool YamlReader::load()
{
    QFile file(m_filePath);
    if (!file.open(QIODevice::ReadOnly)) {
        error(YAML::Mark::null_mark(),
              QStringLiteral("cannot be read: %1").arg(file.errorString()));
        return false;
    }
    const QByteArray bytes = file.readAll();
    if (bytes.trimmed().isEmpty()) {
        error(YAML::Mark::null_mark(), QStringLiteral("the file is empty"));
        return false;
    }
    try {
        m_root = YAML::Load(bytes.toStdString());
    } catch (const YAML::ParserException& problem) {
        error(problem.mark, QStringLiteral("not valid YAML: %1").arg(fromStd(problem.msg)));
        return false;
    } catch (const YAML::Exception& problem) {
        error(problem.mark, QStringLiteral("cannot be read as YAML: %1").arg(fromStd(problem.msg)));
        return false;
    }
    if (!m_root.IsMap()) {
        error(m_root, QStringLiteral("expected 'name: value' lines at the top level"));
        return false;
    }
    return true;
}

void YamlReader::checkKey(const QString& key)
{
    if (!isKeyword(key))
        error(YAML::Mark::null_mark(),
              QStringLiteral("the file name '%1' is not a valid key: use lower-case letters "
                             "a-z, digits and '_' only (write ae, oe, ue, ss for umlauts)")
                  .arg(key));
}

void YamlReader::allowKeys(const QStringList& plainKeys, const QStringList& textFields)
{
    QSet<QString> seen;
    for (const auto& entry : m_root) {
        const QString key = fromStd(entry.first.Scalar());
        if (seen.contains(key))
            error(entry.first, QStringLiteral("'%1' appears twice").arg(key));
        seen.insert(key);
        if (plainKeys.contains(key))
            continue;
        if (!isLanguageCode(key)) {
            error(entry.first, QStringLiteral("unknown name '%1' (expected one of: %2, or a "
                                              "two-letter language code such as de or en)")
                                   .arg(key, plainKeys.join(QStringLiteral(", "))));
            continue;
        }
        if (!entry.second.IsMap()) {
            error(entry.second,
                  QStringLiteral("'%1' must hold the texts of that language as 'field: text' "
                                 "lines, indented below it")
                      .arg(key));
            continue;
        }
        QSet<QString> seenFields;
        for (const auto& text : entry.second) {
            const QString name = fromStd(text.first.Scalar());
            if (seenFields.contains(name))
                error(text.first, QStringLiteral("'%1' appears twice in '%2'").arg(name, key));
            seenFields.insert(name);
            if (!textFields.contains(name))
                error(text.first, QStringLiteral("unknown text field '%1' in '%2' (expected one "
                                                 "of: %3)")
                                      .arg(name, key, textFields.join(QStringLiteral(", "))));
        }
    }
}

YAML::Node YamlReader::value(const QString& key, bool required)
{
    // Looked up through a const node: yaml-cpp's non-const operator[] adds the key.
    const YAML::Node& root = m_root;
    const YAML::Node node = root[key.toStdString()];
    if (!node.IsDefined() && required)
        error(m_root, QStringLiteral("'%1' is missing").arg(key));
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
    return fromStd(node.Scalar()).trimmed();
}

QString YamlReader::requiredChoice(const QString& key, const QStringList& choices)
{
    const YAML::Node node = value(key, true);
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

int YamlReader::requiredInt(const QString& key)
{
    const YAML::Node node = value(key, true);
    if (!node.IsDefined())
        return 0;
    const auto text = scalar(node, key);
    bool isNumber = false;
    const int number = text ? text->toInt(&isNumber) : 0;
    if (text && !isNumber)
        error(node, QStringLiteral("'%1' must be a whole number (found '%2')").arg(key, *text));
    return number;
}

QString YamlReader::optionalString(const QString& key)
{
    const YAML::Node node = value(key, false);
    if (!node.IsDefined())
        return {};
    return scalar(node, key).value_or(QString());
}

QString YamlReader::optionalKeyword(const QString& key)
{
    const YAML::Node node = value(key, false);
    const QString text = optionalString(key);
    if (!text.isEmpty() && !isKeyword(text))
        error(node, QStringLiteral("'%1' must use lower-case letters a-z, digits and '_' only "
                                   "(found '%2')")
                        .arg(key, text));
    return text;
}

QString YamlReader::optionalColour(const QString& key)
{
    static const QRegularExpression colour(QStringLiteral("^#[0-9a-fA-F]{6}$"));
    const YAML::Node node = value(key, false);
    const QString text = optionalString(key);
    if (!text.isEmpty() && !colour.match(text).hasMatch())
        error(node, QStringLiteral("'%1' must be a colour written as \"#rrggbb\", in quotes "
                                   "(found '%2')")
                        .arg(key, text));
    return text.toLower();
}

bool YamlReader::optionalBool(const QString& key)
{
    const YAML::Node node = value(key, false);
    const QString text = optionalString(key);
    if (text.isEmpty() || text == QStringLiteral("false") || text == QStringLiteral("no"))
        return false;
    if (text == QStringLiteral("true") || text == QStringLiteral("yes"))
        return true;
    error(node, QStringLiteral("'%1' must be true or false (found '%2')").arg(key, text));
    return false;
}

LocalizedTexts YamlReader::texts(const QStringList& textFields, const QStringList& requiredInGerman)
{
    LocalizedTexts result;
    for (const auto& entry : m_root) {
        const QString language = fromStd(entry.first.Scalar());
        if (!isLanguageCode(language) || !entry.second.IsMap())
            continue; // reported by allowKeys()
        for (const auto& text : entry.second) {
            const QString name = fromStd(text.first.Scalar());
            if (!textFields.contains(name))
                continue; // reported by allowKeys()
            if (auto value = scalar(text.second, language + QLatin1Char('.') + name))
                result.set(language, name, *value);
        }
    }
    const YAML::Node& root = m_root;
    const YAML::Node german = root[kFallbackLanguage.toStdString()];
    if (!german.IsDefined()) {
        error(m_root, QStringLiteral("the German texts ('de:') are missing; German is written "
                                     "first and is shown when a translation is missing"));
        return result;
    }
    for (const QString& name : requiredInGerman) {
        if (!result.has(kFallbackLanguage, name))
            error(german, QStringLiteral("'de' needs a non-empty '%1'").arg(name));
    }
    return result;
}

} // namespace zv
