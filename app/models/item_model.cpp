#include "models/item_model.h"

#include "models/item_detail.h"
#include "store/content_store.h"

namespace zv {

namespace {
// The visitor-facing text fields, checked for a German fallback.
const QStringList kVisibleFields = {field::title, field::summary, field::body};
} // namespace

ItemModel::ItemModel(ContentStore* store, QObject* parent)
    : ReplacingListModel(parent), m_store(store)
{}

void ItemModel::setStore(ContentStore* store)
{
    m_store = store;
    reload();
}

void ItemModel::setLanguage(const QString& language)
{
    if (language.isEmpty() || language == m_language)
        return;
    m_language = language;
    if (!m_items.isEmpty())
        emit dataChanged(index(0), index(static_cast<int>(m_items.size()) - 1));
    emit languageChanged();
}

void ItemModel::setSectionKey(const QString& sectionKey)
{
    if (sectionKey == m_sectionKey)
        return;
    m_sectionKey = sectionKey;
    reload();
    emit sectionKeyChanged();
}

void ItemModel::setSiteChoice(const SiteChoice& choice)
{
    m_choice = choice;
    reload();
}

void ItemModel::reload()
{
    const int before = static_cast<int>(m_items.size());
    QList<Item> items;
    if (m_store && !m_sectionKey.isEmpty())
        items = m_store->items(m_sectionKey);
    replaceAllRows(m_items, std::move(items));
    if (before != m_items.size())
        emit countChanged();
}

int ItemModel::indexOfKey(const QString& key) const
{
    for (int row = 0; row < m_items.size(); ++row) {
        if (m_items.at(row).key == key)
            return row;
    }
    return -1;
}

QVariantMap ItemModel::get(int row) const
{
    QVariantMap result;
    if (row < 0 || row >= m_items.size())
        return result;
    const QHash<int, QByteArray> names = roleNames();
    for (auto it = names.cbegin(); it != names.cend(); ++it)
        result.insert(QString::fromUtf8(it.value()), data(index(row), it.key()));
    return result;
}

int ItemModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid())
        return 0;
    return static_cast<int>(m_items.size());
}

QVariant ItemModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Item& item = m_items.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case TitleRole:
        return item.text(m_language, field::title);
    case KeyRole:
        return item.key;
    case SectionKeyRole:
        return item.sectionKey;
    case SummaryRole:
        return item.text(m_language, field::summary);
    case BodyRole:
        return item.text(m_language, field::body);
    case HistoryRole:
        return item.text(m_language, field::history);
    case RulesChildrenRole:
        return item.text(m_language, field::rulesChildren);
    case RulesAdultsRole:
        return item.text(m_language, field::rulesAdults);
    case GameKeyRole:
        return item.gameKey;
    case PlayableRole:
        return item.playable() && m_choice.offersGame(item.gameKey);
    case KindRole:
        return item.kind;
    case SortOrderRole:
        return item.sortOrder;
    case PictureRole:
        return itemPicture(m_store, item);
    case IsFallbackRole:
        for (const QString& name : kVisibleFields) {
            if (item.texts.has(kFallbackLanguage, name) && !item.texts.has(m_language, name))
                return true;
        }
        return false;
    default:
        return {};
    }
}

QHash<int, QByteArray> ItemModel::roleNames() const
{
    return {
        {KeyRole, "key"},
        {SectionKeyRole, "sectionKey"},
        {TitleRole, "title"},
        {SummaryRole, "summary"},
        {BodyRole, "body"},
        {HistoryRole, "history"},
        {RulesChildrenRole, "rulesChildren"},
        {RulesAdultsRole, "rulesAdults"},
        {GameKeyRole, "gameKey"},
        {PlayableRole, "playable"},
        {KindRole, "kind"},
        {PictureRole, "picture"},
        {SortOrderRole, "sortOrder"},
        {IsFallbackRole, "isFallback"},
    };
}

} // namespace zv
