#include "models/inventory_model.h"

#include "models/labels.h"
#include "store/content_store.h"
#include "store/media_names.h"

namespace zv {

namespace {

const QStringList kRowFields = {field::name, field::countDetail, field::remark};

const QHash<int, QByteArray>& names()
{
    static const QHash<int, QByteArray> roles = {
        {InventoryModel::KeyRole, "key"},
        {InventoryModel::ListKeyRole, "listKey"},
        {InventoryModel::ListTitleRole, "listTitle"},
        {InventoryModel::NameRole, "name"},
        {InventoryModel::CountRole, "count"},
        {InventoryModel::CountDetailRole, "countDetail"},
        {InventoryModel::RemarkRole, "remark"},
        {InventoryModel::AvailableRole, "available"},
        {InventoryModel::CategoryRole, "category"},
        {InventoryModel::CategoryTitleRole, "categoryTitle"},
        {InventoryModel::AudienceRole, "audience"},
        {InventoryModel::PlaceRole, "place"},
        {InventoryModel::GameKeyRole, "gameKey"},
        {InventoryModel::GameTitleRole, "gameTitle"},
        {InventoryModel::NeedsReviewRole, "needsReview"},
        {InventoryModel::IsFallbackRole, "isFallback"},
        {InventoryModel::StatedRole, "stated"},
        {InventoryModel::PictureRole, "picture"},
    };
    return roles;
}

} // namespace

InventoryModel::InventoryModel(ContentStore* store, QObject* parent)
    : ReplacingListModel(parent), m_store(store)
{
    reload();
}

void InventoryModel::setStore(ContentStore* store)
{
    m_store = store;
    reload();
}

void InventoryModel::setLanguage(const QString& language)
{
    if (language.isEmpty() || language == m_language)
        return;
    m_language = language;
    if (!m_visible.isEmpty())
        emit dataChanged(index(0), index(static_cast<int>(m_visible.size()) - 1));
    updateCategories(); // their titles follow the language
    emit languageChanged();
}

void InventoryModel::setCategory(const QString& category)
{
    setFilter(m_category, category);
}

void InventoryModel::setAudience(const QString& audience)
{
    setFilter(m_audience, audience);
}

void InventoryModel::setPlace(const QString& place)
{
    setFilter(m_place, place);
}

void InventoryModel::setAvailability(const QString& availability)
{
    setFilter(m_availability, availability);
}

void InventoryModel::setFilter(QString& member, const QString& value)
{
    if (member == value)
        return;
    member = value;
    const qsizetype before = m_visible.size();
    refilter();
    emit filterChanged();
    if (before != m_visible.size())
        emit countChanged();
}

void InventoryModel::clearFilters()
{
    if (m_category.isEmpty() && m_audience.isEmpty() && m_place.isEmpty() &&
        m_availability.isEmpty())
        return;
    m_category.clear();
    m_audience.clear();
    m_place.clear();
    m_availability.clear();
    const qsizetype before = m_visible.size();
    refilter();
    emit filterChanged();
    if (before != m_visible.size())
        emit countChanged();
}

QVariantList InventoryModel::categories() const
{
    return m_categories;
}

void InventoryModel::reload()
{
    const qsizetype before = m_visible.size();
    // The old rows go before the rows they point into change.
    replaceAllRows(m_visible, {});
    m_all.clear();
    m_titles.clear();
    if (m_store) {
        m_all = m_store->inventoryRows();
        for (const Item& item : m_store->allItems())
            m_titles.insert(item.key, item.texts);
    }
    refilter();
    if (before != m_visible.size())
        emit countChanged();
}

bool InventoryModel::passes(const InventoryRow& row, bool ignoreCategory) const
{
    if (!ignoreCategory && !m_category.isEmpty() && row.category != m_category)
        return false;
    if (!m_audience.isEmpty() && row.audience != m_audience)
        return false;
    if (!m_place.isEmpty() && row.place != m_place)
        return false;
    if (m_availability == QLatin1String("available") && !row.available)
        return false;
    if (m_availability == QLatin1String("missing") && (row.available || !row.stated))
        return false;
    if (m_availability == QLatin1String("not_stated") && row.stated)
        return false;
    return true;
}

void InventoryModel::refilter()
{
    QList<int> visible;
    for (int i = 0; i < m_all.size(); ++i) {
        if (passes(m_all.at(i), false))
            visible.append(i);
    }
    replaceAllRows(m_visible, std::move(visible));
    updateCategories();
}

void InventoryModel::updateCategories()
{
    QStringList present;
    for (const InventoryRow& row : m_all) {
        if (passes(row, true) && !present.contains(row.category))
            present.append(row.category);
    }
    QVariantList categories;
    for (const QString& key : keyword::inventoryCategories()) {
        if (present.contains(key))
            categories.append(
                QVariantMap{{QStringLiteral("key"), key},
                            {QStringLiteral("title"), labels::category(key, m_language)}});
    }
    if (categories != m_categories) {
        m_categories = categories;
        emit categoriesChanged();
    }
}

QVariant InventoryModel::value(const InventoryRow& row, int role, const QString& language,
                               const QHash<QString, LocalizedTexts>& titles)
{
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return row.text(language, field::name);
    case KeyRole:
        return row.key;
    case ListKeyRole:
        return row.listKey;
    case ListTitleRole:
        return titles.value(row.listKey).text(language, field::title);
    case CountRole:
        return row.count;
    case CountDetailRole:
        return row.text(language, field::countDetail);
    case RemarkRole:
        return row.text(language, field::remark);
    case AvailableRole:
        return row.available;
    case CategoryRole:
        return row.category;
    case CategoryTitleRole:
        return labels::category(row.category, language);
    case AudienceRole:
        return row.audience;
    case PlaceRole:
        return row.place;
    case GameKeyRole:
        return row.gameItemKey;
    case GameTitleRole:
        return row.gameItemKey.isEmpty()
                   ? QString()
                   : titles.value(row.gameItemKey).text(language, field::title);
    case NeedsReviewRole:
        return row.needsReview;
    case StatedRole:
        return row.stated;
    case IsFallbackRole:
        for (const QString& name : kRowFields) {
            if (row.texts.has(kFallbackLanguage, name) && !row.texts.has(language, name))
                return true;
        }
        return false;
    default:
        return {};
    }
}

QVariantMap InventoryModel::rowMap(const InventoryRow& row, const QString& language,
                                   const QHash<QString, LocalizedTexts>& titles)
{
    QVariantMap result;
    for (auto it = names().cbegin(); it != names().cend(); ++it)
        result.insert(QString::fromUtf8(it.value()), value(row, it.key(), language, titles));
    return result;
}

QVariantMap InventoryModel::get(int row) const
{
    if (row < 0 || row >= m_visible.size())
        return {};
    const InventoryRow& shown = m_all.at(m_visible.at(row));
    QVariantMap result = rowMap(shown, m_language, m_titles);
    result.insert(QStringLiteral("picture"), rowPicture(shown));
    return result;
}

int InventoryModel::rowOfGame(const QString& itemKey) const
{
    if (itemKey.isEmpty())
        return -1;
    for (qsizetype row = 0; row < m_visible.size(); ++row) {
        if (m_all.at(m_visible.at(row)).gameItemKey == itemKey)
            return static_cast<int>(row);
    }
    return -1;
}

int InventoryModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid())
        return 0;
    return static_cast<int>(m_visible.size());
}

QVariant InventoryModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const InventoryRow& row = m_all.at(m_visible.at(index.row()));
    if (role == PictureRole)
        return rowPicture(row);
    return value(row, role, m_language, m_titles);
}

QString InventoryModel::rowPicture(const InventoryRow& row) const
{
    const QString folder = m_store ? m_store->mediaDirectory() : QString();
    for (const QString& name : {row.key + QStringLiteral(".jpg"), row.key + QStringLiteral(".png"),
                                QStringLiteral("category_%1.svg").arg(row.category)}) {
        const QString url = pictureUrl(folder, name);
        if (!url.isEmpty())
            return url;
    }
    return {};
}

QHash<int, QByteArray> InventoryModel::roleNames() const
{
    return names();
}

} // namespace zv
