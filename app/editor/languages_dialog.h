#pragma once

// LanguagesDialog: the exhibit's languages with how complete each is (of
// all texts staff see, drafts included, and of what the kiosk shows), the
// threshold from which the kiosk offers a language, and adding a language
// (it then appears as second language in the editor).

#include <QDialog>

class QComboBox;
class QLabel;
class QSpinBox;
class QTreeWidget;

namespace zv {

class ContentStore;

class LanguagesDialog : public QDialog {
    Q_OBJECT

public:
    explicit LanguagesDialog(ContentStore& store, QWidget* parent = nullptr);

    QTreeWidget* list() const { return m_list; }
    // The actions behind the controls (public for the tests).
    bool addLanguage(const QString& code);
    bool setThreshold(int percent);

signals:
    void languagesChanged();

private:
    void refresh();

    ContentStore& m_store;
    QTreeWidget* m_list = nullptr;
    QComboBox* m_new = nullptr;
    QSpinBox* m_threshold = nullptr;
    QLabel* m_message = nullptr;
};

} // namespace zv
