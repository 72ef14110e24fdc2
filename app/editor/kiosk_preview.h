#pragma once

// A preview of an item as the kiosk's reader shows it (issue 8), drafts
// included. The dialog shows what the kiosk program itself renders
// (kiosk_render.h: the item published into a private copy of the store,
// drawn offscreen by `zeitvertreib --render-item`). This file's drawing —
// the kiosk's measures (Theme.qml palette, type sizes, touch targets;
// ArticleScreen.qml's title, chips, page sheet and material list) and the
// same page split at "---" — counts the pages and stands in, marked as
// simplified, when the kiosk program is missing or fails.

#include "store/content_types.h"

#include <QDialog>
#include <QImage>
#include <QSize>

class QComboBox;
class QLabel;
class QPushButton;

namespace zv {

class ContentStore;

struct PreviewRequest {
    QString language = QStringLiteral("de");
    QString part;           // a Markdown field, "schedule", "steps", "verses", "pictures"
    int page = 0;           // from 0
    QSize size{1280, 800};  // the kiosk window
    QStringList materials;  // names of the inventory rows that belong to a game
    QString mediaDirectory; // for pictures
};

// The parts the kiosk offers for `item` in `language`, in its order, with
// their chip labels: (part, label).
QList<QPair<QString, QString>> previewParts(const Item& item, const QString& language);
// Draws the screen. `pageCount` receives the part's number of pages.
QImage renderKioskPreview(const Item& item, const PreviewRequest& request, int* pageCount);

class KioskPreviewDialog : public QDialog {
    Q_OBJECT

public:
    KioskPreviewDialog(const Item& item, const QStringList& materials,
                       const QString& mediaDirectory, QWidget* parent = nullptr);
    QImage image() const { return m_image; }
    void setLanguage(const QString& language);
    void setPart(const QString& part);
    void setPage(int page);
    void setScreen(const QSize& size);
    int pageCount() const { return m_pageCount; }
    // From now on the picture comes from the kiosk program itself, with the
    // item published into a private copy of `store` (kiosk_render.h); the
    // drawing stays as the fallback. Renders again.
    void useKiosk(const ContentStore* store);
    // Whether the picture shown was rendered by the kiosk program.
    bool renderedByKiosk() const { return m_byKiosk; }

private:
    void render();

    Item m_item;
    const ContentStore* m_store = nullptr;
    bool m_byKiosk = false;
    QLabel* m_note = nullptr;
    PreviewRequest m_request;
    QImage m_image;
    int m_pageCount = 1;
    QComboBox* m_language = nullptr;
    QComboBox* m_part = nullptr;
    QComboBox* m_screen = nullptr;
    QLabel* m_view = nullptr;
    QLabel* m_counter = nullptr;
    QPushButton* m_previous = nullptr;
    QPushButton* m_next = nullptr;
};

} // namespace zv
