#pragma once

// MediaPage: the pictures and sounds of an item (issue 8) as thumbnails,
// each with a caption per language and a credit line; a sound can be the
// staff's reading of one of the item's texts, per language (issue 22). Files are checked and
// copied into the store's media folder (media_import.h); a refused file gets
// a message saying why, never a crash. Steps have their own picture and
// sound in the steps editor.

#include <QWidget>

class QFormLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace zv {

class ItemDocument;
class TextBinding;

class MediaPage : public QWidget {
    Q_OBJECT

public:
    MediaPage(ItemDocument* document, const QString& mediaDirectory, QWidget* parent = nullptr);

    void setSecondLanguage(const QString& language);
    // Keys other items use (picture and sound keys are unique in the store).
    void setTakenKeys(const QStringList& keys) { m_takenKeys = keys; }
    QListWidget* list() const { return m_list; }

    // The buttons' actions (public for the tests). False with `messageDe`
    // when the file is refused.
    bool addImage(const QString& sourcePath, QString* messageDe);
    bool addSound(const QString& sourcePath, QString* messageDe);
    bool replaceFile(const QString& sourcePath, QString* messageDe);
    void removeCurrent();
    void moveCurrent(int delta);

private:
    // The current entry: ("images" or "audio", index), or index -1.
    QPair<QString, int> current() const;
    QString newKey(const QString& kind) const;
    void refresh();
    void bindCurrent();
    void choose(const QString& what);

    ItemDocument* m_document;
    QString m_mediaDirectory;
    QString m_second;
    QStringList m_takenKeys;
    QListWidget* m_list = nullptr;
    QLabel* m_file = nullptr;
    QLabel* m_picture = nullptr;
    QLabel* m_secondCaption = nullptr;
    QLabel* m_secondCredit = nullptr;
    QLabel* m_secondNarrates = nullptr;
    QList<QLineEdit*> m_narrationRows; // "reads aloud", German and second language
    QFormLayout* m_form = nullptr;
    QWidget* m_detail = nullptr;
    QList<QPair<TextBinding*, QPair<QString, bool>>> m_bound; // (field, second language)
    bool m_refreshing = false;
};

} // namespace zv
