#pragma once

// A preview of an item as the kiosk's reader shows it (issue 8), drafts
// included: drawn by the editor with the kiosk's measures (Theme.qml:
// palette, Noto Serif type sizes scaled to the window, 72 px touch targets,
// margins; ArticleScreen.qml: title, part chips, the page sheet, the page
// turner, the material list beside a game), the same page split ("---") and
// the same Markdown layout engine. It is a drawing of the layout, not the
// kiosk's QML itself: animations, the top bar's icons and the material
// list's rows are simplified.

#include "store/content_types.h"

#include <QDialog>
#include <QImage>
#include <QSize>

class QComboBox;
class QLabel;
class QPushButton;

namespace zv {

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

private:
    void render();

    Item m_item;
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
