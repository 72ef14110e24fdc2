#include "store/content_check.h"

#include "store/media_names.h"
#include "store/narration.h"
#include "store/provenance.h"

#include <QSet>

namespace zv {

namespace {

const QString kEnglish = QStringLiteral("en");

class Checker {
public:
    QList<ContentProblem> problems;

    void add(ContentProblem::Kind kind, const QString& key, const QString& where,
             const QString& message)
    {
        problems.append({kind, key, where, message});
    }

    // Every German text of `texts` needs its English one.
    void languages(const QString& key, const QString& prefix, const LocalizedTexts& texts)
    {
        for (auto text = texts.values.value(kFallbackLanguage).cbegin();
             text != texts.values.value(kFallbackLanguage).cend(); ++text) {
            if (!text.value().isEmpty() && !texts.has(kEnglish, text.key()))
                add(ContentProblem::Kind::MissingLanguage, key,
                    prefix + kEnglish + '.' + text.key(),
                    QStringLiteral("German text without English"));
        }
    }

    void required(const QString& key, const LocalizedTexts& texts, const QStringList& fields)
    {
        for (const QString& language : {kFallbackLanguage, kEnglish}) {
            for (const QString& name : fields) {
                // A German text without English is reported as a missing language.
                if (!texts.has(language, name) &&
                    !(language == kEnglish && texts.has(kFallbackLanguage, name)))
                    add(ContentProblem::Kind::MissingRequired, key, language + '.' + name,
                        QStringLiteral("required field is missing"));
            }
        }
    }

    void parts(const Item& item)
    {
        auto numbered = [&](const QString& what, qsizetype index, const LocalizedTexts& texts) {
            languages(item.key, QStringLiteral("%1 %2: ").arg(what).arg(index + 1), texts);
        };
        for (qsizetype i = 0; i < item.schedule.size(); ++i)
            numbered(QStringLiteral("schedule entry"), i, item.schedule.at(i).texts);
        for (qsizetype i = 0; i < item.steps.size(); ++i)
            numbered(QStringLiteral("step"), i, item.steps.at(i).texts);
        for (qsizetype i = 0; i < item.verses.size(); ++i)
            numbered(QStringLiteral("verse"), i, item.verses.at(i).texts);
        for (const ImageSlot& image : item.images)
            languages(item.key, QStringLiteral("image %1: ").arg(image.key), image.texts);
        for (const InventoryRow& row : item.rows) {
            const QString where = QStringLiteral("row %1: ").arg(row.key);
            languages(item.key, where, row.texts);
            if (!row.texts.has(kFallbackLanguage, field::name))
                add(ContentProblem::Kind::MissingRequired, item.key,
                    where + QStringLiteral("de.name"), QStringLiteral("required field is missing"));
            if (row.needsReview)
                add(ContentProblem::Kind::NeedsReview, item.key,
                    QStringLiteral("row %1").arg(row.key), QStringLiteral("zu prüfen"));
        }
    }

    // Every picture and sound name is a plain file name in the media folder.
    void mediaNames(const Item& item, const QString& prefix)
    {
        for (const MediaReference& media : mediaReferences(item)) {
            QString why;
            if (!isPlainFileName(media.name, &why))
                add(ContentProblem::Kind::BadMediaName, item.key, prefix + media.whereEn,
                    QStringLiteral("'%1' is not a plain file name in the media folder: %2")
                        .arg(shownFileName(media.name), why));
        }
    }

    // A staff recording reading a text (store/narration.h) names a text the
    // item has in that language, and no text has two recordings.
    void narrations(const Item& item)
    {
        QSet<QString> read;
        for (const AudioClip& clip : item.audio) {
            for (auto language = clip.texts.values.cbegin(); language != clip.texts.values.cend();
                 ++language) {
                const QString reads = language->value(field::narrates);
                if (reads.isEmpty())
                    continue;
                const QString where = QStringLiteral("sound %1: %2.%3")
                                          .arg(clip.key, language.key(), field::narrates);
                if (!readingOrderFields().contains(reads) || !item.texts.has(language.key(), reads))
                    add(ContentProblem::Kind::MissingRequired, item.key, where,
                        QStringLiteral("the recording reads '%1', a text this item does not have "
                                       "in this language")
                            .arg(reads));
                else if (read.contains(language.key() + '.' + reads))
                    add(ContentProblem::Kind::MissingRequired, item.key, where,
                        QStringLiteral("a second recording of the same text"));
                read.insert(language.key() + '.' + reads);
            }
        }
    }

    void game(const Item& item)
    {
        const QList<QPair<QString, bool>> keys = {
            {QStringLiteral("category"), !item.category.isEmpty()},
            {QStringLiteral("audience"), !item.audience.isEmpty()},
            {QStringLiteral("place"), !item.place.isEmpty()},
            {QStringLiteral("group"), !item.group.isEmpty()},
        };
        for (const auto& [name, present] : keys) {
            if (!present)
                add(ContentProblem::Kind::MissingRequired, item.key, name,
                    QStringLiteral("required for a game"));
        }
    }
};

} // namespace

QList<ContentProblem> checkContent(const QList<Section>& sections, const QList<Item>& items)
{
    Checker checker;
    for (const Section& section : sections) {
        const QString subject = QStringLiteral("section ") + section.key;
        checker.required(subject, section.texts, {field::title, field::summary});
        checker.languages(subject, QString(), section.texts);
    }
    for (const Item& item : items) {
        checker.required(item.key, item.texts, {field::title, field::summary, field::body});
        checker.languages(item.key, QString(), item.texts);
        if (item.kind == QLatin1String("game"))
            checker.game(item);
        checker.parts(item);
        checker.narrations(item);
        checker.mediaNames(item, QString());
        if (const QString problem = provenance::problem(item); !problem.isEmpty())
            checker.add(ContentProblem::Kind::NoSourceNote, item.key, QStringLiteral("provenance"),
                        problem);
        if (item.needsReview)
            checker.add(ContentProblem::Kind::NeedsReview, item.key, QString(),
                        QStringLiteral("zu prüfen"));
    }
    return checker.problems;
}

QList<ContentProblem> checkDraftMediaNames(const QList<Item>& drafts)
{
    Checker checker;
    for (const Item& item : drafts)
        checker.mediaNames(item, QStringLiteral("draft, "));
    return checker.problems;
}

} // namespace zv
