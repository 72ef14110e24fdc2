#include "editor/inventory_table.h"

#include "editor/field_labels.h"
#include "editor/item_document.h"

#include <QComboBox>

namespace zv {

namespace {
const QString kDe = kFallbackLanguage;
} // namespace

InventoryTableModel::InventoryTableModel(ItemDocument* document, QObject* parent)
    : QAbstractTableModel(parent), m_document(document), m_second(QStringLiteral("en"))
{
    connect(m_document, &ItemDocument::changed, this, &InventoryTableModel::documentChanged);
    documentChanged();
}

void InventoryTableModel::setSecondLanguage(const QString& language)
{
    m_second = language;
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

void InventoryTableModel::setGames(const QList<QPair<QString, QString>>& games)
{
    m_games = games;
}

void InventoryTableModel::documentChanged()
{
    QStringList keys;
    for (const InventoryRow& row : m_document->item().rows)
        keys.append(row.key);
    if (keys != m_keys) {
        // Rows added, removed or moved: the views start afresh.
        beginResetModel();
        m_keys = keys;
        endResetModel();
        return;
    }
    // An edit of cells: the views keep their place.
    if (!m_keys.isEmpty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int InventoryTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_keys.size());
}

int InventoryTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString InventoryTableModel::pathOf(int row, int column, QString* language) const
{
    const QString prefix = QStringLiteral("rows.%1.").arg(m_keys.value(row));
    language->clear();
    switch (column) {
    case Name:
        *language = kDe;
        return prefix + field::name;
    case NameSecond:
        *language = m_second;
        return prefix + field::name;
    case Count:
        return prefix + QStringLiteral("count");
    case Remark:
        *language = kDe;
        return prefix + field::remark;
    case RemarkSecond:
        *language = m_second;
        return prefix + field::remark;
    case Available:
        return prefix + QStringLiteral("available");
    case Category:
        return prefix + QStringLiteral("category");
    case Audience:
        return prefix + QStringLiteral("audience");
    case Place:
        return prefix + QStringLiteral("place");
    case Game:
        return prefix + QStringLiteral("game");
    case NeedsReview:
        return prefix + QStringLiteral("needs_review");
    case StaffNote:
        return prefix + QStringLiteral("staff_note");
    default:
        break;
    }
    return {};
}

QVariantList InventoryTableModel::choices(int column) const
{
    QVariantList result;
    const auto add = [&](const QString& value, const QString& label) {
        result.append(QVariant::fromValue(QStringList{value, label}));
    };
    if (column == Category) {
        for (const QString& value : keyword::inventoryCategories())
            add(value, categoryLabel(value));
    } else if (column == Audience) {
        for (const QString& value : keyword::audiences())
            add(value, keywordLabel(value));
    } else if (column == Place) {
        for (const QString& value : keyword::rowPlaces())
            add(value, keywordLabel(value));
    } else if (column == Game) {
        add(QString(), tr("(kein Spiel)"));
        for (const auto& game : m_games)
            add(game.first, game.second);
    }
    return result;
}

QVariant InventoryTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_keys.size())
        return {};
    const int column = index.column();
    if (role == kKeyRole)
        return m_keys.at(index.row());
    if (role == kChoicesRole) {
        const QVariantList list = choices(column);
        return list.isEmpty() ? QVariant() : QVariant(list);
    }
    QString language;
    const QString path = pathOf(index.row(), column, &language);
    const QString value =
        column == Number ? QString::number(index.row() + 1) : m_document->field({language, path});
    if (column == Available) {
        // Three states (issue 17): 1 there, 0 marked missing, -1 the list says
        // nothing; the check box shows the last as partly checked.
        const int stock = value.isEmpty() ? 1 : value.toInt();
        if (role == Qt::CheckStateRole)
            return stock > 0 ? Qt::Checked : (stock == 0 ? Qt::Unchecked : Qt::PartiallyChecked);
        if (role == kSortRole)
            return stock;
        if (role == Qt::DisplayRole)
            return stock > 0 ? tr("vorhanden") : (stock == 0 ? tr("fehlt") : tr("keine Angabe"));
        return {};
    }
    const bool check = column == NeedsReview;
    if (check) {
        const bool on =
            column == Available ? value != QLatin1String("0") : value == QLatin1String("1");
        if (role == Qt::CheckStateRole)
            return on ? Qt::Checked : Qt::Unchecked;
        if (role == kSortRole)
            return on ? 1 : 0;
        if (role == Qt::DisplayRole && column == Available)
            return on ? tr("vorhanden") : tr("fehlt");
        return {};
    }
    if (column == Count || column == Number) {
        const int number = value.isEmpty() ? -1 : value.toInt();
        if (role == kSortRole)
            return number;
        if (role == Qt::DisplayRole || role == Qt::EditRole)
            return number < 0 ? QVariant(QString()) : QVariant(number);
        return {};
    }
    if (role == kSortRole)
        return value.toLower();
    if (role == Qt::EditRole)
        return value;
    if (role == Qt::DisplayRole) {
        for (const QVariant& choice : choices(column)) {
            const QStringList pair = choice.toStringList();
            if (pair.first() == value)
                return pair.last();
        }
        return value;
    }
    if (role == Qt::ToolTipRole && (column == Remark || column == StaffNote))
        return value;
    return {};
}

QVariant InventoryTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    const QString second = languageName(m_second);
    switch (section) {
    case Number:
        return tr("Nr.");
    case Name:
        return tr("Benennung");
    case NameSecond:
        return tr("Benennung (%1)").arg(second);
    case Count:
        return tr("Anzahl");
    case Remark:
        return tr("Bemerkung");
    case RemarkSecond:
        return tr("Bemerkung (%1)").arg(second);
    case Available:
        return tr("Bestand");
    case Category:
        return tr("Kategorie");
    case Audience:
        return tr("Für");
    case Place:
        return tr("Ort");
    case Game:
        return tr("Spiel");
    case NeedsReview:
        return tr("zu prüfen");
    case StaffNote:
        return tr("Notiz");
    default:
        break;
    }
    return {};
}

Qt::ItemFlags InventoryTableModel::flags(const QModelIndex& index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (index.column() == Available)
        return flags | Qt::ItemIsUserCheckable | Qt::ItemIsUserTristate;
    if (index.column() == NeedsReview)
        return flags | Qt::ItemIsUserCheckable;
    if (index.column() != Number)
        flags |= Qt::ItemIsEditable;
    return flags;
}

bool InventoryTableModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (!index.isValid() || index.row() >= m_keys.size())
        return false;
    QString language;
    const QString path = pathOf(index.row(), index.column(), &language);
    if (path.isEmpty())
        return false;
    QString text;
    if (role == Qt::CheckStateRole && index.column() == Available)
        text = value.toInt() == Qt::Checked
                   ? QStringLiteral("1")
                   : (value.toInt() == Qt::Unchecked ? QStringLiteral("0") : QStringLiteral("-1"));
    else if (role == Qt::CheckStateRole)
        text = value.toInt() == Qt::Checked ? QStringLiteral("1") : QStringLiteral("0");
    else if (role != Qt::EditRole)
        return false;
    else if (index.column() == Count) {
        bool ok = false;
        const int number = value.toString().trimmed().toInt(&ok);
        if (!value.toString().trimmed().isEmpty() && (!ok || number < 0))
            return false; // a count is a number, or empty for "unknown"
        text =
            value.toString().trimmed().isEmpty() ? QStringLiteral("-1") : QString::number(number);
    } else {
        text = value.toString();
    }
    m_document->setField({language, path}, text);
    return true;
}

InventoryFilter::InventoryFilter(QObject* parent) : QSortFilterProxyModel(parent)
{
    setSortRole(InventoryTableModel::kSortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
}

void InventoryFilter::setWords(const QString& words)
{
    m_words = words.trimmed();
    invalidateFilter();
}

void InventoryFilter::setCategory(const QString& category)
{
    m_category = category;
    invalidateFilter();
}

void InventoryFilter::setStock(Stock stock)
{
    m_stock = stock;
    invalidateFilter();
}

void InventoryFilter::setOnlyToReview(bool only)
{
    m_onlyToReview = only;
    invalidateFilter();
}

bool InventoryFilter::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    const QAbstractItemModel* model = sourceModel();
    const auto cell = [&](int column, int role) {
        return model->index(sourceRow, column, sourceParent).data(role);
    };
    using M = InventoryTableModel;
    if (!m_category.isEmpty() && cell(M::Category, Qt::EditRole).toString() != m_category)
        return false;
    const int stock = cell(M::Available, M::kSortRole).toInt();
    if ((m_stock == Stock::Available && stock != 1) || (m_stock == Stock::Missing && stock != 0) ||
        (m_stock == Stock::NotStated && stock != -1))
        return false;
    if (m_onlyToReview && cell(M::NeedsReview, M::kSortRole).toInt() != 1)
        return false;
    if (m_words.isEmpty())
        return true;
    QString haystack;
    for (int column : {M::Name, M::NameSecond, M::Remark, M::RemarkSecond, M::StaffNote, M::Game})
        haystack += cell(column, Qt::DisplayRole).toString() + QLatin1Char(' ');
    for (const QString& word : m_words.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (!haystack.contains(word, Qt::CaseInsensitive))
            return false;
    }
    return true;
}

QWidget* ChoiceDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                                      const QModelIndex& index) const
{
    const QVariant choices = index.data(InventoryTableModel::kChoicesRole);
    if (!choices.isValid())
        return QStyledItemDelegate::createEditor(parent, option, index);
    auto* combo = new QComboBox(parent);
    for (const QVariant& choice : choices.toList()) {
        const QStringList pair = choice.toStringList();
        combo->addItem(pair.last(), pair.first());
    }
    return combo;
}

void ChoiceDelegate::setEditorData(QWidget* editor, const QModelIndex& index) const
{
    if (auto* combo = qobject_cast<QComboBox*>(editor)) {
        combo->setCurrentIndex(std::max(0, combo->findData(index.data(Qt::EditRole))));
        return;
    }
    QStyledItemDelegate::setEditorData(editor, index);
}

void ChoiceDelegate::setModelData(QWidget* editor, QAbstractItemModel* model,
                                  const QModelIndex& index) const
{
    if (auto* combo = qobject_cast<QComboBox*>(editor)) {
        model->setData(index, combo->currentData(), Qt::EditRole);
        return;
    }
    QStyledItemDelegate::setModelData(editor, model, index);
}

} // namespace zv
