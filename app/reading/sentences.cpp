#include "reading/sentences.h"

#include <QRegularExpression>
#include <QSet>
#include <QTextDocument>

namespace zv {

namespace {

// Words after which a full stop is part of the word (German and English,
// compared in lower case, without the stop). Single letters are covered by
// the initials rule, so "z. B." and "u. a." need no entry of their own.
const QSet<QString>& abbreviations()
{
    static const QSet<QString> words = {
        // German
        QStringLiteral("bzw"), QStringLiteral("ca"), QStringLiteral("usw"), QStringLiteral("vgl"),
        QStringLiteral("etc"), QStringLiteral("evtl"), QStringLiteral("ggf"), QStringLiteral("nr"),
        QStringLiteral("bd"), QStringLiteral("dr"), QStringLiteral("st"), QStringLiteral("hl"),
        QStringLiteral("jh"), QStringLiteral("jhd"), QStringLiteral("jhs"), QStringLiteral("sog"),
        QStringLiteral("inkl"), QStringLiteral("zzgl"), QStringLiteral("mind"),
        QStringLiteral("max"), QStringLiteral("min"), QStringLiteral("geb"), QStringLiteral("gest"),
        QStringLiteral("abb"), QStringLiteral("anm"), QStringLiteral("hrsg"), QStringLiteral("jan"),
        QStringLiteral("feb"), QStringLiteral("okt"), QStringLiteral("nov"), QStringLiteral("dez"),
        QStringLiteral("fr"), QStringLiteral("hr"), QStringLiteral("frl"), QStringLiteral("str"),
        QStringLiteral("ff"), QStringLiteral("bspw"), QStringLiteral("insb"),
        QStringLiteral("urspr"),
        // English
        QStringLiteral("mr"), QStringLiteral("mrs"), QStringLiteral("ms"), QStringLiteral("no"),
        QStringLiteral("vs"), QStringLiteral("approx"), QStringLiteral("cf"), QStringLiteral("fig"),
        QStringLiteral("vol")};
    return words;
}

bool isClosing(QChar c)
{
    return c == u'"' || c == u'\'' || c == u')' || c == u']' || c == u'»' || c == u'«' ||
           c == u'“' || c == u'”' || c == u'‘' || c == u'’';
}

bool isOpening(QChar c)
{
    return c == u'"' || c == u'\'' || c == u'(' || c == u'[' || c == u'„' || c == u'»' ||
           c == u'«' || c == u'“' || c == u'‚' || c == u'‘';
}

bool isLineBreak(QChar c)
{
    return c == u'\n' || c == QChar::ParagraphSeparator || c == QChar::LineSeparator;
}

// The word just before position `stop` (a full stop), letters and digits only.
QString wordBefore(const QString& text, int stop)
{
    int begin = stop;
    while (begin > 0 && text.at(begin - 1).isLetterOrNumber())
        --begin;
    return text.mid(begin, stop - begin);
}

// Whether the full stop at `stop` belongs to its word rather than ending
// the sentence.
bool stopBelongsToWord(const QString& text, int stop)
{
    const QString word = wordBefore(text, stop);
    if (word.isEmpty())
        return false;
    bool digits = true;
    for (QChar c : word)
        digits = digits && c.isDigit();
    if (digits)
        return word.size() <= 2; // ordinal ("1.", "19."), not a year
    if (word.size() == 1)
        return true; // initial or one-letter abbreviation ("z. B.", "J. A. P.")
    return abbreviations().contains(word.toLower());
}

// After the mark(s) at `pos`: does a new sentence begin there?
bool nextStartsSentence(const QString& text, int pos)
{
    int i = pos;
    while (i < text.size() && text.at(i).isSpace() && !isLineBreak(text.at(i)))
        ++i;
    if (i == pos)
        return false; // "3.5", "www.x": no blank, no end
    if (i >= text.size() || isLineBreak(text.at(i)))
        return true;
    const QChar next = text.at(i);
    return next.isUpper() || next.isDigit() || isOpening(next) || next == u'–' || next == u'-';
}

void addSentence(QList<Sentence>& out, const QString& text, int begin, int end)
{
    while (begin < end && text.at(begin).isSpace())
        ++begin;
    while (end > begin && text.at(end - 1).isSpace())
        --end;
    if (end <= begin)
        return;
    QString spoken = text.mid(begin, end - begin).simplified();
    bool hasWord = false;
    for (QChar c : spoken)
        hasWord = hasWord || c.isLetterOrNumber();
    if (!hasWord)
        return; // a rule line or a lone bullet is not read
    out.append({begin, end - begin, spoken});
}

} // namespace

QString markdownPlainText(const QString& markdown)
{
    QTextDocument document;
    document.setMarkdown(markdown);
    return document.toPlainText();
}

QList<Sentence> splitSentences(const QString& plain)
{
    QList<Sentence> sentences;
    int begin = 0;
    int i = 0;
    while (i < plain.size()) {
        const QChar c = plain.at(i);
        if (isLineBreak(c)) {
            addSentence(sentences, plain, begin, i);
            begin = ++i;
            continue;
        }
        const bool mark = c == u'.' || c == u'!' || c == u'?' || c == u'…';
        if (!mark) {
            ++i;
            continue;
        }
        int end = i + 1;
        while (end < plain.size() &&
               (plain.at(end) == u'.' || plain.at(end) == u'!' || plain.at(end) == u'?' ||
                plain.at(end) == u'…' || isClosing(plain.at(end))))
            ++end;
        const bool ownStop = c == u'.' && end == i + 1 && stopBelongsToWord(plain, i);
        if (!ownStop && nextStartsSentence(plain, end)) {
            addSentence(sentences, plain, begin, end);
            begin = end;
        }
        i = end;
    }
    addSentence(sentences, plain, begin, plain.size());
    return sentences;
}

QString spokenText(const QString& sentence, const QString& language)
{
    if (language != QLatin1String("de"))
        return sentence;
    // Whole words only, with or without the blank inside ("z. B.", "z.B.").
    static const QList<QPair<QRegularExpression, QString>> spelled = [] {
        const QList<QPair<const char*, const char*>> words = {
            {R"(z\.\s?B\.)", "zum Beispiel"}, {R"(u\.\s?a\.)", "unter anderem"},
            {R"(d\.\s?h\.)", "das heißt"},    {R"(u\.\s?U\.)", "unter Umständen"},
            {R"(o\.\s?ä\.)", "oder ähnlich"}, {R"(s\.\s?o\.)", "siehe oben"},
            {R"(s\.\s?u\.)", "siehe unten"},  {R"(bzw\.)", "beziehungsweise"},
            {R"(usw\.)", "und so weiter"},    {R"(ca\.)", "circa"},
            {R"(vgl\.)", "vergleiche"},       {R"(Nr\.)", "Nummer"},
            {R"(evtl\.)", "eventuell"},       {R"(ggf\.)", "gegebenenfalls"},
            {R"(Jh\.)", "Jahrhundert"},       {R"(sog\.)", "sogenannte"},
            {R"(etc\.)", "et cetera"}};
        QList<QPair<QRegularExpression, QString>> list;
        for (const auto& [pattern, word] : words)
            list.append(
                {QRegularExpression(QStringLiteral("(?<![\\w.])") + QString::fromUtf8(pattern)),
                 QString::fromUtf8(word)});
        return list;
    }();
    QString spoken = sentence;
    for (const auto& [pattern, word] : spelled)
        spoken.replace(pattern, word);
    return spoken;
}

} // namespace zv
