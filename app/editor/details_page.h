#pragma once

// DetailsPage: what staff note about an item — the note for staff only, the
// "zu prüfen" flag — and, for games and inventory lists, how the concept
// classifies it (category, for adults and/or children, indoor/outdoor,
// social or solo game).

#include <QWidget>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;

namespace zv {

class ItemDocument;

class DetailsPage : public QWidget {
    Q_OBJECT

public:
    explicit DetailsPage(ItemDocument* document, QWidget* parent = nullptr);

private:
    void refresh();
    QComboBox* addChoice(const QString& path, const QStringList& values, bool categories);

    ItemDocument* m_document;
    QCheckBox* m_review = nullptr;
    QGroupBox* m_classification = nullptr;
    QList<QPair<QComboBox*, QString>> m_choices; // (combo, path)
    QCheckBox* m_adults = nullptr;
    QCheckBox* m_children = nullptr;
    QLabel* m_kind = nullptr;
    bool m_refreshing = false;
};

} // namespace zv
