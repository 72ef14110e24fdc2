#pragma once

// ItemEditor: every text field of one item in German and English side by
// side, with Save and Revert. It knows nothing about the store: the window
// gives it an item and takes its changes.

#include "store/content_types.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTabWidget;

namespace zv {

class BilingualField;

class ItemEditor : public QWidget {
    Q_OBJECT

public:
    explicit ItemEditor(QWidget* parent = nullptr);

    // Shows `item` as stored; unsaved edits of the previous item are dropped.
    void setItem(const Item& item);
    void clear();
    QString itemKey() const { return m_itemKey; }
    // The edits since setItem(), across all fields.
    QList<TextChange> changes() const;
    bool isModified() const { return !changes().isEmpty(); }

signals:
    void saveRequested();
    void modifiedChanged(bool modified);

private:
    void updateButtons();
    BilingualField* addField(const QString& fieldName, bool longText);

    QString m_itemKey;
    QLabel* m_heading = nullptr;
    QLabel* m_details = nullptr;
    QTabWidget* m_longTexts = nullptr;
    QList<BilingualField*> m_fields;
    QList<BilingualField*> m_gameFields;
    QPushButton* m_save = nullptr;
    QPushButton* m_revert = nullptr;
    Item m_item;
    bool m_lastModified = false;
};

} // namespace zv
