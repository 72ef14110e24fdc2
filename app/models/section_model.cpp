#include "models/section_model.h"

#include "store/content_store.h"
#include "store/media_names.h"

namespace zv {

SectionModel::SectionModel(ContentStore* store, QObject* parent)
    : ReplacingListModel(parent), m_store(store)
{
    reload();
}

void SectionModel::setStore(ContentStore* store)
{
    m_store = store;
    reload();
}

void SectionModel::setLanguage(const QString& language)
{
    if (language.isEmpty() || language == m_language)
        return;
    m_language = language;
    // Same rows, other texts: a dataChanged keeps the delegates and their state.
    if (!m_sections.isEmpty())
        emit dataChanged(index(0), index(static_cast<int>(m_sections.size()) - 1));
    emit languageChanged();
}

void SectionModel::setSiteChoice(const SiteChoice& choice)
{
    m_choice = choice;
    reload();
}

void SectionModel::reload()
{
    const int before = static_cast<int>(m_sections.size());
    QList<Section> sections;
    QList<int> itemCounts;
    if (m_store) {
        for (const Section& section : m_store->sections()) {
            if (!m_choice.showsSection(section.key))
                continue;
            sections.append(section);
            itemCounts.append(static_cast<int>(m_store->items(section.key).size()));
        }
    }
    replaceAllRows(
        before, static_cast<int>(sections.size()),
        [this] {
            m_sections.clear();
            m_itemCounts.clear();
        },
        [&] {
            m_sections = std::move(sections);
            m_itemCounts = std::move(itemCounts);
        });
    if (before != m_sections.size())
        emit countChanged();
}

QString SectionModel::keyAt(int row) const
{
    if (row < 0 || row >= m_sections.size())
        return {};
    return m_sections.at(row).key;
}

int SectionModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid())
        return 0;
    return static_cast<int>(m_sections.size());
}

QVariant SectionModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Section& section = m_sections.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case TitleRole:
        return section.title(m_language);
    case KeyRole:
        return section.key;
    case SummaryRole:
        return section.summary(m_language);
    case KindRole:
        return section.kind;
    case SortOrderRole:
        return section.sortOrder;
    case AccentRole:
        return section.accent;
    case IconRole:
        return section.icon;
    case ItemCountRole:
        return m_itemCounts.value(index.row());
    case EmblemRole:
        return section.icon.isEmpty() || !m_store
                   ? QString()
                   : pictureUrl(m_store->mediaDirectory(),
                                QStringLiteral("emblem_%1.svg").arg(section.icon));
    case IsFallbackRole:
        return !section.texts.has(m_language, field::title) ||
               !section.texts.has(m_language, field::summary);
    default:
        return {};
    }
}

QHash<int, QByteArray> SectionModel::roleNames() const
{
    return {
        {KeyRole, "key"},       {TitleRole, "title"},         {SummaryRole, "summary"},
        {KindRole, "kind"},     {SortOrderRole, "sortOrder"}, {AccentRole, "accent"},
        {IconRole, "icon"},     {ItemCountRole, "itemCount"}, {IsFallbackRole, "isFallback"},
        {EmblemRole, "emblem"},
    };
}

} // namespace zv
