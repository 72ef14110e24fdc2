#pragma once

// The rows of an inventory list as an editable table (issue 8): count,
// remark, available or missing, category, audience, indoor/outdoor, the
// linked game, the "zu prüfen" flag and the staff note, in German and a
// second language. Edits go through the document (undoable); the filter
// model sorts by any column and filters by words, category, stock and flag.

#include <QAbstractTableModel>
#include <QPair>
#include <QSortFilterProxyModel>
#include <QStyledItemDelegate>

namespace zv {

class ItemDocument;

class InventoryTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    // What a curator checks first comes first: name, count, stock, flag;
    // the second language's texts and the classification follow.
    enum Column {
        Number,
        Name,
        Count,
        Available,
        NeedsReview,
        Remark,
        NameSecond,
        RemarkSecond,
        Category,
        Audience,
        Place,
        Game,
        StaffNote,
        ColumnCount
    };
    // The choices of a column with a fixed set of values: [(value, label)].
    static constexpr int kChoicesRole = Qt::UserRole + 1;
    // The value to sort by (numbers as numbers).
    static constexpr int kSortRole = Qt::UserRole + 2;
    // The row's key.
    static constexpr int kKeyRole = Qt::UserRole + 3;

    explicit InventoryTableModel(ItemDocument* document, QObject* parent = nullptr);

    void setSecondLanguage(const QString& language);
    // The games a row can be linked to: (item key, German title).
    void setGames(const QList<QPair<QString, QString>>& games);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role) override;

private:
    void documentChanged();
    QString pathOf(int row, int column, QString* language) const;
    QVariantList choices(int column) const;

    ItemDocument* m_document;
    QString m_second;
    QStringList m_keys; // the rows shown, to tell an edit from a new list
    QList<QPair<QString, QString>> m_games;
};

class InventoryFilter : public QSortFilterProxyModel {
    Q_OBJECT

public:
    enum class Stock { All, Available, Missing, NotStated };
    explicit InventoryFilter(QObject* parent = nullptr);
    void setWords(const QString& words);
    void setCategory(const QString& category); // empty: all
    void setStock(Stock stock);
    void setOnlyToReview(bool only);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    QString m_words;
    QString m_category;
    Stock m_stock = Stock::All;
    bool m_onlyToReview = false;
};

// A combo box for columns with choices (kChoicesRole).
class ChoiceDelegate : public QStyledItemDelegate {
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                          const QModelIndex& index) const override;
    void setEditorData(QWidget* editor, const QModelIndex& index) const override;
    void setModelData(QWidget* editor, QAbstractItemModel* model,
                      const QModelIndex& index) const override;
};

} // namespace zv
