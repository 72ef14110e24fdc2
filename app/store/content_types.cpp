#include "store/content_types.h"

namespace zv {

QStringList itemTextFields()
{
    return {field::title,   field::summary,       field::body,
            field::history, field::rulesChildren, field::rulesAdults};
}

QStringList sectionTextFields()
{
    return {field::title, field::summary, field::body};
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
