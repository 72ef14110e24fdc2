#include "store/content_types.h"

namespace zv {

QStringList itemTextFields()
{
    return {field::title,         field::summary,       field::body,        field::history,
            field::rulesChildren, field::rulesAdults,   field::description, field::lifeSituation,
            field::duties,        field::traits,        field::clothing,    field::other,
            field::credits,       field::provenanceNote};
}

QStringList readingOrderFields()
{
    // A person's introduction, then the role description in the source's
    // order; a game's history before its rules. Credits close every page.
    return {field::body,          field::description, field::lifeSituation, field::duties,
            field::traits,        field::clothing,    field::other,         field::history,
            field::rulesChildren, field::rulesAdults, field::credits};
}

QStringList sectionTextFields()
{
    return {field::title, field::summary, field::body};
}

QStringList imageTextFields()
{
    return {field::caption, field::credit};
}

QStringList inventoryTextFields()
{
    return {field::name, field::countDetail, field::remark};
}

namespace keyword {

QStringList gameCategories()
{
    return {QStringLiteral("cards"),    QStringLiteral("board"), QStringLiteral("guessing"),
            QStringLiteral("laying"),   QStringLiteral("dice"),  QStringLiteral("thinking"),
            QStringLiteral("roleplay"), QStringLiteral("skill"), QStringLiteral("outdoor")};
}

QStringList inventoryCategories()
{
    return gameCategories() << QStringLiteral("outdoor_material");
}

QStringList audiences()
{
    return {QStringLiteral("adults"), QStringLiteral("children")};
}

QStringList gamePlaces()
{
    return {QStringLiteral("indoor"), QStringLiteral("outdoor"), QStringLiteral("both")};
}

QStringList rowPlaces()
{
    return {QStringLiteral("indoor"), QStringLiteral("outdoor")};
}

QStringList gameGroups()
{
    return {QStringLiteral("social"), QStringLiteral("solo")};
}

} // namespace keyword

int ScheduleEntry::minutes() const
{
    // "HH:MM", as the reader accepts it; anything else counts as no time.
    if (time.size() != 5 || time.at(2) != QLatin1Char(':'))
        return -1;
    bool hoursOk = false;
    bool minutesOk = false;
    const int hours = time.left(2).toInt(&hoursOk);
    const int mins = time.mid(3).toInt(&minutesOk);
    if (!hoursOk || !minutesOk)
        return -1;
    return hours * 60 + mins;
}

bool LocalizedTexts::has(const QString& language, const QString& fieldName) const
{
    const auto lang = values.constFind(language);
    if (lang == values.constEnd())
        return false;
    return !lang->value(fieldName).isEmpty();
}

QString LocalizedTexts::text(const QString& language, const QString& fieldName) const
{
    if (has(language, fieldName))
        return values.value(language).value(fieldName);
    return values.value(kFallbackLanguage).value(fieldName);
}

} // namespace zv
