#include "store/provenance.h"

namespace zv::provenance {

namespace {

bool english(const QString& language)
{
    return language != kFallbackLanguage;
}

// "Geschichte nach X" ends without a full stop in the data; the line adds one.
QString sentence(QString text)
{
    text = text.simplified();
    if (!text.isEmpty() && !QStringLiteral(".!?").contains(text.back()))
        text.append(QLatin1Char('.'));
    return text;
}

} // namespace

QStringList kinds()
{
    return {house, houseWithAdditions, exhibit};
}

QString kindLabel(const QString& kind, const QString& language)
{
    const bool en = english(language);
    if (kind == house)
        return en ? QStringLiteral("The house's documents")
                  : QStringLiteral("Unterlagen des Hauses");
    if (kind == houseWithAdditions)
        return en ? QStringLiteral("The house's documents, with additions")
                  : QStringLiteral("Unterlagen des Hauses, ergänzt");
    if (kind == exhibit)
        return en ? QStringLiteral("Written for the exhibit")
                  : QStringLiteral("Für die Ausstellung geschrieben");
    return en ? QStringLiteral("No source note") : QStringLiteral("Ohne Quellenvermerk");
}

QString line(const Item& item, const QString& language)
{
    const bool en = english(language);
    const QString note =
        sentence(item.text(en ? language : kFallbackLanguage, field::provenanceNote));
    if (item.provenance == house)
        return en ? QStringLiteral("Source: the house's documents.")
                  : QStringLiteral("Quelle: die Unterlagen des Hauses.");
    if (item.provenance == houseWithAdditions)
        return en ? QStringLiteral("Source: the house's documents. Added: %1").arg(note)
                  : QStringLiteral("Quelle: die Unterlagen des Hauses. Ergänzt: %1").arg(note);
    if (item.provenance == exhibit) {
        const QString head = en ? QStringLiteral("Written for the exhibit.")
                                : QStringLiteral("Für die Ausstellung geschrieben.");
        if (note.isEmpty())
            return head;
        // A sentence of its own here ("… geschrieben. Nach allgemeinem …").
        return head + QLatin1Char(' ') + note.front().toUpper() + note.mid(1);
    }
    return {};
}

QString problem(const Item& item)
{
    if (item.provenance.isEmpty())
        return QStringLiteral("no source note (provenance)");
    if (!kinds().contains(item.provenance))
        return QStringLiteral("unknown source note kind '%1'").arg(item.provenance);
    if (item.provenance == houseWithAdditions &&
        !item.texts.has(kFallbackLanguage, field::provenanceNote))
        return QStringLiteral("source note 'house_with_additions' without a German "
                              "provenance_note naming the additions");
    return {};
}

} // namespace zv::provenance
