#include "kiosk_conf_file.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QList>
#include <QSaveFile>
#include <QSettings>

#include <optional>

namespace zv::kioskconf {

namespace {

const QByteArray kBom = QByteArrayLiteral("\xEF\xBB\xBF");

// One line of the file as byte offsets: [start, end) is its text without
// its line ending; `next` is where the following line starts. A line ends at
// "\r\n", "\n" or a lone "\r", as QSettings reads it (a lone "\r" inside a
// comment started a line of its own there: found by the kiosk_conf fuzzer).
struct Line {
    qsizetype start = 0;
    qsizetype end = 0;
    qsizetype next = 0;
};

QList<Line> splitLines(const QByteArray& text)
{
    QList<Line> lines;
    qsizetype start = text.startsWith(kBom) ? kBom.size() : 0;
    while (start < text.size()) {
        qsizetype end = start;
        while (end < text.size() && text.at(end) != '\n' && text.at(end) != '\r')
            ++end;
        Line line;
        line.start = start;
        line.end = end;
        line.next = end;
        if (line.next < text.size() && text.at(line.next) == '\r')
            ++line.next;
        if (line.next < text.size() && text.at(line.next) == '\n')
            ++line.next;
        lines.append(line);
        start = line.next;
    }
    return lines;
}

bool isBlank(char c)
{
    return c == ' ' || c == '\t';
}

// What the scan found out about a setting's value: where it is (without
// the spaces around it and an inline comment), whether a quote is left open
// and whether the line goes on in the next (a backslash at its end).
struct Value {
    qsizetype start = 0;
    qsizetype end = 0;
    bool openQuote = false;
    bool continues = false;
};

Value scanValue(const QByteArray& text, qsizetype from, qsizetype lineEnd)
{
    Value value;
    while (from < lineEnd && isBlank(text.at(from)))
        ++from;
    value.start = from;
    qsizetype pos = from;
    bool quoted = false;
    while (pos < lineEnd) {
        const char c = text.at(pos);
        if (c == '\\' && pos + 1 < lineEnd) {
            pos += 2;
            continue;
        }
        if (c == '\\') {
            value.continues = true;
            ++pos;
            continue;
        }
        if (c == '"')
            quoted = !quoted;
        else if (c == ';' && !quoted)
            break;
        ++pos;
    }
    value.openQuote = quoted;
    value.end = pos;
    while (value.end > value.start && isBlank(text.at(value.end - 1)))
        --value.end;
    return value;
}

// One setting line of the kiosk group, for the edit.
struct Setting {
    QByteArray key;
    Value value;
    Line line;
};

// The file read line by line: the structure problems, and the kiosk group's
// settings and header lines (a group may appear twice; QSettings joins them).
struct Scan {
    QStringList problems;
    QList<Setting> kioskSettings;
    QList<Line> kioskHeaders;
};

QString quoteLine(const QByteArray& text, const Line& line)
{
    return QString::fromUtf8(text.mid(line.start, line.end - line.start).trimmed());
}

Scan scan(const QByteArray& text)
{
    Scan result;
    const QList<Line> lines = splitLines(text);
    QByteArray group = "General";
    QHash<QByteArray, int> firstLineOf; // "group/key" -> line number
    bool continuation = false;
    bool continuedKiosk = false; // the continued setting is one of the kiosk group's
    for (qsizetype index = 0; index < lines.size(); ++index) {
        const Line& line = lines.at(index);
        const int number = static_cast<int>(index) + 1;
        const QByteArray content = text.mid(line.start, line.end - line.start);
        const QByteArray trimmed = content.trimmed();
        if (continuation) { // the value of the line before goes on here
            continuation = trimmed.endsWith('\\');
            // The setting ends with its last continued line: an edit
            // replaces or inserts after all of it (found by the fuzzer: a
            // pin_hash inserted after a line ending in a backslash became
            // part of that value).
            if (continuedKiosk && !result.kioskSettings.isEmpty()) {
                Setting& last = result.kioskSettings.last();
                last.line.end = line.end;
                last.line.next = line.next;
                last.value.end = line.end;
            }
            continue;
        }
        // `#` starts no comment for QSettings; such a line is only skipped
        // when it has no `=` (otherwise it is a setting with an odd key).
        if (trimmed.isEmpty() || trimmed.startsWith(';'))
            continue;
        // QSettings reads a quote (") anywhere on a line, in a `#` line, a
        // group header or a name too, as opening a string that runs on over
        // the following lines until the next quote: those settings would
        // vanish into this line (found by the kiosk_conf fuzzer, issue 23).
        const bool headerOrComment =
            trimmed.startsWith('[') || (trimmed.startsWith('#') && !trimmed.contains('='));
        if (headerOrComment && scanValue(text, line.start, line.end).openQuote)
            result.problems.append(
                QStringLiteral("line %1: \"%2\" opens a quote (\") that the line does not close; "
                               "the settings after it would be read as part of it")
                    .arg(number)
                    .arg(quoteLine(text, line)));
        if (trimmed.startsWith('#') && !trimmed.contains('='))
            continue;
        if (trimmed.startsWith('[')) {
            const qsizetype close = trimmed.indexOf(']');
            if (close < 0) {
                result.problems.append(
                    QStringLiteral("line %1: the group header \"%2\" has no closing ]")
                        .arg(number)
                        .arg(quoteLine(text, line)));
                group = trimmed.mid(1).trimmed();
            } else {
                const QByteArray rest = trimmed.mid(close + 1).trimmed();
                if (!rest.isEmpty() && !rest.startsWith(';') && !rest.startsWith('#'))
                    result.problems.append(
                        QStringLiteral("line %1: text after the ] of the group header \"%2\"")
                            .arg(number)
                            .arg(quoteLine(text, line)));
                group = trimmed.mid(1, close - 1).trimmed();
            }
            if (group == kGroup)
                result.kioskHeaders.append(line);
            continue;
        }
        const qsizetype equals = content.indexOf('=');
        if (equals < 0) {
            result.problems.append(QStringLiteral("line %1: \"%2\" is neither a setting "
                                                  "(key=value), a [group] nor a comment (;)")
                                       .arg(number)
                                       .arg(quoteLine(text, line)));
            continue;
        }
        Setting setting;
        setting.key = content.left(equals).trimmed();
        setting.value = scanValue(text, line.start + equals + 1, line.end);
        setting.line = line;
        if (setting.key.contains('"') || setting.key.contains('\\'))
            result.problems.append(
                QStringLiteral("line %1: the name \"%2\" has a quote (\") or a backslash, which "
                               "QSettings reads otherwise than it is written (a quote runs on "
                               "over the following lines)")
                    .arg(number)
                    .arg(QString::fromUtf8(setting.key)));
        else if (setting.value.openQuote)
            result.problems.append(
                QStringLiteral("line %1: the value of %2 opens a quote (\") that the line does "
                               "not close; the settings after it would be read as part of it")
                    .arg(number)
                    .arg(QString::fromUtf8(setting.key)));
        continuation = setting.value.continues;
        continuedKiosk = continuation && group == kGroup;
        const QByteArray fullKey = group + '/' + setting.key;
        if (const auto first = firstLineOf.constFind(fullKey); first != firstLineOf.cend())
            result.problems.append(
                QStringLiteral("line %1: %2 in [%3] is set again (first on line %4); only the "
                               "last one counts")
                    .arg(number)
                    .arg(QString::fromUtf8(setting.key), QString::fromUtf8(group))
                    .arg(*first));
        else
            firstLineOf.insert(fullKey, number);
        if (group == kGroup)
            result.kioskSettings.append(setting);
    }
    return result;
}

QByteArray lineEnding(const QByteArray& text)
{
    const qsizetype newline = text.indexOf('\n');
    return newline > 0 && text.at(newline - 1) == '\r' ? QByteArrayLiteral("\r\n")
                                                       : QByteArrayLiteral("\n");
}

} // namespace

QStringList structureProblems(const QByteArray& text)
{
    return scan(text).problems;
}

QByteArray withPinHash(const QByteArray& text, const QString& value, QString* error)
{
    const Scan found = scan(text);
    if (!found.problems.isEmpty()) {
        *error = found.problems.constFirst();
        return {};
    }
    const QByteArray newValue = value.toUtf8();
    const QByteArray key = QByteArrayLiteral("pin_hash");
    for (const Setting& setting : found.kioskSettings) {
        if (setting.key == key) {
            QByteArray edited = text;
            edited.replace(setting.value.start, setting.value.end - setting.value.start, newValue);
            return edited;
        }
    }
    const QByteArray eol = lineEnding(text);
    const QByteArray newLine = key + '=' + newValue;
    // After the group's last setting, or right under its (first) header.
    std::optional<Line> after;
    if (!found.kioskSettings.isEmpty())
        after = found.kioskSettings.constLast().line;
    else if (!found.kioskHeaders.isEmpty())
        after = found.kioskHeaders.constFirst();
    QByteArray edited = text;
    if (after) {
        if (after->next == after->end) // the file's last line, without a line ending
            edited.insert(after->end, eol + newLine);
        else
            edited.insert(after->next, newLine + eol);
        return edited;
    }
    if (!edited.isEmpty() && edited != kBom) {
        if (!edited.endsWith('\n'))
            edited += eol;
        edited += eol;
    }
    return edited + '[' + kGroup + ']' + eol + newLine + eol;
}

bool writePinHash(const QString& path, const QString& value, QString* error)
{
    QByteArray text;
    if (QFileInfo::exists(path)) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            *error = QStringLiteral("%1 cannot be read: %2").arg(path, file.errorString());
            return false;
        }
        text = file.readAll();
        QString problem;
        withPinHash(text, value, &problem);
        if (!problem.isEmpty()) {
            *error = QStringLiteral("%1, %2. Nothing was changed; correct that line first.")
                         .arg(path, problem);
            return false;
        }
        const QSettings settings(path, QSettings::IniFormat);
        if (settings.status() != QSettings::NoError) {
            *error = QStringLiteral("%1 is not a settings file that can be read (INI); nothing "
                                    "was changed")
                         .arg(path);
            return false;
        }
    }
    QString problem;
    const QByteArray edited = withPinHash(text, value, &problem);
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(edited) != edited.size() || !out.commit()) {
        *error = QStringLiteral("%1 could not be written (%2); it is unchanged")
                     .arg(path, out.errorString());
        return false;
    }
    return true;
}

} // namespace zv::kioskconf
