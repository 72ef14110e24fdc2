#pragma once

// PartsEditor: the entries of an item's list — a person's day (time and
// text), a hairstyle's steps (figure, text, picture, sound, credit), a
// song's verses — with add, remove, move up and move down. Left the entries,
// right the chosen one in German and a second language. Every change goes
// through the document, so it can be undone.

#include <QWidget>

class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;

namespace zv {

class ItemDocument;
class TextBinding;

class PartsEditor : public QWidget {
    Q_OBJECT

public:
    enum class Kind { Schedule, Steps, Verses };
    PartsEditor(ItemDocument* document, Kind kind, const QString& mediaDirectory,
                QWidget* parent = nullptr);

    void setSecondLanguage(const QString& language);
    QListWidget* list() const { return m_list; }
    int count() const;
    int currentIndex() const;
    void select(int index);

    // The buttons' actions (public for the tests).
    void addEntry();
    void removeEntry();
    void moveEntry(int delta);
    // Steps: checks and copies a picture or sound and attaches it to the
    // current step. False (with `messageDe`) when the file is refused.
    bool attachImage(const QString& sourcePath, QString* messageDe);
    bool attachSound(const QString& sourcePath, QString* messageDe);

private:
    QString listName() const;
    QString entryTitle(int index) const;
    void refresh();
    void bindCurrent();
    void chooseFile(bool image);
    void detach(bool image);
    // An editor bound to the current entry's `name` field; language 0:
    // neutral, 1: German, 2: the second language.
    QLineEdit* addLine(const QString& name, int language);
    QPlainTextEdit* addText(const QString& name, int language);

    ItemDocument* m_document;
    Kind m_kind;
    QString m_mediaDirectory;
    QString m_second;
    QListWidget* m_list = nullptr;
    QPushButton* m_remove = nullptr;
    QPushButton* m_up = nullptr;
    QPushButton* m_down = nullptr;
    QWidget* m_detail = nullptr;
    QLabel* m_warning = nullptr;
    QLabel* m_picture = nullptr;
    QLabel* m_sound = nullptr;
    QLabel* m_secondHeading = nullptr;
    QLabel* m_secondCredit = nullptr;
    // (binding, field of the entry, language: 0 neutral, 1 German, 2 second)
    struct Bound {
        TextBinding* binding;
        QString field;
        int language;
    };
    QList<Bound> m_bound;
    bool m_refreshing = false;
};

} // namespace zv
