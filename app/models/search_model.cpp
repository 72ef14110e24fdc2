#include "models/search_model.h"

#include "store/content_store.h"
#include "store/search_query.h"
#include "store/search_runner.h"

#include <algorithm>

namespace zv {

SearchModel::SearchModel(ContentStore* store, QObject* parent)
    : ReplacingListModel(parent), m_store(store)
{
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(kDebounceMs);
    connect(&m_debounce, &QTimer::timeout, this, &SearchModel::startSearch);
    setStore(store);
}

SearchModel::~SearchModel() = default;

void SearchModel::setStore(ContentStore* store)
{
    m_store = store;
    m_runner.reset();
    m_ticket = 0;
    if (m_store) {
        m_runner = m_store->makeSearchRunner();
        connect(m_runner.get(), &SearchRunner::finished, this, &SearchModel::showHits);
    }
    reload();
}

int SearchModel::maximumLength()
{
    return search::kMaxQueryCharacters;
}

void SearchModel::setLanguage(const QString& language)
{
    if (language.isEmpty() || language == m_language)
        return;
    m_language = language;
    startSearch(); // titles and snippets come in the visitor's language
    emit languageChanged();
}

void SearchModel::setQuery(const QString& query)
{
    if (query == m_query)
        return;
    m_query = query;
    scheduleSearch();
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
    m_searched.clear(); // the same words may find other texts now
    if (!m_debounce.isActive())
        startSearch();
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

void SearchModel::scheduleSearch()
{
    if (search::queryTokens(m_query).isEmpty()) {
        startSearch(); // nothing to search: the rows go at once
        return;
    }
    setBusy(true);
    m_debounce.start(); // a key within the pause starts it again
}

void SearchModel::startSearch()
{
    m_debounce.stop();
    const QStringList tokens = search::queryTokens(m_query);
    if (!m_runner || tokens.isEmpty()) {
        if (m_runner)
            m_runner->cancel();
        m_ticket = 0;
        m_searched.clear();
        showHits(0, {});
        return;
    }
    // A space, a repeated word or a key beyond the caps changes nothing:
    // the rows shown (or awaited) already answer it.
    const QString searched = m_language + QLatin1Char('\n') + tokens.join(QLatin1Char(' '));
    if (searched == m_searched) {
        setBusy(m_ticket != 0);
        return;
    }
    readTitles();
    m_searched = searched;
    m_ticket = m_runner->start(m_query, m_language);
    setBusy(true);
}

void SearchModel::showHits(quint64 ticket, const QList<SearchHit>& hits)
{
    if (ticket != m_ticket)
        return; // an older search's answer; a newer one is on its way
    m_ticket = 0;
    const qsizetype before = m_rows.size();
    QList<Row> rows;
    QHash<QString, int> sectionIndex;
    for (int i = 0; i < m_sections.size(); ++i)
        sectionIndex.insert(m_sections.at(i).key, i);
    for (const SearchHit& hit : hits) {
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
    replaceAllRows(m_rows, std::move(rows));
    if (before != m_rows.size())
        emit countChanged();
    setBusy(m_debounce.isActive());
}

void SearchModel::setBusy(bool busy)
{
    if (busy == m_busy)
        return;
    m_busy = busy;
    emit busyChanged();
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
