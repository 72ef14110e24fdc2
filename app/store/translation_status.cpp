#include "store/translation_status.h"

#include "store/content_store.h"

#include <algorithm>

namespace zv {

int TranslationStatus::percent() const
{
    if (germanTexts == 0)
        return 100;
    // Rounded down: 99.6 % is not complete.
    return static_cast<int>((100LL * translated) / germanTexts);
}

void TranslationStatus::add(const TranslationStatus& other)
{
    germanTexts += other.germanTexts;
    translated += other.translated;
    missing.append(other.missing);
}

TranslationStatus translationStatus(const Item& item, const QString& language)
{
    TranslationStatus status;
    const FieldMap fields = flattenItem(item);
    for (auto it = fields.cbegin(); it != fields.cend(); ++it) {
        if (it.key().language != kFallbackLanguage || it.value().trimmed().isEmpty())
            continue;
        ++status.germanTexts;
        if (!fields.value({language, it.key().path}).trimmed().isEmpty())
            ++status.translated;
        else
            status.missing.append(it.key());
    }
    return status;
}

TranslationStatus translationStatus(const QList<Item>& items, const QString& language)
{
    TranslationStatus total;
    for (const Item& item : items)
        total.add(translationStatus(item, language));
    return total;
}

QStringList exhibitLanguages(const ContentStore& store)
{
    QStringList languages =
        store.setting(QStringLiteral("languages")).split(QLatin1Char(','), Qt::SkipEmptyParts);
    languages.removeAll(kFallbackLanguage);
    languages.prepend(kFallbackLanguage);
    return languages;
}

int languageThreshold(const ContentStore& store)
{
    bool ok = false;
    const int value = store.setting(QStringLiteral("language_threshold")).toInt(&ok);
    return ok ? std::clamp(value, 0, 100) : 90;
}

QStringList kioskReadyLanguages(const ContentStore& store)
{
    QStringList ready{kFallbackLanguage};
    const QList<Item> published = store.allItems();
    const int threshold = languageThreshold(store);
    for (const QString& language : exhibitLanguages(store)) {
        if (language != kFallbackLanguage &&
            translationStatus(published, language).percent() >= threshold)
            ready.append(language);
    }
    return ready;
}

} // namespace zv
