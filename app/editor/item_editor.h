#pragma once

// ItemEditor: everything about one item, on tabs — its texts (German and a
// second language side by side, Markdown with live preview), its list
// (day, steps, verses or inventory rows, by kind), its pictures and sounds,
// its notes and classification. Above them the item's title, whether it is
// a draft, and the choice of the second language.

#include <QPair>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QTabWidget;

namespace zv {

class DetailsPage;
class InventoryPage;
class ItemDocument;
class MediaPage;
class PartsEditor;
class SongPage;
class TextsPage;

class ItemEditor : public QWidget {
    Q_OBJECT

public:
    ItemEditor(ItemDocument* document, const QString& mediaDirectory, QWidget* parent = nullptr);

    // The languages offered as second language (German excluded).
    void setLanguages(const QStringList& languages);
    QString secondLanguage() const { return m_second; }
    void setSecondLanguage(const QString& language);
    // Games rows can be linked to, and keys other items use.
    void setGames(const QList<QPair<QString, QString>>& games);
    void setTakenKeys(const QStringList& rowKeys, const QStringList& mediaKeys);
    // The line under the title ("Entwurf von …, gespeichert 10:32").
    void setStatus(const QString& html);

    QTabWidget* tabs() const { return m_tabs; }
    TextsPage* textsPage() const { return m_texts; }
    PartsEditor* partsEditor() const; // the one the item's kind shows, or null
    InventoryPage* inventoryPage() const { return m_inventory; }
    MediaPage* mediaPage() const { return m_media; }
    SongPage* songPage() const { return m_melody; }
    // Shows the tab with this object name ("textsPage", "inventoryPage", …).
    void showPage(const QString& objectName);

signals:
    void secondLanguageChanged(const QString& language);

private:
    void itemLoaded();

    ItemDocument* m_document;
    QString m_second;
    QLabel* m_title = nullptr;
    QLabel* m_status = nullptr;
    QComboBox* m_language = nullptr;
    QCheckBox* m_preview = nullptr;
    QTabWidget* m_tabs = nullptr;
    TextsPage* m_texts = nullptr;
    PartsEditor* m_schedule = nullptr;
    PartsEditor* m_steps = nullptr;
    PartsEditor* m_verses = nullptr;
    SongPage* m_melody = nullptr;
    InventoryPage* m_inventory = nullptr;
    MediaPage* m_media = nullptr;
    DetailsPage* m_details = nullptr;
};

} // namespace zv
