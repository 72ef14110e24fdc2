#include "editor/field_labels.h"

#include <QCoreApplication>
#include <QHash>

namespace zv {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("zv::FieldLabels", text);
}

QString listEntryLabel(const QString& list, int number)
{
    if (list == QLatin1String("schedule"))
        return tr("Tagesablauf %1").arg(number);
    if (list == QLatin1String("steps"))
        return tr("Schritt %1").arg(number);
    if (list == QLatin1String("verses"))
        return tr("Strophe %1").arg(number);
    if (list == QLatin1String("images"))
        return tr("Bild %1").arg(number);
    if (list == QLatin1String("audio"))
        return tr("Ton %1").arg(number);
    return list;
}

QString listLabel(const QString& list)
{
    if (list == QLatin1String("schedule"))
        return tr("Tagesablauf");
    if (list == QLatin1String("steps"))
        return tr("Schritte");
    if (list == QLatin1String("verses"))
        return tr("Strophen");
    if (list == QLatin1String("images"))
        return tr("Bilder");
    if (list == QLatin1String("audio"))
        return tr("Töne");
    return list;
}

QString attributeLabel(const QString& name)
{
    static const QHash<QString, const char*> labels = {
        {QStringLiteral("staff_note"), "Notiz für das Personal"},
        {QStringLiteral("needs_review"), "„zu prüfen“"},
        {QStringLiteral("melody_abc"), "Melodie (ABC)"},
        {QStringLiteral("category"), "Kategorie"},
        {QStringLiteral("audience"), "Für wen"},
        {QStringLiteral("place"), "Drinnen/draußen"},
        {QStringLiteral("group"), "Gesellschafts-/Einzelspiel"},
        {QStringLiteral("time"), "Uhrzeit"},
        {QStringLiteral("figure"), "Abbildungsnummer"},
        {QStringLiteral("image"), "Bilddatei"},
        {QStringLiteral("audio"), "Tondatei"},
        {QStringLiteral("file"), "Datei"},
        {QStringLiteral("key"), "Schlüssel"},
        {QStringLiteral("source"), "Quellzeile"},
        {QStringLiteral("count"), "Anzahl"},
        {QStringLiteral("available"), "vorhanden"},
        {QStringLiteral("game"), "zugehöriges Spiel"},
        {QStringLiteral("caption"), "Bildunterschrift"},
        {QStringLiteral("credit"), "Quelle/Urheber"},
        {QStringLiteral("text"), "Text"},
        {QStringLiteral("name"), "Benennung"},
        {QStringLiteral("count_detail"), "Anzahl (Text)"},
        {QStringLiteral("remark"), "Bemerkung"},
    };
    const auto it = labels.constFind(name);
    return it == labels.constEnd() ? fieldLabel(name) : tr(it.value());
}

QString withLanguage(const QString& label, const QString& language)
{
    return language.isEmpty() ? label
                              : QStringLiteral("%1 (%2)").arg(label, languageName(language));
}

} // namespace

QString fieldLabel(const QString& fieldName)
{
    static const QHash<QString, const char*> labels = {
        {field::title, "Titel"},
        {field::summary, "Kurztext"},
        {field::body, "Text"},
        {field::history, "Geschichte"},
        {field::rulesChildren, "Regeln für Kinder"},
        {field::rulesAdults, "Regeln für Erwachsene"},
        {field::description, "Beschreibung"},
        {field::lifeSituation, "Lebenssituation"},
        {field::duties, "Aufgaben"},
        {field::traits, "Merkmale"},
        {field::clothing, "Bekleidung"},
        {field::other, "Sonstiges"},
        {field::credits, "Quellen und Rechte"},
    };
    const auto it = labels.constFind(fieldName);
    return it == labels.constEnd() ? fieldName : tr(it.value());
}

QString fieldPathLabel(const FieldKey& key, const Item& item)
{
    const QStringList parts = key.path.split(QLatin1Char('.'));
    if (parts.size() == 1)
        return withLanguage(key.language.isEmpty() ? attributeLabel(parts.first())
                                                   : fieldLabel(parts.first()),
                            key.language);
    if (parts.first() == QLatin1String("rows")) {
        if (parts.at(1) == QLatin1String("order"))
            return tr("Zeilen der Liste (Reihenfolge)");
        QString name = parts.at(1);
        for (const InventoryRow& row : item.rows) {
            if (row.key == name && !row.text(QStringLiteral("de"), field::name).isEmpty())
                name = row.text(QStringLiteral("de"), field::name);
        }
        return withLanguage(tr("Zeile „%1“ · %2").arg(name, attributeLabel(parts.value(2))),
                            key.language);
    }
    if (parts.size() == 2 && parts.at(1) == QLatin1String("count"))
        return tr("%1 (Anzahl)").arg(listLabel(parts.first()));
    return withLanguage(
        QStringLiteral("%1 · %2").arg(listEntryLabel(parts.first(), parts.at(1).toInt() + 1),
                                      attributeLabel(parts.value(2))),
        key.language);
}

QString kindLabel(const QString& kind)
{
    static const QHash<QString, const char*> labels = {
        {QStringLiteral("game"), "Spiel"},    {QStringLiteral("article"), "Artikel"},
        {QStringLiteral("person"), "Person"}, {QStringLiteral("hairstyle"), "Frisur"},
        {QStringLiteral("song"), "Lied"},     {QStringLiteral("inventory"), "Inventarliste"},
    };
    const auto it = labels.constFind(kind);
    return it == labels.constEnd() ? kind : tr(it.value());
}

QString languageName(const QString& code)
{
    static const QHash<QString, const char*> names = {
        {QStringLiteral("de"), "Deutsch"},     {QStringLiteral("en"), "Englisch"},
        {QStringLiteral("fr"), "Französisch"}, {QStringLiteral("nl"), "Niederländisch"},
        {QStringLiteral("pl"), "Polnisch"},    {QStringLiteral("cs"), "Tschechisch"},
        {QStringLiteral("da"), "Dänisch"},     {QStringLiteral("it"), "Italienisch"},
        {QStringLiteral("es"), "Spanisch"},    {QStringLiteral("sv"), "Schwedisch"},
        {QStringLiteral("uk"), "Ukrainisch"},  {QStringLiteral("ru"), "Russisch"},
        {QStringLiteral("tr"), "Türkisch"},    {QStringLiteral("ar"), "Arabisch"},
    };
    const auto it = names.constFind(code);
    return it == names.constEnd() ? code : tr(it.value());
}

QString categoryLabel(const QString& category)
{
    static const QHash<QString, const char*> labels = {
        {QStringLiteral("cards"), "Kartenspiele"},
        {QStringLiteral("board"), "Brettspiele"},
        {QStringLiteral("guessing"), "Ratespiele"},
        {QStringLiteral("laying"), "Legespiele"},
        {QStringLiteral("dice"), "Würfelspiele"},
        {QStringLiteral("thinking"), "Denkspiele"},
        {QStringLiteral("roleplay"), "Rollenspiele"},
        {QStringLiteral("skill"), "Geschicklichkeitsspiele"},
        {QStringLiteral("outdoor"), "Spiele für draußen"},
        {QStringLiteral("outdoor_material"), "Material für draußen"},
    };
    const auto it = labels.constFind(category);
    return it == labels.constEnd() ? category : tr(it.value());
}

QString keywordLabel(const QString& keyword)
{
    static const QHash<QString, const char*> labels = {
        {QStringLiteral("adults"), "Erwachsene"},
        {QStringLiteral("children"), "Kinder"},
        {QStringLiteral("indoor"), "drinnen"},
        {QStringLiteral("outdoor"), "draußen"},
        {QStringLiteral("both"), "drinnen und draußen"},
        {QStringLiteral("social"), "Gesellschaftsspiel"},
        {QStringLiteral("solo"), "Einzelspiel"},
    };
    const auto it = labels.constFind(keyword);
    return it == labels.constEnd() ? keyword : tr(it.value());
}

QString translationSummaryDe(const TranslationStatus& status, const QString& language)
{
    const QString name = languageName(language);
    if (status.missingCount() == 0)
        return QCoreApplication::translate("zv::Translation", "%1: vollständig").arg(name);
    // German plural by hand: the editor has no translation file to pick it.
    if (status.missingCount() == 1)
        return QCoreApplication::translate("zv::Translation", "%1: 1 Text fehlt").arg(name);
    return QCoreApplication::translate("zv::Translation", "%1: %2 Texte fehlen")
        .arg(name)
        .arg(status.missingCount());
}

QStringList markdownFieldsFor(const QString& kind)
{
    if (kind == QLatin1String("game"))
        return {field::body, field::history, field::rulesChildren, field::rulesAdults,
                field::credits};
    if (kind == QLatin1String("person"))
        return {field::body,   field::description, field::lifeSituation,
                field::duties, field::traits,      field::clothing,
                field::other,  field::history,     field::credits};
    return {field::body, field::credits};
}

} // namespace zv
