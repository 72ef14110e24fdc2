#pragma once

// DetailsPage: what staff note about an item — the note for staff only, the
// "zu prüfen" flag, the source note visitors read at the end of the article
// (store/provenance.h: its kind and what was added, in German and the second
// language) — and, for games and inventory lists, how the concept
// classifies it (category, for adults and/or children, indoor/outdoor,
// social or solo game).

#include <QWidget>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;

namespace zv {

class ItemDocument;
class TextBinding;

class DetailsPage : public QWidget {
    Q_OBJECT

public:
    explicit DetailsPage(ItemDocument* document, QWidget* parent = nullptr);
    // The language of the second note box ("en" until told otherwise).
    void setSecondLanguage(const QString& language);

private:
    void refresh();
    QComboBox* addChoice(const QString& path, const QStringList& values, bool categories);
    QGroupBox* buildSourceNote();

    ItemDocument* m_document;
    QCheckBox* m_review = nullptr;
    QGroupBox* m_classification = nullptr;
    QList<QPair<QComboBox*, QString>> m_choices; // (combo, path)
    QCheckBox* m_adults = nullptr;
    QCheckBox* m_children = nullptr;
    QLabel* m_kind = nullptr;
    QComboBox* m_provenance = nullptr;
    TextBinding* m_noteSecond = nullptr;
    QLabel* m_noteSecondLabel = nullptr;
    QLabel* m_sourcePreview = nullptr;
    bool m_refreshing = false;
};

} // namespace zv
