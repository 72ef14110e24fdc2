#include "site_names.h"

#include "kiosk_config.h"
#include "store/content_store.h"

#include <QLocale>

namespace sitenames {

namespace {

QString lettersAndDigits(const QString& text)
{
    // Decomposed first, so an accent is a mark of its own and drops out
    // (é -> e) with the spaces, `_`, `-` and `&`.
    const QString decomposed = text.normalized(QString::NormalizationForm_D);
    QString kept;
    for (const QChar c : decomposed) {
        if (c.isLetterOrNumber())
            kept.append(c);
    }
    return kept;
}

QString described(const QList<Named>& known)
{
    QStringList parts;
    for (const Named& named : known) {
        const QString title = named.names.value(1);
        parts.append(title.isEmpty() || title == named.key
                         ? named.key
                         : QStringLiteral("%1 (%2)").arg(named.key, title));
    }
    return parts.join(QStringLiteral(", "));
}

// The keys of `written` (in the order written, each once); the unknown
// names and a fallback to all (an empty list) are reported as `setting`.
QStringList resolveList(const QStringList& written, const QList<Named>& known,
                        const QString& setting, const QString& what, QStringList* problems)
{
    QStringList keys, unknown;
    for (const QString& name : written) {
        const QString key = keyNamed(name, known);
        if (key.isEmpty())
            unknown.append(name);
        else if (!keys.contains(key))
            keys.append(key);
    }
    if (unknown.isEmpty())
        return keys;
    if (keys.isEmpty()) {
        problems->append(
            QStringLiteral("%1=%2 names no %3 of the exhibit; showing all of them "
                           "instead (the exhibit has: %4)")
                .arg(setting, written.join(QStringLiteral(", ")), what, described(known)));
        return {};
    }
    for (const QString& name : unknown)
        problems->append(QStringLiteral("%1: \"%2\" is not a %3 of the exhibit and is left out "
                                        "(the exhibit has: %4)")
                             .arg(setting, name, what, described(known)));
    return keys;
}

} // namespace

QStringList comparableForms(const QString& name)
{
    QString folded = name.toCaseFolded();
    folded.replace(QChar(0x00DF), QStringLiteral("ss")); // ß (case folding may keep it)
    QString transcribed = folded;
    transcribed.replace(QChar(0x00E4), QStringLiteral("ae"));
    transcribed.replace(QChar(0x00F6), QStringLiteral("oe"));
    transcribed.replace(QChar(0x00FC), QStringLiteral("ue"));
    QStringList forms{lettersAndDigits(transcribed)};
    const QString plain = lettersAndDigits(folded);
    if (plain != forms.constFirst())
        forms.append(plain);
    forms.removeAll(QString());
    return forms;
}

QString keyNamed(const QString& written, const QList<Named>& known)
{
    const QStringList wanted = comparableForms(written);
    if (wanted.isEmpty())
        return {};
    for (const Named& named : known) {
        for (const QString& name : named.names) {
            for (const QString& form : comparableForms(name)) {
                if (wanted.contains(form))
                    return named.key;
            }
        }
    }
    return {};
}

ExhibitNames exhibitNames(const zv::ContentStore* store, const QStringList& languages)
{
    ExhibitNames names;
    const QString de = QStringLiteral("de"), en = QStringLiteral("en");
    if (store) {
        for (const zv::Section& section : store->sections())
            names.sections.append(
                {section.key, {section.key, section.title(de), section.title(en)}});
        for (const zv::Item& item : store->allItems()) {
            if (item.playable())
                names.games.append(
                    {item.gameKey, {item.gameKey, item.title(de), item.title(en), item.key}});
        }
    }
    for (const QString& code : languages) {
        const QLocale locale(code);
        Named named{
            code,
            {code, locale.nativeLanguageName(), QLocale::languageToString(locale.language())}};
        // The two names staff of a German house write most.
        if (code == de)
            named.names.append(QStringLiteral("Deutsch"));
        else if (code == en)
            named.names.append(QStringLiteral("Englisch"));
        names.languages.append(named);
    }
    return names;
}

Resolved resolve(const KioskConfig& config, const ExhibitNames& names, QStringList* problems)
{
    Resolved resolved;
    resolved.choice.sections =
        resolveList(config.sections, names.sections, QStringLiteral("sections"),
                    QStringLiteral("section"), problems);
    resolved.choice.games = resolveList(config.games, names.games, QStringLiteral("games"),
                                        QStringLiteral("playable game"), problems);
    resolved.language = keyNamed(config.language, names.languages);
    if (resolved.language.isEmpty()) {
        resolved.language = QStringLiteral("de");
        problems->append(QStringLiteral("language=%1 is not a language the exhibit offers; "
                                        "using de (the exhibit has: %2)")
                             .arg(config.language, described(names.languages)));
    }
    return resolved;
}

} // namespace sitenames
