#include "models/search_model.h"

#include "store/content_store.h"

#include <algorithm>

namespace zv {

SearchModel::SearchModel(ContentStore* store, QObject* parent)
    : ReplacingListModel(parent), m_store(store)
{}

void SearchModel::setStore(ContentStore* store)
{
    m_store = store;
    reload();
}

void SearchModel::setLanguage(const QString& language)
{
    if (language.isEmpty() || language == m_language)
        return;
    m_language = language;
    runSearch(); // titles and snippets come in the visitor's language
    emit languageChanged();
}

void SearchModel::setQuery(const QString& query)
{
    if (query == m_query)
        return;
    m_query = query;
    runSearch();
    emit queryChanged();
}

void SearchModel::setSiteChoice(const SiteChoice& choice)
{
    m_choice = choice;
    reload();
}

void SearchModel::reload()
{
    m_sections.clear();
    m_items.clear();
    m_inventory.clear();
    runSearch();
}

void SearchModel::readTitles()
{
    if (!m_store || !m_sections.isEmpty())
        return;
    for (const Section& section : m_store->sections()) {
        if (m_choice.showsSection(section.key))
            m_sections.append(section);
    }
    for (const Section& section : std::as_const(m_sections)) {
        for (const Item& item : m_store->items(section.key))
            m_items.insert(item.key, {item.sectionKey, item.kind, item.texts});
    }
    for (const InventoryRow& row : m_store->inventoryRows())
        m_inventory.insert(row.key, row);
}

void SearchModel::runSearch()
{
    const qsizetype before = m_rows.size();
    QList<Row> rows;
    if (m_store && !m_query.trimmed().isEmpty()) {
        readTitles();
        QHash<QString, int> sectionIndex;
        for (int i = 0; i < m_sections.size(); ++i)
            sectionIndex.insert(m_sections.at(i).key, i);
        for (const SearchHit& hit : m_store->search(m_query, m_language)) {
            const auto item = m_items.constFind(hit.itemKey);
            if (item == m_items.constEnd())
                continue;
            const int index = sectionIndex.value(item->sectionKey, -1);
            if (index < 0)
                continue;
            const Section& section = m_sections.at(index);
            Row row{section.key,
                    section.title(m_language),
                    section.sortOrder,
                    hit.itemKey,
                    item->texts.text(m_language, field::title),
                    hit.snippet,
                    item->kind,
                    hit.rowKey,
                    QString()};
            if (!hit.rowKey.isEmpty()) {
                const InventoryRow inventoryRow = m_inventory.value(hit.rowKey);
                row.title = inventoryRow.text(m_language, field::name);
                row.gameKey = inventoryRow.gameItemKey;
            }
            rows.append(row);
        }
        // Section order first; stable, so each section keeps the hits best first.
        std::stable_sort(rows.begin(), rows.end(), [&](const Row& a, const Row& b) {
            return sectionIndex.value(a.sectionKey) < sectionIndex.value(b.sectionKey);
        });
    }
    replaceAllRows(m_rows, std::move(rows));
    if (before != m_rows.size())
        emit countChanged();
}

QVariantMap SearchModel::get(int row) const
{
    QVariantMap result;
    if (row < 0 || row >= m_rows.size())
        return result;
    const QHash<int, QByteArray> names = roleNames();
    for (auto it = names.cbegin(); it != names.cend(); ++it)
        result.insert(QString::fromUtf8(it.value()), data(index(row), it.key()));
    return result;
}

int SearchModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid())
        return 0;
    return static_cast<int>(m_rows.size());
}

QVariant SearchModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case TitleRole:
        return row.title;
    case SectionKeyRole:
        return row.sectionKey;
    case SectionTitleRole:
        return row.sectionTitle;
    case SectionOrderRole:
        return row.sectionOrder;
    case ItemKeyRole:
        return row.itemKey;
    case SnippetRole:
        return row.snippet;
    case KindRole:
        return row.kind;
    case RowKeyRole:
        return row.rowKey;
    case GameKeyRole:
        return row.gameKey;
    default:
        return {};
    }
}

QHash<int, QByteArray> SearchModel::roleNames() const
{
    return {
        {SectionKeyRole, "sectionKey"},
        {SectionTitleRole, "sectionTitle"},
        {SectionOrderRole, "sectionOrder"},
        {ItemKeyRole, "itemKey"},
        {TitleRole, "title"},
        {SnippetRole, "snippet"},
        {KindRole, "kind"},
        {RowKeyRole, "rowKey"},
        {GameKeyRole, "gameKey"},
    };
}

} // namespace zv
