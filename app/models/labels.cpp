#include "models/labels.h"

#include <QHash>
#include <QList>

namespace zv::labels {

namespace {

struct Pair {
    const char* de;
    const char* en;
};

QString pick(const Pair& pair, const QString& language)
{
    return QString::fromUtf8(language == QLatin1String("en") ? pair.en : pair.de);
}

const QHash<QString, Pair>& categories()
{
    static const QHash<QString, Pair> table = {
        {QStringLiteral("board"), {"Brettspiele", "Board games"}},
        {QStringLiteral("laying"), {"Legespiele", "Tile and laying games"}},
        {QStringLiteral("dice"), {"Würfelspiele", "Dice games"}},
        {QStringLiteral("guessing"), {"Ratespiele", "Guessing games"}},
        {QStringLiteral("cards"), {"Kartenspiele", "Card games"}},
        {QStringLiteral("thinking"), {"Denkspiele", "Thinking games"}},
        {QStringLiteral("roleplay"), {"Rollenspiele", "Role-playing games"}},
        {QStringLiteral("skill"), {"Geschicklichkeitsspiele", "Games of skill"}},
        {QStringLiteral("outdoor"), {"Spiele für draußen", "Outdoor games"}},
        {QStringLiteral("outdoor_material"), {"Material für draußen", "Outdoor equipment"}},
    };
    return table;
}

const QHash<QString, Pair>& fieldTitles()
{
    static const QHash<QString, Pair> table = {
        {QStringLiteral("title"), {"Titel", "Title"}},
        {QStringLiteral("summary"), {"Kurz gesagt", "In short"}},
        {QStringLiteral("body"), {"Überblick", "Overview"}},
        {QStringLiteral("history"), {"Geschichte", "History"}},
        {QStringLiteral("rules_children"), {"Regeln für Kinder", "Rules for children"}},
        {QStringLiteral("rules_adults"), {"Regeln für Erwachsene", "Rules for adults"}},
        {QStringLiteral("description"), {"Beschreibung der Figur", "About the role"}},
        {QStringLiteral("life_situation"), {"Lebenssituation", "Situation in life"}},
        {QStringLiteral("duties"), {"Aufgaben im Haus", "Duties in the house"}},
        {QStringLiteral("traits"), {"Merkmale", "Characteristics"}},
        {QStringLiteral("clothing"), {"Bekleidung", "Clothing"}},
        {QStringLiteral("other"), {"Sonstiges", "Other notes"}},
        {QStringLiteral("credits"), {"Quellen", "Sources"}},
    };
    return table;
}

} // namespace

QString category(const QString& keyword, const QString& language)
{
    const auto found = categories().constFind(keyword);
    return found == categories().constEnd() ? keyword : pick(*found, language);
}

QString fieldTitle(const QString& fieldName, const QString& language)
{
    const auto found = fieldTitles().constFind(fieldName);
    return found == fieldTitles().constEnd() ? QString() : pick(*found, language);
}

QList<GameGroup> gameGroups(const QString& language)
{
    return {
        {QStringLiteral("indoor_social"),
         pick({"Gesellschaftsspiele für drinnen", "Games together, indoors"}, language),
         pick({"Karten-, Brett-, Rate-, Lege- und Würfelspiele für mehrere",
               "Card, board, guessing, laying and dice games for several players"},
              language)},
        {QStringLiteral("indoor_solo"),
         pick({"Einzelspiele und Geschicklichkeit für drinnen",
               "Games alone and games of skill, indoors"},
              language),
         pick({"Für eine Person allein oder für geschickte Hände",
               "For one player alone, or for nimble hands"},
              language)},
        {QStringLiteral("outdoor"), pick({"Spiele für draußen", "Games outdoors"}, language),
         pick({"Laufen, werfen, hüpfen und verstecken – im Hof und im Park",
               "Running, throwing, hopping and hiding – in the yard and the park"},
              language)},
    };
}

} // namespace zv::labels
