#include "editor/inventory_page.h"

#include "editor/field_labels.h"
#include "editor/inventory_table.h"
#include "editor/item_document.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace zv {

InventoryPage::InventoryPage(ItemDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document)
{
    setObjectName(QStringLiteral("inventoryPage"));
    auto* layout = new QVBoxLayout(this);
    auto* filters = new QHBoxLayout;
    m_words = new QLineEdit(this);
    m_words->setObjectName(QStringLiteral("inventoryWords"));
    m_words->setPlaceholderText(tr("Suchen in Benennung, Bemerkung, Notiz …"));
    m_words->setClearButtonEnabled(true);
    m_category = new QComboBox(this);
    m_category->setObjectName(QStringLiteral("inventoryCategory"));
    m_category->addItem(tr("alle Kategorien"), QString());
    for (const QString& category : keyword::inventoryCategories())
        m_category->addItem(categoryLabel(category), category);
    m_stock = new QComboBox(this);
    m_stock->setObjectName(QStringLiteral("inventoryStock"));
    m_stock->addItems(
        {tr("jeder Bestand"), tr("nur vorhanden"), tr("nur fehlend"), tr("nur keine Angabe")});
    m_review = new QCheckBox(tr("nur „zu prüfen“"), this);
    // Narrow enough to sit beside the tree and the history at 1280 px.
    for (QComboBox* combo : {m_category, m_stock}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(12);
    }
    filters->addWidget(m_words, 2);
    filters->addWidget(m_category, 1);
    filters->addWidget(m_stock, 1);
    filters->addWidget(m_review);
    layout->addLayout(filters);

    m_model = new InventoryTableModel(document, this);
    m_filter = new InventoryFilter(this);
    m_filter->setSourceModel(m_model);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("inventoryTable"));
    m_table->setModel(m_filter);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(InventoryTableModel::Number, Qt::AscendingOrder);
    m_table->setItemDelegate(new ChoiceDelegate(m_table));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    const QList<QPair<int, int>> widths = {
        {InventoryTableModel::Number, 44},      {InventoryTableModel::Name, 190},
        {InventoryTableModel::NameSecond, 170}, {InventoryTableModel::Count, 64},
        {InventoryTableModel::Remark, 220},     {InventoryTableModel::RemarkSecond, 200},
        {InventoryTableModel::Available, 96},   {InventoryTableModel::Category, 150},
        {InventoryTableModel::Audience, 100},   {InventoryTableModel::Place, 84},
        {InventoryTableModel::Game, 160},       {InventoryTableModel::NeedsReview, 84}};
    for (const auto& width : widths)
        m_table->setColumnWidth(width.first, width.second);
    layout->addWidget(m_table, 1);

    auto* buttons = new QHBoxLayout;
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("inventorySummary"));
    m_summary->setWordWrap(true);
    buttons->addWidget(m_summary, 1);
    auto* add = new QPushButton(tr("Neue Zeile"), this);
    auto* remove = new QPushButton(tr("Zeile entfernen"), this);
    auto* up = new QPushButton(tr("Nach oben"), this);
    auto* down = new QPushButton(tr("Nach unten"), this);
    for (QPushButton* button : {add, remove, up, down})
        buttons->addWidget(button);
    layout->addLayout(buttons);

    connect(m_words, &QLineEdit::textChanged, m_filter, &InventoryFilter::setWords);
    connect(m_category, &QComboBox::currentIndexChanged, this,
            [this] { m_filter->setCategory(m_category->currentData().toString()); });
    connect(m_stock, &QComboBox::currentIndexChanged, this,
            [this](int index) { m_filter->setStock(static_cast<InventoryFilter::Stock>(index)); });
    connect(m_review, &QCheckBox::toggled, m_filter, &InventoryFilter::setOnlyToReview);
    connect(add, &QPushButton::clicked, this, [this] { addRow(m_takenKeys); });
    connect(remove, &QPushButton::clicked, this, &InventoryPage::removeSelectedRow);
    connect(up, &QPushButton::clicked, this, [this] { moveSelectedRow(-1); });
    connect(down, &QPushButton::clicked, this, [this] { moveSelectedRow(1); });
    connect(m_filter, &QAbstractItemModel::modelReset, this, &InventoryPage::updateSummary);
    connect(m_filter, &QAbstractItemModel::rowsInserted, this, &InventoryPage::updateSummary);
    connect(m_filter, &QAbstractItemModel::rowsRemoved, this, &InventoryPage::updateSummary);
    connect(m_filter, &QAbstractItemModel::dataChanged, this, &InventoryPage::updateSummary);
    connect(m_filter, &QAbstractItemModel::layoutChanged, this, &InventoryPage::updateSummary);
    updateSummary();
}

void InventoryPage::setSecondLanguage(const QString& language)
{
    m_model->setSecondLanguage(language);
}

void InventoryPage::setGames(const QList<QPair<QString, QString>>& games)
{
    m_model->setGames(games);
}

QString InventoryPage::selectedKey() const
{
    const QModelIndex current = m_table->currentIndex();
    return current.isValid() ? current.data(InventoryTableModel::kKeyRole).toString() : QString();
}

void InventoryPage::selectKey(const QString& key)
{
    for (int row = 0; row < m_filter->rowCount(); ++row) {
        const QModelIndex index = m_filter->index(row, InventoryTableModel::Name);
        if (index.data(InventoryTableModel::kKeyRole).toString() == key) {
            m_table->setCurrentIndex(index);
            m_table->scrollTo(index);
            return;
        }
    }
}

void InventoryPage::addRow(const QStringList& takenKeys)
{
    Item item = m_document->item();
    QStringList used = takenKeys;
    for (const InventoryRow& row : item.rows)
        used.append(row.key);
    QString key;
    for (int n = static_cast<int>(item.rows.size()) + 1; key.isEmpty() || used.contains(key); ++n)
        key = QStringLiteral("%1_neu_%2").arg(item.key).arg(n);
    InventoryRow row;
    row.key = key;
    row.listKey = item.key;
    row.category = keyword::inventoryCategories().first();
    row.audience = item.audience.value(0, keyword::audiences().first());
    row.place = item.place == QLatin1String("outdoor") ? item.place : QStringLiteral("indoor");
    row.needsReview = true; // a new row is checked against the collection
    row.texts.set(kFallbackLanguage, field::name, tr("Neue Zeile"));
    const QString after = selectedKey();
    int at = static_cast<int>(item.rows.size());
    for (int i = 0; i < item.rows.size(); ++i) {
        if (item.rows.at(i).key == after)
            at = i + 1;
    }
    item.rows.insert(at, row);
    m_document->change(item, tr("Zeile hinzufügen"));
    selectKey(key);
}

void InventoryPage::removeSelectedRow()
{
    const QString key = selectedKey();
    Item item = m_document->item();
    for (int i = 0; i < item.rows.size(); ++i) {
        if (item.rows.at(i).key == key) {
            const QString name = item.rows.at(i).text(kFallbackLanguage, field::name);
            item.rows.removeAt(i);
            m_document->change(item, tr("Zeile „%1“ entfernen").arg(name));
            return;
        }
    }
}

void InventoryPage::moveSelectedRow(int delta)
{
    const QString key = selectedKey();
    Item item = m_document->item();
    for (int i = 0; i < item.rows.size(); ++i) {
        if (item.rows.at(i).key != key)
            continue;
        const int to = i + delta;
        if (to < 0 || to >= item.rows.size())
            return;
        item.rows.move(i, to);
        m_document->change(item, delta < 0 ? tr("Zeile nach oben") : tr("Zeile nach unten"));
        selectKey(key);
        return;
    }
}

void InventoryPage::updateSummary()
{
    int missing = 0;
    int review = 0;
    for (const InventoryRow& row : m_document->item().rows) {
        missing += row.stated && !row.available ? 1 : 0;
        review += row.needsReview ? 1 : 0;
    }
    m_summary->setText(tr("%1 Zeilen, davon %2 fehlend und %3 „zu prüfen“ · %4 angezeigt")
                           .arg(m_document->item().rows.size())
                           .arg(missing)
                           .arg(review)
                           .arg(m_filter->rowCount()));
}

} // namespace zv
