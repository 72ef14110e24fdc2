#pragma once

// InventoryPage: an inventory list's rows in a sortable, filterable table
// (words, category, available/missing, "zu prüfen"), with rows added,
// removed and moved. The list's order is what the kiosk shows; sorting the
// table only changes the view.

#include <QPair>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QTableView;

namespace zv {

class ItemDocument;
class InventoryFilter;
class InventoryTableModel;

class InventoryPage : public QWidget {
    Q_OBJECT

public:
    InventoryPage(ItemDocument* document, QWidget* parent = nullptr);

    void setSecondLanguage(const QString& language);
    void setGames(const QList<QPair<QString, QString>>& games);
    QTableView* table() const { return m_table; }
    InventoryTableModel* model() const { return m_model; }
    InventoryFilter* filter() const { return m_filter; }

    // The buttons' actions (public for the tests). New rows get a key made
    // from the list's key that no row of the store uses (`takenKeys`).
    void addRow(const QStringList& takenKeys);
    void removeSelectedRow();
    void moveSelectedRow(int delta);
    // The key of the row selected in the table, or empty.
    QString selectedKey() const;
    void setTakenKeys(const QStringList& keys) { m_takenKeys = keys; }

private:
    void updateSummary();
    void selectKey(const QString& key);

    ItemDocument* m_document;
    InventoryTableModel* m_model = nullptr;
    InventoryFilter* m_filter = nullptr;
    QTableView* m_table = nullptr;
    QLineEdit* m_words = nullptr;
    QComboBox* m_category = nullptr;
    QComboBox* m_stock = nullptr;
    QCheckBox* m_review = nullptr;
    QLabel* m_summary = nullptr;
    QStringList m_takenKeys;
};

} // namespace zv
