#include "store/yaml_reader.h"

#include "store/yaml_text.h"

#include <QByteArrayView>
#include <QFile>

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/parser.h>

#include <algorithm>
#include <sstream>
#include <vector>

namespace zv {

QString displayPath(const QString& filePath)
{
    const QString prefix = QStringLiteral(":/content");
    if (filePath.startsWith(prefix))
        return QStringLiteral("assets/content") + filePath.mid(prefix.size());
    return filePath;
}

namespace {

// What the parser saw of one document: whether it holds anything, and where
// its top node starts.
struct DocumentProbe final : YAML::EventHandler {
    bool empty = true;
    YAML::Mark start = YAML::Mark::null_mark(); // where the document began
    YAML::Mark root = YAML::Mark::null_mark();

    void node(const YAML::Mark& mark)
    {
        if (empty)
            root = mark;
        empty = false;
    }
    void OnDocumentStart(const YAML::Mark& mark) override { start = mark; }
    void OnDocumentEnd() override {}
    void OnNull(const YAML::Mark&, YAML::anchor_t) override {}
    void OnAlias(const YAML::Mark& mark, YAML::anchor_t) override { node(mark); }
    void OnScalar(const YAML::Mark& mark, const std::string&, YAML::anchor_t,
                  const std::string&) override
    {
        node(mark);
    }
    void OnSequenceStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t,
                         YAML::EmitterStyle::value) override
    {
        node(mark);
    }
    void OnSequenceEnd() override {}
    void OnMapStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t,
                    YAML::EmitterStyle::value) override
    {
        node(mark);
    }
    void OnMapEnd() override {}
};

// The documents of `text`, as YAML::LoadAll would find them. Not LoadAll
// itself: yaml-cpp 0.7 (Debian 12) returns empty documents for ever, each
// allocating, on a stray ',' at block level (",a: b", "- a\n,"): upstream
// issue jbeder/yaml-cpp#1040, fixed by pull request #1319 after 0.8.0. An
// empty document that starts where the one before it did has read nothing,
// and the walk stops there. Found by the content_yaml fuzzer (issue 23).
std::vector<DocumentProbe> probeDocuments(const std::string& text)
{
    std::stringstream in(text);
    YAML::Parser parser(in);
    std::vector<DocumentProbe> documents;
    for (;;) {
        DocumentProbe probe;
        if (!parser.HandleNextDocument(probe))
            break;
        const bool stuck = probe.empty && !documents.empty() && documents.back().empty &&
                           documents.back().start.pos == probe.start.pos;
        if (stuck)
            break;
        documents.push_back(probe);
    }
    return documents;
}

YAML::Mark markAtLine(int humanLine)
{
    YAML::Mark mark = YAML::Mark::null_mark();
    mark.line = humanLine - 1;
    return mark;
}

// The line (from 1) holding the first byte that is not UTF-8, or 0. yaml-cpp
// turns such bytes into U+FFFD without a word, so they are checked first. A
// line break is never part of a UTF-8 sequence, so each line stands alone.
int firstLineNotUtf8(const QByteArray& bytes)
{
    const QByteArrayView all(bytes);
    if (all.isValidUtf8())
        return 0;
    qsizetype start = 0;
    for (int line = 1; start <= all.size(); ++line) {
        qsizetype end = bytes.indexOf('\n', start);
        if (end < 0)
            end = all.size();
        if (!all.sliced(start, end - start).isValidUtf8())
            return line;
        start = end + 1;
    }
    return 0;
}

// The line (from 1) of the "---" that starts the document whose first node is
// on `nodeLine` (from 1): the last such line at or before it.
int documentStartLine(const QByteArray& bytes, int nodeLine)
{
    const QList<QByteArray> lines = bytes.split('\n');
    for (int line = std::min<int>(nodeLine, static_cast<int>(lines.size())); line >= 1; --line) {
        if (lines.at(line - 1).startsWith("---"))
            return line;
    }
    return nodeLine;
}

} // namespace

YamlReader::YamlReader(const QString& filePath) : m_filePath(filePath) {}

int YamlReader::lineOf(const YAML::Node& node)
{
    return yaml::humanLine(node.Mark());
}

void YamlReader::error(const YAML::Mark& mark, const QString& message)
{
    const QString text = m_context.isEmpty() ? message : m_context + QStringLiteral(": ") + message;
    m_errors.append({displayPath(m_filePath), yaml::humanLine(mark), text});
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
    if (const int line = firstLineNotUtf8(bytes); line > 0) {
        error(markAtLine(line),
              QStringLiteral("this line is not valid UTF-8 text (the file was saved in another "
                             "encoding, such as Windows-1252 or Latin-1); save the file as "
                             "UTF-8"));
        return false;
    }
    std::vector<DocumentProbe> documents;
    try {
        documents = probeDocuments(bytes.toStdString());
        m_root = YAML::Load(bytes.toStdString()); // the first document
    } catch (const YAML::ParserException& problem) {
        error(problem.mark, QStringLiteral("not valid YAML: %1").arg(yaml::fromStd(problem.msg)));
        return false;
    } catch (const YAML::Exception& problem) {
        error(problem.mark,
              QStringLiteral("cannot be read as YAML: %1").arg(yaml::fromStd(problem.msg)));
        return false;
    }
    // A second document ("---" and more below it) would be ignored without a
    // word; a lone "---" at the end holds nothing and is harmless.
    for (std::size_t i = 1; i < documents.size(); ++i) {
        if (documents[i].empty)
            continue;
        error(markAtLine(documentStartLine(bytes, yaml::humanLine(documents[i].root))),
              QStringLiteral("a second YAML document starts here ('---'); a content file holds "
                             "one document: remove this line or move what follows into a file "
                             "of its own"));
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
    if (!yaml::isKeyword(key))
        error(YAML::Mark::null_mark(),
              QStringLiteral("the file name '%1' is not a valid key: use lower-case letters "
                             "a-z, digits and '_' only (write ae, oe, ue, ss for umlauts)")
                  .arg(key));
}

bool YamlReader::allowKeys(const YAML::Node& map, const QStringList& plainKeys,
                           const QStringList& textFields, LanguageValues values)
{
    if (!map.IsMap()) {
        error(map, QStringLiteral("expected 'name: value' lines here"));
        return false;
    }
    QSet<QString> seen;
    for (const auto& entry : map) {
        const QString key = yaml::fromStd(entry.first.Scalar());
        if (seen.contains(key))
            error(entry.first, QStringLiteral("'%1' appears twice").arg(key));
        seen.insert(key);
        if (plainKeys.contains(key))
            continue;
        if (!yaml::isLanguageCode(key)) {
            const QString expected = plainKeys.isEmpty()
                                         ? QStringLiteral("a two-letter language code such as "
                                                          "de or en")
                                         : QStringLiteral("%1, or a two-letter language code "
                                                          "such as de or en")
                                               .arg(plainKeys.join(QStringLiteral(", ")));
            error(entry.first,
                  QStringLiteral("unknown name '%1' (expected one of: %2)").arg(key, expected));
            continue;
        }
        checkLanguageValue(key, entry.second, textFields, values);
    }
    return true;
}

void YamlReader::checkLanguageValue(const QString& language, const YAML::Node& node,
                                    const QStringList& textFields, LanguageValues values)
{
    if (values == LanguageValues::Text) {
        if (!node.IsScalar() && !node.IsNull())
            error(node, QStringLiteral("'%1' must hold the text itself (write '%1: |' and the "
                                       "text indented below it)")
                            .arg(language));
        return;
    }
    if (!node.IsMap()) {
        error(node, QStringLiteral("'%1' must hold the texts of that language as 'field: text' "
                                   "lines, indented below it")
                        .arg(language));
        return;
    }
    QSet<QString> seenFields;
    for (const auto& text : node) {
        const QString name = yaml::fromStd(text.first.Scalar());
        if (seenFields.contains(name))
            error(text.first, QStringLiteral("'%1' appears twice in '%2'").arg(name, language));
        seenFields.insert(name);
        if (!textFields.contains(name))
            error(text.first, QStringLiteral("unknown text field '%1' in '%2' (expected one "
                                             "of: %3)")
                                  .arg(name, language, textFields.join(QStringLiteral(", "))));
    }
}

LocalizedTexts YamlReader::texts(const YAML::Node& map, const QStringList& textFields,
                                 const QStringList& requiredInGerman, LanguageValues values)
{
    LocalizedTexts result;
    if (!map.IsMap())
        return result; // reported by allowKeys()
    for (const auto& entry : map) {
        const QString language = yaml::fromStd(entry.first.Scalar());
        if (!yaml::isLanguageCode(language))
            continue; // a plain key, or reported by allowKeys()
        if (values == LanguageValues::Text) {
            if (entry.second.IsScalar() || entry.second.IsNull()) {
                const auto value = scalar(entry.second, language);
                if (value && !value->isEmpty())
                    result.set(language, textFields.first(), *value);
            }
            continue;
        }
        if (!entry.second.IsMap())
            continue; // reported by allowKeys()
        for (const auto& text : entry.second) {
            const QString name = yaml::fromStd(text.first.Scalar());
            if (!textFields.contains(name))
                continue; // reported by allowKeys()
            // An empty text counts as absent (the store keeps none either).
            const auto value = scalar(text.second, language + QLatin1Char('.') + name);
            if (value && !value->isEmpty())
                result.set(language, name, *value);
        }
    }
    const YAML::Node& constMap = map;
    const YAML::Node german = constMap[kFallbackLanguage.toStdString()];
    if (!german.IsDefined()) {
        error(map, QStringLiteral("the German texts ('de:') are missing; German is written "
                                  "first and is shown when a translation is missing"));
        return result;
    }
    for (const QString& name : requiredInGerman) {
        if (result.has(kFallbackLanguage, name))
            continue;
        if (values == LanguageValues::Text)
            error(german, QStringLiteral("'de' needs a non-empty text"));
        else
            error(german, QStringLiteral("'de' needs a non-empty '%1'").arg(name));
    }
    return result;
}

} // namespace zv
